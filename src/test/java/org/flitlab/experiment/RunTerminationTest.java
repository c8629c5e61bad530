package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.junit.jupiter.api.Test;

/** How a run ends: deadlock whatever the drain allowance, a tick limit that follows the packets asked for, incomplete runs. */
class RunTerminationTest {
    private final ScenarioRunner runner = new ScenarioRunner();

    private static Scenario sample(String name, String... overrides) {
        Scenario s = ScenarioJson.readFile(Path.of(System.getProperty("flitlab.samples", "samples"), name)).orElseThrow();
        Map<String, String> o = new LinkedHashMap<>();
        for (int i = 0; i < overrides.length; i += 2) {
            o.put(overrides[i], overrides[i + 1]);
        }
        return ScenarioJson.withOverrides(s, o).orElseThrow();
    }

    @Test
    void aDeadlockIsFoundEvenWhenItsTimeoutIsLongerThanTheDrainAllowance() {
        // the drain allowance is at least 20,000 ticks; the detector waits 50,000 ticks of stillness
        Scenario s = sample("torus4x4-no-dateline.json", "run.measuredPackets", "400", "run.deadlockTimeoutTicks", "50000");
        RunResult r = runner.run(s, 7, SimulationListener.NONE, () -> false);
        assertEquals(RunStatus.DEADLOCK, r.status(), r.summary());
        assertFalse(r.deadlockCycle().isEmpty(), r.message());
    }

    @Test
    void theTickLimitFollowsThePacketsAskedFor() {
        RunControl c = new RunControl(WarmupMode.FIXED, 2000, 200_000, 0, 1_000_000, 20, 1_000_000, 2.0, 20_000, 0);
        // 16 hosts at 0.05 flits/tick of 16-flit packets make 0.05 packets a tick: 4,000,000 ticks of window
        long window = 4_000_000;
        assertEquals(2000 + 4 * window + 2 * 4 * window, TickLimit.of(c, 0.05, 16, 16));
        assertEquals(1_000_000, TickLimit.of(c, Double.NaN, 16, 16), "closed traffic keeps the scenario's limit");
        assertEquals(1_000_000, TickLimit.of(c.withMeasuredPackets(100), 0.5, 1, 16), "a limit above the need stays");
    }

    @Test
    void aRunThatNeedsMoreTicksThanItsLimitCompletesUnsaturated() {
        // 500 packets of 10 flits at 0.3 flits/tick from each of 2 hosts need about 8,300 ticks, four times the limit
        Scenario s = sample("single-link-md1.json", "run.maxTicks", "2000", "run.measuredPackets", "500", "run.warmupTicks", "100");
        RunResult r = runner.run(s, 11, SimulationListener.NONE, () -> false);
        assertEquals(RunStatus.COMPLETED, r.status(), r.summary());
        assertFalse(r.saturated(), r.saturationReason());
        assertTrue(r.measuredPackets() >= 500, r.summary());
    }

    @Test
    void aSweepSaysWhyEachSeriesStopped() {
        SweepPlan plan = new SweepPlan(List.of("a", "b", "c", "d"), "traffic.arrivals.params.offeredLoad",
                new double[] {0.1, 0.2, 0.3}, 1, 1, true);
        PointRunner runner = (p, listener, cancelled) -> switch (p.series()) {
            case 0 -> FakeResults.completed(p, 10, false);
            case 1 -> FakeResults.completed(p, 10, p.index() == 1);
            case 2 -> FakeResults.of(p, p.index() == 0 ? RunStatus.INCOMPLETE : RunStatus.COMPLETED, 10, 1, false);
            default -> FakeResults.of(p, p.index() == 2 ? RunStatus.DEADLOCK : RunStatus.COMPLETED, 10, 1, false);
        };
        SweepResult r = new Sweep(1).run(plan, runner);
        assertEquals(List.of(SeriesStop.Reason.ALL_VALUES, SeriesStop.Reason.SATURATED, SeriesStop.Reason.INCOMPLETE,
                SeriesStop.Reason.DEADLOCK), r.stops().stream().map(SeriesStop::reason).toList());
        assertEquals(1, r.series(2).size(), "an incomplete point ends its series as saturation does");
        assertEquals(0.2, r.stops().get(1).value());
        assertTrue(r.stopText().startsWith("series 'b': stopped: saturated at traffic.arrivals.params.offeredLoad = 0.2"), r.stopText());
        assertTrue(r.stopText().contains("series 'c': stopped: incomplete, tick limit hit at traffic.arrivals.params.offeredLoad = 0.1"),
                r.stopText());
        assertFalse(r.stopText().contains("series 'a'"), "a series that ran every value is not listed");
    }

    @Test
    void aSeriesThatRanOnPastSaturationSaysWhereSaturationBeganNotThatItStopped() {
        SweepPlan plan = new SweepPlan(List.of("b"), "traffic.arrivals.params.offeredLoad", new double[] {0.1, 0.2, 0.3}, 1, 1, false);
        PointRunner runner = (p, listener, cancelled) -> FakeResults.completed(p, 10, p.index() >= 1);
        SweepResult r = new Sweep(1).run(plan, runner);
        assertEquals(3, r.series(0).size(), "without stop after saturation every value runs");
        assertEquals("series 'b': ran every value, saturated from traffic.arrivals.params.offeredLoad = 0.2",
                r.stopText().replaceAll(" \\(.*\\)$", ""));
        assertFalse(r.stopText().contains("stopped"), r.stopText());
    }
}
