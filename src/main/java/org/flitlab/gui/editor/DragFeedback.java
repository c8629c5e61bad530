package org.flitlab.gui.editor;

import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;

/**
 * What {@link NetworkCanvas} draws under the pointer during a drag, on its top layer just after a redraw: a ring
 * round the node being moved, or the dashed rubber-band rectangle of a Shift-drag. The next redraw wipes it, so it
 * never reaches an exported picture. FX thread only.
 */
final class DragFeedback {
    private static final Color STROKE = Color.web("#1f77b4");

    private DragFeedback() {
    }

    /** A ring round the dragged node at canvas point (x, y). */
    static void nodeRing(Canvas top, double x, double y) {
        // The top layer may be transparent (no overlay to show); the feedback must be seen.
        top.setOpacity(1);
        GraphicsContext g = top.getGraphicsContext2D();
        g.setStroke(STROKE);
        g.setLineWidth(2);
        g.strokeOval(x - 16, y - 16, 32, 32);
    }

    /** The dashed rectangle between the press at (x0, y0) and the pointer at (x1, y1), in canvas points. */
    static void rubberBand(Canvas top, double x0, double y0, double x1, double y1) {
        top.setOpacity(1);
        GraphicsContext g = top.getGraphicsContext2D();
        g.setStroke(STROKE);
        g.setLineWidth(1.5);
        g.setLineDashes(6, 4);
        g.strokeRect(Math.min(x0, x1), Math.min(y0, y1), Math.abs(x1 - x0), Math.abs(y1 - y0));
        g.setLineDashes(null);
    }
}
