package org.flitlab.report;

import java.util.List;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * Accepted versus offered load (the C104 throughput tables, Hu &amp; Kleinrock Table 1, AN1 saturation
 * throughput): one line per series with 95% confidence-interval error bars, a dotted diagonal "accepted =
 * offered" that an unsaturated network follows, and a dashed horizontal line at the channel-load bound that no
 * network can exceed (model.md, Bounds drawn with the results).
 *
 * <p>Unlike latency, accepted throughput stays finite beyond saturation (it levels off or falls), so saturated
 * points are drawn on the curve like any other; the gap between curve and diagonal shows saturation.
 *
 * <p>Dataset 0 of the {@link XYPlot} is a {@link YIntervalSeriesCollection} of the series; dataset 1 is the
 * diagonal. Not thread-safe in use (a JFreeChart is confined to one thread); the factory itself is stateless.
 */
public final class ThroughputChart {
    /** Default x-axis label, in the units of model.md. */
    public static final String OFFERED_LABEL = "Offered load (flits/tick per host)";
    /** Default y-axis label, in the units of model.md. */
    public static final String ACCEPTED_LABEL = "Accepted throughput (flits/tick per host)";
    /** Legend text of the diagonal. */
    public static final String DIAGONAL_LEGEND = "accepted = offered";

    private ThroughputChart() {
    }

    /** The chart with the default per-host load axis labels. */
    public static JFreeChart create(String title, List<ChartSeries> series, ReferenceLines lines) {
        return create(title, OFFERED_LABEL, ACCEPTED_LABEL, series, lines);
    }

    /**
     * Builds the chart.
     *
     * @param series points with x = offered load and y = accepted throughput (same unit); names must differ
     * @param lines  only {@link ReferenceLines#throughputBound()} is used
     */
    public static JFreeChart create(String title, String xLabel, String yLabel, List<ChartSeries> series,
                                    ReferenceLines lines) {
        ChartStyle.requireDistinctNames(series);
        if (lines == null) {
            throw new IllegalArgumentException("lines is null; pass ReferenceLines.NONE for no lines");
        }
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        double max = lines.hasThroughputBound() ? lines.throughputBound() : 0;
        for (ChartSeries s : series) {
            YIntervalSeries curve = new YIntervalSeries(s.name());
            for (ChartPoint p : s.points()) {
                double half = p.hasConfidenceInterval() ? p.ciHalfWidth() : 0;
                if (Double.isFinite(p.y())) {
                    curve.add(p.x(), p.y(), p.y() - half, p.y() + half);
                    max = Math.max(max, p.y());
                }
                max = Math.max(max, p.x());
            }
            data.addSeries(curve);
        }
        max = max > 0 ? max * 1.05 : 1;

        JFreeChart chart = ChartFactory.createXYLineChart(title, xLabel, yLabel, data, PlotOrientation.VERTICAL,
                true, true, false);
        XYPlot plot = chart.getXYPlot();
        plot.setRangeAxis(new TextLabelAxis(yLabel));
        ChartStyle.applyTo(chart);
        ChartStyle.solidGrid(plot);
        plot.setNoDataMessage("No points to show");
        plot.setRenderer(0, curveRenderer(series.size()));
        addDiagonal(plot, max);
        ((NumberAxis) plot.getDomainAxis()).setRange(0, max);
        ((NumberAxis) plot.getRangeAxis()).setRange(0, max);
        if (lines.hasThroughputBound()) {
            ValueMarker bound = ChartStyle.horizontalReference(lines.throughputBound(), LatencyLoadChart.BOUND_LABEL);
            // Label at the left: the diagonal meets the bound near the right end.
            bound.setLabelAnchor(RectangleAnchor.TOP_LEFT);
            bound.setLabelTextAnchor(TextAnchor.BOTTOM_LEFT);
            plot.addRangeMarker(bound, Layer.BACKGROUND);
        }
        return chart;
    }

    private static XYErrorRenderer curveRenderer(int seriesCount) {
        XYErrorRenderer renderer = new XYErrorRenderer();
        renderer.setDefaultLinesVisible(true);
        renderer.setDefaultShapesVisible(true);
        renderer.setDrawXError(false);
        renderer.setCapLength(8);
        for (int i = 0; i < seriesCount; i++) {
            renderer.setSeriesPaint(i, ChartStyle.seriesPaint(i));
            renderer.setSeriesStroke(i, ChartStyle.seriesStroke());
            renderer.setSeriesShape(i, ChartStyle.seriesShape(i));
        }
        return renderer;
    }

    private static void addDiagonal(XYPlot plot, double max) {
        XYSeries diagonal = new XYSeries(DIAGONAL_LEGEND);
        diagonal.add(0, 0);
        diagonal.add(max, max);
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, false);
        renderer.setSeriesPaint(0, ChartStyle.REFERENCE);
        renderer.setSeriesStroke(0, ChartStyle.dotted());
        plot.setDataset(1, new XYSeriesCollection(diagonal));
        plot.setRenderer(1, renderer);
    }
}
