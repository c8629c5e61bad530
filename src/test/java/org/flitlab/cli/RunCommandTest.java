package org.flitlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line as a user types it: run, validate, list, bound, with their exit codes and files. */
class RunCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int flitlab(String... args) {
        return FlitLabCommand.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
    }

    private static String sample(String name) {
        return Path.of(System.getProperty("flitlab.samples", "samples"), name).toString();
    }

    @Test
    void runWritesResultsAndChartsThatAreNotTrivial(@TempDir Path dir) throws Exception {
        int code = flitlab("run", sample("single-link-md1.json"), "--out", dir.toString(), "--threads", "2",
                "--set", "run.measuredPackets=400", "--set", "run.warmupTicks=500");
        assertEquals(0, code, err.toString());
        List<String> csv = Files.readAllLines(dir.resolve("results.csv"));
        assertEquals(1 + 3, csv.size(), "a header and one row per point");
        for (String column : List.of("series", "value", "status", "saturated", "delivery_latency_mean", "delivery_latency_ci95",
                "delivery_latency_max", "delivery_latency_p99", "packet_latency_mean", "accepted_per_host", "accepted_total", "simulated_ticks", "measured_packets")) {
            assertTrue(csv.get(0).contains(column), "column " + column + " in " + csv.get(0));
        }
        String json = Files.readString(dir.resolve("results.json"));
        assertTrue(json.contains("\"flitlab-scenario\""), "the scenario is embedded so the run can be reproduced");
        for (String chart : List.of("latency.png", "throughput.png", "histogram.png", "utilisation.png")) {
            assertTrue(Files.size(dir.resolve(chart)) > 10_000, chart + " is a real picture");
        }
        String svg = Files.readString(dir.resolve("latency.svg"));
        assertTrue(svg.contains("<svg") && svg.contains("Latency"), "SVG with its axis label");
    }

    @Test
    void sweepingTheTopologyDrawsEveryPointsChannels(@TempDir Path dir) throws Exception {
        // Larger cubes have more channels than the scenario's own 6-cube: the utilisation chart must still draw them.
        int code = flitlab("run", sample("c104-table7-1-cube-random.json"), "--out", dir.toString(), "--threads", "2",
                "--set", "run.measuredPackets=300", "--set", "sweep.values=[4,7]");
        assertEquals(0, code, out.toString() + err);
        assertTrue(Files.size(dir.resolve("utilisation.png")) > 10_000, "utilisation chart drawn");
    }

    @Test
    void deadlockingScenarioExitsWithOne(@TempDir Path dir) {
        int code = flitlab("run", sample("torus4x4-no-dateline.json"), "--out", dir.toString(), "--no-charts",
                "--set", "run.measuredPackets=400");
        assertEquals(1, code, out.toString() + err);
        assertTrue(out.toString().contains("deadlock"), out.toString());
    }

    @Test
    void invalidInputExitsWithTwoAndNamesTheJsonPath(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, Files.readString(Path.of(sample("single-link-md1.json"))).replace("\"shortest\"", "\"shortst\""));
        assertEquals(2, flitlab("validate", bad.toString()));
        assertTrue(err.toString().contains("$.routing.id"), err.toString());
        assertTrue(err.toString().contains("did you mean \"shortest\""), err.toString());
        assertEquals(2, flitlab("run", sample("single-link-md1.json"), "--set", "network.bufferFlits=-3"));
        assertTrue(err.toString().contains("$.network.bufferFlits"), err.toString());
        assertEquals(2, flitlab("run", dir.resolve("missing.json").toString()));
    }

    @Test
    void validateListAndBoundAnswerWithoutSimulating() {
        assertEquals(0, flitlab("validate", sample("torus4x4-dateline.json")));
        assertTrue(out.toString().contains("OK"));
        assertEquals(0, flitlab("list", "--kind", "routing"));
        assertTrue(out.toString().contains("up-down") && out.toString().contains("universal"), out.toString());
        assertEquals(0, flitlab("bound", sample("mesh8x8-dor-vs-shortest.json")));
        assertTrue(out.toString().contains("throughput bound"), out.toString());
        assertEquals(2, flitlab("list", "--kind", "nope"));
    }

    /** A default copied from the list reads back from a scenario file: the file's spelling, no Java type names. */
    @Test
    void listSpellsDefaultsAsScenarioFilesDo() {
        assertEquals(0, flitlab("list", "--kind", "routing"));
        assertTrue(out.toString().contains("phases=virtual-channels, intermediate=right-switch, firstPhase=selection, "
                + "secondPhase=shortest-paths"), out.toString());
        assertEquals(0, flitlab("list", "--kind", "end-to-end"));
        assertTrue(out.toString().contains("flows=[{source=0, destination=1, startTick=0}]"), out.toString());
        assertTrue(!out.toString().contains("VIRTUAL_CHANNELS") && !out.toString().contains("Flow["), out.toString());
    }

    @Test
    void anOutputFolderThatCannotBeWrittenIsRefusedBeforeAnyPointRuns(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("a-file"), "x");
        assertEquals(2, flitlab("run", sample("single-link-md1.json"), "--out", file.resolve("out").toString()));
        assertEquals(2, flitlab("run", sample("single-link-md1.json"), "--out", file.toString()));
        assertTrue(err.toString().contains("--out " + file + ": it is a file, not a folder"), err.toString());
        assertTrue(err.toString().contains("cannot create the folder"), err.toString());
        assertTrue(out.toString().isEmpty(), "no point ran: " + out);
        assertTrue(!err.toString().contains("Exception") && !err.toString().contains("\tat "), err.toString());
    }
}
