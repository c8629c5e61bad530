package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.flitlab.experiment.ScenarioRunner;
import org.flitlab.experiment.SimulationListener;
import org.flitlab.experiment.SweepPlan;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.stats.RunStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** What the user opens is what runs: the window animates and sweeps a scenario's own traffic. */
class ScenarioTrafficTest extends WorkbenchTest {
    @Test
    void anOpenedHotSpotScenarioAnimatesAndSweepsItsOwnTraffic(FxRobot robot, @TempDir Path dir) throws Exception {
        Path file = dir.resolve("hot.json");
        ScenarioJson.writeFile(file, TestScenarios.hotSpot());
        robot.interact(() -> assertTrue(app.model().openScenario(file).isEmpty()));
        int hot = app.model().setup().topology().hostNode(3);
        robot.interact(() -> app.model().live().step(1500));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> {
            robot.interact(() -> app.model().live().pull());
            var s = app.model().live().snapshot();
            return s != null && s.tick() >= 1500;
        });
        var worms = app.model().live().snapshot().worms();
        assertTrue(worms.stream().allMatch(w -> w.lengthFlits() == 5), "5-flit packets as in the file");
        assertTrue(worms.stream().filter(w -> w.sourceNode() != hot).allMatch(w -> w.destinationNode() == hot));
        robot.interact(() -> {
            app.model().experiment().loadsProperty().set("0.02");
            app.model().experiment().seriesBProperty().set(null);
            app.model().experiment().measuredPacketsProperty().set("60");
            app.model().experiment().run();
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !app.model().experiment().runningProperty().get());
        var point = app.model().experiment().series().get(0).points().get(0);
        // The same scenario run the way the command line runs it, with the point's seed, gives the same numbers.
        var plan = new SweepPlan(List.of("a"), "offeredLoad", new double[] {0.02}, 1, 7);
        var cli = new ScenarioRunner().run(ScenarioJson.withOverrides(
                TestScenarios.hotSpot(), Map.of("run.measuredPackets", "60",
                        "traffic.arrivals.params.offeredLoad", "0.02")).scenario(),
                plan.points().get(0).seed(), SimulationListener.NONE, () -> false);
        assertEquals(RunStatus.COMPLETED, cli.status(), cli.message());
        assertEquals(cli.saturated(), point.saturated());
        // The chart leaves a saturated point's mean out, so compare the sweep's own result for it.
        var gui = app.model().experiment().lastResult().orElseThrow().series(0).get(0).result();
        assertTrue(cli.deliveryLatency().count() > 0, "a mean to compare");
        assertEquals(cli.deliveryLatency().mean(), gui.deliveryLatency().mean(), 1e-9, "the mean delivery latency");
        assertEquals(cli.deliveredPackets(), gui.deliveredPackets());
        if (!point.saturated()) {
            assertEquals(cli.deliveryLatency().mean(), point.y(), 1e-9, "the mean latency the chart plots");
        }
        assertEquals(cli.deliveryLatency().ciHalfWidth(), point.ciHalfWidth(), 1e-9);
    }
}
