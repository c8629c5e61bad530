package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import org.flitlab.gui.editor.NetworkCanvas;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Clicking a worm on a projector's 1280 x 720 at a large font leaves the timeline bar where it was: the Injection
 * button keeps its text, so the bar neither takes a second row nor moves the canvas under the instructor's pointer.
 * Its label once grew to "Injection #N" on a click, some 80-90 px wider at 19-21px, where the bar had 9-64 px to spare.
 */
class InjectionKeepsTheBarTest extends ProjectorWindowTest {
    @Test
    void selectingAWormAtTwentyPixelsMovesNeitherTheBarNorTheCanvas(FxRobot robot) throws Exception {
        robot.interact(() -> stage.getScene().getRoot().setStyle("-fx-font-size: 20px"));
        robot.interact(() -> app.model().live().pause());
        long start = TestWorkbench.settledTick(robot, app, 10);
        robot.interact(() -> app.model().live().step(300));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWorkbench.liveTick(robot, app) >= start + 300);
        TestWorkbench.settledTick(robot, app, 10);
        WaitForAsyncUtils.waitForFxEvents();
        NetworkCanvas canvas = app.window().canvas();
        double[][] at = new double[1][];
        robot.interact(() -> at[0] = someWorm(canvas));
        assertNotNull(at[0], "a worm is drawn clear of the nodes");
        Bounds bar = UserSteps.onFx(() -> scene(robot.lookup("#timeline-bar").query()));
        Bounds drawn = UserSteps.onFx(() -> scene(canvas));
        robot.clickOn(canvas.localToScreen(at[0][0], at[0][1]));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(false, UserSteps.onFx(() -> robot.lookup("#go-injection").queryButton().isDisabled()), "a worm is selected");
        assertEquals(bar, UserSteps.onFx(() -> scene(robot.lookup("#timeline-bar").query())), "the timeline bar stays put");
        assertEquals(drawn, UserSteps.onFx(() -> scene(canvas)), "the canvas stays put");
    }

    private static Bounds scene(Node n) {
        return n.localToScene(n.getLayoutBounds());
    }

    /** A point well inside some worm's drawing, away from nodes; null if none (FX thread). */
    private static double[] someWorm(NetworkCanvas canvas) {
        for (double y = 4; y < canvas.getHeight() - 4; y += 2) {
            for (double x = 4; x < canvas.getWidth() - 4; x += 2) {
                long id = canvas.wormAt(x, y);
                if (id >= 0 && canvas.nodeAt(x, y) < 0 && canvas.wormAt(x - 3, y) == id && canvas.wormAt(x + 3, y) == id
                        && canvas.wormAt(x, y - 3) == id && canvas.wormAt(x, y + 3) == id) {
                    return new double[] {x, y};
                }
            }
        }
        return null;
    }
}
