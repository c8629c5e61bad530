package org.flitlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** plan, run-point and merge as a batch user runs them: the merged files are those of an in-process run. */
class BatchCommandsTest {
    /** Two series, three loads: dimension order saturates at 0.5, so stop-after-saturation drops its 0.6. */
    private static final String[] SETTINGS = {"--set", "run.measuredPackets=300", "--set", "run.warmupTicks=500",
        "--set", "sweep.values=[0.1, 0.5, 0.6]"};

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int flitlab(String... args) {
        return FlitLabCommand.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
    }

    private int flitlab(List<String> head, String... tail) {
        List<String> all = new ArrayList<>(head);
        all.addAll(List.of(tail));
        return flitlab(all.toArray(String[]::new));
    }

    private static String sample(String name) {
        return Path.of(System.getProperty("flitlab.samples", "samples"), name).toString();
    }

    @Test
    void mergedPointsGiveTheSameFilesAsAnInProcessRun(@TempDir Path dir) throws Exception {
        Path jobs = dir.resolve("jobs");
        Path results = dir.resolve("results");
        Path merged = dir.resolve("merged");
        Path direct = dir.resolve("direct");
        String scenario = sample("mesh8x8-dor-vs-shortest.json");
        assertEquals(0, flitlab(List.of("plan", scenario, "--out", jobs.toString()), SETTINGS), err.toString());
        List<Path> jobFiles;
        try (Stream<Path> s = Files.list(jobs)) {
            jobFiles = s.filter(f -> f.getFileName().toString().startsWith("point-")).sorted().toList();
        }
        assertEquals(6, jobFiles.size(), "2 series x 3 values x 1 replication");
        assertTrue(Files.isRegularFile(jobs.resolve("plan.json")));
        for (Path job : jobFiles) {
            int code = flitlab("run-point", job.toString(), "--out", results.toString());
            assertTrue(code == 0 || code == 1, "run-point exits 0, or 1 for a deadlocked point: " + code + " " + err);
        }
        int mergeCode = flitlab("merge", jobs.toString(), "--results", results.toString(), "--out", merged.toString());
        int runCode = flitlab(List.of("run", scenario, "--out", direct.toString(), "--threads", "1", "--no-charts"), SETTINGS);
        assertEquals(runCode, mergeCode, "merge exits as run does\n" + out + err);

        List<String> mergedCsv = withoutWallTime(Files.readAllLines(merged.resolve("results.csv")));
        List<String> directCsv = withoutWallTime(Files.readAllLines(direct.resolve("results.csv")));
        assertEquals(directCsv, mergedCsv);
        assertTrue(mergedCsv.size() - 1 < 6, "stop-after-saturation dropped a point: " + (mergedCsv.size() - 1) + " rows");
        assertEquals(jsonWithoutWallTime(direct), jsonWithoutWallTime(merged));
        assertEquals(Files.readAllLines(direct.resolve("per-source.csv")), Files.readAllLines(merged.resolve("per-source.csv")));
        assertTrue(Files.size(merged.resolve("latency.png")) > 10_000, "merge draws the charts too");
    }

    @Test
    void mergeRefusesAResultOfAnotherPlanAndListsMissingPoints(@TempDir Path dir) throws Exception {
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        String scenario = sample("single-link-md1.json");
        assertEquals(0, flitlab("plan", scenario, "--out", a.toString(), "--set", "run.measuredPackets=200"));
        assertEquals(0, flitlab("plan", scenario, "--out", b.toString(), "--set", "run.measuredPackets=201"));
        assertEquals(1, flitlab("merge", a.toString(), "--out", dir.resolve("m").toString()), "nothing has run yet");
        assertTrue(err.toString().contains("flitlab run-point " + a.resolve("point-0000.json")), err.toString());
        assertEquals(0, flitlab("run-point", b.resolve("point-0000.json").toString(), "--out", a.toString()));
        assertEquals(2, flitlab("merge", a.toString(), "--out", dir.resolve("m").toString()));
        assertTrue(err.toString().contains("not to plan"), err.toString());
    }

    private static List<String> withoutWallTime(List<String> csv) {
        int wall = List.of(csv.get(0).split(",")).indexOf("wall_ms");
        assertEquals(csv.get(0).split(",").length - 1, wall, "wall_ms is the last column");
        return csv.stream().map(line -> line.substring(0, line.lastIndexOf(','))).toList();
    }

    private static String jsonWithoutWallTime(Path dir) throws Exception {
        return Files.readAllLines(dir.resolve("results.json")).stream().filter(l -> !l.contains("\"wall_ms\""))
                .collect(Collectors.joining("\n"));
    }
}
