package org.flitlab.gui;

import java.util.concurrent.TimeoutException;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;

/**
 * The set-up of the tests that judge the workbench at a projector's 1280 x 720: a window of its own (the test stage
 * TestFX shares between test classes keeps no size set here), at the headless screen's origin (Monocle's
 * 1280-pixel screen cannot upload a window that sticks out), closed and out of full screen after each test.
 */
@Tag("gui")
@ExtendWith(ApplicationExtension.class)
abstract class ProjectorWindowTest {
    /** The workbench under test, new for each test. */
    protected WorkbenchApp app;
    /** Its window, 1280 x 720. */
    protected Stage stage;

    // TestFX's ApplicationExtension looks for @Start only in the test class itself, not in a superclass: the
    // window is opened here, after the extension's own set-up (its callback runs first).
    @BeforeEach
    void openProjectorWindow() throws TimeoutException {
        FxToolkit.setupFixture(() -> {
            stage = new Stage();
            app = TestWorkbench.app();
            app.start(stage);
            stage.setX(0);
            stage.setY(0);
            stage.setWidth(1280);
            stage.setHeight(720);
        });
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(() -> {
            app.stop();
            stage.setFullScreen(false);
            stage.close();
        });
    }
}
