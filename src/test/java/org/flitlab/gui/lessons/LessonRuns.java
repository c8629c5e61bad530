package org.flitlab.gui.lessons;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.flitlab.experiment.ScenarioRunner;
import org.flitlab.experiment.SimulationListener;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.stats.RunResult;

/** Runs a lesson's sample headless with one of its choices applied, as the lesson panel would set it. */
final class LessonRuns {
    private LessonRuns() {
    }

    static Lesson lesson(String id) {
        return Lessons.all().stream().filter(l -> l.id().equals(id)).findFirst().orElseThrow();
    }

    /** The run of lesson {@code id} with its choice number {@code choice} and then {@code extra} applied. */
    static RunResult run(String id, int choice, Map<String, String> extra) {
        Lesson l = lesson(id);
        Scenario s = ScenarioJson.readFile(Path.of("samples", l.sample())).scenario();
        Map<String, String> overrides = new LinkedHashMap<>(l.choices().get(l.choiceNames().get(choice)));
        overrides.putAll(extra);
        ReadResult changed = ScenarioJson.withOverrides(s, overrides);
        assertTrue(changed.isValid(), id + " " + choice + ": " + changed.errors());
        return new ScenarioRunner().run(changed.scenario(), changed.scenario().run().seed(), SimulationListener.NONE, () -> false);
    }

    static RunResult run(String id, int choice) {
        return run(id, choice, Map.of());
    }
}
