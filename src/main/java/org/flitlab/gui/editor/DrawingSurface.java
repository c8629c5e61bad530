package org.flitlab.gui.editor;

import java.util.function.Consumer;
import javafx.scene.paint.Color;

/**
 * What the network painters draw on: a small vector vocabulary (paths of lines and cubic curves, rectangles,
 * rounded rectangles, circles, triangles, text; fill and stroke colours, stroke widths and dashes) that both the
 * screen canvas ({@link CanvasSurface}, a JavaFX GraphicsContext) and an SVG document ({@link SvgSurface},
 * JFreeSVG) can carry out, so File &gt; Export writes the same picture as vectors that the window shows as pixels
 * (the canvas exported as PNG or SVG). Coordinates and lengths are canvas pixels; strokes have round caps and joins.
 * Group and element names only label the SVG (the canvas ignores them). Not thread-safe: one painter at a time.
 */
interface DrawingSurface {
    /** Makes the whole {@code width} x {@code height} area transparent. */
    void clear(double width, double height);

    void setFill(Color c);

    void setStroke(Color c);

    /** Stroke width in pixels. */
    void setLineWidth(double w);

    /** Dash and gap lengths in pixels, alternating; none for a solid stroke. */
    void setLineDashes(double... lengths);

    /** Starts a new path; the path calls below add to it until {@link #strokePath()}. */
    void beginPath();

    void moveTo(double x, double y);

    void lineTo(double x, double y);

    /** A cubic Bezier from the current point through control points 1 and 2 to (x3, y3). */
    void curveTo(double x1, double y1, double x2, double y2, double x3, double y3);

    /** Strokes the current path with the stroke colour, width and dashes. */
    void strokePath();

    void fillRect(double x, double y, double w, double h);

    void strokeRect(double x, double y, double w, double h);

    /** A rectangle whose corners are quarter ellipses {@code arc} pixels across (as GraphicsContext's arcs). */
    void fillRoundRect(double x, double y, double w, double h, double arc);

    void strokeRoundRect(double x, double y, double w, double h, double arc);

    void fillCircle(double cx, double cy, double r);

    void strokeCircle(double cx, double cy, double r);

    /** Fills the closed polygon through the points (xs[i], ys[i]). */
    void fillPolygon(double[] xs, double[] ys);

    /** The font for the text calls: the UI's sans-serif face at {@code size} pixels. */
    void setFont(double size, boolean bold);

    /** The width in pixels of {@code text} in the current font, for sizing a box round it. */
    double textWidth(String text);

    /**
     * Fills {@code text} in the fill colour, vertically centred on {@code y}; horizontally centred on {@code x}, or
     * starting at {@code x} when {@code centred} is false.
     */
    void fillText(String text, double x, double y, boolean centred);

    /** Centred text as {@link #fillText}, first outlined {@code haloWidth} pixels wide in {@code halo} so it reads over anything. */
    void haloText(String text, double x, double y, Color halo, double haloWidth);

    /**
     * Draws {@code symbol} centred on (x, y). The symbol draws round (0, 0) within a {@code width} x {@code height}
     * box, and the same {@code key} must always draw the same picture: the screen canvas draws it once into a
     * small image and then only copies that image (a worm's head or a halo'd name costs a copy, not a
     * rasterisation, on every frame), an SVG draws it each time as vectors.
     */
    void stamp(String key, double x, double y, double width, double height, Consumer<DrawingSurface> symbol);

    /** Opens a named group of elements (an SVG {@code <g id=...>}); groups nest. */
    default void beginGroup(String id) {
    }

    default void endGroup() {
    }

    /** Gives the next element drawn the id {@code id} (in SVG), so a reader can find, say, switch s3. */
    default void nameNext(String id) {
    }
}
