package org.flitlab.experiment;

import org.flitlab.stats.RunResult;

/**
 * One finished point of a sweep and what it measured. Immutable and thread-safe.
 *
 * @param point  the point, with its series, value, replication and seed
 * @param result its run's result; FAILED with the exception's message if the point threw
 */
public record PointResult(SweepPoint point, RunResult result) {
    public PointResult {
        if (point == null || result == null) {
            throw new IllegalArgumentException("point is " + point + " and result is " + result + "; both are required");
        }
    }
}
