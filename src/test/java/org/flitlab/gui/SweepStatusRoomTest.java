package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollPane;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The sweep's status after a sweep whose series saturate, at a projector's 1280 x 720 with fonts from 13 to 24 px:
 * its report runs to several lines. As tall as its text it pushed Run sweep, Cancel, Export and Copy data out of the
 * settings column at 22-24 px and squeezed the form to nothing. In a two-line pane of its own that scrolls, the
 * buttons stay in the column, the form keeps its heading and first row in view, and the whole report is there to
 * scroll to (its text is not cut short).
 */
class SweepStatusRoomTest extends ProjectorWindowTest {
    private static final String[] BUTTONS = {"#run-sweep", "#cancel-sweep", "#export-chart", "#copy-data"};

    @Test
    void aLongStatusScrollsInItsPaneAndTheButtonsStayFrom13To24Pixels(FxRobot robot) throws Exception {
        var e = app.model().experiment();
        robot.interact(() -> {
            app.model().live().pause();
            e.loadsProperty().set("0.05:0.55:0.05");
            e.seriesBProperty().set("up-down");
        });
        robot.clickOn("#run-sweep");
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> e.lastResult().isPresent() && !e.runningProperty().get());
        String status = UserSteps.onFx(() -> robot.lookup("#sweep-status").queryLabeled().getText());
        assertTrue(status.startsWith("Done:") && status.contains("saturated") && status.length() > 150, status);
        for (int px : new int[] {13, 16, 18, 20, 22, 24}) {
            robot.interact(() -> stage.getScene().getRoot().setStyle("-fx-font-size: " + px + "px"));
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals("", UserSteps.onFx(() -> problems(robot, px <= 22)), px + "px: ");
        }
    }

    /**
     * What a user would miss in the settings column; FX thread. With {@code firstRow} the form must show its heading
     * and first row, else its heading only: at 24 px the column is some 150 pixels tall, and the buttons' row, one
     * line of status and the heading leave the first row partly under the fold (it scrolls).
     */
    private String problems(FxRobot robot, boolean firstRow) {
        StringBuilder b = new StringBuilder();
        Bounds column = scene(robot.lookup("#experiment").query());
        for (String id : BUTTONS) {
            Bounds at = scene(robot.lookup(id).query());
            if (!inside(at, column) || at.getMaxY() > stage.getScene().getHeight()) {
                b.append(id).append(" at ").append(at).append(" outside the column ").append(column).append("; ");
            }
        }
        Labeled label = robot.lookup("#sweep-status").queryLabeled();
        Text shown = (Text) label.lookup(".text");
        if (!shown.getText().equals(label.getText())) {
            b.append("the status shown as '").append(shown.getText()).append("'; ");
        }
        ScrollPane pane = (ScrollPane) label.getParent().getParent().getParent();
        if (!inside(scene(pane), column)) {
            b.append("the status's pane at ").append(scene(pane)).append(" outside the column; ");
        }
        if (pane.getViewportBounds().getHeight() < shown.getFont().getSize()) {
            b.append("the status's pane shows under a line: ").append(pane.getViewportBounds()).append("; ");
        }
        if (label.getHeight() > pane.getViewportBounds().getHeight() + 1 && !pane.lookup(".scroll-bar:vertical").isVisible()) {
            b.append("a longer status than its pane, with no scroll bar; ");
        }
        ScrollPane form = robot.lookup("#experiment-form").queryAs(ScrollPane.class);
        Node heading = robot.lookup("#experiment-form .heading").query();
        Node row = robot.lookup("#experiment-form .combo-box").query();
        double need = heading.getLayoutBounds().getHeight() + (firstRow ? row.getLayoutBounds().getHeight() : 0);
        if (form.getViewportBounds().getHeight() < need) {
            b.append("the form shows ").append(form.getViewportBounds().getHeight()).append(" px, under its heading")
                    .append(firstRow ? " and first row (" : " (").append(need).append("); ");
        }
        return b.toString();
    }

    private static Bounds scene(Node n) {
        return n.localToScene(n.getLayoutBounds());
    }

    private static boolean inside(Bounds in, Bounds out) {
        return in.getMinX() >= out.getMinX() - 0.5 && in.getMaxX() <= out.getMaxX() + 0.5
                && in.getMinY() >= out.getMinY() - 0.5 && in.getMaxY() <= out.getMaxY() + 0.5;
    }
}
