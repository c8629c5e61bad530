package org.flitlab.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import org.flitlab.experiment.PointResult;
import org.flitlab.experiment.SweepResult;
import org.flitlab.experiment.ValueSummary;
import org.flitlab.stats.ChannelUsage;
import org.flitlab.stats.Histogram;
import org.flitlab.stats.LatencySummary;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.flitlab.stats.StudentT;
import org.flitlab.stats.Tally;
import org.jfree.chart.JFreeChart;

/**
 * The charts of a sweep: latency against the swept value, accepted against offered
 * throughput, and for one chosen point its delivery-latency histogram and channel utilisation. Converts a
 * {@link SweepResult} into this package's {@link ChartSeries} and hands them to {@link LatencyLoadChart},
 * {@link ThroughputChart}, {@link HistogramChart} and {@link ChannelUtilisationChart}. Stateless; the charts it
 * returns are confined to one thread like every JFreeChart.
 *
 * <p><b>Series.</b> One chart series per sweep series, one point per value index reported, x = the swept value.
 * Replications are combined as {@link ValueSummary} does: the mean over COMPLETED replications, with a 95%
 * Student-t half-width from the spread of their means when there are at least two, else the single run's own
 * batch-means half-width. For the delivery latency the numbers are ValueSummary's own; the packet latency is
 * combined the same way (leaving out runs that measured no packet). A value with a saturated replication is a
 * saturated point; a value with no completed replication and no saturation is left out (it has no number).
 * Accepted throughput uses the same mean, with a Student-t half-width only when there are two or more
 * completed replications. The throughput chart takes the swept value as the offered load per host, so it means
 * what it says only when the sweep varies the offered load.
 *
 * <p><b>Detail point.</b> The histogram and the utilisation chart show one point (one replication): by default
 * {@link #defaultDetailPoint}, the busiest point of the first series that still has a finite latency.
 */
public final class SweepCharts {
    /** File names written by {@link #writeAll}. */
    public static final List<String> FILES = List.of("latency.png", "latency.svg", "throughput.png",
            "throughput.svg", "histogram.png", "utilisation.png");

    private static final int WIDTH = 1000;
    private static final int HEIGHT = 650;
    private static final int BAR_HEIGHT = 22;

    private SweepCharts() {
    }

    /** One series per sweep series: the chosen latency in ticks against the swept value. */
    public static List<ChartSeries> latencySeries(SweepResult result, PlottedLatency latency) {
        List<ChartSeries> out = new ArrayList<>();
        for (int s = 0; s < result.plan().seriesCount(); s++) {
            List<ChartPoint> points = new ArrayList<>();
            for (List<PointResult> value : byValue(result, s)) {
                ValueSummary v = ValueSummary.of(value);
                ChartPoint p = latency == PlottedLatency.DELIVERY
                        ? point(v.value(), v.completed(), v.meanDeliveryLatency(), v.ciHalfWidth(), v.saturated() || onlyDeadlocks(value, v.completed()))
                        : combinedLatency(value, v, latency);
                if (p != null) {
                    points.add(p);
                }
            }
            out.add(new ChartSeries(result.plan().seriesNames().get(s), points));
        }
        return out;
    }

    /** One series per sweep series: mean accepted throughput per host against the swept value. */
    public static List<ChartSeries> throughputSeries(SweepResult result) {
        List<ChartSeries> out = new ArrayList<>();
        for (int s = 0; s < result.plan().seriesCount(); s++) {
            List<ChartPoint> points = new ArrayList<>();
            for (List<PointResult> value : byValue(result, s)) {
                ChartPoint p = combinedThroughput(value, ValueSummary.of(value));
                if (p != null) {
                    points.add(p);
                }
            }
            out.add(new ChartSeries(result.plan().seriesNames().get(s), points));
        }
        return out;
    }

    /**
     * The point the detail charts show by default: of the first series, the highest value index with a
     * COMPLETED, unsaturated replication, and of that value the lowest such replication. If there is none, the
     * first point of the first series; empty if the first series has no point.
     */
    public static Optional<PointResult> defaultDetailPoint(SweepResult result) {
        List<PointResult> first = result.series(0);
        Optional<PointResult> finite = first.stream()
                .filter(p -> p.result().status() == RunStatus.COMPLETED && !p.result().saturated())
                .max(Comparator.comparingInt((PointResult p) -> p.point().index())
                        .thenComparingInt(p -> -p.point().replication()));
        return finite.isPresent() ? finite : first.stream().findFirst();
    }

