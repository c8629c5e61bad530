package org.flitlab.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.awt.BasicStroke;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.SeriesRenderingOrder;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;

/** Bianco et al.'s goodput chart: one curve per series and the dot-dashed maximum achievable goodput on top. */
class GoodputChartTest {
    @Test
    void theMaximumAchievableGoodputIsADotDashedCurveDrawnLast() {
        List<ChartSeries> series = List.of(new ChartSeries("W=5", List.of(ChartPoint.of(0, 0.9), ChartPoint.of(0.3, 0.78))),
                new ChartSeries("W=30", List.of(ChartPoint.of(0, 0.9), ChartPoint.of(0.3, 0.6))));
        List<ChartPoint> maximum = List.of(ChartPoint.of(0, 0.9), ChartPoint.of(0.3, 0.78));
        JFreeChart chart = GoodputChart.create("goodput", "background load", series, maximum);
        XYPlot plot = chart.getXYPlot();
        XYDataset data = plot.getDataset();
        assertEquals(3, data.getSeriesCount());
        assertEquals(GoodputChart.MAXIMUM_LABEL, data.getSeriesKey(2));
        assertEquals(0.78, data.getYValue(2, 1), 1e-12);
        BasicStroke stroke = (BasicStroke) plot.getRenderer().getSeriesStroke(2);
        assertNotNull(stroke.getDashArray(), "the reference is dashed");
        assertEquals(4, stroke.getDashArray().length, "dash, gap, dot, gap: dot-dashed");
        assertEquals(SeriesRenderingOrder.FORWARD, plot.getSeriesRenderingOrder(), "drawn over curves that reach it");
    }

    @Test
    void valuesWhereAConnectionClosedGetSolidDiamondsAtTheUpperEdgeWithoutLines() {
        List<ChartSeries> series = List.of(new ChartSeries("W=5", List.of(ChartPoint.of(0, 0.9), ChartPoint.of(0.4, 0.5))));
        JFreeChart chart = GoodputChart.create("goodput", "load", series, List.of(), List.of(0.2, 0.4));
        XYPlot plot = chart.getXYPlot();
        XYDataset data = plot.getDataset();
        assertEquals(2, data.getSeriesCount());
        assertEquals(GoodputChart.CLOSED_LABEL, data.getSeriesKey(1));
        assertEquals(2, data.getItemCount(1));
        assertEquals(0.4, data.getXValue(1, 1), 0);
        assertEquals(GoodputChart.CLOSED_Y, data.getYValue(1, 0), 0);
        XYLineAndShapeRenderer r = (XYLineAndShapeRenderer) plot.getRenderer();
        assertEquals(Boolean.FALSE, r.getSeriesLinesVisible(1), "marks, not a curve");
        assertEquals(Boolean.TRUE, r.getSeriesShapesFilled(1), "solid");
    }

    @Test
    void withoutAKnownMaximumOnlyTheSeriesAreDrawn() {
        JFreeChart chart = GoodputChart.create("goodput", "load", List.of(new ChartSeries("a", List.of(ChartPoint.of(0, 0.5)))), List.of());
        assertEquals(1, chart.getXYPlot().getDataset().getSeriesCount());
    }
}
