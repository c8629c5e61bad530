package org.flitlab.gui.editor;

/**
 * Maps layout units to canvas pixels: fit the drawing into the canvas with a margin, then apply the user's zoom
 * (about a point) and pan. Mutable; FX thread only.
 */
final class CanvasTransform {
    private static final double MARGIN = 60;
    /** Extra room at the top for the deadlock banner and the arcs of the first row. */
    private static final double TOP = 40;
    /** The smallest margin a short canvas keeps ({@link #margin}). */
    private static final double SHORT_MARGIN = 20;
    /**
     * Switches closer than this many pixels are crowded: the drawing spreads along the canvas's spare side until they
     * are this far apart (or the side is used up).
     */
    private static final double CROWDED = 40;
    /** A crowded drawing spreads at most this many times its plain fit along the spare side. */
    private static final double MOST_SPREAD = 2;
    private double fitScale = 1;
    /** Pixels per layout unit across and down before zoom: {@link #fitScale}, one of them spread when crowded. */
    private double fitScaleX = 1;
    private double fitScaleY = 1;
    /** The layout {@link #closest} was measured for. */
    private NetworkLayout measured;
    /** Layout distance between the closest two linked switches of {@link #measured}, 0 for none. */
    private double closest;
    private double fitX;
    private double fitY;
    private double zoom = 1;
    private double panX;
    private double panY;

    /** Fits {@code layout} into a canvas of the given size; keeps zoom and pan. */
    void fit(NetworkLayout layout, double width, double height) {
        fit(layout, width, height, 1);
    }

    /**
     * Fits {@code layout} with labels drawn {@code k} times their size: the bottom margin grows by 50 pixels per
     * unit of {@code k} over 1, so the bottom row's host names stay clear of the run readouts laid over the
     * canvas's bottom edge (presentation mode's large fonts). At {@code k} = 1 it is the plain fit.
     */
    void fit(NetworkLayout layout, double width, double height, double k) {
        fit(layout, width, height, k, 0);
    }

    /**
     * The fit with a band {@code left} pixels wide kept clear at the left, where the heat legend goes when no
     * corner of the canvas is free of the drawing ({@link LegendRoom}).
     */
    void fit(NetworkLayout layout, double width, double height, double k, double left) {
        fit(layout, width, height, k, left, 0);
    }

    /**
     * The fit with the bottom {@code readouts} pixels, where the run's readouts lie along the bottom edge, kept clear
     * too: with a projector's large fonts they took more than the usual margin and lay over the bottom row.
     */
    void fit(NetworkLayout layout, double width, double height, double k, double left, double readouts) {
        fit(layout, width, height, k, left, readouts, false);
    }

    /**
     * The fit with the run's readouts in a column at the left ({@code column}, inside {@code left}) rather than along
     * the bottom: the bottom then keeps the sides' margin, as a short canvas (large fonts) needs every pixel of height.
     */
    void fit(NetworkLayout layout, double width, double height, double k, double left, double readouts, boolean column) {
        double top = TOP;
        double mx = margin(width);
        double mt = margin(height);
        // The bottom keeps its full margin: the readouts lie there, and hosts fanned below the last row are drawn
        // further out than their layout place when the scale is small (ScreenGeometry.clearOfSwitch).
        double bottom = column ? Math.max(mt, 50 * Math.max(0, k - 1))
                : Math.max(MARGIN + 50 * Math.max(0, k - 1) + stackedReadouts(width, k), readouts + SHORT_MARGIN);
        double sx = (width - left - 2 * mx) / layout.width();
        double sy = (height - mt - bottom - top) / layout.height();
        fitScale = Math.max(5, Math.min(sx, sy));
        double spread = fitScale * spread(layout, fitScale);
        fitScaleX = sx > sy ? Math.max(fitScale, Math.min(sx, spread)) : fitScale;
        fitScaleY = sy > sx ? Math.max(fitScale, Math.min(sy, spread)) : fitScale;
        fitX = left + (width - left - fitScaleX * layout.width()) / 2 - fitScaleX * layout.minX();
        fitY = top + mt + (height - top - mt - bottom - fitScaleY * layout.height()) / 2 - fitScaleY * layout.minY();
    }

