package org.flitlab.gui.common;

import java.util.ArrayDeque;
import java.util.Deque;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * Undo and redo of {@link Command}s: {@link #execute} applies a command and forgets what could be redone.
 * Exposes whether undo and redo are possible, for menu items and buttons. FX thread only.
 */
public final class UndoStack {
    private final Deque<Command> done = new ArrayDeque<>();
    private final Deque<Command> undone = new ArrayDeque<>();
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canRedo = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper undoName = new ReadOnlyStringWrapper("Undo");
    private final ReadOnlyStringWrapper redoName = new ReadOnlyStringWrapper("Redo");
    private int changesSinceSave;

    /** Applies {@code c} and records it. */
    public void execute(Command c) {
        c.apply();
        done.push(c);
        undone.clear();
        changesSinceSave++;
        update();
    }

    /** Takes back the last command; does nothing if there is none. */
    public void undo() {
        if (!done.isEmpty()) {
            Command c = done.pop();
            c.revert();
            undone.push(c);
            changesSinceSave--;
            update();
        }
    }

    /** Applies again the last command taken back; does nothing if there is none. */
    public void redo() {
        if (!undone.isEmpty()) {
            Command c = undone.pop();
            c.apply();
            done.push(c);
            changesSinceSave++;
            update();
        }
    }

    /** Forgets every command (a new document). */
    public void clear() {
        done.clear();
        undone.clear();
        changesSinceSave = 0;
        update();
    }

    /** Marks the current state as saved. */
    public void markSaved() {
        changesSinceSave = 0;
    }

    /** Whether there are changes since the document was opened or saved. */
    public boolean isModified() {
        return changesSinceSave != 0;
    }

    private void update() {
        canUndo.set(!done.isEmpty());
        canRedo.set(!undone.isEmpty());
        undoName.set(done.isEmpty() ? "Undo" : "Undo " + done.peek().name());
        redoName.set(undone.isEmpty() ? "Redo" : "Redo " + undone.peek().name());
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canRedoProperty() {
        return canRedo.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty undoNameProperty() {
        return undoName.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty redoNameProperty() {
        return redoName.getReadOnlyProperty();
    }
}
