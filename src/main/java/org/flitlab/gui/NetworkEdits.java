package org.flitlab.gui;

import java.util.List;
import java.util.function.UnaryOperator;
import org.flitlab.gui.editor.ChoiceLabels;
import org.flitlab.gui.editor.NetworkEditor;
import org.flitlab.gui.editor.NetworkSketch;
import org.flitlab.scenario.Scenario;

/**
 * The undoable edits of the open document made in the inspector and the topology editor, each one edit of the
 * document's scenario. A refused edit is logged and changes nothing. Part of {@link WorkbenchModel}. FX thread
 * only.
 */
final class NetworkEdits {
    private final WorkbenchModel model;

    NetworkEdits(WorkbenchModel model) {
        this.model = model;
    }

    /** Applies the inspector's fields as one undoable edit; every invalid field is reported and nothing changes. */
    boolean applyInspector() {
        var inspector = model.inspector();
        var change = inspector.validated();
        if (change.isEmpty()) {
            model.log().add("Not applied: " + inspector.errorProperty().get().replace('\n', ' '));
            return false;
        }
        Scenario before = model.document().scenario();
        List<String> problems = model.document().edit("edit parameters", change.get());
        if (!problems.isEmpty()) {
            inspector.errorProperty().set(String.join("\n", problems));
            model.log().add("Not applied: " + String.join(" ", problems));
            return false;
        }
        Scenario after = model.document().scenario();
        if (!after.equals(before)) {
            model.log().add("Parameters applied: " + ChoiceLabels.routing(after.routing()) + ", " + after.network().switching()
                    + ", " + after.network().bufferFlits() + "-flit buffers, " + after.network().virtualChannels() + " VC(s).");
        }
        return true;
    }

    /** Applies one editor action to the network as an undoable edit named {@code name}. */
    boolean editNetwork(String name, UnaryOperator<NetworkSketch> action, Runnable clearMarks) {
        Scenario before = model.document().scenario();
        StringBuilder why = new StringBuilder();
        var after = NetworkEditor.apply(model.setup(), model.layout(), before, action, why);
        if (after.isEmpty()) {
            model.log().add("Not done (" + name + "): " + why);
            return false;
        }
        if (!after.get().routing().equals(before.routing())) {
            model.log().add(ChoiceLabels.routing(before.routing()) + " does not run on an edited network; routing is now up*/down* from s0.");
        }
        clearMarks.run();
        model.document().apply(name, before, after.get());
        return true;
    }
}
