package org.flitlab.gui.editor;

/**
 * Fits a scene into its canvas leaving a band clear at the left for the heat map's upright legend when no corner
 * of the canvas is free of the drawing ({@link HeatLegend}): in presentation mode with the chart beside it the
 * canvas is about 640 pixels wide, the wide legend nearly as wide, and it covered the network's top row. A network
 * fitted to such a canvas is limited by its height, so a side band seldom shrinks it. Without a heat map, or with
 * a free corner, the fit is the plain one. The band is worked out for the fitted view (zoom 1) and kept until the
 * layout, size, scale, lanes, the heat map's presence or the readouts' band change. Mutable; one per canvas; the
 * thread of its surface.
 */
final class LegendRoom {
    /** Tries at growing bands before giving up (a canvas too small for the legend and the network). */
    private static final int TRIES = 8;

    /** Measures the legend's title in the font the painters use. */
    private final DrawingSurface measure;
    private NetworkLayout layout;
    private double width;
    private double height;
    private double k;
    private int lanes;
    private boolean heat;
    private double readouts;
    private double column;
    private double reserve;

    LegendRoom(DrawingSurface measure) {
        this.measure = measure;
    }

    /** Fits {@code s}'s layout into {@code view} for a {@code w} x {@code h} canvas with no readouts over it. */
    void fit(CanvasTransform view, CanvasScene s, double w, double h) {
        fit(view, s, w, h, 0);
    }

    /**
     * Fits {@code s}'s layout into {@code view} for a {@code w} x {@code h} canvas, with the legend's band if needed;
     * the legend keeps clear of readouts taking {@code band} pixels at the bottom ({@link HeatLegend}).
     */
    void fit(CanvasTransform view, CanvasScene s, double w, double h, double band) {
        fit(view, s, w, h, band, 0);
    }

    /**
     * The fit with the readouts in a column {@code left} pixels wide at the canvas's bottom left ({@code band} then
     * its height), kept clear at the left; with {@code left} 0 the readouts lie along the bottom, kept clear there.
     */
    void fit(CanvasTransform view, CanvasScene s, double w, double h, double band, double left) {
        boolean shown = s.heat() != null;
        if (s.layout() != layout || w != width || h != height || s.scale() != k || s.lanes() != lanes || shown != heat
                || band != readouts || left != column) {
            column = left;
            layout = s.layout();
            width = w;
            height = h;
            k = s.scale();
            lanes = s.lanes();
            heat = shown;
            readouts = band;
            reserve = shown ? band() : 0;
        }
        view.fit(layout, w, h, k, reserve + column, bottom(), column > 0);
    }

    /** The readouts' band the fit keeps clear at the bottom: none when they stand in a column at the left. */
    private double bottom() {
        return column > 0 ? 0 : readouts;
    }

    /** The band kept clear at the left, in pixels: 0 when a corner is free, else grown until one is. */
    private double band() {
        CanvasTransform fitted = new CanvasTransform();
        double r = 0;
        for (int i = 0; i < TRIES; i++) {
            fitted.fit(layout, width, height, k, r + column, bottom(), column > 0);
            if (new HeatLegend(ScreenGeometry.of(layout, fitted, k, lanes), readouts, column).fits(measure, width, height)) {
                return r;
            }
            // First the upright legend's own width and a margin, then a little more each try.
            r += i == 0 ? HeatLegend.uprightSize(measure, k)[0] + 8 : 12 * k;
        }
        return r;
    }
}
