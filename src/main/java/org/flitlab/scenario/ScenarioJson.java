package org.flitlab.scenario;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads and writes scenario files (docs/scenario-format.md): versioned JSON whose every error, all at once, names
 * its JSON path, the value found and what is allowed; and overrides by path ({@code --set routing.params.root=3},
 * sweep series), applied to the JSON tree and read again so that every check applies to the result. A written
 * scenario reads back {@code equals} to itself. Uses the {@link Catalog#standard()} catalogue unless given one.
 * This class holds the format (header, tree, read and write) and is the one entry point; the other concerns live
 * beside it: files on disk ({@link ScenarioFile}), overrides ({@link ScenarioOverrides}), sweep points
 * ({@link SweepPoints}), queries by path ({@link ScenarioQuery}) and numbers as override text ({@link OverrideText}).
 * Stateless and thread-safe.
 */
public final class ScenarioJson {
    /** The value of the "format" key every scenario file starts with. */
    public static final String FORMAT = "flitlab-scenario";
    /** The format version this FlitLab reads and writes. */
    public static final int VERSION = 1;

    private ScenarioJson() {
    }

    public static ReadResult read(String json, String sourceName) {
        return read(json, sourceName, Catalog.standard());
    }

    /** The scenario in {@code json}, or every error in it; never throws for bad input. */
    public static ReadResult read(String json, String sourceName, Catalog catalog) {
        List<ScenarioError> errors = new ArrayList<>();
        JsonElement tree = JsonTree.parse(json == null ? "" : json, errors);
        if (tree == null) {
            return ReadResult.failed(sourceName, errors);
        }
        return readTree(tree, sourceName, catalog, errors, true);
    }

    /** Reads a file as UTF-8 ({@link FileText}); a file that cannot be read, or is not UTF-8 text, is one error at "$". */
    public static ReadResult readFile(Path file) {
        return ScenarioFile.read(file);
    }

    /** The scenario as pretty-printed JSON, every key written, starting with format and version. */
    public static String write(Scenario scenario) {
        return JsonText.pretty(toTree(scenario));
    }

    /** Writes the scenario to {@code file} atomically (a temporary file renamed over it). */
    public static void writeFile(Path file, Scenario scenario) throws IOException {
        ScenarioFile.write(file, scenario);
    }

    public static ReadResult withOverride(Scenario scenario, String path, String value) {
        return withOverrides(scenario, Map.of(path, value), Catalog.standard());
    }

    public static ReadResult withOverrides(Scenario scenario, Map<String, String> overrides) {
        return withOverrides(scenario, overrides, Catalog.standard());
    }

    /**
     * The scenario with each path set to its value, in the map's iteration order, then read again: the result is
     * valid only if the changed scenario is. See {@link Overrides} for paths and values.
     */
    public static ReadResult withOverrides(Scenario scenario, Map<String, String> overrides, Catalog catalog) {
        return ScenarioOverrides.apply(scenario, overrides, catalog);
    }

    /**
     * The scenario of one sweep point: the series' overrides, then the swept parameter set to {@code value} (null
     * for the scenario's own value), with the sweep section reset so that the result is a single run.
     */
    public static ReadResult point(Scenario scenario, Series series, Double value, Catalog catalog) {
        Map<String, String> all = SweepPoints.overrides(scenario, series, value);
        String source = "sweep point " + (series == null ? "" : series.name() + " ") + all;
        return new SweepPoints(scenario, catalog).point(all, source);
    }

    /**
     * The errors of {@code scenario}'s sweep points that a file read reports (each at its sweep entry), so that an
     * editor can refuse a sweep no file could hold; empty if every point can run.
     */
    public static List<ScenarioError> sweepProblems(Scenario scenario) {
        return SweepCheck.problems(scenario, Catalog.standard());
    }

    /** The JSON text at {@code path} in the scenario as written (strings without quotes), if there is a value there. */
    public static Optional<String> valueAt(Scenario scenario, String path) {
        return ScenarioQuery.valueAt(scenario, path);
    }

    /** A swept value as override text: integers without a decimal point, so they fit integer keys. */
    public static String text(double value) {
        return OverrideText.of(value);
    }

    static JsonObject toTree(Scenario scenario) {
        JsonObject tree = new JsonObject();
        tree.addProperty("format", FORMAT);
        tree.add("version", new JsonPrimitive(new JsonNumber(Integer.toString(VERSION))));
        RecordWriter.toTree(scenario).getAsJsonObject().entrySet().forEach(e -> tree.add(e.getKey(), e.getValue()));
        return tree;
    }

    static ReadResult readTree(JsonElement tree, String source, Catalog catalog, List<ScenarioError> errors, boolean checkSweep) {
        if (!tree.isJsonObject()) {
            errors.add(new ScenarioError("$", RecordBinder.found(tree) + "; expected a scenario object {\"format\": \"" + FORMAT + "\", ...}"));
            return ReadResult.failed(source, errors);
        }
        JsonObject body = tree.getAsJsonObject().deepCopy();
        checkHeader(body, errors);
        body.remove("format");
        body.remove("version");
        Object bound = new RecordBinder(catalog, errors).record(Scenario.class, "$", body, FileRules.defaultsOf(Scenario.class));
        if (bound != null && checkSweep) {
            errors.addAll(SweepCheck.problems((Scenario) bound, catalog));
        }
        return errors.isEmpty() ? ReadResult.of(source, (Scenario) bound) : ReadResult.failed(source, errors);
    }

    private static void checkHeader(JsonObject body, List<ScenarioError> errors) {
        JsonElement format = body.get("format");
        if (format == null) {
            errors.add(new ScenarioError("$.format", "missing; a scenario file starts with \"format\": \"" + FORMAT + "\", \"version\": " + VERSION));
        } else if (!format.equals(new JsonPrimitive(FORMAT))) {
            errors.add(new ScenarioError("$.format", RecordBinder.found(format) + "; expected \"" + FORMAT + "\" (is this a FlitLab scenario file?)"));
        }
        JsonElement version = body.get("version");
        if (version == null) {
            errors.add(new ScenarioError("$.version", "missing; expected " + VERSION + ", the format version this FlitLab reads"));
        } else if (!(version.isJsonPrimitive() && version.getAsJsonPrimitive().isNumber() && version.getAsString().equals(Integer.toString(VERSION)))) {
            errors.add(new ScenarioError("$.version", RecordBinder.found(version) + "; this FlitLab reads version " + VERSION
                    + (version.isJsonPrimitive() && version.getAsJsonPrimitive().isNumber() ? " only; a newer FlitLab may read this file" : "")));
        }
    }
}
