package org.flitlab.gui.editor;

import java.util.Locale;
import javafx.scene.paint.Color;
import org.flitlab.topology.Link;

/**
 * The heat map's legend: a colour bar from 0% to the busiest link's utilisation with its title, in the corner of
 * the canvas that hides the fewest nodes and links. Wide (title above a horizontal bar) where a corner takes it
 * clear of the drawing; else upright (the title on two lines over a vertical bar), which fits the free band at the
 * side of a network drawn in a narrow canvas, such as presentation mode's with the chart beside it, where the wide
 * one covered the top row ({@link LegendRoom} keeps that band). Stateless apart from its geometry.
 */
final class HeatLegend {
    private static final String TITLE = "Link utilisation (scale to the busiest link)";
    private static final String[] UPRIGHT_TITLE = {"Link", "utilisation"};
    /** Pixels kept between the legend and anything drawn. */
    private static final double CLEAR = 12;
    /**
     * Canvas width per unit of scale under which the run's counters wrap onto a second line with the tick above
     * them (compare mode's half canvas): their longest line is about 500 pixels.
     */
    private static final double WRAPPED_READOUTS = 520;

    private final ScreenGeometry geometry;
    private final double k;
    /** The readouts' band measured on the window's canvas, in pixels; 0 where there are none (exports). */
    private final double measured;
    /** The width of the readouts' column at the canvas's left when they stand in one (large fonts), else 0. */
    private final double column;

    /** A legend for a drawing with no readouts laid over it (exports, slides): the bottom band is estimated. */
    HeatLegend(ScreenGeometry geometry) {
        this(geometry, 0);
    }

    /** A legend kept clear of readouts taking {@code readouts} pixels at the canvas's bottom (if more than estimated). */
    HeatLegend(ScreenGeometry geometry, double readouts) {
        this(geometry, readouts, 0);
    }

    /**
     * A legend kept clear of the readouts standing in a column {@code column} pixels wide at the canvas's bottom left
     * ({@code readouts} its height): the left corners start right of it, the bottom right one keeps the usual margin.
     */
    HeatLegend(ScreenGeometry geometry, double readouts, double column) {
        this.geometry = geometry;
        this.k = geometry.k();
        this.measured = column > 0 ? 0 : readouts;
        this.column = column;
    }

    /** The wide legend's width and height at scale {@code k}; leaves the surface's font set to the legend's. */
    static double[] wideSize(DrawingSurface g, double k) {
        g.setFont(11 * k, false);
        return new double[] {Math.max(200 * k, g.textWidth(TITLE)) + 16, 48 * k};
    }

    /** The upright legend's width and height at scale {@code k}; leaves the surface's font set to the legend's. */
    static double[] uprightSize(DrawingSurface g, double k) {
        g.setFont(11 * k, false);
        double w = Math.max(g.textWidth(UPRIGHT_TITLE[1]), 18 * k + g.textWidth("100%"));
        return new double[] {w + 16, 2 * 14 * k + 90 * k + 16 * k};
    }

    /**
     * The legend's box {x, y, width, height, upright (1) or wide (0)} on a {@code width} x {@code height} canvas:
     * the wide one where a corner takes it clear of the drawing, else the upright one in its freest corner.
     */
    double[] box(DrawingSurface g, double width, double height) {
        double[] wide = wideSize(g, k);
        double[] corner = freeCorner(width, height, wide[0], wide[1]);
        if (free(corner, wide)) {
            return new double[] {corner[0], corner[1], wide[0], wide[1], 0};
        }
        double[] upright = uprightSize(g, k);
        corner = freeCorner(width, height, upright[0], upright[1]);
        return new double[] {corner[0], corner[1], upright[0], upright[1], 1};
    }

    /** Whether the legend, wide or upright, has a corner clear of the drawing. */
    boolean fits(DrawingSurface g, double width, double height) {
        double[] b = box(g, width, height);
        return free(new double[] {b[0], b[1]}, new double[] {b[2], b[3]});
    }

