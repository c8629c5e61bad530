package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Opens the placeholder workbench headless (Monocle, set up by the pom) and checks what a user sees. */
@Tag("gui")
@ExtendWith(ApplicationExtension.class)
class WorkbenchAppTest {

    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        new WorkbenchApp().start(stage);
    }

    @Test
    void windowIsTitledFlitLabAndIs1200By800() {
        assertEquals("FlitLab", stage.getTitle());
        assertEquals(1200, stage.getScene().getWidth());
        assertEquals(800, stage.getScene().getHeight());
    }

    @Test
    void menuBarOffersFileQuit(FxRobot robot) {
        MenuBar bar = robot.lookup("#menu-bar").queryAs(MenuBar.class);
        assertEquals("File", bar.getMenus().get(0).getText());
        assertEquals("Quit", bar.getMenus().get(0).getItems().get(0).getText());
    }

    @Test
    void statusBarSaysReadyWithoutScenarioFiles(FxRobot robot) {
        assertEquals("Ready", robot.lookup("#status").queryAs(Label.class).getText());
    }

    @Test
    void sceneUsesTheOneStylesheet() {
        assertEquals(1, stage.getScene().getStylesheets().size());
        assertTrue(stage.getScene().getStylesheets().get(0).endsWith("org/flitlab/gui/flitlab.css"));
    }
}
