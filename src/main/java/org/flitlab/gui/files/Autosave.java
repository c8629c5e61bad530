package org.flitlab.gui.files;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;

/**
 * The crash copy of one window's scenario, in a per-user folder shared by every window and every running FlitLab:
 * each window (each {@code Autosave}) has its own file, named after its process (id and start time) and a number,
 * written some seconds after a change and deleted on that window's clean exit. A copy whose owner has ended (its
 * process is gone, or, in this process, it was closed without deleting it) is a copy awaiting recovery; it is
 * offered at start-up, and no window ever writes over it or deletes it unless the user recovers or discards it.
 * So a second FlitLab sees no false "did not close cleanly", and one window's clean exit leaves the others' copies
 * alone. A copy from before this naming ({@value #LEGACY_NAME}) counts as awaiting recovery. Plain file I/O on the
 * FX thread (one small JSON file).
 */
public final class Autosave {
    /** The single copy's file name of earlier versions. */
    public static final String LEGACY_NAME = "autosave.json";
    private static final String PREFIX = "autosave-";
    private static final String SUFFIX = ".json";
    /** The windows of this process whose copies are theirs, not orphans. */
    private static final Set<String> LIVE = ConcurrentHashMap.newKeySet();
    private static final AtomicLong NEXT = new AtomicLong();
    private static final String PROCESS = ProcessHandle.current().pid() + "-"
            + ProcessHandle.current().info().startInstant().map(i -> Long.toString(i.toEpochMilli())).orElse("0");

    private final Path folder;
    private final String session;

    /** @param folder where the copies live; {@link #userFolder()} for the real workbench */
    public Autosave(Path folder) {
        this.folder = folder;
        this.session = PROCESS + "-" + NEXT.incrementAndGet();
        LIVE.add(session);
    }

    /** The per-user folder: ~/.flitlab/autosave. */
    public static Path userFolder() {
        return Path.of(System.getProperty("user.home"), ".flitlab", "autosave");
    }

    /** This window's own copy. */
    public Path file() {
        return folder.resolve(PREFIX + session + SUFFIX);
    }

    /** Whether a copy from a window that did not exit cleanly is waiting. */
    public boolean hasCopy() {
        return copyFile().isPresent();
    }

    /** The newest copy awaiting recovery, if there is one. */
    public Optional<Path> copyFile() {
        List<Path> orphans = orphans();
        return orphans.isEmpty() ? Optional.empty() : Optional.of(orphans.get(0));
    }

    /** Copies whose owner has ended, newest first. */
    List<Path> orphans() {
        List<Path> out = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            return out;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, "autosave*" + SUFFIX)) {
            for (Path p : files) {
                String name = p.getFileName().toString();
                if (name.equals(LEGACY_NAME) || name.startsWith(PREFIX) && !alive(name.substring(PREFIX.length(),
                        name.length() - SUFFIX.length()))) {
                    out.add(p);
                }
            }
        } catch (IOException e) {
            return out;
        }
        out.sort(Comparator.comparing(Autosave::modified).reversed());
        return out;
    }

    /** Whether the window named {@code pid-start-n} still runs: in this process, not closed; elsewhere, its process lives. */
    static boolean alive(String owner) {
        if (owner.startsWith(PROCESS + "-")) {
            return LIVE.contains(owner);
        }
        String[] parts = owner.split("-");
        if (parts.length != 3) {
            return false;
        }
        try {
            long pid = Long.parseLong(parts[0]);
            long start = Long.parseLong(parts[1]);
            return ProcessHandle.of(pid).filter(ProcessHandle::isAlive)
                    .map(h -> h.info().startInstant().map(i -> start == 0 || i.toEpochMilli() == start).orElse(true)).orElse(false);
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static FileTime modified(Path p) {
        try {
            return Files.getLastModifiedTime(p);
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
    }

    /**
     * Writes the document's scenario to this window's copy (atomically); returns the problems, empty on success.
     * The document's own file and state do not change; no other copy is touched.
     */
    public List<String> write(Scenario scenario) {
        try {
            Files.createDirectories(folder);
            ScenarioJson.writeFile(file(), scenario);
            return List.of();
        } catch (IOException e) {
            return List.of("Could not write the autosave copy " + file() + ": " + e.getMessage());
        }
    }

    /** The waiting copy's scenario, or empty if there is none or it cannot be read. */
    public Optional<Scenario> read() {
        return copyFile().flatMap(p -> {
            ReadResult r = ScenarioJson.readFile(p);
            return r.isValid() ? Optional.of(r.scenario()) : Optional.empty();
        });
    }

    /** The user recovered the waiting copy: it becomes this window's own copy, kept until this window exits cleanly. */
    public void adoptCopy() {
        copyFile().ifPresent(p -> {
            try {
                Files.move(p, file(), StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException e) {
                // it stays where it is and is offered again at the next start
            }
        });
    }

    /** The user declined the waiting copy: it is deleted. */
    public void discardCopy() {
        copyFile().ifPresent(p -> {
            try {
                Files.deleteIfExists(p);
            } catch (IOException e) {
                // offered again at the next start
            }
        });
    }

    /** Deletes this window's own copy and ends its session (clean exit); other copies stay. */
    public void delete() {
        try {
            Files.deleteIfExists(file());
        } catch (IOException e) {
            // A copy that cannot be deleted is only offered again at the next start.
        }
        LIVE.remove(session);
    }

    /** Ends this window's session leaving its copy behind, as a crash does; for tests. */
    public void abandon() {
        LIVE.remove(session);
    }
}
