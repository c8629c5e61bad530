package org.flitlab.gui.charts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.flitlab.experiment.PointResult;
import org.flitlab.experiment.SweepPoint;
import org.flitlab.experiment.ValueSummary;
import org.flitlab.report.ChartPoint;
import org.flitlab.report.ChartSeries;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;

/**
 * The curves a running sweep draws: per series, one chart point per swept value, sorted by value, combining the
 * replications finished so far (mean of their mean latencies, confidence interval from their spread). A value
 * with a saturated or unfinished replication is marked off the chart (no latency). FX thread only.
 */
final class SweepCurves {
    private final Map<String, List<ChartPoint>> points = new LinkedHashMap<>();
    /** Finished replications per series name and value index, combined into one chart point per value. */
    private final Map<String, Map<Integer, List<PointResult>>> replicas = new LinkedHashMap<>();

    /** Empties the curves for a new sweep with series {@code names}, in order. */
    void start(List<String> names) {
        points.clear();
        replicas.clear();
        names.forEach(n -> points.put(n, new ArrayList<>()));
    }

    /** Adds one finished replication of {@code point} and redoes its value's chart point. */
    void add(SweepPoint point, RunResult r) {
        boolean saturated = r.saturated() || r.status() != RunStatus.COMPLETED;
        List<PointResult> reps = replicas.computeIfAbsent(point.seriesName(), k -> new LinkedHashMap<>())
                .computeIfAbsent(point.index(), k -> new ArrayList<>());
        reps.add(new PointResult(point, r));
        var summary = ValueSummary.of(reps);
        boolean anyUnfinished = summary.completed() < reps.size();
        boolean off = saturated || summary.saturated() || anyUnfinished;
        double y = off ? Double.NaN : summary.meanDeliveryLatency();
        List<ChartPoint> line = points.get(point.seriesName());
        line.removeIf(c -> c.x() == point.value());
        line.add(new ChartPoint(point.value(), y, summary.ciHalfWidth(), off));
        line.sort(Comparator.comparingDouble(ChartPoint::x));
    }

    /** Finished points per series name, in the sweep's series order; live, FX thread. */
    Map<String, List<ChartPoint>> points() {
        return points;
    }

    /** The curves as immutable series, for tests and exports. */
    List<ChartSeries> series() {
        return points.entrySet().stream().map(e -> new ChartSeries(e.getKey(), List.copyOf(e.getValue()))).toList();
    }
}
