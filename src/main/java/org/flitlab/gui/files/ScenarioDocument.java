package org.flitlab.gui.files;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import org.flitlab.gui.common.UndoStack;
import org.flitlab.gui.run.Assemblies;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioAssembly;
import org.flitlab.scenario.ScenarioJson;

/**
 * The one open scenario document, the workbench's only mutable model (design note gui-document.md): the
 * {@link Scenario}, the file it came from, its undo stack and whether it differs from what was last opened or
 * saved. Every view is derived from {@link #scenarioProperty()}; every change is a {@link ScenarioEdit} made by
 * {@link #edit}. FX thread only (plain file I/O).
 */
public final class ScenarioDocument {
    private final ObjectProperty<Scenario> scenario = new SimpleObjectProperty<>();
    private final ReadOnlyObjectWrapper<Path> path = new ReadOnlyObjectWrapper<>();
    private final ObjectProperty<Scenario> saved = new SimpleObjectProperty<>();
    private final UndoStack undo = new UndoStack();
    private final BooleanBinding modified = Bindings.createBooleanBinding(
            () -> scenario.get() != null && !scenario.get().equals(saved.get()), scenario, saved);
    private final StringBinding title = Bindings.createStringBinding(this::titleText, scenario, path, modified);

    /** A document for {@code scenario}, not yet saved anywhere unless {@code path} is given. */
    public ScenarioDocument(Scenario scenario, Path path) {
        replace(scenario, path);
    }

    /** The built-in opening example as a document with no file. */
    public static ScenarioDocument builtIn() {
        return new ScenarioDocument(BuiltInScenarios.torus(), null);
    }

    /** Reads a scenario file; the result lists every error with its JSON path. */
    public static ReadResult read(Path file) {
        return ScenarioJson.readFile(file);
    }

    /** The sample scenarios in {@code folder} (the samples/ gallery), by file name; empty if it does not exist. */
    public static List<Path> samples(Path folder) {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    /**
     * Makes {@code s} the document (a file opened, an example or generated network, a lesson): forgets the undo
     * history and counts as unmodified. {@code file} is null for a document not saved yet.
     */
    public void replace(Scenario s, Path file) {
        undo.clear();
        saved.set(s);
        path.set(file);
        scenario.set(s);
    }

    /**
     * Replaces the scenario by {@code change} of it as one undoable edit named {@code name}, if the result can
     * run; otherwise nothing changes. Returns the problems, each naming its JSON path; empty when done (also
     * when the change changes nothing, which is then not recorded).
     */
    public List<String> edit(String name, UnaryOperator<Scenario> change) {
        Scenario before = scenario.get();
        Scenario after;
        try {
            after = change.apply(before);
        } catch (IllegalArgumentException e) {
            return List.of(e.getMessage());
        }
        ScenarioAssembly a = Assemblies.of(after);
        if (!a.isRunnable()) {
            return a.problems().stream().map(Object::toString).toList();
        }
        // A sweep point that cannot run would make a file that no longer reads: refused as the reader refuses it.
        List<String> sweep = ScenarioJson.sweepProblems(after).stream().map(Object::toString).toList();
        if (!sweep.isEmpty()) {
            return sweep;
        }
        apply(name, before, after);
        return List.of();
    }

    /**
     * Records the edit {@code before -> after} without checking that {@code after} runs (a network being drawn may
     * not run yet: the animation then says why).
     */
    public void apply(String name, Scenario before, Scenario after) {
        if (!after.equals(before)) {
            undo.execute(new ScenarioEdit(name, scenario, before, after));
        }
    }

    /** Writes the scenario to {@code file} and makes it this document's file; returns the problems, empty if saved. */
    public List<String> save(Path file) {
        try {
            ScenarioJson.writeFile(file, scenario.get());
        } catch (IOException e) {
            return List.of("Could not write " + file + ": " + e.getMessage());
        }
        saved.set(scenario.get());
        path.set(file);
        return List.of();
    }

    /**
     * The setup the workbench shows for {@code s}, or the problems that stop it from running, each with its path.
     */
    public static Result<NetworkSetup> toSetup(Scenario s) {
        return DerivedSetup.of(s);
    }

    /** The network the workbench shows for {@code s}: assembled when it runs, else drawn with why it cannot run yet. */
    public static NetworkSetup shown(Scenario s) {
        var runnable = toSetup(s);
        return runnable.ok() ? runnable.value() : drawable(s).orElse(null);
    }

    /** The drawable setup of a scenario that cannot run yet (a network being drawn), if its topology builds. */
    public static Optional<NetworkSetup> drawable(Scenario s) {
        return DerivedSetup.drawable(s);
    }

    private String titleText() {
        Scenario s = scenario.get();
        String name = path.get() != null ? path.get().getFileName().toString() : s == null ? "" : s.name() + " (not saved)";
        return (modified.get() ? "*" : "") + name + " \u2013 FlitLab";
    }

    public Scenario scenario() {
        return scenario.get();
    }

    /** The open scenario; set only through {@link #edit}, {@link #replace} and undo. */
    public ReadOnlyObjectProperty<Scenario> scenarioProperty() {
        return scenario;
    }

    /** The file this document was read from or saved to, if any. */
    public Optional<Path> path() {
        return Optional.ofNullable(path.get());
    }

    public ReadOnlyObjectProperty<Path> pathProperty() {
        return path.getReadOnlyProperty();
    }

    /** Whether the scenario differs from what was last opened or saved. */
    public BooleanBinding modifiedProperty() {
        return modified;
    }

    public boolean isModified() {
        return modified.get();
    }

    /** The window title: file name (or the scenario's name when not saved yet) and a '*' when modified. */
    public StringBinding titleProperty() {
        return title;
    }

    public UndoStack undo() {
        return undo;
    }

    /**
     * A value or the messages saying why there is none.
     *
     * @param value  the value; null when failed
     * @param errors what went wrong, each naming its JSON path where there is one; empty when ok
     */
    public record Result<T>(T value, List<String> errors) {
        public Result {
            errors = List.copyOf(errors);
        }

        static <T> Result<T> ok(T value) {
            return new Result<>(value, List.of());
        }

        static <T> Result<T> failed(List<String> errors) {
            return new Result<>(null, errors);
        }

        public boolean ok() {
            return errors.isEmpty();
        }
    }
}
