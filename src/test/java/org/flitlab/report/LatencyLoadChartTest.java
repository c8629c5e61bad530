package org.flitlab.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.stream.Collectors;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.LegendItemSource;
import org.jfree.chart.plot.Marker;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.Layer;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.junit.jupiter.api.Test;

class LatencyLoadChartTest {
    private static final AxisUnits MICROSECONDS = new AxisUnits("µs", 12.5);
    private static final ReferenceLines LINES = new ReferenceLines(40, 0.5);

    private static XYPlot plotOf(List<ChartSeries> series, ReferenceLines lines, AxisUnits units) {
        return LatencyLoadChart.create("Torus", "Offered load (flits/tick per host)", series, lines, units).getXYPlot();
    }

    @Test
    void saturatedPointsAreLeftOutOfTheLineSeries() {
        YIntervalSeriesCollection lines = (YIntervalSeriesCollection) plotOf(SampleSeries.twoCurves(), LINES,
                AxisUnits.TICKS).getDataset(0);
        assertEquals(2, lines.getSeriesCount());
        assertEquals(3, lines.getItemCount(0), "up*/down* has 3 finite points");
        assertEquals(4, lines.getItemCount(1), "adaptive has 4 finite points");
        for (int s = 0; s < 2; s++) {
            for (int i = 0; i < lines.getItemCount(s); i++) {
                assertTrue(lines.getYValue(s, i) < 1000, "no saturated latency in the line series");
            }
        }
    }

    @Test
    void rangeFitsTheFiniteCurvesNotTheSaturatedLatency() {
        XYPlot plot = plotOf(SampleSeries.twoCurves(), LINES, AxisUnits.TICKS);
        double upper = plot.getRangeAxis().getUpperBound();
        assertTrue(upper < SampleSeries.HUGE_TICKS / 1000, "upper bound " + upper + " must not reach the huge value");
        assertTrue(upper >= 140 + 25, "upper bound " + upper + " must show the highest finite point and its bar");
        assertEquals(0, plot.getRangeAxis().getLowerBound());
    }

    @Test
    void aHugeConfidenceIntervalCannotSquashTheCurve() {
        List<ChartSeries> series = List.of(new ChartSeries("wide", List.of(
                new ChartPoint(0.1, 50, 1, false), new ChartPoint(0.2, 100, 1e6, false))));
        double upper = plotOf(series, ReferenceLines.NONE, AxisUnits.TICKS).getRangeAxis().getUpperBound();
        assertTrue(upper >= 100 && upper <= 2 * 100 * 1.1, "upper bound " + upper + " should be capped near 2x100");
    }

    @Test
    void errorBarIsYPlusMinusHalfWidthInDisplayUnits() {
        List<ChartSeries> series = List.of(new ChartSeries("a", List.of(new ChartPoint(0.2, 250, 25, false))));
        YIntervalSeriesCollection data = (YIntervalSeriesCollection) plotOf(series, LINES, MICROSECONDS).getDataset(0);
        assertEquals(20.0, data.getYValue(0, 0), 1e-12, "250 ticks / 12.5 ticks per µs");
        assertEquals(18.0, data.getStartYValue(0, 0), 1e-12);
        assertEquals(22.0, data.getEndYValue(0, 0), 1e-12);
        assertEquals(0.2, data.getXValue(0, 0), 1e-12, "load is not scaled");
    }

    @Test
    void unknownIntervalDrawsNoBar() {
        List<ChartSeries> series = List.of(new ChartSeries("a", List.of(
                new ChartPoint(0.1, 100, Double.NaN, false), new ChartPoint(0.2, 200, Double.POSITIVE_INFINITY, false))));
        YIntervalSeriesCollection data = (YIntervalSeriesCollection) plotOf(series, LINES, AxisUnits.TICKS).getDataset(0);
        for (int i = 0; i < 2; i++) {
            assertEquals(data.getYValue(0, i), data.getStartYValue(0, i));
            assertEquals(data.getYValue(0, i), data.getEndYValue(0, i));
        }
    }

    @Test
    void zeroLoadLatencyAndChannelLoadBoundAreDashedMarkersWithTheirValues() {
        XYPlot plot = plotOf(SampleSeries.twoCurves(), LINES, MICROSECONDS);
        ValueMarker zeroLoad = valueMarker(plot.getRangeMarkers(Layer.BACKGROUND), LatencyLoadChart.ZERO_LOAD_LABEL);
        assertEquals(40 / 12.5, zeroLoad.getValue(), 1e-12);
        ValueMarker bound = valueMarker(plot.getDomainMarkers(Layer.BACKGROUND), LatencyLoadChart.BOUND_LABEL);
        assertEquals(0.5, bound.getValue(), 1e-12);
        assertTrue(plot.getDomainAxis().getUpperBound() >= 0.5, "the bound lies inside the load axis");
    }

    @Test
    void nanReferenceLinesAreNotDrawn() {
        List<ChartSeries> finiteOnly = List.of(new ChartSeries("a", List.of(ChartPoint.of(0.1, 10))));
        XYPlot plot = plotOf(finiteOnly, ReferenceLines.NONE, AxisUnits.TICKS);
        assertTrue(markers(plot.getRangeMarkers(Layer.BACKGROUND)).isEmpty());
        assertTrue(markers(plot.getDomainMarkers(Layer.BACKGROUND)).isEmpty());
    }

