package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import org.flitlab.gui.editor.DrawnLayout;
import org.flitlab.gui.editor.NetworkCanvas;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The heat map on compare mode's half-width canvas, where the run's counters wrap and the tick sits above them, as a
 * user gets it: a compare sweep turns the heat map on. Shared by the tests that check the legend stays clear of the
 * readouts (at this machine's font and at a larger one).
 */
final class HalfCanvasHeat {
    private HalfCanvasHeat() {
    }

    /** Opens the cut-through lesson in compare mode, sweeps one load, then pauses and settles the run past tick 1500. */
    static void show(FxRobot robot, WorkbenchApp app) throws Exception {
        robot.interact(() -> app.model().openScenario(Path.of("samples", "lesson-cut-through.json")));
        robot.interact(() -> app.window().openCompare());
        robot.interact(() -> app.window().compareView().choose(CompareTest.control("Switching"), "store-and-forward"));
        robot.interact(() -> {
            app.model().experiment().loadsProperty().set("0.05");
            app.model().experiment().measuredPacketsProperty().set("40");
        });
        UserSteps.click(robot, "#compare-sweep");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !app.model().experiment().runningProperty().get());
        // Paused, stepped and settled before the labels are measured: the run played during the sweep, so the step
        // ends past tick 1500, and a label read while the next snapshot lands has the size of the tick before.
        robot.interact(() -> {
            app.model().live().pause();
            app.model().live().step(1500);
        });
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> TestWorkbench.liveTick(robot, app) >= 1500);
        TestWorkbench.settledTick(robot, app, 10);
        assertTrue(UserSteps.onFx(() -> app.model().sceneProperty().get().heat() != null), "the sweep turned the heat map on");
        robot.interact(() -> app.window().root().layout());
    }

    /** Asserts the heat legend drawn on {@code canvas} covers neither the tick nor the counters laid over it. */
    static void assertLegendClearOfReadouts(FxRobot robot, NetworkCanvas canvas) {
        double[] l = UserSteps.onFx(() -> new DrawnLayout(canvas).legend());
        for (String id : new String[] {"#tick", "#counters"}) {
            Bounds b = UserSteps.onFx(() -> {
                Node label = robot.lookup(id).query();
                return canvas.sceneToLocal(label.localToScene(label.getLayoutBounds()));
            });
            assertFalse(b.intersects(l[0], l[1], l[2], l[3]), id + " " + b + " under the legend " + Arrays.toString(l));
        }
    }
}
