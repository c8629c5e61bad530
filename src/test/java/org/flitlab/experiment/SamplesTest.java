package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioAssembly;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every file in samples/ loads, validates and runs (with a shortened run control), and its numbers are sane:
 * no completed point is faster than the zero-load latency or accepts more than it is offered, and a point
 * that deadlocks says why. So no sample can rot.
 */
class SamplesTest {
    static Stream<Path> samples() throws IOException {
        Path dir = Path.of(System.getProperty("flitlab.samples", "samples"));
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void sampleRunsWithSaneNumbers(Path file) {
        Catalog catalog = Catalog.standard();
        ReadResult read = ScenarioJson.readFile(file);
        assertTrue(read.isValid(), file + ": " + read.report());
        ReadResult shortened = ScenarioJson.withOverrides(read.scenario(),
                Map.of("run.warmupTicks", "500", "run.measuredPackets", "300", "run.targetRelativeHalfWidth", "0",
                        "sweep.replications", "1"), catalog);
        assertTrue(shortened.isValid(), shortened.report());
        Scenario s = firstTwoSweepValues(shortened.scenario(), catalog);
        ScenarioAssembly a = ScenarioAssembly.of(s, catalog);
        assertEquals(List.of(), a.problems());
        var workload = a.newWorkload();
        Bound bound = Bounds.compute(a.topology(), a.routing(), workload.destinations(),
                (int) Math.max(1, Math.round(workload.sizes().meanFlits())), a.networkConfig().switchDelayTicks(),
                new SplittableRandom(1), 2000);
        ScenarioSweep sweep = new ScenarioSweep(s, catalog);
        SweepResult result = new Sweep(2).run(sweep.plan(), sweep.pointRunner(), SweepListener.NONE, () -> false);
        assertFalse(result.points().isEmpty(), file + " ran no point");
        for (PointResult p : result.points()) {
            RunResult r = p.result();
            String where = file.getFileName() + " " + p.point().seriesName() + " @ " + p.point().value();
            assertTrue(r.status() == RunStatus.COMPLETED || r.status() == RunStatus.DEADLOCK, where + ": " + r.status() + " " + r.message());
            if (r.status() == RunStatus.DEADLOCK) {
                assertFalse(r.deadlockCycle().isEmpty() && !r.message().contains("flow control"), where + " deadlocked without a cycle");
                continue;
            }
            assertTrue(r.measuredPackets() > 0, where + " measured nothing");
            assertTrue(r.deliveryLatency().min() >= 1, where);
            // End-to-end schemes add acknowledgements, responses or bursts that the offered load does not count.
            if (!r.saturated() && !Double.isNaN(r.offeredLoad()) && "none".equals(r.endToEnd().scheme())) {
                assertTrue(r.acceptedThroughput() <= r.offeredLoad() * 1.15 + 0.01, where + " accepts more than offered: " + r.summary());
            }
            assertTrue(r.deliveryLatency().mean() >= 0.95 * minimumLatency(bound), where + " beats the zero-load latency "
                    + bound.zeroLoadDeliveryLatency() + ": " + r.summary());
        }
    }

    /**
     * The first two values of the sweep only: enough to exercise every series and the swept parameter, without
     * the largest networks of size sweeps (the C104 tables reach 1024 terminals), so the suite stays quick.
     */
    private static Scenario firstTwoSweepValues(Scenario s, Catalog catalog) {
        List<Double> values = s.sweep().values();
        if (values.size() <= 2) {
            return s;
        }
        String two = "[" + ScenarioJson.text(values.get(0)) + "," + ScenarioJson.text(values.get(1)) + "]";
        ReadResult r = ScenarioJson.withOverrides(s, Map.of("sweep.values", two), catalog);
        assertTrue(r.isValid(), r.report());
        return r.scenario();
    }

    /** Zero-load latency is a mean over pairs; single points may be shorter pairs, so compare with slack. */
    private static double minimumLatency(Bound b) {
        return Math.min(b.zeroLoadDeliveryLatency(), b.zeroLoadPacketLatency() + 1);
    }
}
