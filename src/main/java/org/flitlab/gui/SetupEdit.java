package org.flitlab.gui;

import javafx.beans.property.ObjectProperty;
import org.flitlab.gui.common.Command;
import org.flitlab.gui.run.NetworkSetup;

/**
 * The workbench's one undoable edit: swaps the whole open setup for another; undo puts the previous one back (and
 * so restarts the animation on it). Immutable; applied on the FX thread.
 *
 * @param name   what the edit did, for Edit &gt; Undo's label and the log
 * @param setup  the model's open setup
 * @param before the setup before the edit
 * @param after  the setup after it
 */
record SetupEdit(String name, ObjectProperty<NetworkSetup> setup, NetworkSetup before, NetworkSetup after) implements Command {
    @Override
    public void apply() {
        setup.set(after);
    }

    @Override
    public void revert() {
        setup.set(before);
    }
}
