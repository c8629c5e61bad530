package org.flitlab.gui;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.flitlab.gui.files.ScenarioDocument;
import org.flitlab.gui.lessons.Lesson;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;

/**
 * The workbench's scenario documents: opening a file, a generated network or a lesson, saving, and the edits that
 * rewrite the scenario itself (a lesson's choice, a new up*&#47;down* root). Every failure changes nothing and comes
 * back as messages, also logged, that name the problem. Part of {@link WorkbenchModel}. FX thread only.
 */
final class ScenarioFiles {
    private final WorkbenchModel model;

    ScenarioFiles(WorkbenchModel model) {
        this.model = model;
    }

    /** Opens a scenario file; on failure nothing changes and the messages name each problem with its JSON path. */
    List<String> openScenario(Path file) {
        var read = ScenarioDocument.read(file);
        if (!read.isValid()) {
            List<String> errors = read.errors().stream().map(Object::toString).toList();
            model.log().add("Could not open " + file.getFileName() + ": " + String.join("; ", errors));
            return errors;
        }
        var setupResult = ScenarioDocument.toSetup(read.scenario());
        if (!setupResult.ok()) {
            model.log().add("Cannot run " + file.getFileName() + ": " + String.join("; ", setupResult.errors()));
            return setupResult.errors();
        }
        model.open(setupResult.value(), new ScenarioDocument(read.scenario(), file));
        var sweep = read.scenario().sweep();
        if (sweep.parameter().endsWith("offeredLoad") && !sweep.values().isEmpty()) {
            model.experiment().loadsProperty().set(sweep.values().stream().map(v -> ScenarioJson.text(v))
                    .collect(Collectors.joining(" ")));
        }
        return List.of();
    }

    /** Opens a generated scenario as a new document with no file yet. */
    List<String> openGenerated(Scenario generated, List<String> notes) {
        var setupResult = ScenarioDocument.toSetup(generated);
        if (!setupResult.ok()) {
            model.log().add("Cannot run the generated network: " + String.join("; ", setupResult.errors()));
            return setupResult.errors();
        }
        model.open(setupResult.value(), new ScenarioDocument(generated, null));
        notes.forEach(model.log()::add);
        return List.of();
    }

    /** Saves the open setup as a scenario to {@code file}. */
    List<String> saveScenario(Path file) {
        ScenarioDocument document = model.document();
        if (document == null) {
            String msg = "This built-in example has no scenario to save; use File > New or open a sample, then save.";
            model.log().add(msg);
            return List.of(msg);
        }
        var saved = document.save(model.setup(), file);
        if (!saved.ok()) {
            model.log().add("Could not save " + file.getFileName() + ": " + String.join("; ", saved.errors()));
            return saved.errors();
        }
        model.undo().markSaved();
        model.log().add("Saved " + file);
        return List.of();
    }

    /** Opens {@code l}'s scenario from {@code samples} and shows its panel. */
    List<String> openLesson(Lesson l, Path samples) {
        List<String> errors = openScenario(samples.resolve(l.sample()));
        if (errors.isEmpty()) {
            model.lessonProperty().set(l);
            model.log().add("Lesson: " + l.title() + ". Change " + l.control().toLowerCase(Locale.ROOT) + " in the lesson panel.");
        }
        return errors;
    }

    /** Applies lesson choice {@code choice} to the open scenario as an undoable edit; false if it cannot run. */
    boolean chooseLessonOption(Lesson l, String choice) {
        NetworkSetup before = model.setup();
        var changed = ScenarioJson.withOverrides(before.scenario(), l.choices().get(choice));
        var next = changed.isValid() ? ScenarioDocument.toSetup(changed.scenario()) : null;
        if (next == null || !next.ok()) {
            model.log().add("Lesson choice " + choice + " cannot run: " + (next == null ? changed.errors() : next.errors()));
            return false;
        }
        model.edit(l.control() + ": " + choice, next.value());
        model.log().add(l.control() + ": " + choice + ".");
        return true;
    }

    /**
     * The open setup with a scenario behind it: a built-in example is first turned into its scenario. Null if it
     * cannot be: the problems are then added to {@code errors} and logged after "{@code purpose} cannot start".
     */
    NetworkSetup withScenario(String purpose, List<String> errors) {
        NetworkSetup s = model.setup();
        if (s.hasScenario()) {
            return s;
        }
        ScenarioDocument document = model.document();
        var doc = document != null ? document : ScenarioDocument.builtIn();
        var scenario = doc.withSetup(s);
        var converted = scenario.ok() ? ScenarioDocument.toSetup(scenario.value()) : null;
        if (converted == null || !converted.ok()) {
            errors.addAll(converted == null ? scenario.errors() : converted.errors());
            model.log().add(purpose + " cannot start: " + String.join("; ", errors));
            return null;
        }
        return converted.value();
    }

    /**
     * Makes switch {@code switchNode} the root of up*&#47;down* routing (switching to up*&#47;down* if another
     * routing is open): the scenario's routing section becomes {@code up-down} with that root, one undoable edit.
     */
    boolean makeRoot(int switchNode) {
        NetworkSetup before = model.setup();
        if (before == null || switchNode < 0 || switchNode >= before.topology().switchCount()) {
            model.log().add("Make root: node " + switchNode + " is not a switch of this network.");
            return false;
        }
        NetworkSetup base = withScenario("Make root", new java.util.ArrayList<>());
        if (base == null) {
            return false;
        }
        var o = new LinkedHashMap<String, String>();
        o.put("routing.id", "up-down");
        o.put("routing.params", "{\"root\": " + switchNode + "}");
        var changed = ScenarioJson.withOverrides(base.editedScenario().orElseThrow(), o);
        var next = changed.isValid() ? ScenarioDocument.toSetup(changed.scenario()) : null;
        if (next == null || !next.ok()) {
            model.log().add("Make root: " + (next == null ? changed.errors() : next.errors()));
            return false;
        }
        String name = before.topology().node(switchNode).name();
        var n = next.value();
        // The open network's own name, description and topology object (the layout stays as drawn).
        NetworkSetup after = new NetworkSetup(before.name(), before.description(), before.topology(), n.config(), n.routing(),
                n.offeredLoad(), n.packetFlits(), n.seed(), n.ticksPerMicrosecond(), n.scenario());
        model.edit("make " + name + " the up*/down* root", after);
        model.log().add(name + " is now the up*/down* root: levels and up arrows follow its breadth-first tree.");
        return true;
    }
}