    void paint(DrawingSurface g, double top, double width, double height) {
        double[] box = box(g, width, height);
        g.beginGroup("legend");
        g.setFill(Color.color(1, 1, 1, 0.85));
        g.fillRect(box[0], box[1], box[2], box[3]);
        if (box[4] == 0) {
            paintWide(g, top, box);
        } else {
            paintUpright(g, top, box);
        }
        g.endGroup();
    }

    private void paintWide(DrawingSurface g, double top, double[] box) {
        double w = box[2] - 16;
        double x = box[0] + 8;
        double y = box[1] + 22 * k;
        double h = 12 * k;
        for (int i = 0; i < 50; i++) {
            g.setFill(HeatScale.heatColor(i / 49.0));
            g.fillRect(x + w * i / 50, y, w / 50 + 1, h);
        }
        g.setFill(Color.web("#333333"));
        double below = y + h + 12 * k;
        g.fillText(TITLE, x, y - 6 * k, false);
        g.fillText("0%", x, below, false);
        g.fillText(percent(top / 2), x + w / 2, below, true);
        String max = percent(top);
        g.fillText(max, x + w - g.textWidth(max), below, false);
    }

    /** The title on two lines, then a vertical bar (the busiest at the top) with its three values to its right. */
    private void paintUpright(DrawingSurface g, double top, double[] box) {
        double x = box[0] + 8;
        double y = box[1] + 8 * k;
        g.setFill(Color.web("#333333"));
        for (String line : UPRIGHT_TITLE) {
            g.fillText(line, x, y + 5 * k, false);
            y += 14 * k;
        }
        y += 4 * k;
        double h = 90 * k;
        double w = 12 * k;
        for (int i = 0; i < 50; i++) {
            g.setFill(HeatScale.heatColor(1 - i / 49.0));
            g.fillRect(x, y + h * i / 50, w, h / 50 + 1);
        }
        g.setFill(Color.web("#333333"));
        g.fillText(percent(top), x + w + 6 * k, y + 5 * k, false);
        g.fillText(percent(top / 2), x + w + 6 * k, y + h / 2, false);
        g.fillText("0%", x + w + 6 * k, y + h - 5 * k, false);
    }

    private static String percent(double u) {
        return String.format(Locale.ROOT, "%.0f%%", 100 * u);
    }

    /**
     * The top-left point of a box of {@code boxW} x {@code boxH} pixels in the corner of the canvas that covers
     * the fewest nodes and link midpoints (bottom right, top right, top left, bottom left; the bottom ones above
     * the readouts), so the legend never hides what is moving when there is a free corner.
     */
    double[] freeCorner(double width, double height, double boxW, double boxH) {
        // The bottom corners stay clear of the readouts the window lays over the canvas there (two lines on the
        // left when the canvas is narrow; three across its whole width when the counters wrap, ReadoutStrip). The
        // estimate holds at this machine's 13px font; a larger font makes them taller, and the window measures them.
        double readouts = Math.max(width < WRAPPED_READOUTS * k ? 76 * k : 40 * k, measured);
        double left = column + 8;
        double[][] corners = {{width - boxW - 8, height - boxH - readouts}, {width - boxW - 8, 36 * k}, {left, 48 * k},
            {left, height - boxH - Math.max(readouts, 64 * k)}};
        double[] best = corners[0];
        int bestCount = Integer.MAX_VALUE;
        for (double[] c : corners) {
            int count = covered(c[0] - CLEAR, c[1] - CLEAR, boxW + 2 * CLEAR, boxH + 2 * CLEAR);
            if (count < bestCount) {
                best = c;
                bestCount = count;
            }
        }
        return best;
    }

    private boolean free(double[] corner, double[] size) {
        return covered(corner[0] - CLEAR, corner[1] - CLEAR, size[0] + 2 * CLEAR, size[1] + 2 * CLEAR) == 0;
    }

    /** Nodes (their boxes with names, as drawn) and link midpoints in the box x, y, w, h. */
    private int covered(double x, double y, double w, double h) {
        int count = 0;
        LabelBoxes.Box area = new LabelBoxes.Box(-1, x, y, w, h);
        for (LabelBoxes.Box b : LabelBoxes.of(geometry)) {
            count += b.overlaps(area) ? 1 : 0;
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
