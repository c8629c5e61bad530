package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The tick counts of Step and Back at a projector's 1280 x 720 with an 18px font: an instructor reads "10" in each
 * box. Their fixed widths (75 and 72 px) left the number a sliver beside the arrows, which grow with the font: "1(".
 */
class SpinnersAtLargeFontTest extends ProjectorWindowTest {
    @Test
    void theStepAndBackCountsShowWhole(FxRobot robot) {
        robot.interact(() -> stage.getScene().getRoot().setStyle("-fx-font-size: 18px"));
        WaitForAsyncUtils.waitForFxEvents();
        for (String id : new String[] {"#step-ticks", "#back-ticks"}) {
            String fit = UserSteps.onFx(() -> {
                TextField editor = robot.lookup(id).queryAs(Spinner.class).getEditor();
                Text text = new Text(editor.getText() + "0");
                text.setFont(editor.getFont());
                double room = editor.getWidth() - editor.snappedLeftInset() - editor.snappedRightInset();
                return text.getLayoutBounds().getWidth() <= room ? "" : id + ": " + text.getLayoutBounds().getWidth()
                        + " px of text (a digit to spare) in " + room + " px at " + editor.getFont().getSize() + " px";
            });
            assertTrue(fit.isEmpty(), fit);
        }
    }
}
