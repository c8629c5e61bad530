package org.flitlab.gui.editor;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;
import javafx.geometry.VPos;
import javafx.scene.SnapshotParameters;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.image.Image;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.shape.StrokeLineJoin;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

/**
 * A {@link DrawingSurface} on a JavaFX canvas's GraphicsContext: the window's picture and the PNG export. Fonts are
 * looked up once per size and weight, and each stamp is drawn once into an image and copied after that, so a
 * surface kept from frame to frame draws its worm heads and names without rasterising them again. FX thread only.
 */
final class CanvasSurface implements DrawingSurface {
    private final GraphicsContext g;
    private final Map<Double, Font> fonts = new HashMap<>();
    private final Map<String, Image> stamps = new HashMap<>();
    private final double pixelScale;
    private Text measure;

    /** A surface on {@code g} for a screen of 1 device pixel per pixel. */
    CanvasSurface(GraphicsContext g) {
        this(g, 1);
    }

    /**
     * A surface on {@code g}; {@code pixelScale} is the window's device pixels per pixel (2 on a HiDPI screen),
     * at which stamps are drawn so they stay sharp.
     */
    CanvasSurface(GraphicsContext g, double pixelScale) {
        this.g = g;
        this.pixelScale = pixelScale;
        g.setLineCap(StrokeLineCap.ROUND);
        g.setLineJoin(StrokeLineJoin.ROUND);
        g.setLineDashes((double[]) null);
        g.setTextBaseline(VPos.CENTER);
    }

    @Override
    public void clear(double width, double height) {
        g.clearRect(0, 0, width, height);
    }

    @Override
    public void setFill(Color c) {
        g.setFill(c);
    }

    @Override
    public void setStroke(Color c) {
        g.setStroke(c);
    }

    @Override
    public void setLineWidth(double w) {
        g.setLineWidth(w);
    }

    @Override
    public void setLineDashes(double... lengths) {
        g.setLineDashes(lengths == null || lengths.length == 0 ? null : lengths);
    }

    @Override
    public void beginPath() {
        g.beginPath();
    }

    @Override
    public void moveTo(double x, double y) {
        g.moveTo(x, y);
    }

    @Override
    public void lineTo(double x, double y) {
        g.lineTo(x, y);
    }

    @Override
    public void curveTo(double x1, double y1, double x2, double y2, double x3, double y3) {
        g.bezierCurveTo(x1, y1, x2, y2, x3, y3);
    }

    @Override
    public void strokePath() {
        g.stroke();
    }

    @Override
    public void fillRect(double x, double y, double w, double h) {
        g.fillRect(x, y, w, h);
    }

    @Override
    public void strokeRect(double x, double y, double w, double h) {
        g.strokeRect(x, y, w, h);
    }

    @Override
    public void fillRoundRect(double x, double y, double w, double h, double arc) {
        g.fillRoundRect(x, y, w, h, arc, arc);
    }

    @Override
    public void strokeRoundRect(double x, double y, double w, double h, double arc) {
        g.strokeRoundRect(x, y, w, h, arc, arc);
    }

    @Override
    public void fillCircle(double cx, double cy, double r) {
        g.fillOval(cx - r, cy - r, 2 * r, 2 * r);
    }

    @Override
    public void strokeCircle(double cx, double cy, double r) {
        g.strokeOval(cx - r, cy - r, 2 * r, 2 * r);
    }

    @Override
    public void fillPolygon(double[] xs, double[] ys) {
        g.fillPolygon(xs, ys, xs.length);
    }

    @Override
    public void setFont(double size, boolean bold) {
        // The key folds weight into the sign, so one map serves both weights.
        g.setFont(fonts.computeIfAbsent(bold ? -size : size,
                k -> Font.font("System", bold ? FontWeight.BOLD : FontWeight.NORMAL, size)));
    }

    @Override
    public double textWidth(String text) {
        if (measure == null) {
            measure = new Text();
        }
        measure.setFont(g.getFont());
        measure.setText(text);
        return measure.getLayoutBounds().getWidth();
    }

    @Override
    public void fillText(String text, double x, double y, boolean centred) {
        g.setTextAlign(centred ? TextAlignment.CENTER : TextAlignment.LEFT);
        g.fillText(text, x, y);
    }

    @Override
    public void stamp(String key, double x, double y, double width, double height, Consumer<DrawingSurface> symbol) {
        Image image = stamps.computeIfAbsent(key, k -> draw(symbol, width, height));
        // Whole pixels, so the copy is a plain copy, never a resampling.
        double w = Math.ceil(width) + 2;
        double h = Math.ceil(height) + 2;
        g.drawImage(image, Math.round(x - w / 2), Math.round(y - h / 2), w, h);
    }

    private Image draw(Consumer<DrawingSurface> symbol, double width, double height) {
        double w = Math.ceil(width) + 2;
        double h = Math.ceil(height) + 2;
        Canvas scratch = new Canvas(Math.ceil(w * pixelScale), Math.ceil(h * pixelScale));
        GraphicsContext sg = scratch.getGraphicsContext2D();
        sg.scale(pixelScale, pixelScale);
        sg.translate(w / 2, h / 2);
        symbol.accept(new CanvasSurface(sg, pixelScale));
        SnapshotParameters params = new SnapshotParameters();
        params.setFill(Color.TRANSPARENT);
        return scratch.snapshot(params, null);
    }

    @Override
    public void haloText(String text, double x, double y, Color halo, double haloWidth) {
        g.setTextAlign(TextAlignment.CENTER);
        var stroke = g.getStroke();
        var width = g.getLineWidth();
        g.setStroke(halo);
        g.setLineWidth(haloWidth);
        g.strokeText(text, x, y);
        g.fillText(text, x, y);
        g.setStroke(stroke);
        g.setLineWidth(width);
    }
}
