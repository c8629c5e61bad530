package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The heat legend on the canvas keeps clear of the run's readouts at a font larger than this machine's 13px (the
 * official CI's, a user's desktop setting): the readouts grow with the font, and a legend placed by a fixed
 * estimate of their height covered the tick.
 */
class HeatLegendClearOfReadoutsTest extends WorkbenchTest {
    @Test
    void atAnEighteenPixelFontTheLegendCoversNeitherTheTickNorTheCounters(FxRobot robot) throws Exception {
        robot.interact(() -> robot.window(0).getScene().getRoot().setStyle("-fx-font-size: 18px"));
        WaitForAsyncUtils.waitForFxEvents();
        HalfCanvasHeat.show(robot, app);
        double tick = UserSteps.onFx(() -> robot.lookup("#tick").queryAs(Label.class).getHeight());
        assertTrue(tick > 20, "the tick is in the larger font: " + tick);
        HalfCanvasHeat.assertLegendClearOfReadouts(robot, app.window().canvas());
    }
}