    /** Latency against the swept value, with the options' reference lines. */
    public static JFreeChart latencyChart(SweepResult result, ChartOptions options) {
        return LatencyLoadChart.create(options.title(), options.xLabel(),
                latencySeries(result, options.latency()), options.lines(), options.units());
    }

    /** Accepted against offered throughput, with the options' channel-load bound. */
    public static JFreeChart throughputChart(SweepResult result, ChartOptions options) {
        return ThroughputChart.create(titled(options, "throughput"), options.xLabel(), ThroughputChart.ACCEPTED_LABEL,
                throughputSeries(result), options.lines());
    }

    /** The delivery-latency histogram of {@code point}, of a sweep whose swept parameter is {@code parameter}. */
    public static JFreeChart histogramChart(PointResult point, String parameter, ChartOptions options) {
        Histogram h = point.result().deliveryHistogram();
        long[] starts = h.binStart();
        double[] binStarts = new double[starts.length];
        for (int i = 0; i < starts.length; i++) {
            binStarts[i] = starts[i];
        }
        return HistogramChart.create(titled(options, "delivery latency, " + point.point().label(parameter)),
                binStarts, h.binWidth(), h.counts(), options.units());
    }

    /** The channel utilisation of {@code point}, channels named by the options. */
    public static JFreeChart utilisationChart(PointResult point, String parameter, ChartOptions options) {
        return utilisationChart(point, parameter, options, ChannelUtilisationChart.MAX_BARS);
    }

    /** The channel utilisation of {@code point} with at most {@code maxBars} bars, the busiest channels. */
    public static JFreeChart utilisationChart(PointResult point, String parameter, ChartOptions options, int maxBars) {
        List<ChannelUsage> usage = point.result().channelUsage();
        List<String> names = new ArrayList<>(usage.size());
        double[] transmitting = new double[usage.size()];
        double[] stalled = new double[usage.size()];
        double[] idle = new double[usage.size()];
        for (int i = 0; i < usage.size(); i++) {
            ChannelUsage u = usage.get(i);
            names.add(options.channelName().apply(u.channel()));
            transmitting[i] = u.transmittingFraction();
            stalled[i] = u.stalledFraction();
            idle[i] = u.idleFraction();
        }
        return ChannelUtilisationChart.create(titled(options, "channel use, " + point.point().label(parameter)),
                names, transmitting, stalled, idle, maxBars);
    }

    /** Writes every chart of {@link #FILES} into {@code dir}, detail charts for {@link #defaultDetailPoint}. */
    public static List<Path> writeAll(Path dir, SweepResult result, ChartOptions options) throws IOException {
        return writeAll(dir, result, options, defaultDetailPoint(result).orElse(null));
    }

