package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.scene.control.Label;
import org.flitlab.gui.editor.DrawnLayout;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The network at a projector's 1280 x 720 with an 18px font (the official CI's and a classroom's larger fonts). The
 * larger run controls leave the canvas shorter, 212 pixels when it is halved beside the Worm tab: the 4 x 4 torus's
 * switches came 23 pixels apart and every host pushed clear of its switch lay on the next switch's corner. And a
 * click where {@code NetworkCanvas.screenX/screenY} put a host (its layout place, not where it is drawn) picked its
 * switch or nothing.
 */
class SmallCanvasAtLargeFontTest extends ProjectorWindowTest {
    @Test
    void inTheHalvedCanvasEveryHostIsClearOfEverySwitch(FxRobot robot) {
        largeFontHalvedCanvas(robot);
        var canvas = app.window().canvas();
        assertTrue(canvas.getHeight() < 230, "a canvas as short as the Worm tab leaves at 18px: " + canvas.getHeight());
        List<?>[] clashes = new List<?>[1];
        robot.interact(() -> clashes[0] = new DrawnLayout(canvas).overlaps());
        assertEquals(List.of(), clashes[0], "hosts and switches over each other");
        assertEquals(List.of(), PresentationDrawingTest.underReadouts(robot, canvas), "nodes under the tick or the counters");
    }

    @Test
    void aHostIsSelectedByAClickWhereTheCanvasSaysItIs(FxRobot robot) {
        robot.interact(() -> {
            app.model().live().pause();
            stage.getScene().getRoot().setStyle("-fx-font-size: 18px");
        });
        WaitForAsyncUtils.waitForFxEvents();
        clickHostsAndReadTheInspector(robot);
        largeFontHalvedCanvas(robot);
        clickHostsAndReadTheInspector(robot);
    }

    private void largeFontHalvedCanvas(FxRobot robot) {
        robot.interact(() -> {
            app.model().live().pause();
            stage.getScene().getRoot().setStyle("-fx-font-size: 18px");
            app.window().centreSplit().setDividerPositions(0.5);
            app.window().root().layout();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Clicks hosts h0, h5 and h15 (with the Select tool the workbench opens on) where the canvas says they are. */
    private void clickHostsAndReadTheInspector(FxRobot robot) {
        var canvas = app.window().canvas();
        var t = app.model().setup().topology();
        for (int h : new int[] {0, 5, 15}) {
            int node = t.hostNode(h);
            robot.clickOn(UserSteps.onFx(() -> canvas.localToScreen(canvas.screenX(node), canvas.screenY(node))));
            WaitForAsyncUtils.waitForFxEvents();
            UserSteps.reveal(robot, "#element-summary");
            String summary = UserSteps.onFx(() -> robot.lookup("#element-summary").queryAs(Label.class).getText());
            assertTrue(summary.startsWith("Host h" + h + ":"), "clicked h" + h + " where the canvas puts it: " + summary);
        }
    }
}
