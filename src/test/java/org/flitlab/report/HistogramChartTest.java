package org.flitlab.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.IntervalXYDataset;
import org.junit.jupiter.api.Test;

class HistogramChartTest {
    @Test
    void binsAreShownInDisplayUnitsWithTheirCounts() {
        XYPlot plot = HistogramChart.create("h", new double[] {100, 125, 150}, 25, new long[] {3, 9, 1},
                new AxisUnits("µs", 12.5)).getXYPlot();
        IntervalXYDataset data = (IntervalXYDataset) plot.getDataset();
        assertEquals(3, data.getItemCount(0));
        assertEquals(8.0, data.getStartXValue(0, 0), 1e-12, "100 ticks = 8 µs");
        assertEquals(10.0, data.getEndXValue(0, 0), 1e-12, "125 ticks = 10 µs");
        assertEquals(14.0, data.getEndXValue(0, 2), 1e-12, "150 + 25 ticks = 14 µs");
        assertEquals(9.0, data.getYValue(0, 1));
        assertEquals("Latency (µs)", plot.getDomainAxis().getLabel());
        assertEquals("Packets", plot.getRangeAxis().getLabel());
    }

    @Test
    void binsAndCountsMustMatch() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> HistogramChart.create("h", new double[] {0, 1}, 1, new long[] {1}, AxisUnits.TICKS));
        assertTrue(e.getMessage().contains("binStarts has 2"), e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> HistogramChart.create("h", new double[] {0}, 0, new long[] {1}, AxisUnits.TICKS));
        assertThrows(IllegalArgumentException.class,
                () -> HistogramChart.create("h", new double[] {0}, 1, new long[] {-1}, AxisUnits.TICKS));
    }
}
