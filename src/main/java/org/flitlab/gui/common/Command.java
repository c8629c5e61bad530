package org.flitlab.gui.common;

/**
 * One undoable edit (architecture.md: edits are commands with undo and redo). {@link #apply} and
 * {@link #revert} are each other's inverse and are called on the FX thread only.
 */
public interface Command {
    /** Short description for the Edit menu, e.g. "change offered load". */
    String name();

    /** Makes the change (again). */
    void apply();

    /** Takes the change back. */
    void revert();
}
