package org.flitlab.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.Limits;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.BundledSamples;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioAssembly;
import org.flitlab.scenario.ScenarioError;
import org.flitlab.scenario.ScenarioJson;

/**
 * Reads a scenario file for a command, applies {@code --set PATH=VALUE} overrides, and checks that it can run;
 * prints every error with its JSON path on {@code err}. The one place the commands turn a path into a scenario.
 */
final class ScenarioLoader {
    private final Catalog catalog;
    private final PrintWriter err;

    ScenarioLoader(Catalog catalog, PrintWriter err) {
        this.catalog = catalog;
        this.err = err;
    }

    /**
     * The scenario, overridden and runnable, or empty after printing why not. {@code file} is a scenario file or,
     * when no such file exists, the name of a bundled sample ({@code torus4x4-dateline}, or as the repository
     * spells it, {@code samples/torus4x4-dateline.json}), so the samples run from any working directory.
     */
    Optional<Scenario> load(Path file, List<String> settings) {
        String source = file.toString();
        ReadResult read;
        if (Files.isRegularFile(file)) {
            read = ScenarioJson.readFile(file);
        } else {
            // A sample's text only: no copy of it on disk is needed to run it.
            Optional<BundledSamples.Text> sample = BundledSamples.text(file.toString());
            if (sample.isEmpty()) {
                err.println(Limits.safe(file.toString()) + ": no such scenario file, nor a sample of that name (flitlab samples lists them)");
                return Optional.empty();
            }
            source = "sample " + sample.get().name();
            read = ScenarioJson.read(sample.get().json(), source, catalog);
        }
        if (!read.isValid()) {
            printErrors(source, read.errors());
            return Optional.empty();
        }
        Map<String, String> overrides = overrides(settings);
        if (overrides == null) {
            return Optional.empty();
        }
        Scenario scenario = read.scenario();
        if (!overrides.isEmpty()) {
            ReadResult over = ScenarioJson.withOverrides(scenario, overrides, catalog);
            if (!over.isValid()) {
                printErrors(source + " with --set " + Limits.shown(overrides.toString()), over.errors());
                return Optional.empty();
            }
            scenario = over.scenario();
        }
        List<ScenarioError> problems = ScenarioAssembly.of(scenario, catalog).problems();
        if (!problems.isEmpty()) {
            printErrors(source, problems);
            return Optional.empty();
        }
        return Optional.of(scenario);
    }

    /** The {@code --set PATH=VALUE} settings by path, in order; null after printing why one is not of that form. */
    private Map<String, String> overrides(List<String> settings) {
        Map<String, String> overrides = new LinkedHashMap<>();
        for (String s : settings) {
            int eq = s.indexOf('=');
            if (eq <= 0) {
                err.println("--set " + Limits.shown(s) + ": expected PATH=VALUE, e.g. --set routing.id=shortest");
                return null;
            }
            overrides.put(s.substring(0, eq).trim(), s.substring(eq + 1).trim());
        }
        return overrides;
    }

    private static String cut(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max) + "... (" + s.length() + " characters)";
    }

    private void printErrors(String source, List<ScenarioError> errors) {
        err.println(Limits.safe(cut(source, 300)) + ": " + errors.size() + (errors.size() == 1 ? " error" : " errors"));
        for (ScenarioError e : errors) {
            // one line each, whatever the input held: control characters escaped, absurd lengths cut
            err.println("  " + Limits.safe(cut(e.path(), 300)) + ": " + Limits.safe(cut(e.message(), 4000)));
        }
        err.flush();
    }
}
