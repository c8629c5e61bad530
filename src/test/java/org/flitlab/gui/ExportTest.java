package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.flitlab.report.ResultsCsv;
import org.flitlab.report.ResultsFiles;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** File &gt; Export: the network picture as PNG and the last sweep's results as CSV and JSON. */
@Tag("gui")
@ExtendWith(ApplicationExtension.class)
class ExportTest {
    private WorkbenchApp app;

    @Start
    void start(Stage stage) {
        app = TestWorkbench.app();
        app.start(stage);
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(app::stop);
    }

    @Test
    void theNetworkPictureIsSavedAsAPngOfTheCanvasSizeWithTheNetworkDrawn(FxRobot robot, @TempDir Path dir) throws Exception {
        Path png = dir.resolve("pictures").resolve("net.png");
        boolean[] ok = new boolean[1];
        robot.interact(() -> {
            app.model().live().pause();
            app.model().live().reset();
        });
        robot.interact(() -> ok[0] = app.window().exports().exportCanvasTo(png));
        assertTrue(ok[0], app.model().log().last());
        BufferedImage image = ImageIO.read(png.toFile());
        var canvas = app.window().canvas();
        assertEquals((int) canvas.getWidth(), image.getWidth());
        assertEquals((int) canvas.getHeight(), image.getHeight());
        assertTrue(Files.size(png) > 5_000, "a drawn network, not a blank image: " + Files.size(png) + " bytes");
        // The first switch's box is drawn in its fill colour #e8edf3 off its centre, clear of links and its name.
        int argb = image.getRGB((int) canvas.screenX(0) + 11, (int) canvas.screenY(0) + 11);
        assertEquals(0xe8edf3, argb & 0xffffff, Integer.toHexString(argb));
        assertTrue(app.model().log().last().contains("Network picture saved to "), app.model().log().last());
    }

    @Test
    void resultsAreRefusedBeforeASweepAndWrittenAsCsvAndJsonAfterOne(FxRobot robot, @TempDir Path dir) throws Exception {
        List<?>[] written = new List<?>[1];
        robot.interact(() -> written[0] = app.window().exports().exportResultsTo(dir));
        assertTrue(written[0].isEmpty());
        assertTrue(app.model().log().last().contains("Not done: there are no results"), app.model().log().last());

        var e = app.model().experiment();
        robot.interact(() -> {
            app.model().live().pause();
            e.loadsProperty().set("0.05 0.1");
            e.seriesBProperty().set(null);
            e.measuredPacketsProperty().set("60");
            e.run(app.model().setup());
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !e.runningProperty().get());
        robot.interact(() -> written[0] = app.window().exports().exportResultsTo(dir));
        assertEquals(2, written[0].size(), app.model().log().last());
        List<String> csv = Files.readAllLines(dir.resolve(ResultsFiles.CSV));
        assertEquals(String.join(",", ResultsCsv.COLUMNS), csv.get(0), "a header line");
        assertEquals(3, csv.size(), "a header and one line per load");
        String json = Files.readString(dir.resolve(ResultsFiles.JSON));
        assertTrue(json.contains("\"points\""), json.substring(0, Math.min(300, json.length())));
    }
}
