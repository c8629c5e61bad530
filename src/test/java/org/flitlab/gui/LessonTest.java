package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import org.flitlab.experiment.ScenarioRunner;
import org.flitlab.experiment.SimulationListener;
import org.flitlab.gui.lessons.Lesson;
import org.flitlab.gui.lessons.Lessons;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** The Lessons menu opens a sample with its text panel and the one control to change. */
class LessonTest extends WorkbenchTest {
    @Test
    void everyLessonsSampleExistsAndEveryChoiceRuns() {
        // A short run per choice: enough to show the choice is applied and the network runs it.
        Map<String, String> shortRun = Map.of("run.warmupTicks", "200", "run.measuredPackets", "100",
                "run.targetRelativeHalfWidth", "0", "run.maxTicks", "200000");
        for (Lesson l : Lessons.all()) {
            Path file = Path.of("samples", l.sample());
            assertTrue(Files.exists(file), file.toString());
            Scenario scenario = ScenarioJson.readFile(file).scenario();
            for (String choice : l.choiceNames()) {
                Map<String, String> overrides = new LinkedHashMap<>(l.choices().get(choice));
                overrides.putAll(shortRun);
                ReadResult changed = ScenarioJson.withOverrides(scenario, overrides);
                String where = l.id() + " " + choice;
                assertTrue(changed.isValid(), where + ": " + changed.errors());
                l.choices().get(choice).forEach((path, value) -> {
                    if (!value.startsWith("{")) {
                        assertEquals(value, ScenarioJson.valueAt(changed.scenario(), path).orElseThrow(), where + " " + path);
                    }
                });
                RunResult r = new ScenarioRunner().run(changed.scenario(), changed.scenario().run().seed(),
                        SimulationListener.NONE, () -> false);
                assertTrue(r.status() == RunStatus.COMPLETED || r.status() == RunStatus.DEADLOCK,
                        where + " ended " + r.status() + ": " + r.message());
                assertTrue(r.deliveredPackets() > 0, where + " delivered nothing");
            }
        }
    }

    @Test
    void theCutThroughLessonOpensWithItsPanelAndItsControlSwitchesToStoreAndForward(FxRobot robot) {
        Platform.runLater(() -> GeneratorTest.menuItem(robot, "lesson-cut-through").fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("lesson-cut-through", robot.lookup("#setup-name").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#lesson-panel").query().isVisible());
        assertTrue(robot.lookup("#lesson-text").queryAs(Label.class).getText().startsWith("A line of 4 switches"));
        assertTrue(robot.lookup("#lesson-steps").queryAs(Label.class).getText().startsWith("1. Press Play"));
        // The lesson panel tops the scrolling side panel: its controls are scrolled into view before each click, as a
        // user would (with larger fonts, CI's, the choices and Measure lie below the panel's visible part).
        UserSteps.click(robot, "#lesson-choice-1");
        assertEquals("store-and-forward", app.model().setup().scenario().network().switching());
        assertEquals("store-and-forward", app.model().document().scenario().network().switching(), "the document changed");
        assertTrue(app.model().undo().canUndoProperty().get());
        robot.clickOn("#undo-button");
        assertEquals("cut-through", app.model().document().scenario().network().switching(), "Undo restores it");
        assertTrue(robot.lookup("#lesson-choice-0").queryAs(RadioButton.class).isSelected(),
                "after Undo the panel shows the choice that runs");
        // The class checks the answer: each choice runs once, headless; 4 switches x 15 flits apart.
        UserSteps.click(robot, "#lesson-measure");
        Label measured = robot.lookup("#lesson-measured").queryAs(Label.class);
        assertDoesNotThrow(() -> WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                () -> measured.getText().contains("Store-and-forward: ")));
        assertTrue(measured.getText().startsWith("Cut-through: accepted "), measured.getText());
        assertTrue(measured.getText().contains("(network 24.0)") && measured.getText().contains("(network 84.0)"),
                measured.getText());
    }

    @Test
    void theAnswerIsHiddenUntilTheUserAsksForIt(FxRobot robot) {
        robot.clickOn("Lessons").clickOn("Deadlock and the dateline");
        Label answer = robot.lookup("#lesson-answer").queryAs(Label.class);
        assertTrue(robot.lookup("#lesson-question").queryAs(Label.class).getText().startsWith("Question: "));
        assertFalse(answer.isVisible(), "hidden until asked");
        UserSteps.click(robot, "#lesson-choice-1");
        assertEquals("true", ScenarioJson.valueAt(app.model().document().scenario(), "routing.params.dateline").orElseThrow());
        assertEquals(2, app.model().document().scenario().network().virtualChannels());
        UserSteps.click(robot, "#lesson-show-answer");
        assertTrue(answer.isVisible());
        assertTrue(answer.getText().startsWith("Answer: Each ring's wrap-around link closes a cycle"), answer.getText());
        assertFalse(robot.lookup("#lesson-show-answer").query().isVisible());
        Lesson next = Lessons.all().stream().filter(x -> x.id().equals("updown")).findFirst().orElseThrow();
        robot.interact(() -> app.model().openLesson(next, Path.of("samples")));
        assertTrue(robot.lookup("#lesson-show-answer").query().isVisible());
        assertFalse(robot.lookup("#lesson-answer").query().isVisible(), "a new lesson hides its answer again");
    }

    @Test
    void theTimeoutLessonIsAMyrinetTorusWithSourceRoutingAndItsControlTurnsOnHostDeflection(FxRobot robot) {
        Lesson l = Lessons.all().stream().filter(x -> x.id().equals("timeouts")).findFirst().orElseThrow();
        robot.interact(() -> assertTrue(app.model().openLesson(l, Path.of("samples")).isEmpty()));
        var s = app.model().setup().scenario();
        assertEquals("myrinet-torus", s.topology().id());
        assertEquals("source", s.routing().id());
        assertEquals("stop-go-timeout", ScenarioJson.valueAt(s, "network.flowControl.id").orElseThrow());
        assertEquals("uniform-distance", s.traffic().destinations().id());
        assertEquals("exponential", s.traffic().sizes().id());
        // 3x3 switches with 4 hosts each.
        assertEquals(36, app.model().setup().topology().hostCount());
        // The sweep panel sweeps the lesson's own source routing, alone, instead of replacing it.
        assertTrue(app.model().experiment().seriesAProperty().get().startsWith("Source routing"),
                app.model().experiment().seriesAProperty().get());
        assertEquals(null, app.model().experiment().seriesBProperty().get());
        UserSteps.click(robot, "#lesson-choice-1");
        assertEquals("true", ScenarioJson.valueAt(app.model().setup().scenario(),
                "network.flowControl.params.hostDeflection").orElseThrow());
    }
}