    @Test
    void saturatedPointsAreTrianglesAtTheirLoadInABandAboveTheCurves() {
        XYPlot plot = plotOf(SampleSeries.twoCurves(), LINES, AxisUnits.TICKS);
        XYSeriesCollection marks = assertInstanceOf(XYSeriesCollection.class, plot.getDataset(1));
        assertEquals(List.of(0.35, 0.4), xs(marks, 0));
        assertEquals(List.of(0.45), xs(marks, 1));
        double ceiling = ((TextLabelAxis) plot.getRangeAxis()).tickCeiling();
        assertTrue(ceiling >= 165, "ticks go up to the finite curves");
        for (int s = 0; s < 2; s++) {
            for (int i = 0; i < marks.getItemCount(s); i++) {
                double y = marks.getYValue(s, i);
                assertTrue(y > ceiling && y < plot.getRangeAxis().getUpperBound(), "triangle at " + y);
            }
        }
        assertTrue(marks.getYValue(1, 0) > marks.getYValue(0, 0), "each series gets its own row");
    }

    @Test
    void legendExplainsSaturationOnceAndNamesEachSeries() {
        JFreeChart chart = LatencyLoadChart.create("t", "x", SampleSeries.twoCurves(), LINES, AxisUnits.TICKS);
        List<String> labels = new ArrayList<>();
        for (LegendItemSource source : chart.getLegend().getSources()) {
            LegendItemCollection items = source.getLegendItems();
            for (int i = 0; i < items.getItemCount(); i++) {
                labels.add(items.get(i).getLabel());
            }
        }
        assertEquals(List.of("up*/down*", "adaptive", LatencyLoadChart.SATURATED_LEGEND), labels);
    }

    @Test
    void withoutSaturationThereIsNoBandAndNoExtraLegend() {
        List<ChartSeries> finiteOnly = List.of(new ChartSeries("a", List.of(ChartPoint.of(0.1, 10))));
        JFreeChart chart = LatencyLoadChart.create("t", "x", finiteOnly, LINES, AxisUnits.TICKS);
        assertEquals(null, chart.getXYPlot().getDataset(1));
        assertEquals(1, chart.getLegend().getSources().length);
    }

    @Test
    void aSeriesThatIsSaturatedEverywhereStillGivesAFiniteAxisAndItsTriangles() {
        List<ChartSeries> series = List.of(new ChartSeries("jammed", List.of(
                new ChartPoint(0.5, Double.NaN, Double.NaN, true), new ChartPoint(0.6, 1e300, Double.NaN, true))));
        XYPlot plot = plotOf(series, new ReferenceLines(40, Double.NaN), AxisUnits.TICKS);
        assertEquals(0, plot.getDataset(0).getItemCount(0));
        assertEquals(2, plot.getDataset(1).getItemCount(0));
        double upper = plot.getRangeAxis().getUpperBound();
        assertTrue(upper > 40 && upper < 100, "axis fits the zero-load line, got " + upper);
    }

    @Test
    void latencyAxisLabelCarriesTheDisplayUnit() {
        XYPlot plot = plotOf(SampleSeries.twoCurves(), LINES, MICROSECONDS);
        assertEquals("Latency (µs)", plot.getRangeAxis().getLabel());
        assertEquals("Offered load (flits/tick per host)", plot.getDomainAxis().getLabel());
    }

    @Test
    void duplicateSeriesNamesAreRejected() {
        List<ChartSeries> twice = List.of(new ChartSeries("a", List.of()), new ChartSeries("a", List.of()));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> plotOf(twice, LINES, AxisUnits.TICKS));
        assertTrue(e.getMessage().contains("'a'"), e.getMessage());
    }

    @Test
    void aFinitePointMustHaveAFiniteLatency() {
        assertThrows(IllegalArgumentException.class, () -> new ChartPoint(0.1, Double.NaN, 1, false));
        assertThrows(IllegalArgumentException.class, () -> new ChartPoint(0.1, 1, -1, false));
        assertFalse(new ChartPoint(0.1, Double.NaN, Double.NaN, true).hasConfidenceInterval());
    }

    private static ValueMarker valueMarker(Collection<?> markers, String label) {
        List<ValueMarker> found = markers(markers).stream().filter(m -> label.equals(m.getLabel()))
                .map(ValueMarker.class::cast).collect(Collectors.toList());
        assertEquals(1, found.size(), "one marker labelled " + label);
        return found.get(0);
    }

    private static List<Marker> markers(Collection<?> markers) {
        List<Marker> out = new ArrayList<>();
        if (markers != null) {
            markers.forEach(m -> out.add((Marker) m));
        }
        return out.stream().filter(m -> m instanceof ValueMarker).collect(Collectors.toList());
    }

    private static List<Double> xs(XYSeriesCollection data, int series) {
        List<Double> out = new ArrayList<>();
        for (int i = 0; i < data.getItemCount(series); i++) {
            out.add(data.getXValue(series, i));
        }
        return out;
    }
}
