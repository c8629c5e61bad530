package org.flitlab.gui;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.flitlab.gui.files.ScenarioDocument;
import org.flitlab.gui.lessons.Lesson;
import org.flitlab.scenario.ComponentChoice;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.scenario.SweepSpec;
import org.flitlab.scenario.UpDownParams;

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
        ReadResult read = ScenarioDocument.read(file);
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
        model.open(read.scenario(), file);
        return List.of();
    }

    /** Opens a generated scenario (or a recovered copy) as a new document with no file yet. */
    List<String> openGenerated(Scenario generated, List<String> notes) {
        var setupResult = ScenarioDocument.toSetup(generated);
        if (!setupResult.ok()) {
            model.log().add("Cannot run the generated network: " + String.join("; ", setupResult.errors()));
            return setupResult.errors();
        }
        model.open(generated, null);
        notes.forEach(model.log()::add);
        return List.of();
    }

    /**
     * A generated network as a document of its own: it is described as what was generated (not as the scenario
     * it came from), and sweeps the values of that scenario's sweep, one curve.
     */
    static Scenario describedGenerated(Scenario generated, Scenario base, String family) {
        String params = ScenarioJson.valueAt(generated, "topology.params").orElse("{}");
        String text = "Generated " + family + " network (" + readable(params) + "), with the switches, routing, traffic and run"
                + " settings of \"" + base.name() + "\".";
        var w = base.sweep();
        var sweep = new SweepSpec(w.parameter(), w.values(), List.of(), w.replications(), w.stopAfterSaturation());
        return new Scenario(generated.name(), text, generated.topology(), generated.layout(), generated.network(), generated.routing(),
                generated.selection(), generated.endToEnd(), generated.traffic(), generated.units(), generated.run(), sweep,
                generated.charts());
    }

    /**
     * The generator's parameters as words for a description a student reads: {@code {"radixX":6,"hostsPerSwitch":1}}
     * becomes {@code radix x 6, hosts per switch 1}. The parameters are flat numbers, booleans, strings and number
     * lists, so splitting the object's text at top-level commas is enough.
     */
    static String readable(String paramsJson) {
        String body = paramsJson.strip().replaceAll("^\\{|\\}$", "");
        List<String> parts = new java.util.ArrayList<>();
        for (String pair : body.split(",(?=\"[A-Za-z]+\":)")) {
            int colon = pair.indexOf("\":");
            if (colon > 0) {
                String key = pair.substring(1, colon).replaceAll("([a-z0-9])([A-Z])", "$1 $2").toLowerCase(java.util.Locale.ROOT);
                parts.add(key + " " + pair.substring(colon + 2).replace("\"", "").replace(",", ", "));
            }
        }
        return String.join(", ", parts);
    }

    /** Saves the document to {@code file}. */
    List<String> saveScenario(Path file) {
        List<String> errors = model.document().save(file);
        if (!errors.isEmpty()) {
            model.log().add("Could not save " + file.getFileName() + ": " + String.join("; ", errors));
            return errors;
        }
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
        List<String> problems = model.document().edit(l.control() + ": " + choice, s -> overridden(s, l.choices().get(choice)));
        if (!problems.isEmpty()) {
            model.log().add("Lesson choice " + choice + " cannot run: " + problems);
            return false;
        }
        model.log().add(l.control() + ": " + choice + ".");
        return true;
    }

    /** {@code s} with {@code overrides} set by path. */
    static Scenario overridden(Scenario s, Map<String, String> overrides) {
        ReadResult changed = ScenarioJson.withOverrides(s, overrides);
        if (!changed.isValid()) {
            throw new IllegalArgumentException(String.join("; ", changed.errors().stream().map(Object::toString).toList()));
        }
        return changed.scenario();
    }

    /**
     * Makes switch {@code switchNode} the root of up*&#47;down* routing (switching to up*&#47;down* if another
     * routing is open): the scenario's routing section becomes {@code up-down} with that root, one undoable edit.
     */
    boolean makeRoot(int switchNode) {
        var before = model.setup();
        if (before == null || switchNode < 0 || switchNode >= before.topology().switchCount()) {
            model.log().add("Make root: node " + switchNode + " is not a switch of this network.");
            return false;
        }
        String name = before.topology().node(switchNode).name();
        List<String> problems = model.document().edit("make " + name + " the up*/down* root",
                s -> s.withRouting(new ComponentChoice("up-down", new UpDownParams(switchNode))));
        if (!problems.isEmpty()) {
            model.log().add("Make root: " + problems);
            return false;
        }
        model.log().add(name + " is now the up*/down* root: levels and up arrows follow its breadth-first tree.");
        return true;
    }
}
