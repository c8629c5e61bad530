package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.ListCell;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import org.flitlab.gui.charts.ExperimentModel;
import org.flitlab.report.ResultsCsv;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** The experiment panel's replications spinner, point tooltips and Copy data; a sample's own sweep shown as it opens. */
class ExperimentPanelTest extends WorkbenchTest {
    /** The text the box displays: its skin's button cell, whichever cell that is (read as a user sees it). */
    private static String shown(FxRobot robot, String box) {
        return robot.lookup(box + " > .list-cell").queryAs(ListCell.class).getText();
    }

    @Test
    void aSamplesOwnSweptPathAndSeriesShowInTheBoxesTheFirstTimeItOpens(FxRobot robot) {
        robot.interact(() -> {
            app.model().openScenario(Path.of("samples", "c104-table7-9-min-universal.json"));
            app.model().live().pause();
        });
        WaitForAsyncUtils.waitForFxEvents();
        // The series box read blank here although it held its value (its list was replaced as the sample opened, the
        // value unchanged); read from the displayed cell, so this fails without ValueButtonCell.
        assertEquals("terminals (topology)", shown(robot, "#swept-parameter"));
        assertEquals(ExperimentModel.OWN_SERIES, shown(robot, "#series-b"));

        UserSteps.click(robot, "#swept-parameter");
        robot.clickOn("Offered load");
        assertEquals("Offered load", shown(robot, "#swept-parameter"));
        UserSteps.click(robot, "#swept-parameter");
        robot.clickOn("terminals (topology)");
        assertEquals("topology.params.terminals", app.model().experiment().parameterProperty().get().path(),
                "the sample's own parameter can be chosen again");
    }

    @Test
    void threeReplicationsRunSixPointsMakeTwoChartPointsAndCopyDataPutsTheirCsvOnTheClipboard(FxRobot robot) throws Exception {
        var e = app.model().experiment();
        assertEquals(1, e.replicationsProperty().get(), "one replication by default");
        robot.interact(() -> {
            app.model().live().pause();
            e.loadsProperty().set("0.05 0.1");
            e.seriesBProperty().set(null);
            e.measuredPacketsProperty().set("60");
        });
        // Scrolled into view as a user would (UserSteps): with larger fonts than this machine's (CI's) the field and the
        // buttons below it sit under the settings pane's visible part, where a click lands on whatever covers them.
        UserSteps.reveal(robot, "#replications .text-field");
        robot.doubleClickOn("#replications .text-field").write("3").type(KeyCode.ENTER);
        assertEquals(3, e.replicationsProperty().get());
        UserSteps.click(robot, "#run-sweep");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !e.runningProperty().get());
        assertTrue(e.statusProperty().get().startsWith("Done: 6 points"), e.statusProperty().get());
        assertTrue(app.model().log().entries().stream().anyMatch(m -> m.contains("with 60 packets per point, a point near"
                + " the knee may be flagged saturated by chance")), "60 packets a point gets the note on saturation flags");
        var points = e.series().get(0).points();
        assertEquals(2, points.size(), "the replications of a load make one chart point");
        assertTrue(points.get(0).hasConfidenceInterval(), "a CI from the spread of three replication means");

        var plot = e.chartProperty().get().getXYPlot();
        String tip = plot.getRenderer(0).getToolTipGenerator(0, 0).generateToolTip(plot.getDataset(0), 0, 0);
        assertTrue(tip.startsWith(e.series().get(0).name() + ", load 0.050 flits/tick per host: mean latency "), tip);
        assertTrue(tip.contains("(95% CI), not saturated"), tip);

        UserSteps.reveal(robot, "#copy-data");
        robot.moveTo("#copy-data");
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#copy-data");
        // The status says what the click did; a missed click also says what it met (the button's place, the pointer
        // and the windows: that is how a stage left off the bottom of the screen was found).
        copied(e);
        assertEquals("Copied 6 result rows (CSV with a header line) to the clipboard.", e.statusProperty().get(),
                () -> "the click on Copy data did not copy; " + whereTheClickWent(robot));
        String csv = WaitForAsyncUtils.asyncFx(() -> Clipboard.getSystemClipboard().getString()).get();
        List<String> lines = csv.lines().toList();
        assertEquals(String.join(",", ResultsCsv.COLUMNS), lines.get(0), "a header line");
        assertEquals(7, lines.size(), "a header and 2 loads x 3 replications");
        assertEquals(List.of("0", "1", "2", "0", "1", "2"), lines.subList(1, 7).stream()
                .map(l -> l.split(",(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)", -1)[ResultsCsv.COLUMNS.indexOf("replication")]).toList());
    }

    /** What a missed click met: the button's state and place, the pointer, and every window open (popups included). */
    private static String whereTheClickWent(FxRobot robot) {
        try {
            return WaitForAsyncUtils.asyncFx(() -> {
                javafx.scene.control.Button copy = robot.lookup("#copy-data").queryButton();
                StringBuilder b = new StringBuilder("button disabled=" + copy.isDisabled() + " visible=" + copy.isVisible()
                        + " screen bounds=" + copy.localToScreen(copy.getBoundsInLocal()) + " pointer=" + robot.point(copy).query()
                        + "; windows:");
                for (javafx.stage.Window w : javafx.stage.Window.getWindows()) {
                    b.append(' ').append(w.getClass().getSimpleName()).append(w.isShowing() ? "(showing " : "(hidden ")
                            .append((int) w.getX()).append(',').append((int) w.getY()).append(' ')
                            .append((int) w.getWidth()).append('x').append((int) w.getHeight()).append(')');
                }
                return b.toString();
            }).get();
        } catch (Exception notAvailable) {
            return "no diagnosis: " + notAvailable.getMessage();
        }
    }

    /** Whether the status says the copy happened, waiting up to 5 s for it. */
    private static boolean copied(org.flitlab.gui.charts.ExperimentModel e) {
        try {
            WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> e.statusProperty().get().startsWith("Copied"));
            return true;
        } catch (java.util.concurrent.TimeoutException notCopied) {
            return false;
        }
    }
}
