package org.flitlab.gui.editor;

/**
 * The box a canvas's drawing takes at its current view, in canvas pixels: every node with its name as drawn
 * ({@link LabelBoxes}) and every channel's curve, with the wrap-around arcs that bow out past the first row. What is
 * laid over the canvas (the deadlock banner) keeps out of it, so that the nodes and the red cycle stay in sight.
 * Stateless; FX thread.
 */
public final class DrawnExtent {
    /** Points sampled along each channel's curve (its ends, and its bow for an arc). */
    private static final int SAMPLES = 9;

    private DrawnExtent() {
    }

    /** {minX, minY, maxX, maxY} of what {@code canvas} draws at its size and view, or null when it draws nothing. */
    public static double[] of(NetworkCanvas canvas) {
        CanvasScene s = canvas.drawingProperty().get();
        if (s == null || canvas.getWidth() < 1 || canvas.getHeight() < 1) {
            return null;
        }
        ScreenGeometry g = canvas.geometry(s, canvas.getWidth(), canvas.getHeight());
        double[] box = {Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
        for (LabelBoxes.Box b : LabelBoxes.of(g)) {
            add(box, b.x(), b.y());
            add(box, b.x() + b.w(), b.y() + b.h());
        }
        for (int c = 0; c < g.channels(); c++) {
            ChannelCurve curve = g.curve(c);
            for (int i = 0; i < SAMPLES; i++) {
                add(box, curve.x(i / (SAMPLES - 1.0)), curve.y(i / (SAMPLES - 1.0)));
            }
        }
        return box[0] > box[2] ? null : box;
    }

    private static void add(double[] box, double x, double y) {
        box[0] = Math.min(box[0], x);
        box[1] = Math.min(box[1], y);
        box[2] = Math.max(box[2], x);
        box[3] = Math.max(box[3], y);
    }
}
