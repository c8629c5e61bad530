package org.flitlab.report;

import java.awt.BasicStroke;
import java.util.List;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.SeriesRenderingOrder;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.util.ShapeUtils;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * TCP goodput against a swept value (usually the background load), one curve per series, with Bianco et al.'s
 * dot-dashed "maximum achievable goodput" reference (segmentation overhead and background load) where it is
 * known, and its solid diamonds along the upper edge where one or more TCP connections were forced to close by
 * repeated timeouts. Goodput is normalised to link speed, so the y axis runs from 0 to 1.
 */
public final class GoodputChart {
    /** The reference curve's legend entry. */
    public static final String MAXIMUM_LABEL = "maximum achievable goodput";
    /** The legend entry of the diamonds marking swept values where a connection was forced to close. */
    public static final String CLOSED_LABEL = "connections forced to close";
    /** Where the diamonds sit: close to the upper edge, as in the paper. */
    public static final double CLOSED_Y = 1.0;

    private GoodputChart() {
    }

    /**
     * @param series  mean goodput per flow against the swept value, one per sweep series
     * @param maximum the maximum achievable goodput per swept value (x, y); empty when not known
     */
    public static JFreeChart create(String title, String xLabel, List<ChartSeries> series, List<ChartPoint> maximum) {
        return create(title, xLabel, series, maximum, List.of());
    }

    /**
     * @param series  mean goodput per flow against the swept value, one per sweep series
     * @param maximum the maximum achievable goodput per swept value (x, y); empty when not known
     * @param closed  the swept values at which some run had a connection forced to close; empty for none
     */
    public static JFreeChart create(String title, String xLabel, List<ChartSeries> series, List<ChartPoint> maximum,
                                    List<Double> closed) {
        XYSeriesCollection data = new XYSeriesCollection();
        for (ChartSeries s : series) {
            XYSeries xy = new XYSeries(s.name(), true, true);
            s.points().stream().filter(p -> Double.isFinite(p.y())).forEach(p -> xy.add(p.x(), p.y()));
            data.addSeries(xy);
        }
        if (!maximum.isEmpty()) {
            XYSeries max = new XYSeries(MAXIMUM_LABEL, true, true);
            maximum.stream().filter(p -> Double.isFinite(p.y())).forEach(p -> max.add(p.x(), p.y()));
            data.addSeries(max);
        }
        if (!closed.isEmpty()) {
            XYSeries diamonds = new XYSeries(CLOSED_LABEL, true, true);
            closed.forEach(x -> diamonds.add((double) x, CLOSED_Y));
            data.addSeries(diamonds);
        }
        JFreeChart chart = ChartFactory.createXYLineChart(title, xLabel, "Goodput per flow (fraction of link speed)", data,
                PlotOrientation.VERTICAL, true, true, false);
        XYPlot plot = chart.getXYPlot();
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true);
        plot.setRenderer(renderer);
        ChartStyle.applyTo(chart);
        for (int i = 0; i < series.size(); i++) {
            renderer.setSeriesPaint(i, ChartStyle.seriesPaint(i));
        }
        if (!maximum.isEmpty()) {
            dotDashed(renderer, series.size());
        }
        if (!closed.isEmpty()) {
            diamonds(renderer, data.getSeriesCount() - 1);
        }
        // Forward order: the reference, added last, is drawn over a curve that reaches it (W = 5 often does).
        plot.setSeriesRenderingOrder(SeriesRenderingOrder.FORWARD);
        plot.getRangeAxis().setRange(0, 1.05);
        return chart;
    }

    private static void dotDashed(XYLineAndShapeRenderer renderer, int ref) {
        renderer.setSeriesPaint(ref, ChartStyle.REFERENCE);
        renderer.setSeriesShapesVisible(ref, false);
        renderer.setSeriesStroke(ref, new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                new float[] {12f, 5f, 2f, 5f}, 0f));
    }

    private static void diamonds(XYLineAndShapeRenderer renderer, int d) {
        renderer.setSeriesPaint(d, ChartStyle.REFERENCE);
        renderer.setSeriesLinesVisible(d, false);
        renderer.setSeriesShape(d, ShapeUtils.createDiamond(6f));
        renderer.setSeriesShapesFilled(d, true);
    }
}
