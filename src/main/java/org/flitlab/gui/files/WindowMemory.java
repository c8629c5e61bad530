package org.flitlab.gui.files;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.prefs.Preferences;

/**
 * What the workbench remembers between sessions in {@link java.util.prefs}: the window's position, size and divider
 * positions, and the most recently opened or saved scenario files (newest first, at most {@link #RECENT_LIMIT}).
 * The node is passed in, so tests use a throwaway in-memory node and never touch the user's preferences.
 * FX thread only.
 */
public final class WindowMemory {
    /** The preferences node the real workbench uses, under org/flitlab. */
    public static final String NODE = "org/flitlab/workbench";
    /** The most files File &gt; Recent lists. */
    public static final int RECENT_LIMIT = 8;
    private static final String RECENT = "recent.";

    private final Preferences prefs;

    /** @param prefs the node to read and write; {@link #userNode()} for the real workbench */
    public WindowMemory(Preferences prefs) {
        this.prefs = prefs;
    }

    /** The user's own node, {@value #NODE}. */
    public static Preferences userNode() {
        return Preferences.userRoot().node(NODE);
    }

    /**
     * A remembered window placement, in screen pixels; dividers are fractions 0..1.
     *
     * @param centreDivider the divider between the canvas and the bottom area
     * @param bottomDividers the two dividers of the bottom area (settings | chart | messages)
     */
    public record Placement(double x, double y, double width, double height, boolean maximized, double centreDivider,
                            double[] bottomDividers) {
    }

    /** The placement saved by {@link #savePlacement}, if any and if its size is sensible (at least 400x300). */
    public Optional<Placement> placement() {
        double w = prefs.getDouble("window.width", -1);
        double h = prefs.getDouble("window.height", -1);
        if (w < 400 || h < 300) {
            return Optional.empty();
        }
        return Optional.of(new Placement(prefs.getDouble("window.x", 0), prefs.getDouble("window.y", 0), w, h,
                prefs.getBoolean("window.maximized", false), clamp(prefs.getDouble("divider.centre", 0.66)),
                new double[] {clamp(prefs.getDouble("divider.bottom0", 0.3)), clamp(prefs.getDouble("divider.bottom1", 0.72))}));
    }

    /** Remembers {@code p}. */
    public void savePlacement(Placement p) {
        prefs.putDouble("window.x", p.x());
        prefs.putDouble("window.y", p.y());
        prefs.putDouble("window.width", p.width());
        prefs.putDouble("window.height", p.height());
        prefs.putBoolean("window.maximized", p.maximized());
        prefs.putDouble("divider.centre", p.centreDivider());
        prefs.putDouble("divider.bottom0", p.bottomDividers()[0]);
        prefs.putDouble("divider.bottom1", p.bottomDividers()[1]);
    }

    /** The recent scenario files, newest first. */
    public List<Path> recentFiles() {
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < RECENT_LIMIT; i++) {
            String s = prefs.get(RECENT + i, null);
            if (s != null && !s.isBlank()) {
                files.add(Path.of(s));
            }
        }
        return files;
    }

    /** Puts {@code file} first in the recent list (once), dropping the oldest beyond the limit. */
    public void addRecent(Path file) {
        Path f = file.toAbsolutePath().normalize();
        List<Path> files = new ArrayList<>(recentFiles());
        files.remove(f);
        files.add(0, f);
        writeRecent(files);
    }

    /** Removes {@code file} from the recent list (it could not be opened). */
    public void forget(Path file) {
        List<Path> files = new ArrayList<>(recentFiles());
        files.remove(file.toAbsolutePath().normalize());
        files.remove(file);
        writeRecent(files);
    }

    private void writeRecent(List<Path> files) {
        for (int i = 0; i < RECENT_LIMIT; i++) {
            if (i < files.size()) {
                prefs.put(RECENT + i, files.get(i).toString());
            } else {
                prefs.remove(RECENT + i);
            }
        }
    }

    private static double clamp(double v) {
        return Math.max(0.05, Math.min(0.95, v));
    }
}
