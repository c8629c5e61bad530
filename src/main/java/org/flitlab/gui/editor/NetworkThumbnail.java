package org.flitlab.gui.editor;

import javafx.scene.SnapshotParameters;
import javafx.scene.canvas.Canvas;
import javafx.scene.image.WritableImage;

/**
 * A picture of a network as the canvas draws it bare (no run, no overlays): the sample gallery's thumbnails. The
 * canvas keeps a fixed margin round the drawing, so the picture is drawn at canvas size and shown scaled down
 * (an ImageView's fit width). FX thread only.
 */
public final class NetworkThumbnail {
    /** Strokes and labels are drawn this much heavier, so they survive being scaled down about five times. */
    private static final double STROKE_SCALE = 2.5;

    private NetworkThumbnail() {
    }

    /** {@code layout} drawn to fit a {@code width} x {@code height} pixel image (at least 240 x 200 to leave room). */
    public static WritableImage of(NetworkLayout layout, int width, int height) {
        Canvas canvas = new Canvas(width, height);
        CanvasTransform view = new CanvasTransform();
        view.fit(layout, width, height);
        CanvasScene scene = new CanvasScene(layout, null, null, null, -1, STROKE_SCALE);
        new NetworkPainter(new CanvasSurface(canvas.getGraphicsContext2D()), ScreenGeometry.of(layout, view, STROKE_SCALE), scene)
                .paint(width, height);
        return canvas.snapshot(new SnapshotParameters(), null);
    }
}
