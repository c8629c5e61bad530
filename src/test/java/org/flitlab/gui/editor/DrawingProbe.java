package org.flitlab.gui.editor;

import org.flitlab.scenario.Catalog;

/** Prints each generator's label overlaps at its default size (a development aid, not a test). */
public final class DrawingProbe {
    public static void main(String[] args) {
        var cat = Catalog.standard();
        for (String f : args) {
            var t = GeneratorDrawings.topology(f);
            var layout = new NetworkLayout(t);
            var view = new CanvasTransform();
            view.fit(layout, 960, 600);
            var g = ScreenGeometry.of(layout, view, 1);
            var o = LabelBoxes.overlaps(g);
            System.out.println(f + " switches=" + t.switchCount() + " hosts=" + t.hostCount() + " scale=" + g.viewScale()
                    + " overlaps=" + o.size() + " " + o.subList(0, Math.min(8, o.size())));
        }
    }
}
