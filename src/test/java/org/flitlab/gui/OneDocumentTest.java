package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.flitlab.experiment.ScenarioSweep;
import org.flitlab.gui.charts.ExperimentModel;
import org.flitlab.gui.files.BuiltInScenarios;
import org.flitlab.gui.files.SampleEntry;
import org.flitlab.scenario.BundledSamples;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.DimensionOrderParams;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.stats.RunStatus;
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
 * Issue 14, clicked through as the user did: the window runs what it shows (defects 1, 2), asks before it replaces
 * unsaved work (6), treats examples as documents (7) and keeps no state of a previous document (8).
 */
@Tag("gui")
@ExtendWith(ApplicationExtension.class)
class OneDocumentTest {
    private WorkbenchApp app;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        app = TestWorkbench.app();
        app.start(stage);
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(app::stop);
    }

    private void runSweep(FxRobot robot) throws Exception {
        UserSteps.click(robot, "#run-sweep");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> app.model().experiment().lastResult().isPresent()
                && !app.model().experiment().runningProperty().get());
    }

    private void openExample(FxRobot robot, String name) {
        robot.clickOn("#examples-button").clickOn(name);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void defect1TheSweepRunsTheRoutingAppliedInTheInspector(FxRobot robot) throws Exception {
        robot.interact(() -> app.model().live().pause());
        openExample(robot, "Torus deadlock");
        assertEquals("Dimension order (no dateline) (the scenario itself)", robot.lookup("#series-a").queryAs(Label.class).getText());
        UserSteps.click(robot, "#param-routing-params-dateline");
        UserSteps.type(robot, "#param-network-virtualChannels", "2");
        UserSteps.click(robot, "#apply");
        assertEquals("Dimension order (dateline) (the scenario itself)", robot.lookup("#series-a").queryAs(Label.class).getText());
        UserSteps.type(robot, "#loads", "0.1");
        UserSteps.type(robot, "#measured-packets", "100");
        runSweep(robot);
        var ran = app.model().experiment().lastScenario();
        assertTrue(((DimensionOrderParams) ran.routing().params()).dateline(), "the sweep ran the applied dateline");
        assertEquals(2, ran.network().virtualChannels());
        assertEquals(ran, app.model().document().scenario(), "what ran is the document");
        var point = app.model().experiment().lastResult().orElseThrow().points().get(0);
        assertEquals(RunStatus.COMPLETED, point.result().status());
        assertEquals(100, ran.run().measuredPackets(), "the packets typed in the panel");
        assertTrue(point.result().measuredPackets() >= 100);
    }

    @Test
    void defect2ASampleOpensWithItsOwnSeriesValuesAndPacketsAndSweepsThem(FxRobot robot) throws Exception {
        robot.interact(() -> app.model().live().pause());
        UserSteps.type(robot, "#measured-packets", "20000");
        robot.type(KeyCode.ENTER);
        assertEquals(20000, app.model().document().scenario().run().measuredPackets(), "Enter writes the form into the document");
        robot.clickOn("File").clickOn("Open sample gallery\u2026");
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        ListView<SampleEntry> list = robot.lookup("#sample-gallery-list").queryAs(ListView.class);
        int samples = BundledSamples.files(BundledSamples.folder()).size();
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> list.getItems().size() == samples);
        robot.interact(() -> list.getSelectionModel().select(list.getItems().stream()
                .filter(e -> e.file().getFileName().toString().equals("mesh8x8-dor-vs-shortest.json")).findFirst().orElseThrow()));
        robot.clickOn("#sample-gallery-open");
        WaitForAsyncUtils.waitForFxEvents();
        // The torus has unsaved sweep settings: opening asks once, and OK goes on.
        confirm(robot, ButtonType.OK);
        assertEquals("mesh8x8-dor-vs-shortest", app.model().document().scenario().name());
        assertEquals("3000", robot.lookup("#measured-packets").queryAs(TextField.class).getText(), "the file's packets");
        assertEquals("0.05 0.1 0.15 0.2 0.25 0.3 0.35 0.4 0.45", robot.lookup("#loads").queryAs(TextField.class).getText());
        assertEquals(ExperimentModel.OWN_SERIES, robot.lookup("#series-b").queryAs(ComboBox.class).getValue());
        assertEquals("dimension order (x then y) / shortest path, random idle", robot.lookup("#series-a").queryAs(Label.class).getText());
        UserSteps.type(robot, "#loads", "0.05");
        UserSteps.type(robot, "#measured-packets", "100");
        runSweep(robot);
        var plan = app.model().experiment().lastResult().orElseThrow().plan();
        assertEquals(List.of("dimension order (x then y)", "shortest path, random idle"), plan.seriesNames());
        var expected = new ScenarioSweep(app.model().document().scenario(), Catalog.standard()).plan();
        assertEquals(expected.seriesNames(), plan.seriesNames());
        assertEquals(expected.baseSeed(), plan.baseSeed());
        assertTrue(Arrays.equals(expected.values(), plan.values()));
    }

    private static void confirm(FxRobot robot, ButtonType answer) {
        var dialog = robot.lookup("#confirm-discard").queryAs(DialogPane.class);
        robot.interact(() -> ((Button) dialog.lookupButton(answer)).fire());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void defect6ReplacingAnEditedNetworkAsksOnceAndCancelKeepsTheEditsAndTheirUndo(FxRobot robot) {
        UserSteps.type(robot, "#offered-load", "0.3");
        UserSteps.click(robot, "#apply");
        assertTrue(app.model().isModified());
        var edited = app.model().document().scenario();
        robot.clickOn("#examples-button").clickOn("Torus deadlock");
        WaitForAsyncUtils.waitForFxEvents();
        confirm(robot, ButtonType.CANCEL);
        assertEquals(edited, app.model().document().scenario(), "Cancel keeps the edited network");
        assertTrue(app.model().undo().canUndoProperty().get(), "and its undo history");
        robot.clickOn("#deadlock-demo");
        WaitForAsyncUtils.waitForFxEvents();
        confirm(robot, ButtonType.CANCEL);
        assertEquals(edited, app.model().document().scenario());
        robot.clickOn("#deadlock-demo");
        WaitForAsyncUtils.waitForFxEvents();
        confirm(robot, ButtonType.OK);
        assertTrue(robot.lookup("#confirm-discard").tryQuery().isEmpty(), "asked once");
        assertEquals("Torus deadlock", app.model().document().scenario().name());
        assertFalse(app.model().undo().canUndoProperty().get());
    }

    @Test
    void defect7And8AnExampleIsADocumentThatSavesItsEditsAndExportsTheScenarioItRan(FxRobot robot, @TempDir Path dir) throws Exception {
        robot.interact(() -> app.model().live().pause());
        openExample(robot, "4x4 mesh, up*/down*");
        assertEquals("4x4 mesh, up*/down* (not saved) \u2013 FlitLab", stage.getTitle());
        UserSteps.type(robot, "#scenario-description", "Up*/down* from the corner, light load.");
        UserSteps.click(robot, "#apply");
        assertEquals("*4x4 mesh, up*/down* (not saved) \u2013 FlitLab", stage.getTitle(), "the title marks the edit");
        UserSteps.type(robot, "#loads", "0.05");
        UserSteps.type(robot, "#measured-packets", "100");
        runSweep(robot);
        assertTrue(app.model().experiment().series().size() == 1);
        Path file = dir.resolve("mesh.json");
        robot.interact(() -> assertTrue(app.model().saveScenario(file).isEmpty()));
        assertEquals("mesh.json \u2013 FlitLab", stage.getTitle());
        var saved = ScenarioJson.readFile(file).orElseThrow();
        assertEquals("Up*/down* from the corner, light load.", saved.description(), "a saved file has the new description");
        assertEquals(app.model().document().scenario(), saved);
        robot.interact(() -> assertFalse(app.window().exports().exportResultsTo(dir.resolve("out")).isEmpty()));
        String json = Files.readString(dir.resolve("out").resolve("results.json"));
        assertFalse(json.contains("\"scenario\": null"), "the results carry the scenario");
        assertTrue(json.contains("Up*/down* from the corner"), "the scenario that ran");

        // Another document: nothing of the mesh stays on screen.
        openExample(robot, "Torus deadlock");
        assertTrue(app.model().experiment().series().isEmpty(), "the chart is cleared");
        assertEquals("Torus deadlock: latency vs offered load",
                app.model().experiment().chartProperty().get().getTitle().getText(), "the empty chart names the new scenario");
        assertTrue(app.model().experiment().lastResult().isEmpty());
        assertEquals("Torus deadlock", robot.lookup("#setup-name").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#setup-description").queryAs(Label.class).getText().startsWith("The same torus without a dateline"));
        assertNotNull(app.model().setup());
    }

    @Test
    void theStatusLineSaysWhyASeriesStopped(FxRobot robot) throws Exception {
        robot.interact(() -> app.model().live().pause());
        openExample(robot, "Torus deadlock");
        UserSteps.type(robot, "#loads", "0.9 0.95");
        UserSteps.type(robot, "#measured-packets", "200");
        runSweep(robot);
        String status = robot.lookup("#sweep-status").queryAs(Label.class).getText();
        var last = app.model().experiment().lastResult().orElseThrow().points();
        var r = last.get(last.size() - 1).result();
        // The series, why it stopped, the value where it stopped and (for saturation) the point's own reason.
        String at = " at traffic.arrivals.params.offeredLoad = 0.9";
        String why = r.status() == RunStatus.DEADLOCK ? "series 'Torus deadlock': stopped: deadlock" + at
                : "series 'Torus deadlock': stopped: saturated" + at + " (" + r.saturationReason() + ")";
        assertTrue(status.contains(why), status + " / " + r.status() + " " + r.saturationReason());
    }

    @Test
    void aLargeScenarioIsAssembledInTheBackgroundWithProgressAndCancelKeepsTheOpenDocument(FxRobot robot, @TempDir Path dir)
            throws Exception {
        Path file = dir.resolve("torus40.json");
        ScenarioJson.writeFile(file, TestScenarios.torus(40, 8, 0.1, 8));
        var before = app.model().document().scenario();
        robot.interact(() -> {
            app.window().menus().openPath(file);
            assertTrue(robot.lookup("#open-bar").tryQuery().isPresent(), "a progress bar while 1600 switches are assembled");
            assertEquals(before, app.model().document().scenario(), "the window stays on the open document meanwhile");
            robot.lookup("#cancel-open").queryButton().fire();
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#open-bar").tryQuery().isEmpty());
        assertEquals(before, app.model().document().scenario(), "Cancel keeps the open document");
        assertTrue(app.model().log().last().contains("cancelled"), app.model().log().last());

        robot.interact(() -> app.window().menus().openPath(file));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> app.model().document().path().filter(file::equals).isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1600, app.model().setup().topology().switchCount());
        assertTrue(robot.lookup("#open-bar").tryQuery().isEmpty());
    }
}
