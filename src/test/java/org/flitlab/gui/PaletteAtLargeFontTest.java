package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The palette at a projector's 1280 x 720 with an 18px font: every tool and every entry of the canvas's key reads
 * whole, as a student at the back of the room needs the key. In the 170-pixel panel they showed "Select / ...",
 * "link sen..." and "worm (...".
 */
class PaletteAtLargeFontTest extends ProjectorWindowTest {
    @Test
    void everyToolAndKeyEntryReadsWhole(FxRobot robot) {
        robot.interact(() -> stage.getScene().getRoot().setStyle("-fx-font-size: 18px"));
        WaitForAsyncUtils.waitForFxEvents();
        List<String> cut = UserSteps.onFx(() -> {
            List<String> found = new ArrayList<>();
            for (Node n : entries(robot)) {
                Labeled l = (Labeled) n;
                Text text = (Text) l.lookup(".text");
                String shown = text.getText().replace('\n', ' ').replaceAll(" +", " ").trim();
                Bounds t = text.localToScene(text.getBoundsInLocal());
                Bounds b = l.localToScene(l.getLayoutBounds());
                // Wrapped text's bounds are as wide as its wrapping width, not its glyphs: its lines are checked for height.
                if (!shown.equals(l.getText()) || t.getMaxY() > b.getMaxY() + 0.5) {
                    found.add(l.getText() + " shown as \"" + shown + "\" " + t + " in " + b);
                }
            }
            return found;
        });
        assertEquals(List.of(), cut, "tools and key entries cut short");
        assertEquals(14, UserSteps.onFx(() -> entries(robot).size()), "five tools and nine key entries checked");
    }

    private static List<Node> entries(FxRobot robot) {
        List<Node> all = new ArrayList<>(robot.lookup("#palette .toggle-button").queryAll());
        all.addAll(robot.lookup("#palette .key .label").queryAll());
        return all;
    }
}
