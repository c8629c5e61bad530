package org.flitlab.gui.files;

import javafx.beans.property.ObjectProperty;
import org.flitlab.gui.common.Command;
import org.flitlab.scenario.Scenario;

/**
 * The workbench's one undoable edit: the document's scenario before and after a change; undo puts the previous
 * one back. Views follow the document, so undo also restarts the animation and refills every form. Immutable;
 * applied on the FX thread.
 *
 * @param name     what the edit did, for Edit &gt; Undo's label and the log
 * @param document the document's scenario property
 * @param before   the scenario before the edit
 * @param after    the scenario after it
 */
record ScenarioEdit(String name, ObjectProperty<Scenario> document, Scenario before, Scenario after) implements Command {
    @Override
    public void apply() {
        document.set(after);
    }

    @Override
    public void revert() {
        document.set(before);
    }
}
