package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.flitlab.gui.editor.DrawnLayout;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * The network in the normal workbench at a projector's 1280 x 720, where the canvas is short (about 230 pixels
 * tall beside the sweep panel): the 4 x 4 torus's switches were drawn at their full size in a fit that gave them
 * less room than that, so they touched and covered each other's names.
 */
class SmallCanvasDrawingTest extends ProjectorWindowTest {
    @Test
    void inAShortCanvasNoSwitchCoversAnotherOrItsName(FxRobot robot) {
        // The canvas and the sweep panel halved, as when a class follows a worm in the Worm tab.
        robot.interact(() -> {
            app.window().centreSplit().setDividerPositions(0.5);
            app.window().root().layout();
        });
        var canvas = app.window().canvas();
        assertTrue(canvas.getHeight() < 300, "a canvas as short as the Worm tab leaves: " + canvas.getHeight());
        assertEquals(16, app.model().setup().topology().switchCount(), "the 4 x 4 torus the workbench opens on");
        List<?>[] clashes = new List<?>[1];
        robot.interact(() -> clashes[0] = new DrawnLayout(canvas).overlaps());
        assertEquals(List.of(), clashes[0], "switches over each other");
        assertEquals(List.of(), PresentationDrawingTest.underReadouts(robot, canvas), "nodes under the tick or the counters");
    }
}
