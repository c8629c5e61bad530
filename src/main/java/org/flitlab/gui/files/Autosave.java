package org.flitlab.gui.files;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;

/**
 * The crash copy of the open scenario: written to one file in a per-user folder some seconds after a change,
 * deleted on a clean exit, so that a copy found at start-up means the last session did not end cleanly and can
 * be recovered. Plain file I/O on the FX thread (one small JSON file).
 */
public final class Autosave {
    /** The copy's file name inside the folder. */
    public static final String FILE_NAME = "autosave.json";

    private final Path folder;

    /** @param folder where the copy lives; {@link #userFolder()} for the real workbench */
    public Autosave(Path folder) {
        this.folder = folder;
    }

    /** The per-user folder: ~/.flitlab/autosave. */
    public static Path userFolder() {
        return Path.of(System.getProperty("user.home"), ".flitlab", "autosave");
    }

    /** The copy's path. */
    public Path file() {
        return folder.resolve(FILE_NAME);
    }

    /** Whether a copy from an unclean exit is waiting. */
    public boolean hasCopy() {
        return Files.isRegularFile(file());
    }

    /**
     * Writes the document's scenario {@code s} to the copy; returns the problems, empty on success. The document's
     * own file and state do not change.
     */
    public List<String> write(Scenario s) {
        try {
            Files.createDirectories(folder);
            Path tmp = folder.resolve(FILE_NAME + ".tmp");
            ScenarioJson.writeFile(tmp, s);
            // Replace in one step so a crash while writing never leaves half a copy.
            Files.move(tmp, file(), java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                    java.nio.file.StandardCopyOption.ATOMIC_MOVE);
            return List.of();
        } catch (IOException e) {
            return List.of("Could not write the autosave copy " + file() + ": " + e.getMessage());
        }
    }

    /** The waiting copy's scenario, or empty if there is none or it cannot be read. */
    public Optional<Scenario> read() {
        if (!hasCopy()) {
            return Optional.empty();
        }
        ReadResult r = ScenarioJson.readFile(file());
        return r.isValid() ? Optional.of(r.scenario()) : Optional.empty();
    }

    /** Deletes the copy (clean exit, or the user declined recovery). */
    public void delete() {
        try {
            Files.deleteIfExists(file());
        } catch (IOException e) {
            // A copy that cannot be deleted is only offered again at the next start.
        }
    }
}