    /**
     * Writes every chart of {@link #FILES} into {@code dir} (created if needed), each atomically, and returns
     * their paths in that order.
     *
     * @param detail the point of the histogram and the utilisation chart; null draws them empty
     */
    public static List<Path> writeAll(Path dir, SweepResult result, ChartOptions options, PointResult detail)
            throws IOException {
        if (dir == null || result == null || options == null) {
            throw new IllegalArgumentException("dir, result and options must be given; got dir=" + dir
                    + ", result=" + (result == null ? "null" : "a sweep") + ", options=" + options);
        }
        String parameter = result.plan().parameter();
        List<Path> out = new ArrayList<>();
        JFreeChart latency = latencyChart(result, options);
        ChartExport.png(latency, add(out, dir, 0), WIDTH, HEIGHT);
        ChartExport.svg(latency, add(out, dir, 1), WIDTH, HEIGHT);
        JFreeChart throughput = throughputChart(result, options);
        ChartExport.png(throughput, add(out, dir, 2), WIDTH, HEIGHT);
        ChartExport.svg(throughput, add(out, dir, 3), WIDTH, HEIGHT);
        JFreeChart histogram = detail != null ? histogramChart(detail, parameter, options)
                : HistogramChart.create(titled(options, "delivery latency"), new double[0], 1, new long[0],
                options.units());
        ChartExport.png(histogram, add(out, dir, 4), WIDTH, HEIGHT);
        JFreeChart utilisation = detail != null ? utilisationChart(detail, parameter, options)
                : ChannelUtilisationChart.create(titled(options, "channel use"), List.of(), new double[0],
                new double[0], new double[0]);
        int bars = detail == null ? 0 : Math.min(ChannelUtilisationChart.MAX_BARS, detail.result().channelUsage().size());
        ChartExport.png(utilisation, add(out, dir, 5), WIDTH, Math.max(400, 160 + BAR_HEIGHT * bars));
        if (hasGoodput(result)) {
            JFreeChart goodput = goodputChart(result, options);
            ChartExport.png(goodput, dir.resolve("goodput.png"), WIDTH, HEIGHT);
            ChartExport.svg(goodput, dir.resolve("goodput.svg"), WIDTH, HEIGHT);
            out.add(dir.resolve("goodput.png"));
            out.add(dir.resolve("goodput.svg"));
        }
        if (TimeSeriesCsv.hasSeries(result)) {
            out.addAll(writeTimeSeries(dir, result, options, detail));
        }
        return out;
    }

    /** File names of the time-series charts, written when some point recorded a time series. */
    public static final List<String> TIME_SERIES_FILES = List.of("throughput-time.png", "link-states.png");

    /**
     * Throughput against time for every point that recorded a time series, and the link states over time of
     * {@code detail} (or of the first point with a series when it has none).
     */
    private static List<Path> writeTimeSeries(Path dir, SweepResult result, ChartOptions options, PointResult detail)
            throws IOException {
        List<PointResult> recorded = result.points().stream().filter(p -> !p.result().timeSeries().isEmpty()).toList();
        String parameter = shortName(result.plan().parameter());
        List<String> names = recorded.stream().map(p -> timeSeriesName(p, parameter)).toList();
        JFreeChart throughput = TimeSeriesChart.throughput(titled(options, "throughput over time"), options.units(), names,
                recorded.stream().map(p -> p.result().timeSeries()).toList());
        PointResult shown = detail != null && !detail.result().timeSeries().isEmpty() ? detail : recorded.get(0);
        JFreeChart states = TimeSeriesChart.linkStates(titled(options, "link states over time, "
                + timeSeriesName(shown, parameter)), options.units(), shown.result().timeSeries());
        Path first = dir.resolve(TIME_SERIES_FILES.get(0));
        Path second = dir.resolve(TIME_SERIES_FILES.get(1));
        ChartExport.png(throughput, first, WIDTH, HEIGHT);
        ChartExport.png(states, second, WIDTH, (int) (HEIGHT * 1.4));
        return List.of(first, second);
    }

    /** "series, parameter = value", with the replication only when there are several. */
    private static String timeSeriesName(PointResult p, String parameter) {
        String value = p.point().value() == Math.rint(p.point().value()) ? Long.toString((long) p.point().value())
                : Double.toString(p.point().value());
        return p.point().seriesName() + ", " + parameter + " = " + value
                + (p.point().replication() > 0 ? ", replication " + p.point().replication() : "");
    }

    private static String shortName(String path) {
        int dot = path.lastIndexOf('.');
        return dot < 0 ? path : path.substring(dot + 1);
    }

    /** Whether some point measured TCP goodput (an end-to-end scheme with flows). */
    public static boolean hasGoodput(SweepResult result) {
        return result.points().stream().anyMatch(p -> p.result().endToEnd().goodput().length > 0);
    }

