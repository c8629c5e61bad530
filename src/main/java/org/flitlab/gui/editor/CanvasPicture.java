package org.flitlab.gui.editor;

import java.util.function.Supplier;
import javafx.scene.SnapshotParameters;
import javafx.scene.canvas.Canvas;
import javafx.scene.image.WritableImage;

/**
 * A {@link NetworkCanvas}'s drawing exported as a picture (File &gt; Export): drawn afresh by the same painters as the
 * window, in the window's view (zoom and pan included), as SVG or as an image. Kept apart from the canvas, which is
 * about drawing and the mouse. The editor's selection is left out: a picture shows the network, not what was
 * clicked last; the run's readouts are not in it either, so the heat legend keeps its own estimate of their band.
 * FX thread only.
 */
final class CanvasPicture {
    /** The canvas's screen positions for a scene fitted to a width x height canvas (its cached ones). */
    @FunctionalInterface
    interface Geometry {
        ScreenGeometry of(CanvasScene s, double width, double height);
    }

    private final Canvas sized;
    private final Supplier<CanvasScene> scene;
    private final Geometry geometry;

    /** A picture of {@code scene} at {@code sized}'s size in the view {@code geometry} gives. */
    CanvasPicture(Canvas sized, Supplier<CanvasScene> scene, Geometry geometry) {
        this.sized = sized;
        this.scene = scene;
        this.geometry = geometry;
    }

    /**
     * The whole drawing as an SVG document at the canvas's size, as vector elements: channels, switches and hosts,
     * worms, buffers, heat map, named in groups ({@code channel-3}, {@code switch-s0}, {@code host-h0},
     * {@code worm-42}).
     *
     * @return the SVG text, or null when the canvas has no size yet or nothing to draw
     */
    String svg() {
        CanvasScene s = scene.get();
        double w = sized.getWidth();
        double h = sized.getHeight();
        if (s == null || w < 1 || h < 1) {
            return null;
        }
        SvgSurface svg = new SvgSurface(w, h);
        new NetworkPainter(svg, geometry.of(s, w, h), s.withoutSelection()).paint(w, h);
        return svg.document();
    }

    /**
     * The whole drawing as one image at the canvas's size.
     *
     * @return the picture, or null when the canvas has no size yet
     */
    WritableImage image() {
        double w = sized.getWidth();
        double h = sized.getHeight();
        if (w < 1 || h < 1) {
            return null;
        }
        Canvas picture = new Canvas(w, h);
        CanvasScene s = scene.get();
        if (s != null) {
            new NetworkPainter(new CanvasSurface(picture.getGraphicsContext2D()), geometry.of(s, w, h), s.withoutSelection())
                    .paint(w, h);
        }
        var params = new SnapshotParameters();
        params.setFill(NetworkPainter.BACKGROUND);
        return picture.snapshot(params, null);
    }
}
