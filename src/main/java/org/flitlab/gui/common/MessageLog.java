package org.flitlab.gui.common;

import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import javafx.application.Platform;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The message log at the bottom of the window: every event and error the user must see, newest last, with the
 * wall-clock time (architecture.md: errors in the window, never on the console only). {@link #add} may be called
 * from any thread; the list changes on the FX thread. Keeps the last {@link #MAX_ENTRIES} lines.
 */
public final class MessageLog {
    /** Lines kept; older ones are dropped. */
    public static final int MAX_ENTRIES = 500;
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss");

    private final ObservableList<String> entries = FXCollections.observableArrayList();

    /** Adds a line, stamped with the time. */
    public void add(String message) {
        String line = LocalTime.now().format(TIME) + "  " + message;
        if (Platform.isFxApplicationThread()) {
            append(line);
        } else {
            Platform.runLater(() -> append(line));
        }
    }

    private void append(String line) {
        entries.add(line);
        if (entries.size() > MAX_ENTRIES) {
            entries.remove(0, entries.size() - MAX_ENTRIES);
        }
    }

    /** The lines, oldest first; FX thread. */
    public ObservableList<String> entries() {
        return entries;
    }

    /** The newest line, or "" if none. */
    public String last() {
        return entries.isEmpty() ? "" : entries.get(entries.size() - 1);
    }
}
