package org.flitlab.experiment;

import java.util.List;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.flitlab.stats.StudentT;
import org.flitlab.stats.Tally;

/**
 * The replications of one (series, value) of a sweep, combined into the numbers a latency-vs-load chart
 * plots (model.md, Measurement). Only COMPLETED replications enter the means. Latencies are in ticks,
 * throughput in flits per tick per sending host. Immutable and thread-safe.
 *
 * @param series                 0-based series index
 * @param seriesName             the series' label
 * @param index                  0-based value index
 * @param value                  the swept value
 * @param replications           replications reported for this value
 * @param completed              replications that COMPLETED and enter the means
 * @param meanDeliveryLatency    mean over completed replications of their delivery-latency means; NaN if none
 * @param ciHalfWidth            95% half-width of {@code meanDeliveryLatency}: from the spread of the
 *                               replication means (Student t, completed - 1 degrees of freedom) when there
 *                               are at least two, else the single run's own batch-means half-width; NaN if none
 * @param meanAcceptedThroughput mean accepted throughput over completed replications; NaN if none
 * @param saturated              whether any replication is saturated (its latency must not be drawn as finite)
 */
public record ValueSummary(int series, String seriesName, int index, double value, int replications, int completed,
                           double meanDeliveryLatency, double ciHalfWidth, double meanAcceptedThroughput,
                           boolean saturated) {

    /**
     * Combines the replications of one (series, value).
     *
     * @param points at least one, all of the same series and value index
     */
    public static ValueSummary of(List<PointResult> points) {
        if (points == null || points.isEmpty()) {
            throw new IllegalArgumentException("points is " + (points == null ? "null" : "empty")
                    + "; at least one replication is needed");
        }
        SweepPoint first = points.get(0).point();
        Tally latency = new Tally();
        Tally accepted = new Tally();
        double singleHalfWidth = Double.NaN;
        boolean saturated = false;
        for (PointResult p : points) {
            if (p.point().series() != first.series() || p.point().index() != first.index()) {
                throw new IllegalArgumentException("points mixes series " + first.series() + " value index "
                        + first.index() + " with series " + p.point().series() + " value index " + p.point().index()
                        + "; they must all share one series and value");
            }
            RunResult r = p.result();
            saturated |= r.saturated();
            if (r.status() == RunStatus.COMPLETED) {
                latency.add(r.deliveryLatency().mean());
                accepted.add(r.acceptedThroughput());
                singleHalfWidth = r.deliveryLatency().ciHalfWidth();
            }
        }
        long n = latency.count();
        double halfWidth = n == 0 ? Double.NaN
                : n == 1 ? singleHalfWidth
                : StudentT.quantile975((int) n - 1) * latency.stdDev() / Math.sqrt(n);
        return new ValueSummary(first.series(), first.seriesName(), first.index(), first.value(), points.size(),
                (int) n, n == 0 ? Double.NaN : latency.mean(), halfWidth, n == 0 ? Double.NaN : accepted.mean(),
                saturated);
    }
}
