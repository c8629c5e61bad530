package org.flitlab.scenario;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Scenario files on disk, for {@link ScenarioJson}: read as UTF-8, with a file that cannot be read reported as one
 * error at "$" rather than thrown, and written atomically. Stateless and thread-safe.
 */
final class ScenarioFile {
    private ScenarioFile() {
    }

    /** Reads a file as UTF-8 ({@link FileText}); a file that cannot be read, or is not UTF-8 text, is one error at "$". */
    static ReadResult read(Path file) {
        try {
            return ScenarioJson.read(FileText.read(file), file.toString());
        } catch (FileText.Refused e) {
            return ReadResult.failed(file.toString(), List.of(new ScenarioError("$", e.getMessage())));
        }
    }

    /** Writes the scenario to {@code file} atomically (a temporary file renamed over it). */
    static void write(Path file, Scenario scenario) throws IOException {
        AtomicFileWrite.write(file, ScenarioJson.write(scenario));
    }
}
