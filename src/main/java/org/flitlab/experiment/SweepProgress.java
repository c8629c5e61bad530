package org.flitlab.experiment;

/**
 * How far a sweep has got, for progress bars and the command line. Totals shrink when a series saturates
 * (its later points are no longer needed). Immutable and thread-safe.
 *
 * @param pointsDone           points finished that the result will keep
 * @param pointsTotal          points the sweep still expects to keep in all (done, running and waiting)
 * @param measuredPacketsSoFar measured packets delivered by finished points plus those delivered so far by
 *                             the running points
 * @param elapsedMillis        wall time since the sweep started
 * @param etaMillis            estimated wall time still needed, from the work done so far (running points
 *                             count by their own progress fraction), or -1 before anything can be estimated
 */
public record SweepProgress(int pointsDone, int pointsTotal, long measuredPacketsSoFar, long elapsedMillis,
                            long etaMillis) {
    /** The finished share of the expected points, from 0 to 1 (1 if nothing is expected). */
    public double fraction() {
        return pointsTotal == 0 ? 1 : Math.min(1, pointsDone / (double) pointsTotal);
    }
}
