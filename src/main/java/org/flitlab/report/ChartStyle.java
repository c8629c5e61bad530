package org.flitlab.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Paint;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.StandardChartTheme;
import org.jfree.chart.plot.DefaultDrawingSupplier;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.StandardXYBarPainter;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.ui.TextAnchor;

/**
 * The one look shared by all FlitLab charts: large fonts that stay legible on a projector, a white background
 * with a light solid grid, and a colour-blind-safe palette (Okabe &amp; Ito) paired with distinct marker shapes,
 * so that series can be told apart in grey-scale print too.
 *
 * <p>Stateless; every method returns new objects, so it is safe from any thread.
 */
final class ChartStyle {
    static final Font TITLE_FONT = new Font(Font.SANS_SERIF, Font.BOLD, 22);
    static final Font LABEL_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 17);
    static final Font TICK_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 15);
    static final Font SMALL_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 13);
    static final Color GRID = new Color(0xDDDDDD);
    static final Color REFERENCE = new Color(0x444444);
    static final Color BAND = new Color(0xF0F0F0);

    private static final List<Color> PALETTE = List.of(
            new Color(0x0072B2), new Color(0xD55E00), new Color(0x009E73), new Color(0xCC79A7),
            new Color(0xE69F00), new Color(0x56B4E9), new Color(0x000000), new Color(0x8C564B));
    private static final float SHAPE_SIZE = 9f;

    private ChartStyle() {
    }

    /**
     * Applies fonts, background and grid to a freshly created chart. Must run before renderers get their series
     * paints: the theme clears auto-populated series paints.
     */
    static void applyTo(JFreeChart chart) {
        StandardChartTheme theme = new StandardChartTheme("FlitLab");
        theme.setExtraLargeFont(TITLE_FONT);
        theme.setLargeFont(LABEL_FONT);
        theme.setRegularFont(TICK_FONT);
        theme.setSmallFont(SMALL_FONT);
        theme.setChartBackgroundPaint(Color.WHITE);
        theme.setPlotBackgroundPaint(Color.WHITE);
        theme.setLegendBackgroundPaint(Color.WHITE);
        theme.setPlotOutlinePaint(Color.GRAY);
        theme.setDomainGridlinePaint(GRID);
        theme.setRangeGridlinePaint(GRID);
        theme.setAxisLabelPaint(Color.BLACK);
        theme.setTickLabelPaint(Color.BLACK);
        theme.setShadowVisible(false);
        theme.setBarPainter(new StandardBarPainter());
        theme.setXYBarPainter(new StandardXYBarPainter());
        theme.setAxisOffset(RectangleInsets.ZERO_INSETS);
        theme.setDrawingSupplier(new DefaultDrawingSupplier(PALETTE.toArray(new Paint[0]),
                DefaultDrawingSupplier.DEFAULT_FILL_PAINT_SEQUENCE,
                DefaultDrawingSupplier.DEFAULT_OUTLINE_PAINT_SEQUENCE,
                new Stroke[] {seriesStroke()}, DefaultDrawingSupplier.DEFAULT_OUTLINE_STROKE_SEQUENCE,
                new Shape[] {seriesShape(0)}));
        theme.apply(chart);
        // Room on the right so the last tick label ("100%", "0.50") is not clipped.
        chart.setPadding(new RectangleInsets(6, 6, 6, 22));
        chart.setTextAntiAlias(true);
        chart.setAntiAlias(true);
    }

    /** Legend swatches large enough to see the colour from the back of a lecture room. */
    static Shape legendSwatch() {
        return new Rectangle2D.Float(-7, -7, 14, 14);
    }

    /** Solid thin grid lines: the theme's default dashes look noisy when projected. */
    static void solidGrid(XYPlot plot) {
        plot.setDomainGridlineStroke(new BasicStroke(1f));
        plot.setRangeGridlineStroke(new BasicStroke(1f));
    }

    static Color seriesPaint(int index) {
        return PALETTE.get(index % PALETTE.size());
    }

    static Stroke seriesStroke() {
        return new BasicStroke(2.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
    }

    /** Filled marker shapes, none of them an upward triangle, which is reserved for saturated points. */
    static Shape seriesShape(int index) {
        float s = SHAPE_SIZE;
        float h = s / 2;
        switch (index % 5) {
            case 0: return new Ellipse2D.Float(-h, -h, s, s);
            case 1: return new Rectangle2D.Float(-h + 0.5f, -h + 0.5f, s - 1, s - 1);
            case 2: return polygon(0, -h - 1, h + 1, 0, 0, h + 1, -h - 1, 0);
            case 3: return polygon(-h, -h, h, -h, 0, h);
            default: return new Rectangle2D.Float(-h, -h / 2, s, h);
        }
    }

    /** An upward triangle, "above the top of the scale", drawn hollow for saturated points. */
    static Shape saturatedShape() {
        float h = SHAPE_SIZE * 0.75f;
        return polygon(0, -h, h, h * 0.8f, -h, h * 0.8f);
    }

    static Stroke dashed() {
        return new BasicStroke(1.8f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {8f, 6f}, 0f);
    }

    static Stroke dotted() {
        return new BasicStroke(1.8f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, new float[] {1f, 5f}, 0f);
    }

    /** A horizontal reference line with its label above the line at the right end of the plot. */
    static ValueMarker horizontalReference(double value, String label) {
        ValueMarker marker = reference(value, label);
        marker.setLabelAnchor(RectangleAnchor.TOP_RIGHT);
        marker.setLabelTextAnchor(TextAnchor.BOTTOM_RIGHT);
        return marker;
    }

    /**
     * A horizontal lower-bound line with its label under the line at the left end: no measured point can lie
     * below a lower bound, and the left end is far from a vertical bound line near the right.
     */
    static ValueMarker lowerBoundReference(double value, String label) {
        ValueMarker marker = reference(value, label);
        marker.setLabelAnchor(RectangleAnchor.BOTTOM_LEFT);
        marker.setLabelTextAnchor(TextAnchor.TOP_LEFT);
        return marker;
    }

    /** A vertical reference line with its label left of the line, near the bottom of the plot. */
    static ValueMarker verticalReference(double value, String label) {
        ValueMarker marker = reference(value, label);
        marker.setLabelAnchor(RectangleAnchor.BOTTOM_LEFT);
        marker.setLabelTextAnchor(TextAnchor.BOTTOM_RIGHT);
        return marker;
    }

    private static ValueMarker reference(double value, String label) {
        ValueMarker marker = new ValueMarker(value, REFERENCE, dashed());
        marker.setLabel(label);
        marker.setLabelFont(SMALL_FONT);
        marker.setLabelPaint(REFERENCE);
        marker.setLabelBackgroundColor(new Color(255, 255, 255, 210));
        marker.setLabelOffset(new RectangleInsets(4, 6, 4, 6));
        return marker;
    }

    /** Throws if two series share a name: JFreeChart keys series by name and the legend would be ambiguous. */
    static void requireDistinctNames(List<ChartSeries> series) {
        if (series == null) {
            throw new IllegalArgumentException("series is null; pass an empty list for a chart without data");
        }
        Set<String> seen = new HashSet<>();
        for (ChartSeries s : series) {
            if (s == null) {
                throw new IllegalArgumentException("series contains null; every series must be given");
            }
            if (!seen.add(s.name())) {
                throw new IllegalArgumentException("series name '" + s.name() + "' occurs twice; names must differ");
            }
        }
    }

    private static Shape polygon(float... xy) {
        Path2D.Float p = new Path2D.Float();
        p.moveTo(xy[0], xy[1]);
        for (int i = 2; i < xy.length; i += 2) {
            p.lineTo(xy[i], xy[i + 1]);
        }
        p.closePath();
        return p;
    }
}
