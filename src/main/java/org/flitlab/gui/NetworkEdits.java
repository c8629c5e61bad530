package org.flitlab.gui;

import java.util.function.UnaryOperator;
import org.flitlab.gui.editor.NetworkEditor;
import org.flitlab.gui.editor.NetworkSketch;
import org.flitlab.gui.files.ScenarioDocument;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.scenario.Scenario;

/**
 * The undoable edits of the open network: the inspector's parameters, the topology editor's actions and any
 * whole-setup replacement, each one {@link SetupEdit} on the model's undo stack. A refused edit is logged and
 * changes nothing. Part of {@link WorkbenchModel}. FX thread only.
 */
final class NetworkEdits {
    private final WorkbenchModel model;

    NetworkEdits(WorkbenchModel model) {
        this.model = model;
    }

    /** Replaces the setup as an undoable edit named {@code name}. */
    void edit(String name, NetworkSetup after) {
        model.undo().execute(new SetupEdit(name, model.setupProperty(), model.setup(), after));
    }

    /** Applies the inspector's fields as one undoable edit; invalid fields are reported and nothing changes. */
    boolean applyInspector() {
        NetworkSetup before = model.setup();
        var inspector = model.inspector();
        return inspector.validated(before).map(after -> {
            if (!after.equals(before)) {
                edit("edit parameters", after);
                model.log().add("Parameters applied: " + after.routing().displayName() + ", load " + after.offeredLoad()
                        + ", " + after.packetFlits() + "-flit packets, " + after.config().bufferFlits() + "-flit buffers.");
            }
            return true;
        }).orElseGet(() -> {
            model.log().add("Not applied: " + inspector.errorProperty().get().replace('\n', ' '));
            return false;
        });
    }

    /** Applies one editor action to the network as an undoable edit named {@code name}. */
    boolean editNetwork(String name, UnaryOperator<NetworkSketch> action, Runnable clearMarks) {
        NetworkSetup before = model.setup();
        ScenarioDocument document = model.document();
        Scenario base = before.scenario() != null ? before.scenario()
                : document != null ? document.scenario() : ScenarioDocument.builtIn().scenario();
        StringBuilder why = new StringBuilder();
        var after = NetworkEditor.apply(before, model.layout(), base, action, why);
        if (after.isEmpty()) {
            model.log().add("Not done (" + name + "): " + why);
            return false;
        }
        if (!after.get().routing().equals(before.routing())) {
            model.log().add(before.routing().displayName() + " does not run on an edited network; routing is now up*/down* from s0.");
        }
        clearMarks.run();
        edit(name, after.get());
        return true;
    }
}
