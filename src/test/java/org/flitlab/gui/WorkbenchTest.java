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
 * The common set-up of the workbench's TestFX tests: a workbench ({@link TestWorkbench#app()}: throwaway
 * preferences and autosave folder) started on TestFX's stage before each test and stopped after it, so a test class
 * holds only what it checks.
 */
@Tag("gui")
@ExtendWith(ApplicationExtension.class)
abstract class WorkbenchTest {
    /** The workbench under test, new for each test. */
    protected WorkbenchApp app;

    // TestFX's ApplicationExtension looks for @Start only in the test class itself, not in a superclass: the
    // workbench is started here, on the stage the extension registered just before (its callback runs first).
    @BeforeEach
    void startWorkbench() throws TimeoutException {
        Stage stage = FxToolkit.toolkitContext().getRegisteredStage();
        FxToolkit.setupFixture(() -> {
            // The stage is shared by all test classes and keeps where an earlier test left it; Monocle's headless screen
            // is 1280x800 and the workbench's scene 1200x800, so a stage left at y = 30 put the bottom 30 px (the sweep
            // panel's Copy data) off-screen, where a click lands on nothing (ExperimentPanelTest, in full suites only).
            stage.setX(0);
            stage.setY(0);
            app = TestWorkbench.app();
            app.start(stage);
        });
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(app::stop);
    }
}
