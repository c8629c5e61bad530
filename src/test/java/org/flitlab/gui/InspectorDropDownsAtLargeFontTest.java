package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.text.Text;
import org.flitlab.gui.editor.ChoiceLabels;
import org.flitlab.gui.editor.InspectorSlot;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.ComponentKind;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The inspector's drop-downs at a projector's 1280 x 720 with an 18px font (the official CI's and a classroom's
 * larger fonts): the chosen mechanism reads whole in the box, as an instructor at the back of the room needs it. In
 * the 340-pixel side panel, beside a column of labels, the box showed "IMS C10..." and "Hypercube ...".
 */
class InspectorDropDownsAtLargeFontTest extends ProjectorWindowTest {
    @Test
    void aChosenMechanismReadsWholeInItsDropDown(FxRobot robot) {
        robot.interact(() -> {
            app.model().live().pause();
            stage.getScene().getRoot().setStyle("-fx-font-size: 18px");
        });
        WaitForAsyncUtils.waitForFxEvents();
        choose(robot, "#choice-network-router", "IMS C104 switch");
        choose(robot, "#choice-traffic-destinations", "Hypercube middle-dimension swap (C104)");
        choose(robot, "#choice-endToEnd", "Simplified packet pair (SPP)");
        for (String id : new String[] {"#routing", "#choice-selection", "#choice-network-flowControl", "#choice-topology"}) {
            UserSteps.reveal(robot, id);
            assertShownWhole(robot, id, UserSteps.onFx(() -> robot.lookup(id).queryAs(ComboBox.class).getButtonCell().getText()));
        }
    }

    /** Opens drop-down {@code id} and clicks entry {@code name}, then checks the box shows that name whole. */
    private static void choose(FxRobot robot, String id, String name) {
        UserSteps.click(robot, id);
        // A long list opens scrolled to the current entry: scrolled to the wanted one first, as a user scrolls it.
        ListView<?> list = robot.lookup(".combo-box-popup .list-view").queryAs(ListView.class);
        robot.interact(() -> list.scrollTo(robot.lookup(id).queryAs(ComboBox.class).getItems().indexOf(choiceId(id, name))));
        robot.clickOn(robot.from(list).lookup((Node n) -> n instanceof ListCell<?> c && name.equals(c.getText())).<Node>query());
        WaitForAsyncUtils.waitForFxEvents();
        UserSteps.reveal(robot, id);
        assertShownWhole(robot, id, name);
    }

    /** The catalogue id shown as {@code name} in drop-down {@code id}. */
    private static String choiceId(String id, String name) {
        ComponentKind kind = InspectorSlot.all().stream().filter(s -> id.endsWith(s.path().replace('.', '-')))
                .findFirst().orElseThrow().kind();
        return Catalog.standard().ids(kind).stream().filter(i -> ChoiceLabels.name(kind, i).equals(name)).findFirst().orElseThrow();
    }

    private static void assertShownWhole(FxRobot robot, String id, String name) {
        ComboBox<?> box = robot.lookup(id).queryAs(ComboBox.class);
        String[] shown = new String[1];
        boolean[] inside = new boolean[1];
        robot.interact(() -> {
            Text text = (Text) box.getButtonCell().lookup(".text");
            shown[0] = text.getText();
            Bounds t = text.localToScene(text.getBoundsInLocal());
            Bounds b = box.localToScene(box.getLayoutBounds());
            inside[0] = t.getMinY() >= b.getMinY() && t.getMaxY() <= b.getMaxY() && t.getMaxX() <= b.getMaxX();
        });
        assertEquals(name, shown[0].replace('\n', ' ').replaceAll(" +", " ").trim(), id + " shows its choice whole, not cut short");
        assertTrue(inside[0], id + ": the name lies inside its box");
    }
}
