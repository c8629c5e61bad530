package org.flitlab.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.flitlab.scenario.Limits;

/**
 * Checks, before any simulation, that results can be written into an output folder: it is (or can be made) a
 * folder, and a file can be created in it; so that a long sweep is not run only to lose its results. Stateless.
 */
final class OutputFolder {
    private OutputFolder() {
    }

    /** Why results cannot be written into {@code dir}, or null if they can (the folder then exists). */
    static String problem(Path dir) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            return "it is a file, not a folder; give a folder for the results";
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException | SecurityException e) {
            return "cannot create the folder (" + reason(e) + ")";
        }
        try {
            Files.delete(writeCheck(dir));
        } catch (IOException | SecurityException e) {
            return "cannot write in the folder (" + reason(e) + ")";
        }
        return null;
    }

    /**
     * Creates an empty file in {@code dir}, named after this process; a temporary file's random name only when that
     * name is taken (another check of this process at the same moment, or one left by a process that died). Not
     * {@code Files.createTempFile} first: its random name initialises {@code SecureRandom}, about 7 ms of `flitlab
     * run`'s main thread before the first tick, which nothing else in a run needs (docs/performance.md, "Session 11:
     * the serial time around case 7").
     */
    private static Path writeCheck(Path dir) throws IOException {
        try {
            return Files.createFile(dir.resolve(".flitlab-write-check-" + ProcessHandle.current().pid() + ".tmp"));
        } catch (FileAlreadyExistsException taken) {
            return Files.createTempFile(dir, ".flitlab-write-check", ".tmp");
        }
    }

    /** The operating system's reason in words, without Java's class names. */
    static String reason(Exception e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileAlreadyExistsException f) {
            return Limits.safe(f.getFile()) + " exists and is not a folder";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return Limits.safe(f.getReason()) + (f.getFile() == null ? "" : ": " + Limits.safe(f.getFile()));
        }
        return e instanceof SecurityException ? "not permitted" : Limits.safe(String.valueOf(e.getMessage()));
    }
}
