package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import org.flitlab.gui.editor.DrawnLayout;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The run's readouts (the tick and the counters) laid over the canvas at a projector's 1280 x 720, from this
 * machine's 13 px to a classroom's 24 px: at 22-24 px the tick over two lines of counters took a third of the
 * 230-pixel canvas and lay over the 4 x 4 torus's bottom row of switches. An instructor steps the opening torus some
 * 1,500 ticks (four-digit counters) and at every size reads the readouts whole, inside the canvas and clear of every
 * switch, host and name as drawn.
 */
class ReadoutsClearOfDrawingTest extends ProjectorWindowTest {
    @Test
    void theReadoutsLieClearOfTheNetworkFrom13To24Pixels(FxRobot robot) {
        robot.clickOn("#play");
        UserSteps.type(robot, "#step-ticks", "1500");
        robot.clickOn("#step");
        WaitForAsyncUtils.waitForFxEvents();
        var canvas = app.window().canvas();
        for (int px : new int[] {13, 16, 18, 20, 22, 24}) {
            robot.interact(() -> stage.getScene().getRoot().setStyle("-fx-font-size: " + px + "px"));
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> app.window().root().layout());
            WaitForAsyncUtils.waitForFxEvents();
            String counters = UserSteps.onFx(() -> robot.lookup("#counters").queryLabeled().getText());
            assertTrue(counters.contains("delivered") && counters.contains("engine"), px + "px: " + counters);
            assertEquals(List.of(), PresentationDrawingTest.underReadouts(robot, canvas), px + "px: nodes under the readouts");
            assertEquals("", UserSteps.onFx(() -> outsideTheCanvas(robot, canvas)), px + "px: ");
        }
    }

    /**
     * After a sweep the heat map is on, its legend in a corner of the canvas: at 22 px the readouts' column made the
     * bottom corners' band so tall that the legend went above the canvas's top, its title cut off. From 13 to 24 px
     * the legend lies inside the canvas and clear of the readouts, and the readouts clear of the network.
     */
    @Test
    void theHeatLegendLiesInsideTheCanvasAndClearOfTheReadoutsFrom13To24Pixels(FxRobot robot) throws Exception {
        var e = app.model().experiment();
        robot.interact(() -> {
            e.loadsProperty().set("0.1 0.2");
            e.seriesBProperty().set(null);
            e.measuredPacketsProperty().set("100");
        });
        robot.clickOn("#run-sweep");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> e.lastResult().isPresent() && !e.runningProperty().get());
        robot.clickOn("#play");
        var canvas = app.window().canvas();
        assertTrue(UserSteps.onFx(() -> app.model().sceneProperty().get().heat() != null), "the sweep turned the heat map on");
        for (int px : new int[] {13, 16, 18, 20, 22, 24}) {
            robot.interact(() -> stage.getScene().getRoot().setStyle("-fx-font-size: " + px + "px"));
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> app.window().root().layout());
            WaitForAsyncUtils.waitForFxEvents();
            HalfCanvasHeat.assertLegendClearOfReadouts(robot, canvas);
            double[] l = UserSteps.onFx(() -> new DrawnLayout(canvas).legend());
            double[] size = UserSteps.onFx(() -> new double[] {canvas.getWidth(), canvas.getHeight()});
            assertTrue(l[0] >= 0 && l[1] >= 0 && l[0] + l[2] <= size[0] && l[1] + l[3] <= size[1],
                    px + "px: the legend " + Arrays.toString(l) + " leaves the " + Arrays.toString(size) + " canvas");
            assertEquals(List.of(), PresentationDrawingTest.underReadouts(robot, canvas), px + "px: nodes under the readouts");
        }
    }

    /** Each readout that leaves the canvas or shows less than its text; FX thread. */
    private static String outsideTheCanvas(FxRobot robot, Node canvas) {
        Bounds c = canvas.localToScene(canvas.getLayoutBounds());
        StringBuilder b = new StringBuilder();
        for (String id : new String[] {"#tick", "#counters"}) {
            var label = robot.lookup(id).queryLabeled();
            Bounds at = label.localToScene(label.getLayoutBounds());
            if (at.getMinX() < c.getMinX() - 0.5 || at.getMinY() < c.getMinY() - 0.5 || at.getMaxX() > c.getMaxX() + 0.5
                    || at.getMaxY() > c.getMaxY() + 0.5) {
                b.append(id).append(" at ").append(at).append(" leaves the canvas at ").append(c).append("; ");
            }
            var shown = (javafx.scene.text.Text) label.lookup(".text");
            if (!shown.getText().equals(label.getText())) {
                b.append(id).append(" '").append(label.getText()).append("' shown as '").append(shown.getText()).append("'; ");
            }
        }
        return b.toString();
    }
}
