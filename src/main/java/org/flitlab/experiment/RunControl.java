package org.flitlab.experiment;

import java.util.ArrayList;
import java.util.List;

/**
 * When a run measures and when it stops (model.md, Measurement). A point measures the packets generated in a
 * window that opens after warm-up and closes once {@code measuredPackets} have been generated, or, with a
 * {@code targetRelativeHalfWidth} above zero, once the 95% batch-means interval of the delivery latency is that
 * narrow (at most {@code maxMeasuredPackets}). It then drains until every measured packet is delivered; one
 * that cannot drain within {@code drainFactor} times the window (at least {@code minDrainTicks}) is saturated.
 *
 * @param warmupMode              fixed or detected warm-up
 * @param warmupTicks             ticks discarded with FIXED warm-up
 * @param measuredPackets         packets to measure (the minimum when a half-width target is set)
 * @param targetRelativeHalfWidth stop once halfWidth / mean is at most this; 0 turns it off
 * @param maxMeasuredPackets      the most packets a half-width target may take
 * @param batches                 batches for the batch-means intervals
 * @param maxTicks                hard limit on simulated ticks; a run that reaches it is saturated
 * @param drainFactor             drain allowance as a multiple of the window length
 * @param minDrainTicks           drain allowance at least this
 * @param timeSeriesTicks         record a {@link org.flitlab.stats.TimeSeries} with intervals of this many ticks
 *                                from tick 0; 0 records none
 */
public record RunControl(WarmupMode warmupMode, long warmupTicks, long measuredPackets, double targetRelativeHalfWidth,
                         long maxMeasuredPackets, int batches, long maxTicks, double drainFactor, long minDrainTicks,
                         long timeSeriesTicks) {

    /** A control without a time series. */
    public RunControl(WarmupMode warmupMode, long warmupTicks, long measuredPackets, double targetRelativeHalfWidth,
                      long maxMeasuredPackets, int batches, long maxTicks, double drainFactor, long minDrainTicks) {
        this(warmupMode, warmupTicks, measuredPackets, targetRelativeHalfWidth, maxMeasuredPackets, batches, maxTicks,
                drainFactor, minDrainTicks, 0);
    }

    public static RunControl defaults() {
        return new RunControl(WarmupMode.FIXED, 2000, 10_000, 0, 1_000_000, 20, 50_000_000, 2.0, 20_000, 0);
    }

    /** A short run for tests and demos. */
    public static RunControl quick(long warmupTicks, long measuredPackets) {
        return new RunControl(WarmupMode.FIXED, warmupTicks, measuredPackets, 0, measuredPackets, 20, 5_000_000, 2.0, 20_000);
    }

    public RunControl withMeasuredPackets(long n) {
        return new RunControl(warmupMode, warmupTicks, n, targetRelativeHalfWidth, Math.max(n, maxMeasuredPackets), batches, maxTicks, drainFactor, minDrainTicks, timeSeriesTicks);
    }

    public RunControl withWarmup(WarmupMode mode, long ticks) {
        return new RunControl(mode, ticks, measuredPackets, targetRelativeHalfWidth, maxMeasuredPackets, batches, maxTicks, drainFactor, minDrainTicks, timeSeriesTicks);
    }

    public RunControl withTargetRelativeHalfWidth(double target, long maxPackets) {
        return new RunControl(warmupMode, warmupTicks, measuredPackets, target, maxPackets, batches, maxTicks, drainFactor, minDrainTicks, timeSeriesTicks);
    }

    public RunControl withMaxTicks(long ticks) {
        return new RunControl(warmupMode, warmupTicks, measuredPackets, targetRelativeHalfWidth, maxMeasuredPackets, batches, ticks, drainFactor, minDrainTicks, timeSeriesTicks);
    }

    /** This control recording a time series with intervals of {@code ticks} (0: none). */
    public RunControl withTimeSeriesTicks(long ticks) {
        return new RunControl(warmupMode, warmupTicks, measuredPackets, targetRelativeHalfWidth, maxMeasuredPackets, batches, maxTicks, drainFactor, minDrainTicks, ticks);
    }

    /** Every invalid value, each naming the parameter, its value and what is allowed. */
    public List<String> problems() {
        List<String> out = new ArrayList<>();
        if (warmupTicks < 0) {
            out.add("warmupTicks is " + warmupTicks + "; it must be 0 or more");
        }
        if (measuredPackets < 1) {
            out.add("measuredPackets is " + measuredPackets + "; it must be at least 1");
        }
        if (targetRelativeHalfWidth < 0 || targetRelativeHalfWidth >= 1) {
            out.add("targetRelativeHalfWidth is " + targetRelativeHalfWidth + "; it must be from 0 (off) to below 1");
        }
        if (maxMeasuredPackets < measuredPackets) {
            out.add("maxMeasuredPackets is " + maxMeasuredPackets + "; it must be at least measuredPackets (" + measuredPackets + ")");
        }
        if (batches < 2) {
            out.add("batches is " + batches + "; it must be at least 2");
        }
        if (maxTicks < 1) {
            out.add("maxTicks is " + maxTicks + "; it must be at least 1");
        }
        if (drainFactor < 0) {
            out.add("drainFactor is " + drainFactor + "; it must not be negative");
        }
        if (minDrainTicks < 0) {
            out.add("minDrainTicks is " + minDrainTicks + "; it must not be negative");
        }
        if (timeSeriesTicks < 0) {
            out.add("timeSeriesTicks is " + timeSeriesTicks + "; it must be 0 (no time series) or at least 1 tick");
        }
        return out;
    }
}
