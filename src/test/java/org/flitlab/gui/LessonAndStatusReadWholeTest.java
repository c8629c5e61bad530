package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollPane;
import javafx.scene.text.Text;
import org.flitlab.gui.lessons.Lesson;
import org.flitlab.gui.lessons.Lessons;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A lesson at a projector's 1280 x 720 with fonts from 13 to 24 px, read from the back of the room: the lesson's
 * buttons and choices, the inspector's choice names and the status line show their whole text (at 18-24 px
 * "Measure both choices", the choices and the routing's name ended in "...", and the status line lost the end of
 * every longer message). A text is whole when the Text node the control draws holds its full string and the control
 * ends inside its panel's view (a form wider than the panel is cut at its right edge, with no ellipsis).
 */
class LessonAndStatusReadWholeTest extends ProjectorWindowTest {
    private static final String[] AREAS = {"#lesson-panel", "#inspector", "#status"};

    @Test
    void everyLessonTheInspectorAndTheStatusReadWholeFrom13To24Pixels(FxRobot robot) {
        // As opened: the status line holds the opening example's name and its whole description.
        List<String> cut = new ArrayList<>(atEverySize(robot, "as opened"));
        String opened = UserSteps.onFx(() -> robot.lookup("#status").queryLabeled().getText());
        assertTrue(opened.length() > 100 && opened.contains("Opened"), opened);
        for (Lesson lesson : Lessons.all()) {
            robot.clickOn("Lessons").clickOn(lesson.title());
            WaitForAsyncUtils.waitForFxEvents();
            cut.addAll(atEverySize(robot, lesson.id()));
        }
        assertEquals(List.of(), cut, "texts cut short");
    }

    /** The texts cut short at each size from 13 to 24 px, back at 13 px after. */
    private List<String> atEverySize(FxRobot robot, String state) {
        List<String> cut = new ArrayList<>();
        for (int px : new int[] {13, 16, 18, 20, 22, 24, 13}) {
            robot.interact(() -> stage.getScene().getRoot().setStyle("-fx-font-size: " + px + "px"));
            WaitForAsyncUtils.waitForFxEvents();
            UserSteps.onFx(() -> elided(robot)).forEach(c -> cut.add(state + " at " + px + "px " + c));
        }
        return cut;
    }

    /** Every shown control in the areas whose drawn text is not its whole string, as "'whole' shown as 'cut'"; FX thread. */
    private static List<String> elided(FxRobot robot) {
        List<String> cut = new ArrayList<>();
        for (String area : AREAS) {
            for (Labeled l : labeled(robot.lookup(area).query())) {
                Node shown = l.lookup(".text");
                if (l.getText() != null && !l.getText().isEmpty() && shown instanceof Text t && !t.getText().equals(l.getText())) {
                    cut.add(area + ": '" + l.getText() + "' shown as '" + t.getText() + "'");
                }
                double right = l.localToScene(l.getLayoutBounds()).getMaxX();
                double edge = viewRight(l);
                if (right > edge + 0.5) {
                    cut.add(area + ": '" + l.getText() + "' runs " + Math.round(right - edge) + " px past the panel's edge");
                }
            }
        }
        return cut;
    }

    /** The right edge, in the scene, of the view of the scroll pane that holds {@code n} (the window's without one). */
    private static double viewRight(Node n) {
        for (Node p = n.getParent(); p != null; p = p.getParent()) {
            if (p instanceof ScrollPane sp) {
                Node view = sp.lookup(".viewport");
                return view.localToScene(view.getLayoutBounds()).getMaxX();
            }
        }
        return n.getScene().getWidth();
    }

    /** {@code n} and the labeled controls under it that are shown (visible with every parent). */
    private static List<Labeled> labeled(Node n) {
        List<Labeled> found = new ArrayList<>();
        if (!n.isVisible()) {
            return found;
        }
        if (n instanceof Labeled l) {
            found.add(l);
        }
        if (n instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                found.addAll(labeled(c));
            }
        }
        return found;
    }
}
