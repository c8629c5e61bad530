package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.flitlab.gui.files.BuiltInScenarios;
import org.flitlab.gui.run.BlockedWorms;
import org.flitlab.network.NetworkSnapshot;
import org.flitlab.scenario.ScenarioJson;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Opens the workbench headless (Monocle, set up by the pom) and checks what an instructor sees and does. */
@Tag("gui")
@ExtendWith(ApplicationExtension.class)
class WorkbenchAppTest {

    private Stage stage;
    private WorkbenchApp app;

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

    private long tick(FxRobot robot) {
        NetworkSnapshot s = robot.interact(() -> app.model().live().snapshot()) == null ? null : app.model().live().snapshot();
        return s == null ? -1 : s.tick();
    }

    private static void waitUntil(long seconds, Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, condition);
    }

    @Test
    void windowIsTitledFlitLabAndIs1200By800WithTheOneStylesheet() {
        assertEquals("4x4 torus, dimension order (not saved) \u2013 FlitLab", stage.getTitle(), "the document names the window");
        assertEquals(1200, stage.getScene().getWidth());
        assertEquals(800, stage.getScene().getHeight());
        assertEquals(1, stage.getScene().getStylesheets().size());
        assertTrue(stage.getScene().getStylesheets().get(0).endsWith("org/flitlab/gui/flitlab.css"));
    }

    @Test
    void menuBarOffersFileEditViewRunAndExamples(FxRobot robot) {
        MenuBar bar = robot.lookup("#menu-bar").queryAs(MenuBar.class);
        assertEquals(List.of("File", "Edit", "View", "Network", "Run", "Examples", "Lessons", "Help"),
                bar.getMenus().stream().map(m -> m.getText()).toList());
    }

    @Test
    void startsOnTheTorusDemoWithWormsMoving(FxRobot robot) throws TimeoutException {
        assertEquals(BuiltInScenarios.torus().name(), robot.lookup("#setup-name").queryAs(Label.class).getText());
        long first = tick(robot);
        waitUntil(10, () -> tick(robot) > first + 20 && !app.model().live().snapshot().worms().isEmpty());
        // Read on the FX thread: the run plays on, and the readout is rewritten with every snapshot.
        String readout = UserSteps.onFx(() -> robot.lookup("#tick").queryAs(Label.class).getText());
        assertTrue(readout.startsWith("tick "), readout);
    }

    @Test
    void pauseStopsTheClockAndStepAdvancesItByTheGivenTicks(FxRobot robot) throws TimeoutException {
        robot.clickOn("#play");
        assertFalse(app.model().live().playingProperty().get());
        long paused = TestWorkbench.settledTick(robot, app, 5);
        robot.clickOn("#step");
        waitUntil(5, () -> tick(robot) >= paused + 10);
        assertEquals(paused + 10, TestWorkbench.settledTick(robot, app, 5), "paused, the clock moves by the step alone");
        robot.clickOn("#play");
        waitUntil(5, () -> tick(robot) > paused + 10);
    }

    @Test
    void anInvalidOfferedLoadIsShownInTheInspectorAndNotApplied(FxRobot robot) {
        TextField load = robot.lookup("#offered-load").queryAs(TextField.class);
        robot.interact(() -> load.setText("-0.5"));
        UserSteps.click(robot, "#apply");
        Label error = robot.lookup("#inspector-error").queryAs(Label.class);
        assertTrue(error.isVisible());
        assertTrue(error.getText().contains("$.traffic.arrivals.params.offeredLoad") && error.getText().contains("-0.5") && error.getText().contains("at least 0"), error.getText());
        assertEquals(0.25, app.model().setup().offeredLoad());
        assertTrue(app.model().log().last().contains("Not applied"));
    }

    @Test
    void anEditCanBeUndoneAndRedone(FxRobot robot) {
        TextField load = robot.lookup("#offered-load").queryAs(TextField.class);
        robot.interact(() -> load.setText("0.4"));
        UserSteps.click(robot, "#apply");
        assertEquals(0.4, app.model().setup().offeredLoad());
        robot.clickOn("#undo-button");
        assertEquals(0.25, app.model().setup().offeredLoad());
        assertEquals("0.25", load.getText());
        robot.clickOn("#redo-button");
        assertEquals(0.4, app.model().setup().offeredLoad());
        assertTrue(robot.lookup("#redo-button").queryAs(Button.class).isDisabled());
    }

    @Test
    void aTinySweepDrawsACurve(FxRobot robot) throws TimeoutException {
        robot.interact(() -> {
            app.model().experiment().loadsProperty().set("0.05 0.1");
            app.model().experiment().seriesBProperty().set(null);
            app.model().experiment().measuredPacketsProperty().set("60");
        });
        UserSteps.click(robot, "#run-sweep");
        waitUntil(20, () -> !app.model().experiment().runningProperty().get());
        var series = app.model().experiment().series();
        assertEquals(1, series.size(), app.model().experiment().statusProperty().get() + app.model().log().entries());
        assertEquals(2, series.get(0).points().size());
        var plot = app.model().experiment().chartProperty().get().getXYPlot();
        assertEquals(2, plot.getDataset(0).getItemCount(0));
        assertTrue(robot.lookup("#sweep-status").queryAs(Label.class).getText().startsWith("Done: 2 points"));
    }

    @Test
    void aTorusWithoutDatelineDeadlocksAndTheCycleIsExplained(FxRobot robot) throws TimeoutException {
        robot.interact(() -> {
            app.model().open(BuiltInScenarios.deadlock(), null);
            app.model().live().step(300_000);
        });
        waitUntil(20, () -> app.model().live().snapshot() != null && app.model().live().snapshot().deadlock() != null);
        NetworkSnapshot s = app.model().live().snapshot();
        assertTrue(s.deadlock().cycleChannels().length >= 2);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#canvas-banner").queryAs(Label.class).getText().startsWith("DEADLOCK at tick"));
        Label inspector = robot.lookup("#deadlock-explanation").queryAs(Label.class);
        assertTrue(inspector.isVisible());
        // One definition of blocked: the counter under the canvas and the inspector give the same number, and
        // every worm on the reported cycle is counted.
        int blocked = BlockedWorms.of(s).size();
        assertTrue(blocked >= s.deadlock().cycle().size());
        assertTrue(inspector.getText().contains(": " + blocked + " worms blocked"), inspector.getText());
        assertTrue(robot.lookup("#counters").queryAs(Label.class).getText().contains("\u00b7 " + blocked + " blocked"),
                robot.lookup("#counters").queryAs(Label.class).getText());
        assertFalse(app.model().live().playingProperty().get());
        assertTrue(app.model().log().entries().stream().anyMatch(l -> l.contains("DEADLOCK")));
    }

    @Test
    void theRoutingViewShowsTheUpDownRootAndThePermittedRoutesBetweenTwoClickedHosts(FxRobot robot) {
        robot.interact(() -> app.model().open(BuiltInScenarios.upDownMesh(), null));
        robot.clickOn("#routing-view");
        var scene = app.model().sceneProperty().get();
        assertNotNull(scene.upDown());
        assertEquals(0, scene.upDown().root());
        var canvas = app.window().canvas();
        int from = app.model().setup().topology().hostNode(15);
        int to = app.model().setup().topology().hostNode(0);
        // Where the hosts are drawn: on a smaller canvas (larger fonts, CI's, take room from it) a host is drawn further
        // out than its layout place. On whole screen pixels: the headless robot drops the fraction.
        double[] f = UserSteps.onFx(() -> InspectSupport.nodePoint(canvas, from));
        double[] t = UserSteps.onFx(() -> InspectSupport.nodePoint(canvas, to));
        var fromOnScreen = canvas.localToScreen(f[0], f[1]);
        var toOnScreen = canvas.localToScreen(t[0], t[1]);
        robot.clickOn(Math.round(fromOnScreen.getX()), Math.round(fromOnScreen.getY()));
        robot.clickOn(Math.round(toOnScreen.getX()), Math.round(toOnScreen.getY()));
        var routes = app.model().routesProperty().get();
        assertNotNull(routes);
        // h15 sits on s15, three hops right and three down from the root s0: 20 monotone paths of 6 switch hops,
        // all going up, plus the two host links.
        assertEquals(20, routes.count());
        assertEquals(8, routes.minHops());
        assertTrue(app.model().explanationProperty().get().startsWith("h15 \u2192 h0: 20 permitted routes"));
    }

    @Test
    void aSampleOpensInTheWindowAndSavingAndReopeningGivesTheSameScenario(FxRobot robot,
            @TempDir Path dir) {
        Path sample = Path.of("samples", "torus4x4-no-dateline.json");
        robot.interact(() -> assertTrue(app.model().openScenario(sample).isEmpty()));
        assertEquals("torus4x4-no-dateline", robot.lookup("#setup-name").queryAs(Label.class).getText());
        Path copy = dir.resolve("copy.json");
        robot.interact(() -> assertTrue(app.model().saveScenario(copy).isEmpty()));
        robot.interact(() -> assertTrue(app.model().openScenario(copy).isEmpty()));
        assertEquals(ScenarioJson.write(ScenarioJson.readFile(sample).scenario()),
                ScenarioJson.write(app.model().document().scenario()));
        assertFalse(app.model().isModified());
    }
}
