package org.flitlab.gui.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.geometry.Bounds;
import javafx.scene.Group;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The readouts over the canvas are never cut: the main window's canvas is 730-1000 px wide, and compare mode
 * halves it; the tick must show whole, its microseconds included, and the counters every word, the engine's name
 * (their last) included.
 */
@Tag("gui")
@ExtendWith(ApplicationExtension.class)
class ReadoutStripTest {
    private static final String FULL =
            "131 worms \u00b7 58 blocked \u00b7 12,345 delivered \u00b7 1,204 flits in flight \u00b7 engine: reference";
    private Label counters;
    private Label tick;
    private StackPane stack;

    @Start
    void start(Stage stage) {
        counters = new Label(FULL);
        tick = new Label("tick 1,234,567  (15,432.09 \u00b5s)");
        tick.setStyle("-fx-font-family: monospace; -fx-font-weight: bold; -fx-font-size: 14.3px");
        stack = new StackPane(new ReadoutStrip(counters, tick));
        // A scene of its own, in no window: the stage TestFX shares between test classes keeps its size.
        new Scene(new Group(stack));
    }

    /** Lays the strip out in a canvas area {@code width} x 420 pixels. */
    private void layOut(FxRobot robot, double width) {
        robot.interact(() -> {
            stack.resize(width, 420);
            stack.applyCss();
            stack.layout();
        });
    }

    private Bounds inStack(Label l) {
        return stack.sceneToLocal(l.localToScene(l.getBoundsInLocal()));
    }

    @Test
    void onAWideCanvasTheTickSitsWholeAtTheRightOnTheCountersLine(FxRobot robot) {
        layOut(robot, 1000);
        Bounds t = inStack(tick);
        Bounds c = inStack(counters);
        assertEquals(tick.prefWidth(-1), t.getWidth(), 0.5, "the tick gets all the width its text needs");
        assertEquals(1000 - 8, t.getMaxX(), 0.5, "right-aligned 8 px from the canvas edge");
        assertEquals(c.getMaxY(), t.getMaxY(), 0.5, "on the counters' line");
        assertTrue(c.getMaxX() < t.getMinX(), c + " left of " + t);
    }

    @Test
    void onACompareHalfCanvasTheTickMovesAboveTheCountersStillWhole(FxRobot robot) {
        layOut(robot, 360);
        Bounds t = inStack(tick);
        Bounds c = inStack(counters);
        assertEquals(tick.prefWidth(-1), t.getWidth(), 0.5);
        assertEquals(8, t.getMinX(), 0.5);
        assertTrue(t.getMaxY() <= c.getMinY(), t + " above " + c);
        assertTrue(c.getMaxX() <= stack.getWidth() - 8 + 0.5, "the counters stay inside: " + c);
    }

    @Test
    void onACompareHalfCanvasTheCountersWrapWholeEngineNameIncluded(FxRobot robot) {
        layOut(robot, 360);
        Text shown = (Text) counters.lookup(".text");
        assertEquals(FULL, shown.getText(), "every word shown, none replaced by an ellipsis");
        Bounds c = inStack(counters);
        assertTrue(c.getHeight() > 1.5 * tick.prefHeight(-1), "two lines: " + c);
        assertTrue(c.getMaxY() <= stack.getHeight() - 8 + 0.5, "above the canvas's bottom edge: " + c);
        assertTrue(inStack(tick).getMaxY() <= c.getMinY(), "the tick stays above the wrapped counters");
    }
}
