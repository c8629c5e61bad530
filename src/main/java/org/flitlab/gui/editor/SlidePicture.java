package org.flitlab.gui.editor;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.Set;

/**
 * The network drawn for a slide: fitted to a picture of a given size (the window's zoom and pan left out, so the
 * whole network is on the slide) by the canvas's own painters, without the editor's selection. Pixels are drawn
 * through Java2D and vectors through JFreeSVG, so both work on any thread: exports run off the FX thread.
 * Stateless.
 */
public final class SlidePicture {
    private SlidePicture() {
    }

    /** {@code scene} with strokes and fonts drawn {@code scale} times their normal size. */
    public static CanvasScene atScale(CanvasScene scene, double scale) {
        return new CanvasScene(scene.layout(), scene.snapshot(), scene.upDown(), scene.routes(), -1, scale, Set.of(),
                scene.heat(), scene.focusWorm(), scene.bottleneck());
    }

    /** {@code scene} painted into a new {@code width} x {@code height} RGB image. Any thread. */
    public static BufferedImage image(CanvasScene scene, int width, int height) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            paint(g, scene, width, height);
        } finally {
            g.dispose();
        }
        return image;
    }

    /** Paints {@code scene} fitted to {@code width} x {@code height} through {@code g}. Any thread. */
    public static void paint(Graphics2D g, CanvasScene scene, int width, int height) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
        CanvasScene s = scene.withoutSelection();
        SvgSurface surface = new SvgSurface(g);
        new NetworkPainter(surface, geometry(s, width, height, surface), s).paint(width, height);
    }

    /** {@code scene} as an SVG document of {@code width} x {@code height} pixels, elements named as the canvas export's. */
    public static String svg(CanvasScene scene, int width, int height) {
        CanvasScene s = scene.withoutSelection();
        SvgSurface svg = new SvgSurface(width, height);
        new NetworkPainter(svg, geometry(s, width, height, svg), s).paint(width, height);
        return svg.document();
    }

    /** The fitted geometry, with room for the heat legend as on the canvas ({@code measure} sizes its text). */
    private static ScreenGeometry geometry(CanvasScene s, double width, double height, DrawingSurface measure) {
        CanvasTransform view = new CanvasTransform();
        new LegendRoom(measure).fit(view, s, width, height);
        return ScreenGeometry.of(s.layout(), view, s.scale(), s.lanes());
    }
}
