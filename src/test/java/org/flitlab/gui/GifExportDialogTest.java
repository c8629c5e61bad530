package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.ProgressBar;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import org.flitlab.gui.present.GifExportDialog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The run-segment GIF window as a user drives it: type the frame count, save (the file chooser's answer given
 * directly, as Monocle has no native dialog), watch the progress, or press Cancel.
 */
@Tag("gui")
@ExtendWith(ApplicationExtension.class)
class GifExportDialogTest {
    private WorkbenchApp app;
    private GifExportDialog dialog;

    @Start
    void start(Stage stage) {
        app = TestWorkbench.app();
        app.start(stage);
        dialog = new GifExportDialog(app.model().sceneProperty()::get, app.model()::setup, 1.0, app.model().log()::add);
        app.model().live().pause();
        dialog.show(stage);
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(() -> {
            dialog.stage().close();
            app.stop();
        });
    }

    private void typeFrames(FxRobot robot, String frames) {
        robot.doubleClickOn("#gif-frames .text-field").eraseText(4).write(frames).type(KeyCode.ENTER);
    }

    @Test
    void theTypedFrameCountIsWrittenWithProgressAndTheWindowCloses(FxRobot robot, @TempDir Path dir) throws Exception {
        typeFrames(robot, "5");
        Path file = dir.resolve("segment.gif");
        robot.interact(() -> dialog.start(file));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !dialog.stage().isShowing());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(app.model().log().last().contains("Animated GIF (5 frames"), app.model().log().last());
        assertEquals(1.0, ((ProgressBar) dialog.stage().getScene().lookup("#gif-progress")).getProgress(), 1e-9);
        ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
        try (var in = ImageIO.createImageInputStream(file.toFile())) {
            reader.setInput(in);
            assertEquals(5, reader.getNumImages(true));
            assertEquals(1280, reader.getWidth(0), "presentation mode's window width");
        } finally {
            reader.dispose();
        }
    }

    @Test
    void cancelStopsTheExportAndLeavesNoFile(FxRobot robot, @TempDir Path dir) throws Exception {
        typeFrames(robot, "1000");
        Path file = dir.resolve("long.gif");
        robot.interact(() -> dialog.start(file));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                () -> ((ProgressBar) dialog.stage().getScene().lookup("#gif-progress")).getProgress() > 0);
        robot.clickOn("#gif-cancel");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> app.model().log().last().contains("cancelled"));
        assertTrue(dialog.stage().isShowing(), "the window stays, to try again");
        // The writer stops at its next frame: wait for its thread to end (not a fixed wait that assumes how fast the
        // machine is), then neither the file nor its temporary may be left.
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> Thread.getAllStackTraces().keySet().stream()
                .noneMatch(t -> t.getName().equals("flitlab-gif-export")));
        assertFalse(Files.exists(file));
        try (var left = Files.list(dir)) {
            assertEquals(List.of(), left.toList(), "nothing left in the folder");
        }
    }
}
