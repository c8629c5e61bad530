package org.flitlab.gui.editor;

import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.ComponentChoice;
import org.flitlab.scenario.ComponentKind;
import org.flitlab.scenario.DimensionOrderParams;
import org.flitlab.scenario.UpDownParams;

/**
 * The human name of a catalogue choice for menus, legends and the inspector: the catalogue's display name, with
 * the parameters a student tells routings apart by ("Dimension order (dateline)", "Up*&#47;down* from s3").
 * Stateless.
 */
public final class ChoiceLabels {
    private ChoiceLabels() {
    }

    /** The catalogue's display name of {@code id} of {@code kind}, or the id itself if it is not listed. */
    public static String name(ComponentKind kind, String id) {
        return Catalog.standard().find(kind, id).map(e -> e.displayName()).orElse(id);
    }

    /** The routing's name with its distinguishing parameters. */
    public static String routing(ComponentChoice r) {
        String base = name(ComponentKind.ROUTING, r.id());
        if (r.params() instanceof DimensionOrderParams d) {
            return base + (d.dateline() ? " (dateline)" : " (no dateline)");
        }
        if (r.params() instanceof UpDownParams u && u.root() != 0) {
            return base + " from switch " + u.root();
        }
        return base;
    }
}
