package org.flitlab.experiment;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.flitlab.stats.RunStatus;

/**
 * What a sweep produced. With stop-after-saturation a series holds every point up to
 * and including its first saturated value index and nothing after it, so a completed sweep reports the same
 * points with the same numbers whatever its thread count (model.md, Measurement). A cancelled sweep holds the
 * points that had finished when it stopped. Immutable and thread-safe.
 *
 * @param plan        the plan that was run
 * @param points      the finished points, in plan order (series, value index, replication)
 * @param status      how the sweep ended
 * @param wallMillis  wall time the whole sweep took
 * @param threads     pool threads that ran the points
 */
public record SweepResult(SweepPlan plan, List<PointResult> points, SweepStatus status, long wallMillis, int threads) {
    public SweepResult {
        points = List.copyOf(points);
    }

    /** The points of one series, ordered by value index, then replication. */
    public List<PointResult> series(int series) {
        checkSeries(series);
        List<PointResult> out = new ArrayList<>();
        for (PointResult p : points) {
            if (p.point().series() == series) {
                out.add(p);
            }
        }
        out.sort(Comparator.comparingInt((PointResult p) -> p.point().index())
                .thenComparingInt(p -> p.point().replication()));
        return out;
    }

    /** One summary per value index present in the series, in value-index order (see {@link ValueSummary}). */
    public List<ValueSummary> means(int series) {
        List<PointResult> all = series(series);
        List<ValueSummary> out = new ArrayList<>();
        int from = 0;
        for (int i = 1; i <= all.size(); i++) {
            if (i == all.size() || all.get(i).point().index() != all.get(from).point().index()) {
                out.add(ValueSummary.of(all.subList(from, i)));
                from = i;
            }
        }
        return out;
    }

    /**
     * Why each series ended where it did, in series order: every value ran, or the first value at which a point
     * saturated, deadlocked, was incomplete (tick limit hit) or failed, or the sweep was cancelled.
     */
    public List<SeriesStop> stops() {
        List<SeriesStop> out = new ArrayList<>();
        for (int s = 0; s < plan.seriesCount(); s++) {
            out.add(SeriesStop.of(this, s));
        }
        return out;
    }

    /** Why the sweep stopped, in one line per series that did not run every value; "" if every series did. */
    public String stopText() {
        return String.join("\n", stops().stream().filter(x -> x.reason() != SeriesStop.Reason.ALL_VALUES)
                .map(x -> x.text(plan.parameter())).toList());
    }

    /** The points that failed (threw or returned no result), in plan order. */
    public List<PointResult> failures() {
        return points.stream().filter(p -> p.result().status() == RunStatus.FAILED).toList();
    }

    /**
     * The first saturated value index of a series among the reported points, or -1 if none is saturated
     * (with stop-after-saturation it is the series' last value index).
     */
    public int firstSaturatedIndex(int series) {
        return series(series).stream().filter(p -> p.result().saturated())
                .mapToInt(p -> p.point().index()).findFirst().orElse(-1);
    }

    private void checkSeries(int series) {
        if (series < 0 || series >= plan.seriesCount()) {
            throw new IllegalArgumentException("series is " + series + "; it must be in 0.." + (plan.seriesCount() - 1));
        }
    }
}
