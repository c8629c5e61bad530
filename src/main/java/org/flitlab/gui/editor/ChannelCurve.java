package org.flitlab.gui.editor;

/**
 * The screen-space curve of one channel: a cubic Bezier from its source node to its target node, shifted a few
 * pixels to the right of the direction of travel so that a link's two channels lie side by side. Straight links
 * have their control points on the line ({@code straight}); wrap-around links bow out by {@code bulge} pixels.
 * Immutable.
 */
record ChannelCurve(double x0, double y0, double x1, double y1, double x2, double y2, double x3, double y3,
                    boolean straight) {

    /** The curve from (ax, ay) to (bx, by), bowed by (bulgeX, bulgeY) and shifted right by {@code side} px. */
    static ChannelCurve of(double ax, double ay, double bx, double by, double bulgeX, double bulgeY, double side) {
        double dx = bx - ax;
        double dy = by - ay;
        double len = Math.max(1e-9, Math.hypot(dx, dy));
        // Right of the direction of travel in screen coordinates (y grows downwards).
        double ox = -dy / len * side;
        double oy = dx / len * side;
        if (bulgeX != 0 || bulgeY != 0) {
            // Control points as far along the chord as they are bowed out: the arc leaves its switch at 45 degrees,
            // between the switch's straight links along and across, instead of running beside one of them.
            double k = 4.0 / 3.0;
            double along = Math.min(0.45, Math.hypot(bulgeX, bulgeY) * k / len);
            return new ChannelCurve(ax + ox, ay + oy, ax + dx * along + bulgeX * k + ox, ay + dy * along + bulgeY * k + oy,
                    bx - dx * along + bulgeX * k + ox, by - dy * along + bulgeY * k + oy, bx + ox, by + oy, false);
        }
        return new ChannelCurve(ax + ox, ay + oy, ax + dx / 3 + ox, ay + dy / 3 + oy,
                ax + 2 * dx / 3 + ox, ay + 2 * dy / 3 + oy, bx + ox, by + oy, true);
    }

    double x(double t) {
        double u = 1 - t;
        return u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3;
    }

    double y(double t) {
        double u = 1 - t;
        return u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3;
    }

    /**
     * Adds the part of the curve from {@code from} to {@code to} (0..1) to the surface's current path, starting it
     * with a move. A straight curve is one line; a whole bowed curve is one Bezier, a part of it 12 chords (a
     * stroke's cost grows with its segments, and most channels are straight).
     */
    void trace(DrawingSurface s, double from, double to) {
        s.moveTo(x(from), y(from));
        if (straight) {
            s.lineTo(x(to), y(to));
        } else if (from == 0 && to == 1) {
            s.curveTo(x1, y1, x2, y2, x3, y3);
        } else {
            for (int i = 1; i <= 12; i++) {
                double t = from + (to - from) * i / 12;
                s.lineTo(x(t), y(t));
            }
        }
    }
}
