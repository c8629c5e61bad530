package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import org.flitlab.scenario.ScenarioJson;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The scenario options of the C104 samples as a user meets them in the inspector: the router's buffering (which the
 * inspector did not list at all) and universal routing's multistage options, refused on a cube with a message that
 * names them.
 */
class ScenarioOptionsInspectorTest extends WorkbenchTest {
    private static final String TERMINAL = "#param-network-router-params-terminalOutputBufferFlits";

    private void open(FxRobot robot, String sample) {
        robot.interact(() -> {
            app.model().openScenario(Path.of("samples", sample));
            app.model().live().pause();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private String applied(FxRobot robot) {
        UserSteps.click(robot, "#apply");
        return robot.lookup("#inspector-error").queryAs(Label.class).getText();
    }

    @Test
    void theC104RoutersTerminalBufferIsShownTypedRefusedWhenNegativeAndUndone(FxRobot robot) {
        open(robot, "c104-table7-1-cube-random.json");
        UserSteps.reveal(robot, TERMINAL);
        assertEquals("0", robot.lookup(TERMINAL).queryAs(TextField.class).getText(), "the file's default shows");
        var before = app.model().document().scenario();

        UserSteps.type(robot, TERMINAL, "-3");
        String error = applied(robot);
        assertTrue(error.startsWith("Router: $.network.router.params.terminalOutputBufferFlits: terminalOutputBufferFlits is -3")
                && error.contains("at least 0"), error);
        assertEquals(before, app.model().document().scenario(), "nothing applied");

        UserSteps.type(robot, TERMINAL, "32");
        assertEquals("", applied(robot));
        assertEquals("32", ScenarioJson.valueAt(app.model().document().scenario(),
                "network.router.params.terminalOutputBufferFlits").orElseThrow());
        robot.clickOn("#undo-button");
        assertEquals(before, app.model().document().scenario(), "one edit, one undo");
        assertEquals("0", robot.lookup(TERMINAL).queryAs(TextField.class).getText(), "the field follows the undo");
    }

    @Test
    void aLongParameterNameWrapsSoTheChoicesNamesAreShownWhole(FxRobot robot) {
        open(robot, "c104-table7-1-cube-random.json");
        UserSteps.reveal(robot, "#choice-network-router");
        ComboBox<?> router = robot.lookup("#choice-network-router").queryAs(ComboBox.class);
        var cell = (ListCell<?>) router.getButtonCell();
        Text shown = (Text) cell.lookup(".text");
        assertEquals("IMS C104 switch", cell.getText());
        assertEquals(cell.getText(), shown.getText(), "not cut short by \"terminal output buffer flits\"");
    }

    @Test
    void aRefusalOfAFieldFarDownTheFormScrollsIntoViewEveryTime(FxRobot robot) {
        open(robot, "c104-table7-1-cube-random.json");
        for (int attempt = 1; attempt <= 2; attempt++) {
            UserSteps.type(robot, TERMINAL, "abc");
            robot.type(KeyCode.ENTER);
            WaitForAsyncUtils.waitForFxEvents();
            Label error = robot.lookup("#inspector-error").queryAs(Label.class);
            assertTrue(error.getText().contains("terminalOutputBufferFlits: found \"abc\"; expected an integer"), error.getText());
            Node pane = error;
            while (!(pane instanceof ScrollPane)) {
                pane = pane.getParent();
            }
            Bounds shown = pane.localToScene(pane.getBoundsInLocal());
            Bounds message = error.localToScene(error.getBoundsInLocal());
            assertTrue(message.getMinY() >= shown.getMinY() && message.getMaxY() <= shown.getMaxY(),
                    "attempt " + attempt + ": the message " + message + " is in view " + shown);
        }
    }

    @Test
    void aYesOrNoParameterIsACheckBoxAndANamedChoiceADropDownOfTheFilesSpellings(FxRobot robot) {
        open(robot, "torus4x4-dateline.json");
        String dateline = "#param-routing-params-dateline";
        UserSteps.reveal(robot, dateline);
        CheckBox box = robot.lookup(dateline).queryAs(CheckBox.class);
        assertTrue(box.isSelected(), "the file's true shows as a ticked box");
        ComboBox<?> tie = robot.lookup("#param-routing-params-tie").queryAs(ComboBox.class);
        assertEquals(List.of("random", "positive", "balanced", "both"), List.copyOf(tie.getItems()), "the file's spellings, nothing to mistype");
        assertEquals(ScenarioJson.valueAt(app.model().document().scenario(), "routing.params.tie").orElseThrow(), tie.getValue());
        var before = app.model().document().scenario();

        robot.clickOn(dateline);
        assertEquals("", applied(robot));
        assertEquals("false", ScenarioJson.valueAt(app.model().document().scenario(), "routing.params.dateline").orElseThrow());
        robot.clickOn("#undo-button");
        assertEquals(before, app.model().document().scenario(), "one click, one undo");
        assertTrue(box.isSelected(), "the box follows the undo");
    }

    @Test
    void universalMultistageOptionsOnACubeAreRefusedNamingWhatWasSet(FxRobot robot) {
        open(robot, "c104-table7-3-cube-universal.json");
        var before = app.model().document().scenario();
        UserSteps.reveal(robot, "#param-routing-params-secondPhase");
        robot.clickOn("#param-routing-params-secondPhase").clickOn("interval-labelling");
        String error = applied(robot);
        assertTrue(error.contains("$.routing.params") && error.contains("secondPhase interval-labelling")
                && error.contains("multistage networks only"), error);
        assertFalse(error.contains("Exception") || error.contains("org.flitlab"), "no Java names: " + error);
        assertEquals(before, app.model().document().scenario(), "nothing applied");
    }
}
