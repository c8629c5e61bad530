package org.flitlab.gui.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.scene.canvas.Canvas;

/**
 * What a {@link NetworkCanvas} in the window draws, read as boxes for tests in other packages: the heat legend's
 * box and every node's box (its body and name, as drawn), from the scene's layout and the canvas's fitted
 * transform. Checks first that the transform rebuilt here puts every switch where the canvas itself does. FX
 * thread; the canvas must be at its fitted zoom.
 */
public final class DrawnLayout {
    private final NetworkCanvas canvas;
    private final ScreenGeometry geometry;
    private final CanvasSurface measure = new CanvasSurface(new Canvas().getGraphicsContext2D());
    private final double band;
    private final double column;

    public DrawnLayout(NetworkCanvas canvas) {
        this.canvas = canvas;
        if (canvas.zoom() != 1) {
            throw new IllegalStateException("the canvas is zoomed; fit it first");
        }
        CanvasScene s = canvas.drawingProperty().get();
        CanvasTransform view = new CanvasTransform();
        // With the readouts' band the canvas drew with: the legend keeps clear of it, and the fit may too.
        band = canvas.drawnReadouts()[0];
        column = canvas.drawnReadouts()[1];
        new LegendRoom(measure).fit(view, s, canvas.getWidth(), canvas.getHeight(), band, column);
        geometry = ScreenGeometry.of(s.layout(), view, s.scale(), s.lanes());
        for (int n = 0; n < s.layout().topology().switchCount(); n++) {
            if (Math.abs(geometry.x(n) - canvas.screenX(n)) > 0.5 || Math.abs(geometry.y(n) - canvas.screenY(n)) > 0.5) {
                throw new IllegalStateException("switch " + n + " is drawn elsewhere than this transform puts it");
            }
        }
    }

    /** The legend's box as {x, y, width, height} (the heat map must be shown). */
    public double[] legend() {
        double[] b = new HeatLegend(geometry, band, column).box(measure, canvas.getWidth(), canvas.getHeight());
        return new double[] {b[0], b[1], b[2], b[3]};
    }

    /** Every node whose drawn box (body and name) meets the legend's box, as "s0 at x,y wxh". */
    public List<String> underLegend() {
        double[] l = legend();
        LabelBoxes.Box legend = new LabelBoxes.Box(-1, l[0], l[1], l[2], l[3]);
        List<String> found = new ArrayList<>();
        for (LabelBoxes.Box b : LabelBoxes.of(geometry)) {
            if (b.overlaps(legend)) {
                found.add(String.format(Locale.ROOT, "%s at %.0f,%.0f %.0fx%.0f", geometry.topology().node(b.node()).name(),
                        b.x(), b.y(), b.w(), b.h()));
            }
        }
        return found;
    }

    /** Every node's drawn box (body and name) as {x, y, width, height} in canvas pixels, with its name first. */
    public List<Object[]> nodeBoxes() {
        List<Object[]> boxes = new ArrayList<>();
        for (LabelBoxes.Box b : LabelBoxes.of(geometry)) {
            boxes.add(new Object[] {geometry.topology().node(b.node()).name(), new double[] {b.x(), b.y(), b.w(), b.h()}});
        }
        return boxes;
    }

    /** Whether the painters name every host in this view. */
    public boolean hostNamesShown() {
        return geometry.hostNames();
    }

    /** Every pair of nodes whose drawn boxes or names overlap, as "a/b" (empty when the drawing is clear). */
    public List<String> overlaps() {
        return LabelBoxes.overlaps(geometry);
    }
}
