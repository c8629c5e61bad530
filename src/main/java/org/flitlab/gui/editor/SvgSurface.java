package org.flitlab.gui.editor;

import java.awt.BasicStroke;
import java.awt.Font;
import java.awt.Shape;
import java.awt.font.LineMetrics;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.scene.paint.Color;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGHints;

/**
 * A {@link DrawingSurface} that writes SVG through JFreeSVG's {@link SVGGraphics2D} (the library the chart export
 * uses): every stroke, shape and label becomes an SVG element, grouped and named as the painters ask, so the
 * exported network can be edited in a vector editor. Text stays text (sans-serif), centred with AWT's font metrics.
 * Coordinates are written with two decimals (a hundredth of a pixel). Any thread; one painter at a time.
 */
final class SvgSurface implements DrawingSurface {
    private final java.awt.Graphics2D g;
    /** The SVG document's graphics; null when drawing pixels through another Java2D graphics. */
    private final SVGGraphics2D svg;
    private java.awt.Color fill = java.awt.Color.BLACK;
    private java.awt.Color stroke = java.awt.Color.BLACK;
    private float lineWidth = 1;
    private float[] dashes;
    private Path2D.Double path = new Path2D.Double();
    private Font font = new Font(Font.SANS_SERIF, Font.PLAIN, 12);

    /** An empty drawing of {@code width} x {@code height} pixels. */
    SvgSurface(double width, double height) {
        svg = new SVGGraphics2D(width, height);
        svg.setGeomDoubleConverter(SvgSurface::decimal);
        g = svg;
    }

    /**
     * The same shapes and text drawn as pixels through {@code pixels} (a BufferedImage's graphics): a picture
     * for slides painted on any thread, where the JavaFX canvas needs the FX thread. Groups and names are SVG's
     * only and are left out.
     */
    SvgSurface(java.awt.Graphics2D pixels) {
        svg = null;
        g = pixels;
    }

    /** The SVG document drawn so far. */
    String document() {
        return svg.getSVGDocument();
    }

    private static String decimal(double v) {
        String s = String.format(Locale.ROOT, "%.2f", v);
        s = s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
        return "-0".equals(s) ? "0" : s;
    }

    private static java.awt.Color awt(Color c) {
        return new java.awt.Color((float) c.getRed(), (float) c.getGreen(), (float) c.getBlue(), (float) c.getOpacity());
    }

    @Override
    public void clear(double w, double h) {
        // A new SVG document is empty already; the screen canvas needs clearing, a drawing on paper does not.
    }

    @Override
    public void setFill(Color c) {
        fill = awt(c);
    }

    @Override
    public void setStroke(Color c) {
        stroke = awt(c);
    }

    @Override
    public void setLineWidth(double w) {
        lineWidth = (float) w;
    }

    @Override
    public void setLineDashes(double... lengths) {
        if (lengths == null || lengths.length == 0) {
            dashes = null;
            return;
        }
        dashes = new float[lengths.length];
        for (int i = 0; i < lengths.length; i++) {
            dashes[i] = (float) lengths[i];
        }
    }

    @Override
    public void beginPath() {
        path = new Path2D.Double();
    }

    @Override
    public void moveTo(double x, double y) {
        path.moveTo(x, y);
    }

    @Override
    public void lineTo(double x, double y) {
        path.lineTo(x, y);
    }

    @Override
    public void curveTo(double x1, double y1, double x2, double y2, double x3, double y3) {
        path.curveTo(x1, y1, x2, y2, x3, y3);
    }

    @Override
    public void strokePath() {
        draw(path);
    }

    private void draw(Shape s) {
        g.setPaint(stroke);
        g.setStroke(new BasicStroke(lineWidth, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, dashes, 0f));
        g.draw(s);
    }

    private void fill(Shape s) {
        g.setPaint(fill);
        g.fill(s);
    }

    @Override
    public void fillRect(double x, double y, double w, double h) {
        fill(new Rectangle2D.Double(x, y, w, h));
    }

    @Override
    public void strokeRect(double x, double y, double w, double h) {
        draw(new Rectangle2D.Double(x, y, w, h));
    }

    @Override
    public void fillRoundRect(double x, double y, double w, double h, double arc) {
        fill(new RoundRectangle2D.Double(x, y, w, h, arc, arc));
    }

    @Override
    public void strokeRoundRect(double x, double y, double w, double h, double arc) {
        draw(new RoundRectangle2D.Double(x, y, w, h, arc, arc));
    }

    @Override
    public void fillCircle(double cx, double cy, double r) {
        fill(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r));
    }

    @Override
    public void strokeCircle(double cx, double cy, double r) {
        draw(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r));
    }

    @Override
    public void fillPolygon(double[] xs, double[] ys) {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(xs[0], ys[0]);
        for (int i = 1; i < xs.length; i++) {
            p.lineTo(xs[i], ys[i]);
        }
        p.closePath();
        fill(p);
    }

    @Override
    public void setFont(double size, boolean bold) {
        font = new Font(Font.SANS_SERIF, bold ? Font.BOLD : Font.PLAIN, 1).deriveFont((float) size);
    }

    @Override
    public void fillText(String text, double x, double y, boolean centred) {
        g.setFont(font);
        g.setPaint(fill);
        g.drawString(text, (float) left(text, x, centred), (float) baseline(text, y));
    }

    @Override
    public void haloText(String text, double x, double y, Color halo, double haloWidth) {
        float left = (float) left(text, x, true);
        float base = (float) baseline(text, y);
        java.awt.Color was = stroke;
        float wasWidth = lineWidth;
        float[] wasDashes = dashes;
        stroke = awt(halo);
        lineWidth = (float) haloWidth;
        dashes = null;
        // SVG text has no outline of its own here, so the halo is the glyphs' outline drawn as a path beneath.
        draw(font.createGlyphVector(g.getFontRenderContext(), text).getOutline(left, base));
        stroke = was;
        lineWidth = wasWidth;
        dashes = wasDashes;
        g.setFont(font);
        g.setPaint(fill);
        g.drawString(text, left, base);
    }

    @Override
    public double textWidth(String text) {
        return font.getStringBounds(text, g.getFontRenderContext()).getWidth();
    }

    private double left(String text, double x, boolean centred) {
        return centred ? x - textWidth(text) / 2 : x;
    }

    /** The baseline that puts the text's ascent-to-descent box centred on {@code y}, as JavaFX's VPos.CENTER. */
    private double baseline(String text, double y) {
        LineMetrics m = font.getLineMetrics(text, g.getFontRenderContext());
        return y + (m.getAscent() - m.getDescent()) / 2;
    }

    @Override
    public void stamp(String key, double x, double y, double width, double height, Consumer<DrawingSurface> symbol) {
        g.translate(x, y);
        symbol.accept(this);
        g.translate(-x, -y);
    }

    @Override
    public void beginGroup(String id) {
        if (svg != null) {
            svg.setRenderingHint(SVGHints.KEY_BEGIN_GROUP, id);
        }
    }

    @Override
    public void endGroup() {
        if (svg != null) {
            svg.setRenderingHint(SVGHints.KEY_END_GROUP, "true");
        }
    }

    @Override
    public void nameNext(String id) {
        if (svg != null) {
            svg.setRenderingHint(SVGHints.KEY_ELEMENT_ID, id);
        }
    }
}
