package org.flitlab.scenario;

import java.util.Objects;

/**
 * When a run measures and when it stops (model.md, Measurement): the {@code run} section. The experiment package
 * turns it into its run control; this record exists because {@code scenario} may not depend on {@code experiment}.
 * Immutable.
 *
 * @param seed                    the base seed of every random stream of the run
 * @param warmupMode              discard a fixed number of ticks, or detect the warm-up (MSER-5)
 * @param warmupTicks             ticks discarded with a fixed warm-up, at least 0
 * @param measuredPackets         packets to measure, at least 1 (the minimum when a half-width target is set)
 * @param targetRelativeHalfWidth stop once the 95% interval's half-width over the mean is this small, from 0 (off)
 *                                to below 1
 * @param maxMeasuredPackets      the most packets a half-width target may take; at least measuredPackets when a
 *                                target is set, otherwise ignored
 * @param batches                 batches for the batch-means intervals, at least 2
 * @param maxTicks                hard limit on simulated ticks, at least 1; a run that reaches it is saturated
 * @param deadlockTimeoutTicks    ticks with flits in the network and none moving before the run is declared
 *                                deadlocked, at least 1
 * @param timeSeriesTicks         record throughput and link states (transmitting, stalled, idle) every this many
 *                                ticks from tick 0, for charts over time (ServerNet Figs. 1-b and 3); 0 (the
 *                                default) records none
 */
public record RunSpec(long seed, Warmup warmupMode, long warmupTicks, long measuredPackets, double targetRelativeHalfWidth,
                      long maxMeasuredPackets, int batches, long maxTicks, long deadlockTimeoutTicks, long timeSeriesTicks) {

    /** How the start-up transient is discarded; written "fixed" or "detect". */
    public enum Warmup { FIXED, DETECT }

    public RunSpec {
        Objects.requireNonNull(warmupMode, "warmupMode");
        if (warmupTicks < 0) {
            throw new IllegalArgumentException("warmupTicks is " + warmupTicks + "; it must be 0 or more");
        }
        if (measuredPackets < 1) {
            throw new IllegalArgumentException("measuredPackets is " + measuredPackets + "; it must be at least 1");
        }
        if (!(targetRelativeHalfWidth >= 0 && targetRelativeHalfWidth < 1)) {
            throw new IllegalArgumentException("targetRelativeHalfWidth is " + targetRelativeHalfWidth
                    + "; it must be from 0 (off) to below 1");
        }
        if (targetRelativeHalfWidth > 0 && maxMeasuredPackets < measuredPackets) {
            throw new IllegalArgumentException("maxMeasuredPackets is " + maxMeasuredPackets
                    + "; with a half-width target it must be at least measuredPackets (" + measuredPackets + ")");
        }
        if (batches < 2) {
            throw new IllegalArgumentException("batches is " + batches + "; it must be at least 2");
        }
        if (maxTicks < 1) {
            throw new IllegalArgumentException("maxTicks is " + maxTicks + "; it must be at least 1");
        }
        if (deadlockTimeoutTicks < 1) {
            throw new IllegalArgumentException("deadlockTimeoutTicks is " + deadlockTimeoutTicks + "; it must be at least 1 tick");
        }
        if (timeSeriesTicks < 0) {
            throw new IllegalArgumentException("timeSeriesTicks is " + timeSeriesTicks
                    + "; it must be 0 (no time series) or an interval of at least 1 tick");
        }
    }

    /** Run rules without a time series. */
    public RunSpec(long seed, Warmup warmupMode, long warmupTicks, long measuredPackets, double targetRelativeHalfWidth,
                   long maxMeasuredPackets, int batches, long maxTicks, long deadlockTimeoutTicks) {
        this(seed, warmupMode, warmupTicks, measuredPackets, targetRelativeHalfWidth, maxMeasuredPackets, batches, maxTicks,
                deadlockTimeoutTicks, 0);
    }

    /**
     * Seed 1, 2000 warm-up ticks, 10 000 packets, no half-width target, 20 batches, 50 M ticks, deadlock after 2000,
     * no time series.
     */
    public static RunSpec defaults() {
        return new RunSpec(1, Warmup.FIXED, 2000, 10_000, 0, 1_000_000, 20, 50_000_000, 2000, 0);
    }

    /** The most packets the run may measure: {@code maxMeasuredPackets} with a target, else {@code measuredPackets}. */
    public long measuredPacketLimit() {
        return targetRelativeHalfWidth > 0 ? maxMeasuredPackets : measuredPackets;
    }
}
