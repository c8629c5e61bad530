package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.RunSpec;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.junit.jupiter.api.Test;

class ScenarioRunnerTest {
    private final ScenarioRunner runner = new ScenarioRunner();

    private static Scenario sample(String name) {
        return ScenarioJson.readFile(Path.of(System.getProperty("flitlab.samples", "samples"), name)).orElseThrow();
    }

    private static Scenario with(Scenario s, Map<String, String> overrides) {
        return ScenarioJson.withOverrides(s, overrides).orElseThrow();
    }

    @Test
    void singleLinkSourceQueueingMatchesMd1() {
        double rho = 0.6;
        int length = 10;
        Map<String, String> o = new LinkedHashMap<>();
        o.put("traffic.arrivals.params.offeredLoad", Double.toString(rho));
        o.put("run.measuredPackets", "40000");
        RunResult r = runner.run(with(sample("single-link-md1.json"), o), 11, SimulationListener.NONE, () -> false);
        assertEquals(RunStatus.COMPLETED, r.status(), r.message());
        assertFalse(r.saturated(), r.saturationReason());
        double md1 = rho * length / (2 * (1 - rho));
        assertEquals(md1, r.sourceQueueing().mean(), 0.1 * md1, r.summary());
    }

    @Test
    void torusWithoutDatelineDeadlocksAndWithDatelineCompletes() {
        Map<String, String> shorter = Map.of("run.measuredPackets", "1500");
        RunResult without = runner.run(with(sample("torus4x4-no-dateline.json"), shorter), 7, SimulationListener.NONE, () -> false);
        assertEquals(RunStatus.DEADLOCK, without.status(), without.summary());
        assertFalse(without.deadlockCycle().isEmpty(), "the cycle is reported");
        RunResult with = runner.run(with(sample("torus4x4-dateline.json"), shorter), 7, SimulationListener.NONE, () -> false);
        assertEquals(RunStatus.COMPLETED, with.status(), with.summary());
    }

    @Test
    void runSectionBecomesTheRunControl() {
        RunSpec spec = new RunSpec(5, RunSpec.Warmup.DETECT, 100, 300, 0, 1, 10, 9999, 50);
        RunControl c = ScenarioRunner.runControl(spec);
        assertEquals(WarmupMode.DETECT, c.warmupMode());
        assertEquals(100, c.warmupTicks());
        assertEquals(300, c.measuredPackets());
        assertEquals(300, c.maxMeasuredPackets(), "without a half-width target the limit is the measured count");
        assertEquals(10, c.batches());
        assertEquals(9999, c.maxTicks());
        assertEquals(List.of(), c.problems());
    }

    @Test
    void invalidScenarioIsRefusedWithItsPaths() {
        Scenario bad = with(sample("single-link-md1.json"), Map.of("routing.id", "dimension-order"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> runner.run(bad, 1, SimulationListener.NONE, () -> false));
        assertTrue(e.getMessage().contains("$.routing.params: \"dimension-order\" cannot run"), e.getMessage());
    }

    @Test
    void sweepSectionBecomesThePlanAndEachPointItsScenario() {
        Scenario mesh = sample("mesh8x8-dor-vs-shortest.json");
        ScenarioSweep sweep = new ScenarioSweep(mesh, Catalog.standard());
        SweepPlan plan = sweep.plan();
        assertEquals(List.of("dimension order (x then y)", "shortest path, random idle"), plan.seriesNames());
        assertEquals(9, plan.valueCount());
        assertEquals(0.45, plan.value(8));
        assertEquals(mesh.run().seed(), plan.baseSeed());
        SweepPlan single = new ScenarioSweep(sample("torus4x4-dateline.json"), Catalog.standard()).plan();
        assertEquals(List.of("torus4x4-dateline"), single.seriesNames());
        assertEquals(0.9, single.value(0), "without values the scenario's own value is the one point");
    }

    @Test
    void sweepOfTheSingleLinkRunsEveryPointAtItsLoad() {
        Scenario md1 = with(sample("single-link-md1.json"), Map.of("run.measuredPackets", "2000"));
        ScenarioSweep sweep = new ScenarioSweep(md1, Catalog.standard());
        SweepResult result = new Sweep(1).run(sweep.plan(), sweep.pointRunner());
        assertEquals(SweepStatus.COMPLETED, result.status());
        assertEquals(3, result.points().size());
        for (PointResult p : result.points()) {
            assertEquals(p.point().value(), p.result().offeredLoad(), 1e-12);
        }
    }
}
