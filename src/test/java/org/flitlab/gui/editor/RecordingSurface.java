package org.flitlab.gui.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javafx.scene.paint.Color;

/**
 * A {@link DrawingSurface} that draws nothing and keeps what was asked of it: every stroked path (its points and
 * the number of separate pieces it was started with) and every filled polygon, with the name given just before.
 * Lets a test read a drawing as a model instead of pixels.
 */
final class RecordingSurface implements DrawingSurface {
    /** One stroked path or filled polygon. */
    record Shape(String name, List<double[]> points, int pieces, double lineWidth) {
    }

    final List<Shape> strokes = new ArrayList<>();
    final List<Shape> polygons = new ArrayList<>();
    /** Filled rounded rectangles (badges, tags) as x, y, width, height, each with the group it was drawn in. */
    final List<Shape> roundRects = new ArrayList<>();
    private String group;
    private List<double[]> path = new ArrayList<>();
    private int pieces;
    private String name;
    private double lineWidth;

    private String takeName() {
        String n = name;
        name = null;
        return n;
    }

    /** The shapes named {@code id}. */
    List<Shape> named(List<Shape> shapes, String id) {
        return shapes.stream().filter(s -> id.equals(s.name())).toList();
    }

    @Override
    public void clear(double width, double height) {
    }

    @Override
    public void setFill(Color c) {
    }

    @Override
    public void setStroke(Color c) {
    }

    @Override
    public void setLineWidth(double w) {
        lineWidth = w;
    }

    @Override
    public void setLineDashes(double... lengths) {
    }

    @Override
    public void beginPath() {
        path = new ArrayList<>();
        pieces = 0;
    }

    @Override
    public void moveTo(double x, double y) {
        pieces++;
        path.add(new double[] {x, y});
    }

    @Override
    public void lineTo(double x, double y) {
        path.add(new double[] {x, y});
    }

    @Override
    public void curveTo(double x1, double y1, double x2, double y2, double x3, double y3) {
        path.add(new double[] {x3, y3});
    }

    @Override
    public void strokePath() {
        strokes.add(new Shape(takeName(), path, pieces, lineWidth));
    }

    @Override
    public void fillRect(double x, double y, double w, double h) {
        takeName();
    }

    @Override
    public void strokeRect(double x, double y, double w, double h) {
        takeName();
    }

    @Override
    public void fillRoundRect(double x, double y, double w, double h, double arc) {
        takeName();
        roundRects.add(new Shape(group, List.of(new double[] {x, y, w, h}), 1, 0));
    }

    @Override
    public void beginGroup(String id) {
        group = id;
    }

    @Override
    public void endGroup() {
        group = null;
    }

    @Override
    public void strokeRoundRect(double x, double y, double w, double h, double arc) {
        takeName();
    }

    @Override
    public void fillCircle(double cx, double cy, double r) {
        takeName();
    }

    @Override
    public void strokeCircle(double cx, double cy, double r) {
        takeName();
    }

    @Override
    public void fillPolygon(double[] xs, double[] ys) {
        List<double[]> p = new ArrayList<>();
        for (int i = 0; i < xs.length; i++) {
            p.add(new double[] {xs[i], ys[i]});
        }
        polygons.add(new Shape(takeName(), p, 1, 0));
    }

    @Override
    public void setFont(double size, boolean bold) {
    }

    @Override
    public double textWidth(String text) {
        return text.length() * 6;
    }

    @Override
    public void fillText(String text, double x, double y, boolean centred) {
    }

    @Override
    public void haloText(String text, double x, double y, Color halo, double haloWidth) {
    }

    @Override
    public void stamp(String key, double x, double y, double width, double height, Consumer<DrawingSurface> symbol) {
    }

    @Override
    public void nameNext(String id) {
        name = id;
    }
}
