package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** Failures show in the window, with what went wrong and what to do. */
class ErrorPathsTest extends WorkbenchTest {
    @Test
    void aBadScenarioFileShowsADialogWithTheJsonPathAndWhatToDoAndTheStatusBarTurnsRed(FxRobot robot,
            @TempDir Path dir) throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, Files.readString(Path.of("samples", "torus4x4-dateline.json"))
                .replace("\"bufferFlits\": 4", "\"bufferFlits\": -3"));
        String before = app.model().setup().name();
        robot.interact(() -> app.window().menus().openPath(bad));
        WaitForAsyncUtils.waitForFxEvents();
        String text = robot.lookup("#error-dialog").queryAs(DialogPane.class).getContentText();
        assertTrue(text.contains("network.bufferFlits"), text);
        assertTrue(text.contains("Fix the file"), text);
        assertEquals(before, app.model().setup().name(), "nothing changes");
        Label status = robot.lookup("#status").queryAs(Label.class);
        assertTrue(status.getText().contains("Could not open bad.json"), status.getText());
        assertTrue(status.getStyleClass().contains("status-error"));
    }

    @Test
    void aMissingRecentFileIsExplainedAndForgotten(FxRobot robot, @TempDir Path dir) {
        Path gone = dir.resolve("gone.json");
        robot.interact(() -> {
            app.memory().addRecent(gone);
            app.window().menus().openPath(gone);
        });
        WaitForAsyncUtils.waitForFxEvents();
        String text = robot.lookup("#error-dialog").queryAs(DialogPane.class).getContentText();
        assertTrue(text.contains("use File > Open to find it"), text);
        assertTrue(app.memory().recentFiles().isEmpty());
    }

    @Test
    void anInvalidSweepSettingIsExplainedInTheSweepStatusWithAnExample(FxRobot robot) {
        robot.interact(() -> app.model().experiment().measuredPacketsProperty().set("many"));
        // Scrolled into view first: with larger fonts (CI's) Run sweep lies below the settings pane's visible part.
        UserSteps.click(robot, "#run-sweep");
        String status = robot.lookup("#sweep-status").queryAs(Label.class).getText();
        assertEquals("Cannot run: measured packets is 'many'; it must be a whole number such as 600.", status);
        assertTrue(robot.lookup("#status").queryAs(Label.class).getStyleClass().contains("status-error"));
    }
}
