package org.flitlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.flitlab.scenario.BundledSamples;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bench case 7: BookSim's speed case, its sample and how its work is counted. */
class SpeedCaseProcessTest {
    private static final int SIDE = 8;

    @Test
    void sampleRunsBookSimsWarmUpAndMeasurementWindows() {
        ReadResult r = ScenarioJson.readFile(BundledSamples.find(SpeedCaseProcess.SAMPLE).orElseThrow().file());
        Scenario s = r.scenario();
        // BookSim: 3 warm-up and 3 measured periods of 50,000 cycles; 64 nodes start 0.12 / 8 packets a cycle each.
        assertEquals(150_000, s.run().warmupTicks());
        assertEquals(Math.round(SIDE * SIDE * 0.12 / 8 * 150_000), s.run().measuredPackets());
        assertEquals(1, s.network().virtualChannels());
        assertEquals(8, s.network().bufferFlits());
    }

    /**
     * Uniform destinations that include the source on a k x k mesh, dimension order: a packet crosses
     * E|dx| + E|dy| + 1 = 2 (k^2 - 1) / (3k) + 1 routers on average, 6.25 on the 8x8 (BookSim: 6.26).
     */
    @Test
    void routerCrossingsCountTheSourceAndDestinationRouters(@TempDir Path dir) throws Exception {
        StringWriter out = new StringWriter();
        int code = FlitLabCommand.execute(new PrintWriter(out), new PrintWriter(out), "run", SpeedCaseProcess.SAMPLE,
                "--no-charts", "--threads", "1", "--out", dir.toString(), "--set", "run.warmupTicks=1000",
                "--set", "run.measuredPackets=3000");
        assertEquals(0, code, out.toString());
        SpeedCaseProcess.Measurement m = SpeedCaseProcess.measurement(2.0, 1.0, 1000,
                Files.readAllLines(dir.resolve("results.csv")), SpeedCaseProcess.packetFlits());
        double expected = 2.0 * (SIDE * SIDE - 1) / (3.0 * SIDE) + 1;
        // 3000 packets, standard deviation of a packet's routers 2.69: the mean is within 0.2 (4 standard errors).
        assertEquals(expected, m.meanRouters(), 0.2);
        assertEquals(8, m.packetFlits());
        assertEquals(m.deliveredPackets() * 8 * m.meanRouters(), m.routerCrossings(), 1e-6);
    }

    /** The simulation's CPU is what the live JIT, VM, main and other threads did not use, plus a live sweep thread's. */
    @Test
    void splitsTheChildsCpuByKindOfThread() {
        SpeedCaseProcess.Measurement m = new SpeedCaseProcess.Measurement(2.0, 3.0, 80_000, 1000, 8, 6.25, 300_000, Map.of());
        assertTrue(!m.line().contains("by thread"), m.line());
        Map<String, String> report = Map.of("cpuNanos", "3000000000", "threadCpuNanos.c1", "200000000",
                "threadCpuNanos.c2", "700000000", "threadCpuNanos.vm", "10000000", "threadCpuNanos.sweep", "0",
                "threadCpuNanos.main", "250000000", "threadCpuNanos.other", "0");
        String line = SpeedCaseProcess.withThreads(m, report).line();
        // 3.00 - (0.20 + 0.70 + 0.01 + 0.25) = 1.84 s for the ended sweep thread.
        assertTrue(line.contains("C1 0.20, C2 0.70, VM thread 0.01, main 0.25, simulation (ended threads and the sweep's) 1.84"),
                line);
        assertEquals(m, SpeedCaseProcess.withThreads(m, Map.of("cpuNanos", "3000000000")));
    }
}
