package org.flitlab.report;

import java.awt.BasicStroke;
import java.util.List;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.SeriesRenderingOrder;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * TCP goodput against a swept value (usually the background load), one curve per series, with Bianco et al.'s
 * dot-dashed "maximum achievable goodput" reference (segmentation overhead and background load) where it is
 * known. Goodput is normalised to link speed, so the y axis runs from 0 to 1.
 */
public final class GoodputChart {
    /** The reference curve's legend entry. */
    public static final String MAXIMUM_LABEL = "maximum achievable goodput";

    private GoodputChart() {
    }

    /**
     * @param series  mean goodput per flow against the swept value, one per sweep series
     * @param maximum the maximum achievable goodput per swept value (x, y); empty when not known
     */
    public static JFreeChart create(String title, String xLabel, List<ChartSeries> series, List<ChartPoint> maximum) {
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
            int ref = data.getSeriesCount() - 1;
            renderer.setSeriesPaint(ref, ChartStyle.REFERENCE);
            renderer.setSeriesShapesVisible(ref, false);
            renderer.setSeriesStroke(ref, new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                    new float[] {12f, 5f, 2f, 5f}, 0f));
        }
        // Forward order: the reference, added last, is drawn over a curve that reaches it (W = 5 often does).
        plot.setSeriesRenderingOrder(SeriesRenderingOrder.FORWARD);
        plot.getRangeAxis().setRange(0, 1.05);
        return chart;
    }
}
