package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.flitlab.cli.FlitLabCommand;
import org.flitlab.report.ResultsCsv;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** A GUI result re-runs identically: the saved scenario of a GUI sweep, run by 'flitlab run', gives the same numbers. */
class GuiResultRerunTest extends WorkbenchTest {
    @Test
    void theSavedScenarioOfAGuiSweepRunsOnTheCommandLineToTheSameResults(FxRobot robot, @TempDir Path dir) throws Exception {
        robot.interact(() -> app.model().live().pause());
        // Each control scrolled into view first: with larger fonts (CI's) the sweep settings run below their pane.
        UserSteps.click(robot, "#series-b");
        robot.clickOn("up-down");
        UserSteps.type(robot, "#loads", "0.1 0.2");
        UserSteps.type(robot, "#measured-packets", "300");
        UserSteps.click(robot, "#run-sweep");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> app.model().experiment().lastResult().isPresent()
                && !app.model().experiment().runningProperty().get());
        var gui = app.model().experiment().lastResult().orElseThrow();
        assertEquals(List.of("Dimension order (dateline)", "Up*/down*"), gui.plan().seriesNames());
        Path file = dir.resolve("gui-sweep.json");
        robot.interact(() -> assertTrue(app.model().saveScenario(file).isEmpty()));

        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = FlitLabCommand.execute(new PrintWriter(out, true), new PrintWriter(err, true), "run", file.toString(),
                "--out", dir.resolve("cli").toString(), "--no-charts", "--threads", "1");
        assertEquals(FlitLabCommand.OK, exit, err.toString());
        List<String> cli = withoutWallTime(Files.readAllLines(dir.resolve("cli").resolve("results.csv")));
        List<String> window = withoutWallTime(ResultsCsv.of(gui).lines().toList());
        assertEquals(5, window.size(), "a header, 2 series x 2 loads");
        assertEquals(window, cli, "the same numbers, cell for cell (all but the wall-clock time)");
    }

    /** The rows without the wall_ms column, the one cell that depends on the machine rather than the scenario. */
    private static List<String> withoutWallTime(List<String> rows) {
        int wall = ResultsCsv.COLUMNS.indexOf("wall_ms");
        assertTrue(wall >= 0);
        return rows.stream().map(r -> {
            List<String> cells = new ArrayList<>(List.of(r.split(",", -1)));
            cells.remove(wall);
            return String.join(",", cells);
        }).toList();
    }
}
