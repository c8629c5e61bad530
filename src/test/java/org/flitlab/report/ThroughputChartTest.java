package org.flitlab.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collection;
import java.util.List;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.Layer;
import org.jfree.data.xy.XYDataset;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.junit.jupiter.api.Test;

class ThroughputChartTest {
    private static final List<ChartSeries> SERIES = List.of(new ChartSeries("torus", List.of(
            new ChartPoint(0.2, 0.2, 0.01, false),
            new ChartPoint(0.4, 0.38, 0.02, false),
            new ChartPoint(0.6, 0.41, Double.NaN, true))));

    @Test
    void everyPointIncludingSaturatedOnesIsOnTheCurveWithItsInterval() {
        XYPlot plot = ThroughputChart.create("t", SERIES, new ReferenceLines(Double.NaN, 0.45)).getXYPlot();
        YIntervalSeriesCollection data = (YIntervalSeriesCollection) plot.getDataset(0);
        assertEquals(3, data.getItemCount(0));
        assertEquals(0.41, data.getYValue(0, 2), 1e-12);
        assertEquals(0.36, data.getStartYValue(0, 1), 1e-12);
        assertEquals(0.40, data.getEndYValue(0, 1), 1e-12);
    }

    @Test
    void diagonalRunsFromOriginToTheEndOfBothAxes() {
        XYPlot plot = ThroughputChart.create("t", SERIES, ReferenceLines.NONE).getXYPlot();
        XYDataset diagonal = plot.getDataset(1);
        assertEquals(ThroughputChart.DIAGONAL_LEGEND, diagonal.getSeriesKey(0));
        assertEquals(0.0, diagonal.getXValue(0, 0));
        assertEquals(0.0, diagonal.getYValue(0, 0));
        double end = diagonal.getXValue(0, 1);
        assertEquals(end, diagonal.getYValue(0, 1));
        assertEquals(plot.getDomainAxis().getUpperBound(), end, 1e-12);
        assertEquals(plot.getRangeAxis().getUpperBound(), end, 1e-12);
        assertTrue(end >= 0.6, "the axes reach the highest offered load");
    }

    @Test
    void channelLoadBoundIsAHorizontalMarkerInsideTheRange() {
        XYPlot plot = ThroughputChart.create("t", SERIES, new ReferenceLines(Double.NaN, 0.9)).getXYPlot();
        Collection<?> markers = plot.getRangeMarkers(Layer.BACKGROUND);
        assertEquals(1, markers.size());
        ValueMarker bound = (ValueMarker) markers.iterator().next();
        assertEquals(0.9, bound.getValue(), 1e-12);
        assertEquals(LatencyLoadChart.BOUND_LABEL, bound.getLabel());
        assertTrue(plot.getRangeAxis().getUpperBound() > 0.9);
    }

    @Test
    void defaultAxisLabelsNameTheLoadUnit() {
        XYPlot plot = ThroughputChart.create("t", SERIES, ReferenceLines.NONE).getXYPlot();
        assertEquals("Offered load (flits/tick per host)", plot.getDomainAxis().getLabel());
        assertEquals("Accepted throughput (flits/tick per host)", plot.getRangeAxis().getLabel());
    }
}