    /**
     * How many times its plain fit a drawing at {@code scale} spreads along the canvas's spare side: 1 unless its
     * closest switches would be under {@link #CROWDED} pixels apart. A short canvas (a projector's 1280 x 720 at an
     * 18px font, halved beside the Worm tab: 212 pixels) put the 4 x 4 torus's switches 23 pixels apart, so that a
     * host pushed clear of its own switch lay on the next one; the canvas had 600 spare pixels across.
     */
    private double spread(NetworkLayout layout, double scale) {
        if (layout != measured) {
            measured = layout;
            closest = closestSwitches(layout);
        }
        double d = closest * scale;
        return d <= 0 || d >= CROWDED ? 1 : Math.min(MOST_SPREAD, CROWDED / d);
    }

    /** Layout distance between the closest two switches joined by a link, 0 when no link joins two switches. */
    private static double closestSwitches(NetworkLayout layout) {
        var t = layout.topology();
        double least = Double.MAX_VALUE;
        for (org.flitlab.topology.Link l : t.links()) {
            if (t.isSwitch(l.nodeA()) && t.isSwitch(l.nodeB()) && l.nodeA() != l.nodeB()) {
                least = Math.min(least, Math.hypot(layout.x(l.nodeA()) - layout.x(l.nodeB()), layout.y(l.nodeA()) - layout.y(l.nodeB())));
            }
        }
        return least == Double.MAX_VALUE ? 0 : least;
    }

    /**
     * The margin at the top and at each side of a canvas {@code size} pixels across: 60, but at most 14% of a
     * small canvas (never under 20): beside a projector's sweep panel the canvas is about 250 pixels tall, and the
     * fixed margins left the 4 x 4 torus 90 of them.
     */
    private static double margin(double size) {
        return Math.min(MARGIN, Math.max(SHORT_MARGIN, 0.14 * size));
    }

    /**
     * Extra bottom room, in pixels, where presentation mode's readouts no longer fit on one line at the canvas's
     * bottom edge and the tick stands above the counters (a canvas under about 420 pixels per unit of scale: the
     * chart-beside layout): one more line of their 24-pixel text, else the bottom-left host sat under the tick.
     */
    private static double stackedReadouts(double width, double k) {
        return k > 1 && width < 420 * k ? 12.5 * k : 0;
    }

    /** Back to the fitted view. */
    void resetZoom() {
        zoom = 1;
        panX = 0;
        panY = 0;
    }

    /** Zooms by {@code factor} keeping the screen point (sx, sy) still. */
    void zoomAbout(double factor, double sx, double sy) {
        double next = Math.max(0.2, Math.min(8, zoom * factor));
        double f = next / zoom;
        panX = sx - f * (sx - panX);
        panY = sy - f * (sy - panY);
        zoom = next;
    }

    void pan(double dx, double dy) {
        panX += dx;
        panY += dy;
    }

    /**
     * Pixels per layout unit (the smaller of across and down, where a crowded drawing spreads): sizes that grow with
     * the zoom (lane gaps, buffer bars, arcs) follow it.
     */
    double scale() {
        return fitScale * zoom;
    }

    double zoom() {
        return zoom;
    }

    double screenX(double x) {
        return (fitX + fitScaleX * x) * zoom + panX;
    }

    double screenY(double y) {
        return (fitY + fitScaleY * y) * zoom + panY;
    }

    double layoutX(double sx) {
        return ((sx - panX) / zoom - fitX) / fitScaleX;
    }

    double layoutY(double sy) {
        return ((sy - panY) / zoom - fitY) / fitScaleY;
    }
}