    /**
     * Mean goodput per flow against the swept value, one curve per series, with the maximum achievable goodput
     * (Bianco et al.'s dot-dashed line) where the runs computed it (TCP over ATM), and a solid diamond at each swept
     * value where some run had a connection forced to close.
     */
    public static JFreeChart goodputChart(SweepResult result, ChartOptions options) {
        List<ChartSeries> series = new ArrayList<>();
        TreeMap<Double, Double> maximum = new TreeMap<>();
        TreeSet<Double> closed = new TreeSet<>();
        for (int s = 0; s < result.plan().seriesCount(); s++) {
            List<ChartPoint> points = new ArrayList<>();
            for (List<PointResult> value : byValue(result, s)) {
                Tally mean = new Tally();
                for (PointResult p : value) {
                    double[] g = p.result().endToEnd().goodput();
                    if (g.length > 0) {
                        mean.add(Arrays.stream(g).average().orElse(0));
                    }
                    double max = p.result().endToEnd().maxGoodput();
                    if (Double.isFinite(max)) {
                        maximum.putIfAbsent(p.point().value(), max);
                    }
                    if (p.result().endToEnd().closedConnections() > 0) {
                        closed.add(p.point().value());
                    }
                }
                if (mean.count() > 0) {
                    points.add(ChartPoint.of(value.get(0).point().value(), mean.mean()));
                }
            }
            series.add(new ChartSeries(result.plan().seriesNames().get(s), points));
        }
        List<ChartPoint> max = new ArrayList<>();
        maximum.forEach((x, y) -> max.add(ChartPoint.of(x, y)));
        return GoodputChart.create(titled(options, "TCP goodput"), options.xLabel(), series, max, List.copyOf(closed));
    }

    private static Path add(List<Path> out, Path dir, int file) {
        Path p = dir.resolve(FILES.get(file));
        out.add(p);
        return p;
    }

    private static String titled(ChartOptions options, String what) {
        return options.title().isBlank() ? what : options.title() + ": " + what;
    }

    /** The points of series {@code s}, grouped by value index, in value order. */
    private static List<List<PointResult>> byValue(SweepResult result, int s) {
        List<PointResult> all = result.series(s);
        List<List<PointResult>> out = new ArrayList<>();
        int from = 0;
        for (int i = 1; i <= all.size(); i++) {
            if (i == all.size() || all.get(i).point().index() != all.get(from).point().index()) {
                out.add(all.subList(from, i));
                from = i;
            }
        }
        return out;
    }

    /**
     * A value's replications combined on {@code latency}: the mean over completed runs that measured packets,
     * the Student-t half-width over two or more, else the single run's batch-means half-width.
     */
    private static ChartPoint combinedLatency(List<PointResult> value, ValueSummary summary, PlottedLatency latency) {
        Tally tally = new Tally();
        double single = Double.NaN;
        for (PointResult p : value) {
            LatencySummary own = latency.of(p.result());
            if (p.result().status() == RunStatus.COMPLETED && !own.isEmpty()) {
                tally.add(own.mean());
                single = own.ciHalfWidth();
            }
        }
        return point(summary.value(), tally, single, summary.saturated() || onlyDeadlocks(value, summary.completed()));
    }

    /** A value's accepted throughput: the mean over completed runs, the Student-t half-width over two or more. */
    private static ChartPoint combinedThroughput(List<PointResult> value, ValueSummary summary) {
        Tally tally = new Tally();
        for (PointResult p : value) {
            if (p.result().status() == RunStatus.COMPLETED) {
                tally.add(p.result().acceptedThroughput());
            }
        }
        return point(summary.value(), tally, Double.NaN, summary.saturated());
    }

    private static ChartPoint point(double x, Tally tally, double single, boolean saturated) {
        long n = tally.count();
        double half = n >= 2 ? StudentT.quantile975((int) n - 1) * tally.stdDev() / Math.sqrt(n) : single;
        return point(x, (int) n, n == 0 ? Double.NaN : tally.mean(), half, saturated);
    }

    /**
     * Whether this value has no completed replication and at least one deadlocked: such a load is past
     * saturation, so the chart marks it in the saturated band instead of leaving a silent gap.
     */
    private static boolean onlyDeadlocks(List<PointResult> value, int completed) {
        return completed == 0 && value.stream().anyMatch(p -> p.result().status() == RunStatus.DEADLOCK);
    }

    /** A chart point, or null when the value has neither a number nor saturation to show. */
    private static ChartPoint point(double x, int completed, double y, double half, boolean saturated) {
        if (!saturated && (completed == 0 || !Double.isFinite(y))) {
            return null;
        }
        return new ChartPoint(x, y, half, saturated);
    }
}
