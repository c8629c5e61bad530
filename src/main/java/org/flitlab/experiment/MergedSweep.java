package org.flitlab.experiment;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;

/**
 * Joins the results of points run separately (batch runs, docs/batch.md: {@link PointJob}s run by other processes) into
 * the {@link SweepResult} an in-process {@link Sweep} of the same plan reports. Every point of a batch is run, so
 * stop-after-saturation is applied here the way {@link Sweep} reports it: a series keeps its points up to and
 * including its first value index where some replication saturated or deadlocked, and drops the rest. The status is
 * FAILED if a kept point failed, else COMPLETED. Stateless.
 *
 * <p>Wall time: the merged result's {@code wallMillis} is the sum of the kept points' wall times (the work a single
 * thread would have done), and {@code threads} is 1.
 */
public final class MergedSweep {
    private MergedSweep() {
    }

    /**
     * The sweep result.
     *
     * @param results the run result of each point by plan index; points after a series' first saturated value may
     *                be missing
     * @throws IllegalArgumentException naming the missing points if a point the result needs has no result, or if a
     *                                  plan index is out of range
     */
    public static SweepResult of(SweepPlan plan, Map<Integer, RunResult> results) {
        for (int index : results.keySet()) {
            if (index < 0 || index >= plan.pointCount()) {
                throw new IllegalArgumentException("plan index " + index + " has a result; the plan's indexes are 0.."
                        + (plan.pointCount() - 1));
            }
        }
        List<Integer> missing = missing(plan, results);
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException(missing.size() + " point(s) have no result: plan indexes " + missing);
        }
        int[] last = lastKept(plan, results);
        List<PointResult> kept = new ArrayList<>();
        boolean failed = false;
        long wall = 0;
        for (SweepPoint p : plan.points()) {
            if (p.index() <= last[p.series()]) {
                RunResult r = results.get(plan.indexOf(p));
                kept.add(new PointResult(p, r));
                failed |= r.status() == RunStatus.FAILED;
                wall += r.wallMillis();
            }
        }
        return new SweepResult(plan, kept, failed ? SweepStatus.FAILED : SweepStatus.COMPLETED, wall, 1);
    }

    /**
     * The plan indexes, ascending, whose results are needed but absent: every point of a series up to its first
     * value index known to end it (a present result that saturated or deadlocked), or every point if none is known.
     */
    public static List<Integer> missing(SweepPlan plan, Map<Integer, RunResult> results) {
        int[] last = lastKept(plan, results);
        List<Integer> out = new ArrayList<>();
        for (SweepPoint p : plan.points()) {
            int i = plan.indexOf(p);
            if (p.index() <= last[p.series()] && !results.containsKey(i)) {
                out.add(i);
            }
        }
        return out;
    }

    /** Per series, the last value index reported. */
    private static int[] lastKept(SweepPlan plan, Map<Integer, RunResult> results) {
        int[] last = new int[plan.seriesCount()];
        Arrays.fill(last, plan.valueCount() - 1);
        if (!plan.stopAfterSaturation()) {
            return last;
        }
        for (SweepPoint p : plan.points()) {
            RunResult r = results.get(plan.indexOf(p));
            if (r != null && (r.saturated() || r.status() == RunStatus.DEADLOCK)) {
                last[p.series()] = Math.min(last[p.series()], p.index());
            }
        }
        return last;
    }
}
