package org.flitlab.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.geom.Line2D;
import java.io.Serializable;
import java.util.List;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.LegendItemSource;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * Latency versus offered load, the central figure of every study FlitLab reproduces (AN1 Figures 5-14, Hu &amp;
 * Kleinrock Figures 5-7, the C104 tables): one line per series with marker shapes and 95% confidence-interval
 * error bars, a dashed horizontal line at the zero-load latency and a dashed vertical line at the channel-load
 * bound (model.md, Bounds drawn with the results).
 *
 * <p><b>Saturated points</b> (model.md, Measurement) have no finite steady-state latency. They are left out of
 * the line series, so the curve is never joined to them, and each is drawn instead as a hollow upward triangle in
 * its series colour at the point's offered load, in a light grey band labelled "saturated" above the finite curves
 * (one row per series that saturates, so coinciding loads stay visible; the band has no ticks or grid lines, so no
 * number suggests a finite value). A single legend entry "saturated (off scale)" explains the triangles. Read:
 * "from this load on, this series has no finite latency".
 *
 * <p>Datasets, for code that inspects the chart: dataset 0 of the {@link XYPlot} is a
 * {@link YIntervalSeriesCollection} holding only the finite points, in display units (ticks divided by
 * {@link AxisUnits#ticksPerUnit()}), with start/end y = y &#177; half-width (equal to y when the interval is
 * unknown); dataset 1, present only when some point is saturated, is an {@link XYSeriesCollection} of the
 * triangles. The range axis starts at 0 and is fixed to fit the finite points, the zero-load line and, for error
 * bars, at most twice the largest finite latency (plus the band), so one huge value cannot squash the curves;
 * longer bars run off the top. The load axis starts at 0 (or the smallest x if negative) and includes the bound.
 *
 * <p>Not thread-safe in use (a JFreeChart is confined to one thread); the factory itself is stateless.
 */
public final class LatencyLoadChart {
    /** Legend text for the saturated-point triangles. */
    public static final String SATURATED_LEGEND = "saturated (off scale)";
    /** Label of the horizontal zero-load latency line. */
    public static final String ZERO_LOAD_LABEL = "zero-load latency";
    /** Label of the vertical channel-load bound line. */
    public static final String BOUND_LABEL = "channel-load bound";

    private static final double CI_RANGE_CAP = 2.0;
    private static final double TOP_MARGIN = 1.08;
    /** Height of one series' row of saturation triangles, as a fraction of the finite part of the axis. */
    private static final double SATURATED_ROW = 0.06;
    /** The whole band never takes more than this fraction of the finite part of the axis. */
    private static final double SATURATED_BAND_MAX = 0.24;

    private LatencyLoadChart() {
    }

    /**
     * Builds the chart.
     *
     * @param title  chart title
     * @param xLabel offered-load axis label with its unit, e.g. "Offered load (flits/tick per host)"
     * @param series curves with latencies in ticks; names must differ
     * @param lines  zero-load latency (ticks) and channel-load bound (x units); NaN parts are not drawn
     * @param units  display unit of the latency axis
     */
    public static JFreeChart create(String title, String xLabel, List<ChartSeries> series, ReferenceLines lines,
                                    AxisUnits units) {
        ChartStyle.requireDistinctNames(series);
        requireGiven(lines, "lines");
        requireGiven(units, "units");
        YIntervalSeriesCollection finite = finitePoints(series, units);
        JFreeChart chart = ChartFactory.createXYLineChart(title, xLabel, units.label("Latency"), finite,
                PlotOrientation.VERTICAL, true, true, false);
        XYPlot plot = chart.getXYPlot();
        double finiteTop = rangeTop(series, lines, units);
        int rows = (int) series.stream().filter(s -> s.points().stream().anyMatch(ChartPoint::saturated)).count();
        double row = rows == 0 ? 0 : Math.min(SATURATED_ROW, SATURATED_BAND_MAX / rows);
        double top = finiteTop * (1 + row * rows + (rows == 0 ? 0 : 0.01));
        plot.setRangeAxis(new TextLabelAxis(units.label("Latency"), finiteTop));
        ChartStyle.applyTo(chart);
        ChartStyle.solidGrid(plot);
        plot.setNoDataMessage("No points to show");
        plot.setRenderer(0, lineRenderer(series.size()));
        if (rows > 0) {
            addSaturatedMarks(chart, plot, series, finiteTop, row);
            plot.addRangeMarker(saturatedBand(finiteTop, top), Layer.BACKGROUND);
        }
        plot.getRangeAxis().setRange(0, top);
        setDomainRange((NumberAxis) plot.getDomainAxis(), series, lines);
        if (lines.hasZeroLoadLatency()) {
            plot.addRangeMarker(ChartStyle.lowerBoundReference(
                    units.toDisplay(lines.zeroLoadLatencyTicks()), ZERO_LOAD_LABEL), Layer.BACKGROUND);
        }
        if (lines.hasThroughputBound()) {
            plot.addDomainMarker(ChartStyle.verticalReference(lines.throughputBound(), BOUND_LABEL), Layer.BACKGROUND);
        }
        return chart;
    }

    private static YIntervalSeriesCollection finitePoints(List<ChartSeries> series, AxisUnits units) {
        YIntervalSeriesCollection dataset = new YIntervalSeriesCollection();
        for (ChartSeries s : series) {
            YIntervalSeries line = new YIntervalSeries(s.name());
            for (ChartPoint p : s.points()) {
                if (p.saturated()) {
                    continue;
                }
                double y = units.toDisplay(p.y());
                double half = p.hasConfidenceInterval() ? units.toDisplay(p.ciHalfWidth()) : 0;
                line.add(p.x(), y, y - half, y + half);
            }
            dataset.addSeries(line);
        }
        return dataset;
    }

    private static XYErrorRenderer lineRenderer(int seriesCount) {
        XYErrorRenderer renderer = new XYErrorRenderer();
        renderer.setDefaultLinesVisible(true);
        renderer.setDefaultShapesVisible(true);
        renderer.setDrawXError(false);
        renderer.setDrawYError(true);
        renderer.setCapLength(8);
        renderer.setErrorStroke(new BasicStroke(1.5f));
        for (int i = 0; i < seriesCount; i++) {
            renderer.setSeriesPaint(i, ChartStyle.seriesPaint(i));
            renderer.setSeriesStroke(i, ChartStyle.seriesStroke());
            renderer.setSeriesShape(i, ChartStyle.seriesShape(i));
        }
        return renderer;
    }

    /** Upper end of the latency axis in display units, before the saturated band is added. */
    private static double rangeTop(List<ChartSeries> series, ReferenceLines lines, AxisUnits units) {
        double maxY = 0;
        double maxWithCi = 0;
        for (ChartSeries s : series) {
            for (ChartPoint p : s.points()) {
                if (p.saturated()) {
                    continue;
                }
                maxY = Math.max(maxY, p.y());
                maxWithCi = Math.max(maxWithCi, p.y() + (p.hasConfidenceInterval() ? p.ciHalfWidth() : 0));
            }
        }
        if (lines.hasZeroLoadLatency()) {
            maxY = Math.max(maxY, lines.zeroLoadLatencyTicks());
        }
        double top = Math.max(maxY, Math.min(maxWithCi, CI_RANGE_CAP * maxY));
        return top > 0 ? units.toDisplay(top) * TOP_MARGIN : 1;
    }

    /**
     * One row of triangles per series that saturates, stacked upwards from {@code finiteTop}, so that series which
     * saturate at the same load do not hide each other.
     */
    private static void addSaturatedMarks(JFreeChart chart, XYPlot plot, List<ChartSeries> series, double finiteTop,
                                          double rowHeight) {
        XYSeriesCollection marks = new XYSeriesCollection();
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(false, true);
        int row = 0;
        for (int i = 0; i < series.size(); i++) {
            XYSeries m = new XYSeries(series.get(i).name() + " " + SATURATED_LEGEND);
            double markY = finiteTop * (1 + rowHeight * (row + 0.5) + 0.005);
            for (ChartPoint p : series.get(i).points()) {
                if (p.saturated()) {
                    m.add(p.x(), markY);
                }
            }
            row += m.isEmpty() ? 0 : 1;
            marks.addSeries(m);
            renderer.setSeriesPaint(i, ChartStyle.seriesPaint(i));
            renderer.setSeriesShape(i, ChartStyle.saturatedShape());
            renderer.setSeriesShapesFilled(i, false);
            renderer.setSeriesOutlineStroke(i, new BasicStroke(2f));
            renderer.setSeriesVisibleInLegend(i, false);
        }
        renderer.setUseOutlinePaint(false);
        renderer.setDrawOutlines(true);
        plot.setDataset(1, marks);
        plot.setRenderer(1, renderer);
        chart.getLegend().setSources(new LegendItemSource[] {plot, new SaturatedLegend()});
    }

    /** A light band above the finite curves where the saturation triangles live. */
    private static IntervalMarker saturatedBand(double from, double to) {
        IntervalMarker band = new IntervalMarker(from, to, ChartStyle.BAND);
        band.setLabel("saturated");
        band.setLabelFont(ChartStyle.SMALL_FONT);
        band.setLabelPaint(ChartStyle.REFERENCE);
        band.setLabelBackgroundColor(ChartStyle.BAND);
        band.setLabelAnchor(RectangleAnchor.LEFT);
        band.setLabelTextAnchor(TextAnchor.CENTER_LEFT);
        band.setLabelOffset(new RectangleInsets(0, 6, 0, 6));
        return band;
    }

    /** The one legend entry that explains the triangles of all series. */
    private static final class SaturatedLegend implements LegendItemSource, Serializable {
        private static final long serialVersionUID = 1L;

        @Override
        public LegendItemCollection getLegendItems() {
            LegendItemCollection items = new LegendItemCollection();
            items.add(new LegendItem(SATURATED_LEGEND, null, null, null, true, ChartStyle.saturatedShape(), false,
                    Color.DARK_GRAY, true, Color.DARK_GRAY, new BasicStroke(2f), false, new Line2D.Double(),
                    new BasicStroke(), Color.DARK_GRAY));
            return items;
        }
    }

    private static void setDomainRange(NumberAxis axis, List<ChartSeries> series, ReferenceLines lines) {
        double min = 0;
        double max = lines.hasThroughputBound() ? lines.throughputBound() : 0;
        for (ChartSeries s : series) {
            for (ChartPoint p : s.points()) {
                min = Math.min(min, p.x());
                max = Math.max(max, p.x());
            }
        }
        if (max <= min) {
            max = min + 1;
        }
        axis.setRange(min, max + (max - min) * 0.04);
    }

    private static void requireGiven(Object value, String name) {
        if (value == null) {
            throw new IllegalArgumentException(name + " is null; it must be given");
        }
    }
}
