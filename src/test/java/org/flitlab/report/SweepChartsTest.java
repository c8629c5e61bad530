package org.flitlab.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import org.flitlab.experiment.PointResult;
import org.flitlab.experiment.Sweep;
import org.flitlab.experiment.SweepPlan;
import org.flitlab.stats.LatencySummary;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.flitlab.experiment.SweepResult;
import org.flitlab.experiment.SweepStatus;
import org.flitlab.experiment.ValueSummary;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.ui.Layer;
import org.jfree.data.category.CategoryDataset;
import org.jfree.data.xy.IntervalXYDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SweepChartsTest {
    private final SweepResult sweep = SweepFixture.sweep();

    @TempDir
    Path dir;

    @Test
    void latencySeriesAreTheValueSummariesWithTheirIntervalsAndSaturation() {
        List<ChartSeries> series = SweepCharts.latencySeries(sweep, PlottedLatency.DELIVERY);
        assertEquals(List.of("xy", "adaptive"), series.stream().map(ChartSeries::name).toList());
        for (int s = 0; s < 2; s++) {
            List<ValueSummary> means = sweep.means(s);
            List<ChartPoint> points = series.get(s).points();
            assertEquals(means.size(), points.size());
            for (int i = 0; i < points.size(); i++) {
                assertEquals(means.get(i).value(), points.get(i).x());
                assertEquals(means.get(i).meanDeliveryLatency(), points.get(i).y());
                assertEquals(means.get(i).ciHalfWidth(), points.get(i).ciHalfWidth());
                assertEquals(means.get(i).saturated(), points.get(i).saturated());
            }
        }
        // xy at 0.1: replications 20 + 10 + {0, 1}, mean 30.5; two replications, so the half-width is
        // t(0.975, 1) * sd / sqrt(2) = 12.706 * 0.7071 / 1.4142 = 6.353
        ChartPoint first = series.get(0).points().get(0);
        assertEquals(30.5, first.y(), 1e-12);
        assertEquals(12.706 * Math.sqrt(0.5) / Math.sqrt(2), first.ciHalfWidth(), 1e-3);
        assertTrue(series.get(1).points().get(2).saturated(), "adaptive saturates at 0.3");
    }

    @Test
    void aLoadWhoseEveryRunDeadlockedIsMarkedOffScaleNotLeftOut() {
        SweepPlan plan = new SweepPlan(List.of("one"), "offeredLoad", new double[] {0.1, 0.5}, 1, 3, true);
        SweepResult result = new Sweep(1).run(plan, (p, listener, cancelled) -> {
            RunResult r = SweepFixture.result(p);
            return p.index() == 0 ? r : new RunResult(RunStatus.DEADLOCK, "cycle", false, "", r.seed(), r.simulatedTicks(),
                    r.warmupTicks(), r.measureTicks(), r.generatedPackets(), 0, LatencySummary.empty(), LatencySummary.empty(),
                    LatencySummary.empty(), LatencySummary.empty(), 0, p.value(), 0, 0, r.acceptedPerHost(), 1, -1,
                    r.channelUsage(), r.bufferOccupancy(), List.of(), RunResult.emptyHistogram(), 1);
        });
        List<ChartPoint> points = SweepCharts.latencySeries(result, PlottedLatency.DELIVERY).get(0).points();
        assertEquals(2, points.size(), "the deadlocked load is on the chart");
        assertFalse(points.get(0).saturated());
        assertTrue(points.get(1).saturated(), "drawn in the saturated band");
    }

    @Test
    void thePacketOptionPlotsTheHeadLatency() {
        List<ChartSeries> delivery = SweepCharts.latencySeries(sweep, PlottedLatency.DELIVERY);
        List<ChartSeries> packet = SweepCharts.latencySeries(sweep, PlottedLatency.PACKET);
        // xy at 0.4: only replication 0 completed (1 deadlocked): its own means and half-widths
        ChartPoint d = delivery.get(0).points().get(3);
        ChartPoint p = packet.get(0).points().get(3);
        assertEquals(60.0, d.y(), 1e-12);
        assertEquals(53.0, p.y(), 1e-12);
        assertEquals(1.5, d.ciHalfWidth());
        assertEquals(0.8, p.ciHalfWidth());
        assertEquals(PlottedLatency.PACKET, PlottedLatency.parse("Packet"));
    }

    @Test
    void throughputSeriesAreTheMeanAcceptedLoads() {
        List<ChartSeries> series = SweepCharts.throughputSeries(sweep);
        ChartPoint xyAt02 = series.get(0).points().get(1);
        assertEquals(0.2, xyAt02.x());
        assertEquals(0.2 * 0.99, xyAt02.y(), 1e-12);
        assertEquals(0.0, xyAt02.ciHalfWidth(), 1e-12, "both replications accepted the same");
        assertEquals(3, series.get(1).points().size());
    }

    @Test
    void theDefaultDetailPointIsTheLastFiniteOneOfTheFirstSeries() {
        PointResult detail = SweepCharts.defaultDetailPoint(sweep).orElseThrow();
        assertEquals(0, detail.point().series());
        assertEquals(3, detail.point().index());
        assertEquals(0, detail.point().replication(), "replication 1 of 0.4 deadlocked");
    }

    @Test
    void theLatencyChartCarriesTheReferenceLines() {
        ChartOptions options = ChartOptions.of("Mesh 4x4").withReferenceLines(new ReferenceLines(18, 0.45));
        JFreeChart chart = SweepCharts.latencyChart(sweep, options);
        Collection<?> vertical = chart.getXYPlot().getDomainMarkers(Layer.BACKGROUND);
        assertTrue(vertical.stream().anyMatch(m -> ((ValueMarker) m).getValue() == 0.45), "the bound is drawn");
        Collection<?> horizontal = chart.getXYPlot().getRangeMarkers(Layer.BACKGROUND);
        assertTrue(horizontal.stream().anyMatch(m -> m instanceof ValueMarker v && v.getValue() == 18));
    }

    @Test
    void theUtilisationChartNamesChannelsWithTheCallersFunction() {
        ChartOptions options = ChartOptions.of("Mesh").withChannelNames(c -> "s" + c / 2 + "->s" + (c / 2 + 1) + "/" + c % 2);
        PointResult detail = SweepCharts.defaultDetailPoint(sweep).orElseThrow();
        JFreeChart chart = SweepCharts.utilisationChart(detail, SweepFixture.PARAMETER, options);
        CategoryDataset data = chart.getCategoryPlot().getDataset();
        assertEquals(ChannelUtilisationChart.MAX_BARS, data.getColumnCount(), "48 channels, the 40 busiest shown");
        List<?> names = data.getColumnKeys();
        assertTrue(names.stream().allMatch(k -> k.toString().matches("s\\d+->s\\d+/[01]")), names.toString());
        JFreeChart histogram = SweepCharts.histogramChart(detail, SweepFixture.PARAMETER, options);
        IntervalXYDataset bars = (IntervalXYDataset) histogram.getXYPlot().getDataset();
        assertEquals(detail.result().deliveryHistogram().bins(), bars.getItemCount(0));
        assertEquals("Mesh: delivery latency, xy, offeredLoad = 0.4, replication 0", histogram.getTitle().getText());
    }

    @Test
    void writeAllWritesEveryChartWithRealContent() throws IOException {
        ChartOptions options = ChartOptions.of("Mesh 4x4, uniform").withReferenceLines(new ReferenceLines(18, 0.45))
                .withUnits(new AxisUnits("µs", 80));
        List<Path> written = SweepCharts.writeAll(dir.resolve("charts"), sweep, options);
        assertEquals(SweepCharts.FILES, written.stream().map(p -> p.getFileName().toString()).toList());
        for (Path p : written) {
            if (p.toString().endsWith(".png")) {
                assertTrue(Files.size(p) > 10_000, p.getFileName() + " is " + Files.size(p) + " bytes");
            }
        }
        String latency = Files.readString(dir.resolve("charts/latency.svg"), StandardCharsets.UTF_8);
        assertTrue(latency.contains(">Latency (µs)<"), "latency axis label as text");
        assertTrue(latency.contains(">" + ChartOptions.OFFERED_LOAD_LABEL + "<"), "load axis label as text");
        String throughput = Files.readString(dir.resolve("charts/throughput.svg"), StandardCharsets.UTF_8);
        assertTrue(throughput.contains(">" + ThroughputChart.ACCEPTED_LABEL + "<"));
        try (var files = Files.list(dir.resolve("charts"))) {
            assertFalse(files.anyMatch(p -> p.getFileName().toString().startsWith(".")), "no temporary files left");
        }
    }

    @Test
    void aCancelledSweepWithNoPointsStillGetsEveryFileAndAHeaderOnlyTable() throws IOException {
        SweepResult empty = new SweepResult(sweep.plan(), List.of(), SweepStatus.CANCELLED, 3, 1);
        assertTrue(SweepCharts.defaultDetailPoint(empty).isEmpty());
        List<Path> written = SweepCharts.writeAll(dir, empty, ChartOptions.of(""));
        for (Path p : written) {
            assertTrue(Files.size(p) > 0, p.toString());
        }
        assertEquals(String.join(",", ResultsCsv.COLUMNS) + "\r\n", ResultsCsv.of(empty));
    }
}
