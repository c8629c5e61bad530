package org.flitlab.experiment;

/**
 * How far a run has got, for progress bars: its phase, the simulated tick, and measured packets delivered
 * against the target. {@code fraction} is an estimate from 0 to 1.
 */
public record RunProgress(Phase phase, long tick, long measuredDelivered, long measuredTarget, double fraction) {
    /** The phases of a run in order. */
    public enum Phase { WARMUP, MEASURE, DRAIN, DONE }
}
