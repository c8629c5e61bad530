package org.flitlab.stats;

/**
 * Least-squares trend of a queue length sampled over time: the engine adds (tick, total queued packets)
 * samples during measurement, and {@link SaturationCriterion} asks whether the source queues "keep growing"
 * (model.md, Measurement). The slope is fitted online with Welford-style co-moments, so it stays accurate
 * when ticks are large and the queue changes little. Samples must come in non-decreasing tick order.
 *
 * <p>With fewer than two samples, or all samples at one tick, the slope is 0 (no trend can be seen).
 * Mutable, not thread-safe: one run owns one instance.
 */
public final class QueueGrowth {
    private long count;
    private long firstTick;
    private long lastTick;
    private double meanTick;
    private double meanQueue;
    /** Sum of squared tick deviations. */
    private double tickM2;
    /** Sum of products of tick and queue deviations. */
    private double coMoment;

    /** A trend built from parallel arrays of sample ticks and queue lengths. */
    public static QueueGrowth of(long[] ticks, long[] queuedPackets) {
        if (ticks == null || queuedPackets == null || ticks.length != queuedPackets.length) {
            throw new IllegalArgumentException("ticks and queuedPackets must be arrays of the same length");
        }
        QueueGrowth growth = new QueueGrowth();
        for (int i = 0; i < ticks.length; i++) {
            growth.add(ticks[i], queuedPackets[i]);
        }
        return growth;
    }

    /** Adds one sample: at {@code tick} the sources held {@code queuedPackets} packets in total. */
    public void add(long tick, long queuedPackets) {
        if (queuedPackets < 0) {
            throw new IllegalArgumentException("queuedPackets is " + queuedPackets + "; it must not be negative");
        }
        if (count > 0 && tick < lastTick) {
            throw new IllegalArgumentException("tick is " + tick + "; it must not be before the previous sample's "
                    + lastTick);
        }
        if (count == 0) {
            firstTick = tick;
        }
        lastTick = tick;
        count++;
        // Deviations are taken from the first tick so that huge absolute ticks keep their precision.
        double x = tick - firstTick;
        double dx = x - meanTick;
        meanTick += dx / count;
        meanQueue += (queuedPackets - meanQueue) / count;
        tickM2 += dx * (x - meanTick);
        coMoment += dx * (queuedPackets - meanQueue);
    }

    /** Number of samples. */
    public long count() {
        return count;
    }

    /** Least-squares slope, packets per tick; 0 with fewer than two distinct ticks. */
    public double slope() {
        return tickM2 > 0.0 ? coMoment / tickM2 : 0.0;
    }

    /** Ticks from the first sample to the last; 0 when empty. */
    public long spanTicks() {
        return count == 0 ? 0 : lastTick - firstTick;
    }

    /** Growth of the fitted line over the sampled span, {@code slope() * spanTicks()}, packets. */
    public double fittedGrowth() {
        return slope() * spanTicks();
    }

    /** Mean queue length over the samples, packets; 0 when empty. */
    public double meanQueue() {
        return meanQueue;
    }
}
