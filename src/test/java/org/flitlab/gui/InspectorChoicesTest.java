package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import org.flitlab.gui.editor.InspectorSlot;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.scenario.StopGoParams;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** Defect 9: the inspector edits every choice the catalogue lists, with human labels and every problem at once. */
class InspectorChoicesTest extends WorkbenchTest {
    private static String comboId(InspectorSlot s) {
        return s.path().equals("routing") ? "#routing" : "#choice-" + s.path().replace('.', '-');
    }

    @Test
    void everyCatalogueKindIsOfferedByNameWithItsIdInTheTooltip(FxRobot robot) {
        for (InspectorSlot s : InspectorSlot.all()) {
            ComboBox<?> box = robot.lookup(comboId(s)).queryAs(ComboBox.class);
            assertEquals(Catalog.standard().ids(s.kind()), box.getItems(), s.label() + " lists the catalogue");
            String id = ScenarioJson.valueAt(app.model().document().scenario(), s.idPath()).orElseThrow();
            assertEquals(id, box.getValue());
            assertTrue(box.getTooltip().getText().contains("id \"" + id + "\""), box.getTooltip().getText());
            String shown = ((ListCell<?>) box.getButtonCell()).getText();
            assertEquals(Catalog.standard().find(s.kind(), id).orElseThrow().displayName(), shown, "a human label");
        }
    }

    @Test
    void flowControlSwitchingAndQueueingAreChosenByClickingAndEveryBadFieldIsNamedAtOnce(FxRobot robot) {
        robot.interact(() -> app.model().live().pause());
        UserSteps.reveal(robot, "#choice-network-flowControl");
        robot.clickOn("#choice-network-flowControl").clickOn("Stop/go");
        WaitForAsyncUtils.waitForFxEvents();
        UserSteps.reveal(robot, "#choice-network-queueing");
        robot.clickOn("#choice-network-queueing").clickOn("Virtual output queues");
        UserSteps.type(robot, "#param-network-flowControl-params-highMark", "3");
        UserSteps.type(robot, "#param-network-flowControl-params-lowMark", "5");
        UserSteps.type(robot, "#seed", "seven");
        UserSteps.reveal(robot, "#apply");
        var before = app.model().document().scenario();
        robot.clickOn("#apply");
        String error = robot.lookup("#inspector-error").queryAs(Label.class).getText();
        assertTrue(error.contains("Flow control: $.network.flowControl.params") && error.contains("lowMark is 5"), error);
        assertTrue(error.contains("Seed: $.run.seed"), "every problem at once: " + error);
        assertEquals(before, app.model().document().scenario(), "nothing applied");

        UserSteps.type(robot, "#param-network-flowControl-params-lowMark", "2");
        UserSteps.type(robot, "#param-network-flowControl-params-highMark", "6");
        UserSteps.type(robot, "#seed", "7");
        UserSteps.click(robot, "#apply");
        error = robot.lookup("#inspector-error").queryAs(Label.class).getText();
        assertTrue(error.contains("raise bufferFlits to 8 or lower highMark to 2"), "the cross-check names its rule: " + error);
        assertEquals(before, app.model().document().scenario(), "nothing applied");
        UserSteps.type(robot, "#buffer-flits", "8");
        UserSteps.click(robot, "#apply");
        var s = app.model().document().scenario();
        assertEquals("stop-go", s.network().flowControl().id(), robot.lookup("#inspector-error").queryAs(Label.class).getText());
        assertEquals(new StopGoParams(6, 2), s.network().flowControl().params());
        assertEquals("voq", s.network().queueing());
        assertEquals(7, s.run().seed());
        assertEquals(s, app.model().setup().scenario(), "the animation runs the edited document");
        robot.clickOn("#undo-button");
        assertEquals(before, app.model().document().scenario(), "one edit, one undo");
    }
}
