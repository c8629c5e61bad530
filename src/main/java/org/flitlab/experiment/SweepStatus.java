package org.flitlab.experiment;

/**
 * How a sweep ended. Immutable and thread-safe.
 */
public enum SweepStatus {
    /** Every needed point ran and none failed (points may still be saturated or deadlocked). */
    COMPLETED,
    /** The sweep was cancelled; its result holds the points that had finished by then. */
    CANCELLED,
    /** Every needed point ran, but at least one threw or returned no result: see {@link SweepResult#failures()}. */
    FAILED
}
