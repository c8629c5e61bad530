package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.prefs.Preferences;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import org.flitlab.gui.files.WindowMemory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Window placement and recent files in a throwaway preferences node; the autosave copy; confirm on close. */
@Tag("gui")
@ExtendWith(ApplicationExtension.class)
class SessionMemoryTest {
    private final Preferences prefs = new MemoryPreferences();
    private Path folder;
    private Stage stage;
    private WorkbenchApp app;

    @Start
    void start(Stage stage) throws Exception {
        folder = Files.createTempDirectory("flitlab-autosave");
        new WindowMemory(prefs).savePlacement(new WindowMemory.Placement(40, 30, 1000, 700, false, 0.5, new double[] {0.3, 0.7}));
        this.stage = stage;
        app = new WorkbenchApp(prefs, folder);
        app.start(stage);
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(app::stop);
    }

    @Test
    void theRememberedSizeAndDividersAreRestoredAndTheNewOnesSavedOnExit(FxRobot robot) {
        assertEquals(1000, stage.getScene().getWidth());
        assertEquals(700, stage.getScene().getHeight());
        assertEquals(0.5, app.window().centreSplit().getDividerPositions()[0], 0.02);
        robot.interact(() -> app.window().centreSplit().setDividerPositions(0.6));
        robot.interact(app::stop);
        var p = new WindowMemory(prefs).placement().orElseThrow();
        assertEquals(0.6, p.centreDivider(), 0.02);
        assertEquals(1000, p.width());
    }

    @Test
    void openedFilesAreListedUnderFileRecentNewestFirst(FxRobot robot) {
        robot.interact(() -> {
            app.window().menus().openPath(Path.of("samples", "single-link-md1.json"));
            app.window().menus().openPath(Path.of("samples", "torus4x4-dateline.json"));
        });
        var files = new WindowMemory(prefs).recentFiles();
        assertEquals(2, files.size());
        assertEquals("torus4x4-dateline.json", files.get(0).getFileName().toString());
        Menu file = robot.lookup("#menu-bar").queryAs(MenuBar.class).getMenus().get(0);
        Menu recent = (Menu) file.getItems().stream().filter(i -> "menu-recent".equals(i.getId())).findFirst().orElseThrow();
        assertTrue(recent.getItems().get(0).getText().startsWith("torus4x4-dateline.json"));
        robot.interact(() -> recent.getItems().get(1).fire());
        assertEquals("single-link-md1", app.model().setup().name());
    }

    @Test
    void aChangedScenarioIsAutosavedAndTheCopyIsDeletedOnACleanExit(FxRobot robot) throws Exception {
        robot.interact(() -> app.model().edit("load", s -> ScenarioFiles.overridden(s, Map.of("traffic.arrivals.params.offeredLoad", "0.4"))));
        robot.interact(app::autosaveNow);
        assertTrue(Files.exists(app.autosave().file()));
        assertFalse(app.autosave().hasCopy(), "this window's own copy awaits no recovery while it runs");
        assertTrue(Files.readString(app.autosave().file()).contains("\"offeredLoad\": 0.4"));
        robot.interact(app::stop);
        assertFalse(Files.exists(app.autosave().file()));
    }

    @Test
    void aCopyLeftByACrashIsOfferedAtTheNextStartAndRecovered(FxRobot robot) throws Exception {
        robot.interact(() -> app.model().edit("load", s -> ScenarioFiles.overridden(s, Map.of("traffic.arrivals.params.offeredLoad", "0.35"))));
        robot.interact(app::autosaveNow);
        // A crash: the copy stays because stop() never runs, and its window is gone. A new window starts on the same folder.
        app.autosave().abandon();
        WorkbenchApp next = new WorkbenchApp(new MemoryPreferences(), folder);
        robot.interact(() -> next.start(new Stage()));
        try {
            assertTrue(robot.lookup("#recovery-bar").tryQuery().isPresent());
            robot.interact(() -> robot.lookup("#recover-autosave").queryButton().fire());
            assertEquals(0.35, next.model().setup().offeredLoad());
            assertTrue(next.model().log().last().contains("Recovered"));
        } finally {
            robot.interact(next::stop);
        }
    }

    @Test
    void closingWithUnsavedChangesAsksAndCancelKeepsTheWindowOpen(FxRobot robot) {
        robot.interact(() -> app.model().edit("load", s -> ScenarioFiles.overridden(s, Map.of("traffic.arrivals.params.offeredLoad", "0.4"))));
        Platform.runLater(() -> stage.fireEvent(new WindowEvent(stage, WindowEvent.WINDOW_CLOSE_REQUEST)));
        WaitForAsyncUtils.waitForFxEvents();
        var dialog = robot.lookup("#confirm-discard").queryAs(DialogPane.class);
        robot.interact(() -> ((Button) dialog.lookupButton(ButtonType.CANCEL)).fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(stage.isShowing());
        assertTrue(app.model().isModified());
    }
}
