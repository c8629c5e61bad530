package org.flitlab.gui.editor;

import javafx.scene.paint.Color;
import org.flitlab.topology.Link;

/**
 * The link-utilisation heat map's colour scale and its legend: pale yellow through magenta to deep purple, stretched
 * so the busiest link gets the darkest colour (a lightly loaded network still shows its hot spots). Stateless
 * apart from its geometry; FX thread.
 */
final class HeatScale {
    private final ScreenGeometry geometry;

    HeatScale(ScreenGeometry geometry) {
        this.geometry = geometry;
    }

    /** The heat scale's colours at 0, half and full scale. */
    static final Color COOL = Color.web("#fde68a");
    static final Color WARM = Color.web("#e7298a");
    static final Color HOT = Color.web("#49006a");

    /**
     * Utilisation 0..1 as a colour from pale yellow through magenta to deep purple: none of them is the green,
     * orange or red of a sending, stalled or deadlocked link in the key (the old yellow-orange-red scale was read
     * as "stalled" and "deadlock" on a projector), nor its idle grey or worm blue.
     */
    static Color heatColor(double u) {
        double v = Math.max(0, Math.min(1, u));
        return COOL.interpolate(WARM, Math.min(1, v * 2)).interpolate(HOT, Math.max(0, v * 2 - 1));
    }

    /** The busiest link's utilisation, the top of the colour scale (at least 1% so an idle net is not divided by 0). */
    static double heatTop(double[] heat) {
        double top = 0.01;
        for (double u : heat) {
            top = Math.max(top, u);
        }
        return top;
    }

    /** Each link in its heat colour, wider the busier it is. */
    void paintLinks(DrawingSurface g, double[] heat) {
        double top = heatTop(heat);
        double k = geometry.k();
        g.beginGroup("heatmap");
        for (Link l : geometry.topology().links()) {
            if (l.id() < heat.length) {
                double u = heat[l.id()] / top;
                g.setStroke(heatColor(u));
                g.setLineWidth((3 + 11 * u) * k);
                g.nameNext("heat-" + l.id());
                g.beginPath();
                geometry.curve(2 * l.id()).trace(g, 0, 1);
                g.strokePath();
            }
        }
        g.endGroup();
    }

    /**
     * The legend: the colour bar with 0%, half and the top, in the freest corner of the canvas ({@link HeatLegend}),
     * clear of the readouts' band of {@code readouts} pixels at the bottom, or of their column {@code column} pixels
     * wide at the left (0: none).
     */
    void paintLegend(DrawingSurface g, double[] heat, double width, double height, double readouts, double column) {
        new HeatLegend(geometry, readouts, column).paint(g, heatTop(heat), width, height);
    }
}
