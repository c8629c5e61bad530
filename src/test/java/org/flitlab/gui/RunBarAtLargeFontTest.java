package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Control;
import javafx.scene.control.Labeled;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The run bar under the canvas at a projector's 1280 x 720 with fonts from 13 (this machine's) to 24 px: an instructor reads every
 * control whole, Pause or Play, the Step count and the speed at its fastest. Squeezed onto one row, from 21 px on
 * "Pause" showed as "Pa...", the speed as "32 tick..." and the Step count as "1(". The controls may take a second row;
 * none may be cut, leave the bar or the window, or lie over another.
 */
class RunBarAtLargeFontTest extends ProjectorWindowTest {
    private static final String RUN_BAR = "#run-controls";
    private static final int[] SIZES = {13, 16, 18, 20, 21, 22, 24};

    @Test
    void everyControlOfTheRunBarReadsWholeFrom13To24Pixels(FxRobot robot) {
        for (int px : SIZES) {
            robot.interact(() -> stage.getScene().getRoot().setStyle("-fx-font-size: " + px + "px"));
            WaitForAsyncUtils.waitForFxEvents();
            String at = px + "px, as opened (playing): ";
            assertEquals("", UserSteps.onFx(() -> problems(robot, RUN_BAR)), at);
            robot.clickOn("#play");
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals("", UserSteps.onFx(() -> problems(robot, RUN_BAR)), px + "px, paused: ");
            robot.clickOn("#speed").push(KeyCode.END);
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals("", UserSteps.onFx(() -> problems(robot, RUN_BAR)), px + "px, at the fastest speed: ");
            robot.clickOn("#speed").push(KeyCode.HOME);
            robot.clickOn("#play");
        }
    }

    /**
     * The rewind bar above it, from 13 to 24 px, with a deadlock to go to: every button whole and inside the bar (at
     * 22px "Injection" ran past the column's edge), and its "reached" readout whole too (at 22-24 px it read
     * "reached 1,6..."; it takes the second row with the jumps).
     */
    @Test
    void everyControlOfTheRewindBarReadsWholeFrom13To24Pixels(FxRobot robot) throws java.util.concurrent.TimeoutException {
        robot.clickOn("#play");
        robot.clickOn("#examples-button").clickOn("Torus deadlock");
        UserSteps.type(robot, "#step-ticks", "300000");
        robot.clickOn("#step");
        WaitForAsyncUtils.waitFor(30, java.util.concurrent.TimeUnit.SECONDS,
                () -> UserSteps.onFx(() -> !robot.lookup("#go-onset").queryButton().isDisabled()));
        String reached = UserSteps.onFx(() -> robot.lookup("#timeline-text").queryLabeled().getText());
        assertTrue(reached.matches("reached \\d{1,3}(,\\d{3})+"), "a run past a thousand ticks: " + reached);
        for (int px : SIZES) {
            robot.interact(() -> stage.getScene().getRoot().setStyle("-fx-font-size: " + px + "px"));
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals("", UserSteps.onFx(() -> problems(robot, "#timeline-bar")), px + "px: ");
        }
    }

    /** What an instructor would miss in bar {@code id}: cut texts, controls outside it or over each other; FX thread. */
    private static String problems(FxRobot robot, String id) {
        Parent bar = robot.lookup(id).queryParent();
        Bounds barAt = sceneBounds(bar);
        Bounds window = bar.getScene().getRoot().getLayoutBounds();
        StringBuilder b = new StringBuilder();
        if (!inside(barAt, window)) {
            b.append("the bar at ").append(barAt).append(" leaves the window; ");
        }
        List<Control> controls = controls(bar).stream().filter(Node::isVisible).toList();
        for (int i = 0; i < controls.size(); i++) {
            Control c = controls.get(i);
            Bounds at = sceneBounds(c);
            if (!inside(at, barAt)) {
                b.append(name(c)).append(" outside the bar; ");
            }
            for (Control other : controls.subList(i + 1, controls.size())) {
                if (sceneBounds(other).intersects(at.getMinX() + 0.5, at.getMinY() + 0.5, at.getWidth() - 1, at.getHeight() - 1)) {
                    b.append(name(c)).append(" over ").append(name(other)).append("; ");
                }
            }
            b.append(cut(c));
        }
        return b.toString();
    }

    /** How {@code c}'s text is cut short ("" when whole): a label's ellipsis, or a spinner's number with no digit to spare. */
    private static String cut(Control c) {
        if (c instanceof Labeled l) {
            Text shown = (Text) l.lookup(".text");
            return shown.getText().equals(l.getText()) ? "" : "'" + l.getText() + "' shown as '" + shown.getText() + "'; ";
        }
        if (c instanceof Spinner<?> s) {
            TextField editor = s.getEditor();
            Text text = new Text(editor.getText() + "0");
            text.setFont(editor.getFont());
            double room = editor.getWidth() - editor.snappedLeftInset() - editor.snappedRightInset();
            return text.getLayoutBounds().getWidth() <= room ? "" : name(c) + " has " + room + " px for "
                    + text.getLayoutBounds().getWidth() + " px of number (a digit to spare); ";
        }
        return "";
    }

    /** The bar's controls (buttons, labels, the spinner and the slider), not their parts. */
    private static List<Control> controls(Parent p) {
        List<Control> found = new ArrayList<>();
        for (Node n : p.getChildrenUnmodifiable()) {
            if (n instanceof Control c) {
                found.add(c);
            } else if (n instanceof Parent q) {
                found.addAll(controls(q));
            }
        }
        return found;
    }

    private static String name(Control c) {
        return c.getId() != null ? "#" + c.getId() : c instanceof Labeled l ? "'" + l.getText() + "'" : c.toString();
    }

    private static Bounds sceneBounds(Node n) {
        return n.localToScene(n.getLayoutBounds());
    }

    private static boolean inside(Bounds in, Bounds out) {
        return in.getMinX() >= out.getMinX() - 0.5 && in.getMaxX() <= out.getMaxX() + 0.5
                && in.getMinY() >= out.getMinY() - 0.5 && in.getMaxY() <= out.getMaxY() + 0.5;
    }
}
