package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import org.flitlab.gui.compare.CompareControl;
import org.flitlab.scenario.ScenarioJson;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** Compare mode: two configurations differing in one control, side by side, same network and seed. */
class CompareTest extends WorkbenchTest {
    static CompareControl control(String label) {
        return CompareControl.standard().stream().filter(c -> c.label().equals(label)).findFirst().orElseThrow();
    }

    @Test
    void bDiffersFromAInTheChosenControlOnlyAndBothAnimateAndSweepOntoOneChart(FxRobot robot) throws Exception {
        robot.interact(() -> app.model().openScenario(Path.of("samples", "lesson-cut-through.json")));
        robot.interact(() -> app.window().openCompare());
        robot.interact(() -> app.window().compareView().choose(control("Switching"), "store-and-forward"));
        var a = app.model().setup();
        var b = app.model().compare().setupB();
        assertEquals("store-and-forward", ScenarioJson.valueAt(b.scenario(), "network.switching").orElseThrow());
        assertEquals("cut-through", ScenarioJson.valueAt(a.scenario(), "network.switching").orElseThrow());
        assertEquals(a.seed(), b.seed());
        assertEquals(a.offeredLoad(), b.offeredLoad());
        assertEquals(a.topology().links().size(), b.topology().links().size());
        assertEquals(2, robot.lookup("#canvases").queryAs(SplitPane.class).getItems().size());
        assertEquals("A: Switching cut-through", robot.lookup("#compare-label-a").queryAs(Label.class).getText());
        assertEquals("B: Switching store-and-forward", robot.lookup("#compare-label-b").queryAs(Label.class).getText());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> app.model().compare().runB().snapshot() != null
                && app.model().compare().runB().snapshot().tick() > 20);
        assertTrue(app.model().compare().sceneBProperty().get().snapshot() != null);
        // B follows A's controls: pause pauses both, Reset restarts both from tick 0.
        robot.clickOn("#play");
        assertFalse(app.model().compare().runB().playingProperty().get());
        robot.clickOn("#reset");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> app.model().compare().runB().snapshot() != null
                && app.model().compare().runB().snapshot().tick() == 0);

        robot.interact(() -> {
            app.model().experiment().loadsProperty().set("0.05");
            app.model().experiment().measuredPacketsProperty().set("40");
        });
        robot.clickOn("#compare-sweep");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !app.model().experiment().runningProperty().get());
        var series = app.model().experiment().points();
        assertEquals(List.of("A: Switching cut-through", "B: Switching store-and-forward"), List.copyOf(series.keySet()));
        assertEquals(1, series.get("B: Switching store-and-forward").size());
        // A store-and-forward hop waits for the whole packet, so at the same light load B's latency is higher.
        assertTrue(series.get("B: Switching store-and-forward").get(0).y() > series.get("A: Switching cut-through").get(0).y());

        robot.clickOn("#compare-close");
        assertFalse(app.model().compare().activeProperty().get());
        assertEquals(1, robot.lookup("#canvases").queryAs(SplitPane.class).getItems().size());
    }

    @Test
    void anOptionTheNetworkCannotRunIsExplainedInTheCompareBar(FxRobot robot) {
        robot.interact(() -> app.model().openScenario(Path.of("samples", "lesson-floors.json")));
        robot.interact(() -> app.window().openCompare());
        robot.interact(() -> app.window().compareView().choose(control("Routing"), "dimension-order (dateline)"));
        assertFalse(app.model().compare().activeProperty().get());
        String error = robot.lookup("#compare-error").queryAs(Label.class).getText();
        assertTrue(error.startsWith("B cannot run: "), error);
    }

    @Test
    void onTheHalfCanvasTheHeatLegendStaysClearOfTheWrappedCountersAndTheTick(FxRobot robot) throws Exception {
        HalfCanvasHeat.show(robot, app);
        double[] heights = UserSteps.onFx(() -> new double[] {robot.lookup("#counters").queryAs(Label.class).getHeight(),
            robot.lookup("#tick").queryAs(Label.class).getHeight()});
        assertTrue(heights[0] > 1.5 * heights[1], "the counters wrap on the half canvas: " + heights[0]);
        HalfCanvasHeat.assertLegendClearOfReadouts(robot, app.window().canvas());
    }
}
