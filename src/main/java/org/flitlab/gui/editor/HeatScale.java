package org.flitlab.gui.editor;

import java.util.Locale;
import javafx.scene.paint.Color;
import org.flitlab.topology.Link;

/**
 * The link-utilisation heat map's colour scale and its legend: pale yellow through magenta to deep purple, stretched
 * so the busiest link gets the darkest colour (a lightly loaded network still shows its hot spots). The legend
 * goes in the canvas corner that hides the fewest nodes and links. Stateless apart from its geometry; FX thread.
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
     * The colour bar with 0%, half and the top, in the freest corner of a {@code width} x {@code height} canvas;
     * the box is as wide as its title in the surface's font, so no font runs out of it.
     */
    void paintLegend(DrawingSurface g, double[] heat, double width, double height) {
        double k = geometry.k();
        double top = heatTop(heat);
        String title = "Link utilisation (scale to the busiest link)";
        g.setFont(11 * k, false);
        double w = Math.max(200 * k, g.textWidth(title));
        double boxW = w + 16;
        double boxH = 48 * k;
        double[] corner = freeCorner(width, height, boxW, boxH);
        double x = corner[0] + 8;
        double y = corner[1] + 22 * k;
        g.beginGroup("legend");
        g.setFill(Color.color(1, 1, 1, 0.85));
        g.fillRect(corner[0], corner[1], boxW, boxH);
        double h = 12 * k;
        for (int i = 0; i < 50; i++) {
            g.setFill(heatColor(i / 49.0));
            g.fillRect(x + w * i / 50, y, w / 50 + 1, h);
        }
        g.setFill(Color.web("#333333"));
        double below = y + h + 12 * k;
        g.fillText(title, x, y - 6 * k, false);
        g.fillText("0%", x, below, false);
        g.fillText(String.format(Locale.ROOT, "%.0f%%", 50 * top), x + w / 2, below, true);
        String max = String.format(Locale.ROOT, "%.0f%%", 100 * top);
        g.fillText(max, x + w - g.textWidth(max), below, false);
        g.endGroup();
    }

    /**
     * The top-left point of a box of {@code boxW} x {@code boxH} pixels in the corner of the canvas that covers
     * the fewest nodes and link midpoints (bottom right, top right, top left, bottom left; the bottom ones above
     * the readouts), so the legend never hides what is moving when there is a free corner.
     */
    double[] freeCorner(double width, double height, double boxW, double boxH) {
        double k = geometry.k();
        // The bottom corners stay clear of the readouts the window lays over the canvas there (two lines on the
        // left when the canvas is narrow).
        double[][] corners = {{width - boxW - 8, height - boxH - 40 * k}, {width - boxW - 8, 36 * k}, {8, 48 * k}, {8, height - boxH - 64 * k}};
        double[] best = corners[0];
        int bestCount = Integer.MAX_VALUE;
        for (double[] c : corners) {
            int count = covered(c[0] - 12, c[1] - 12, boxW + 24, boxH + 24);
            if (count < bestCount) {
                best = c;
                bestCount = count;
            }
        }
        return best;
    }

    private int covered(double x, double y, double w, double h) {
        int count = 0;
        for (int n = 0; n < geometry.topology().nodeCount(); n++) {
            count += inside(geometry.x(n), geometry.y(n), x, y, w, h) ? 1 : 0;
        }
        for (Link l : geometry.topology().links()) {
            ChannelCurve c = geometry.curve(2 * l.id());
            count += inside(c.x(0.5), c.y(0.5), x, y, w, h) ? 1 : 0;
        }
        return count;
    }

    private static boolean inside(double px, double py, double x, double y, double w, double h) {
        return px >= x && px <= x + w && py >= y && py <= y + h;
    }
}
