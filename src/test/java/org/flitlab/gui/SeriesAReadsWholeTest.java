package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The sweep form's Series A, the first curve, reads whole at a projector's 1280 x 720: at 18px it showed
 * "Dimension order (dateli...", at 13px "Dimension order (dateline) (the sc...", in a label 240 pixels wide at
 * most. It now takes the form's column and wraps onto as many lines as its font needs (so a taller font, as the
 * official CI's, takes another line rather than cutting the name): checked after the instructor scrolls the form to
 * it, for the opening network's routing and the deadlock example's longer one. (From 22px the form's view is
 * about as tall as three such lines, too close to the edge for a check that must hold with CI's fonts.)
 */
class SeriesAReadsWholeTest extends ProjectorWindowTest {
    @Test
    void theFirstCurvesNameShowsWholeInTheFormAt13And18Pixels(FxRobot robot) {
        robot.clickOn("#play");
        for (String example : new String[] {null, "Torus deadlock"}) {
            if (example != null) {
                robot.clickOn("#examples-button").clickOn(example);
            }
            for (int px : new int[] {13, 18}) {
                robot.interact(() -> stage.getScene().getRoot().setStyle("-fx-font-size: " + px + "px"));
                WaitForAsyncUtils.waitForFxEvents();
                UserSteps.reveal(robot, "#series-a");
                assertEquals("", UserSteps.onFx(() -> problems(robot)), px + "px, " + (example == null ? "as opened" : example));
            }
        }
    }

    /** How the Series A label is cut or out of the form's view ("" when it reads whole); FX thread. */
    private static String problems(FxRobot robot) {
        Label a = robot.lookup("#series-a").queryAs(Label.class);
        String shown = ((Text) a.lookup(".text")).getText();
        StringBuilder b = new StringBuilder();
        if (!shown.equals(a.getText()) || !a.getText().endsWith(")")) {
            b.append("'").append(a.getText()).append("' shown as '").append(shown).append("'; ");
        }
        Node viewport = robot.lookup("#experiment-form .viewport").query();
        Bounds view = viewport.localToScene(viewport.getLayoutBounds());
        Bounds at = a.localToScene(a.getLayoutBounds());
        if (at.getMinX() < view.getMinX() - 0.5 || at.getMaxX() > view.getMaxX() + 0.5
                || at.getMinY() < view.getMinY() - 0.5 || at.getMaxY() > view.getMaxY() + 0.5) {
            b.append("the label at ").append(at).append(" is outside the form's view ").append(view);
        }
        return b.toString();
    }
}
