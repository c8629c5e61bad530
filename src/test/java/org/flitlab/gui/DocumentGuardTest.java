package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import javafx.stage.Stage;
import org.flitlab.experiment.ScenarioSweep;
import org.flitlab.experiment.SweepPlan;
import org.flitlab.gui.charts.SweepForm;
import org.flitlab.gui.compare.CompareControl;
import org.flitlab.gui.files.BuiltInScenarios;
import org.flitlab.gui.lessons.Lessons;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The guard of issue 14: random sequences of every edit path (inspector, undo, redo, make root, lesson and its
 * choices, compare, sweep form, examples) leave one truth. After each step the saved and reloaded file, the sweep
 * the panel would run, the animated network, the inspector's form and compare's B all equal the document in memory.
 */
@Tag("gui")
@ExtendWith(ApplicationExtension.class)
class DocumentGuardTest {
    private WorkbenchApp app;

    @TempDir
    Path dir;

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
    void randomEditSequencesKeepSaveReloadAndTheSweepsPlanEqualToTheDocument(FxRobot robot) {
        Random random = new Random(14);
        List<String> done = new ArrayList<>();
        robot.interact(() -> app.model().live().pause());
        for (int step = 0; step < 40; step++) {
            int op = random.nextInt(9);
            robot.interact(() -> done.add(apply(op, random)));
            robot.interact(() -> check(done));
        }
        assertTrue(done.stream().distinct().count() >= 8, "every edit path ran: " + done);
    }

    private String apply(int op, Random random) {
        WorkbenchModel m = app.model();
        switch (op) {
            case 0 -> {
                return inspector(m, random);
            }
            case 1 -> {
                m.undo().undo();
                return "undo";
            }
            case 2 -> {
                m.undo().redo();
                return "redo";
            }
            case 3 -> {
                m.makeRoot(random.nextInt(m.setup().topology().switchCount()));
                return "make root";
            }
            case 4 -> {
                return lesson(m, random);
            }
            case 5 -> {
                var c = CompareControl.standard().get(random.nextInt(CompareControl.standard().size()));
                m.startCompare(c, c.optionNames().get(random.nextInt(c.optionNames().size())));
                return "compare";
            }
            case 6, 7 -> {
                return sweepForm(m, random);
            }
            default -> {
                m.open(BuiltInScenarios.all().get(random.nextInt(3)), null);
                return "example";
            }
        }
    }

    private static String inspector(WorkbenchModel m, Random random) {
        var f = m.inspector();
        f.choice("routing").idProperty().set(List.of("dimension-order", "up-down", "shortest").get(random.nextInt(3)));
        f.field("network.bufferFlits").ifPresent(b -> b.text().set(Integer.toString(8 + random.nextInt(9))));
        f.field("traffic.arrivals.params.offeredLoad").ifPresent(l -> l.text().set(ScenarioJson.text(0.05 * (1 + random.nextInt(8)))));
        f.descriptionProperty().set("edit " + random.nextInt(1000));
        m.applyInspector();
        return "inspector";
    }

    private static String lesson(WorkbenchModel m, Random random) {
        var lesson = m.lessonProperty().get();
        if (lesson == null || random.nextInt(4) == 0) {
            var l = Lessons.all().get(random.nextInt(Lessons.all().size()));
            m.openLesson(l, Path.of("samples"));
            return "open lesson";
        }
        m.chooseLessonOption(lesson, lesson.choiceNames().get(random.nextInt(lesson.choiceNames().size())));
        return "lesson choice";
    }

    private static String sweepForm(WorkbenchModel m, Random random) {
        var e = m.experiment();
        if (e.parameterProperty().get().isLoad()) {
            e.loadsProperty().set(random.nextBoolean() ? "0.05 0.1 0.2" : "0.1:0.4:0.1");
        }
        e.measuredPacketsProperty().set(Integer.toString(100 + random.nextInt(5000)));
        var options = new ArrayList<String>(SweepForm.routingOptions().keySet());
        options.add(null);
        e.seriesBProperty().set(options.get(random.nextInt(options.size())));
        e.replicationsProperty().set(1 + random.nextInt(3));
        e.commit();
        return "sweep form";
    }

    private void check(List<String> done) {
        WorkbenchModel m = app.model();
        Scenario doc = m.document().scenario();
        String after = "after " + done;
        Path file = dir.resolve("guard.json");
        assertTrue(m.saveScenario(file).isEmpty(), after);
        assertEquals(doc, ScenarioJson.readFile(file).orElseThrow(), "save and reload " + after);
        SweepPlan expected = new ScenarioSweep(doc, Catalog.standard()).plan();
        SweepPlan panel = m.experiment().plan().orElseThrow();
        assertEquals(expected.seriesNames(), panel.seriesNames(), after);
        assertEquals(expected.parameter(), panel.parameter(), after);
        assertArrayEquals(expected.values(), panel.values(), after);
        assertEquals(expected.replications(), panel.replications(), after);
        assertEquals(expected.baseSeed(), panel.baseSeed(), after);
        assertEquals(expected.stopAfterSaturation(), panel.stopAfterSaturation(), after);
        assertEquals(doc, m.setup().scenario(), "the animated network " + after);
        var form = m.inspector().validated();
        assertTrue(form.isPresent(), m.inspector().errorProperty().get() + " " + after);
        assertEquals(doc, form.get().apply(doc), "the inspector shows the document " + after);
        var compare = m.compare();
        if (compare.activeProperty().get()) {
            Scenario b = ScenarioJson.withOverrides(doc, compare.control().options().get(compare.optionB())).orElseThrow();
            assertEquals(b, compare.setupB().scenario(), "compare's B is the document with one change " + after);
        }
        // Saving made the file the document's: the next step starts from an unmodified document.
        assertEquals(file, m.document().path().orElseThrow());
    }
}
