package org.flitlab.report;

import java.awt.Color;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYBarRenderer;
import org.jfree.data.xy.XYIntervalSeries;
import org.jfree.data.xy.XYIntervalSeriesCollection;

/**
 * A latency histogram: packet counts per latency bin as adjacent bars (the latency distributions behind the AN1
 * and Hu &amp; Kleinrock means, which show the long tail that head-of-line blocking and timeouts produce).
 *
 * <p>Bins are given in ticks and shown in {@link AxisUnits}. Dataset 0 of the {@link XYPlot} is an
 * {@link XYIntervalSeriesCollection} with one series "packets", one item per bin: x from the bin start to
 * start + width (display units), y the count.
 *
 * <p>Not thread-safe in use (a JFreeChart is confined to one thread); the factory itself is stateless.
 */
public final class HistogramChart {
    private HistogramChart() {
    }

    /**
     * Builds the chart.
     *
     * @param binStarts lower edge of each bin in ticks, finite
     * @param binWidth  width of every bin in ticks, finite and positive
     * @param counts    packets per bin, same length as {@code binStarts}, none negative
     * @param units     display unit of the latency axis
     */
    public static JFreeChart create(String title, double[] binStarts, double binWidth, long[] counts,
                                    AxisUnits units) {
        validate(binStarts, binWidth, counts, units);
        XYIntervalSeries bars = new XYIntervalSeries("packets");
        for (int i = 0; i < counts.length; i++) {
            double start = units.toDisplay(binStarts[i]);
            double end = units.toDisplay(binStarts[i] + binWidth);
            bars.add((start + end) / 2, start, end, counts[i], counts[i], counts[i]);
        }
        XYIntervalSeriesCollection data = new XYIntervalSeriesCollection();
        data.addSeries(bars);
        JFreeChart chart = ChartFactory.createXYBarChart(title, units.label("Latency"), false, "Packets", data,
                PlotOrientation.VERTICAL, false, true, false);
        XYPlot plot = chart.getXYPlot();
        plot.setRangeAxis(new TextLabelAxis("Packets"));
        ChartStyle.applyTo(chart);
        ChartStyle.solidGrid(plot);
        plot.setNoDataMessage("No packets to show");
        XYBarRenderer renderer = (XYBarRenderer) plot.getRenderer();
        renderer.setSeriesPaint(0, ChartStyle.seriesPaint(0));
        renderer.setDrawBarOutline(counts.length <= 60);
        renderer.setSeriesOutlinePaint(0, Color.WHITE);
        renderer.setShadowVisible(false);
        NumberAxis countAxis = (NumberAxis) plot.getRangeAxis();
        countAxis.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        return chart;
    }

    private static void validate(double[] binStarts, double binWidth, long[] counts, AxisUnits units) {
        if (binStarts == null || counts == null || units == null) {
            throw new IllegalArgumentException("binStarts, counts and units must be given; got "
                    + (binStarts == null ? "binStarts=null " : "") + (counts == null ? "counts=null " : "")
                    + (units == null ? "units=null" : ""));
        }
        if (binStarts.length != counts.length) {
            throw new IllegalArgumentException("binStarts has " + binStarts.length + " entries and counts "
                    + counts.length + "; they must have one entry per bin each");
        }
        if (!(binWidth > 0) || Double.isInfinite(binWidth)) {
            throw new IllegalArgumentException("binWidth is " + binWidth + "; it must be finite and positive");
        }
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] < 0) {
                throw new IllegalArgumentException("counts[" + i + "] is " + counts[i] + "; it must not be negative");
            }
            if (!Double.isFinite(binStarts[i])) {
                throw new IllegalArgumentException("binStarts[" + i + "] is " + binStarts[i] + "; it must be finite");
            }
        }
    }
}
