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

    /**
     * From 13 to 24 px no tool's name breaks inside a word: each button holds its longest word on one line (at 24 px
     * the 170-pixel palette showed "Connec" over "t").
     */
    @Test
    void noToolsNameBreaksInsideAWordFrom13To24Pixels(FxRobot robot) {
        List<String> broken = new ArrayList<>();
        for (int px : new int[] {13, 16, 18, 20, 22, 24}) {
            robot.interact(() -> stage.getScene().getRoot().setStyle("-fx-font-size: " + px + "px"));
            WaitForAsyncUtils.waitForFxEvents();
            broken.addAll(UserSteps.onFx(() -> {
                List<String> found = new ArrayList<>();
                for (Node n : robot.lookup("#palette .toggle-button").queryAll()) {
                    Labeled l = (Labeled) n;
                    double room = l.getWidth() - l.snappedLeftInset() - l.snappedRightInset();
                    for (String word : l.getText().split(" ")) {
                        Text w = new Text(word);
                        w.setFont(l.getFont());
                        if (w.getLayoutBounds().getWidth() > room + 0.5) {
                            found.add(px + "px: '" + word + "' (" + w.getLayoutBounds().getWidth() + " px) in " + room + " px");
                        }
                    }
                }
                return found;
            }));
        }
        assertEquals(List.of(), broken, "tools' names broken inside a word");
    }

    private static List<Node> entries(FxRobot robot) {
        List<Node> all = new ArrayList<>(robot.lookup("#palette .toggle-button").queryAll());
        all.addAll(robot.lookup("#palette .key .label").queryAll());
        return all;
    }
}
