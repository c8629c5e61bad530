package org.flitlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
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
}
