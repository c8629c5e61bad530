package org.flitlab.stats;

import java.util.Locale;

/**
 * Decides whether a measured point is saturated (model.md, Measurement: "a point whose accepted throughput
 * falls short of the offered load, or whose source queues keep growing, is marked saturated"). Loads are in
 * flits per tick per host. A point is saturated if either rule fires:
 *
 * <ol>
 *   <li><b>Throughput shortfall:</b> {@code offered - accepted > max(relativeTolerance * offered,
 *       absoluteSlack)}. The relative part allows for the flits still in flight when the window closes and
 *       for sampling noise; the absolute part is there because at a tiny offered load a handful of packets
 *       more or less is a large <em>relative</em> difference without meaning anything (0.009 accepted of
 *       0.010 offered is 10% short, yet the network is nearly empty). With the standard values the absolute
 *       slack governs below an offered load of 0.1.</li>
 *   <li><b>Growing source queues:</b> the least-squares growth of the total queued packets over the sampled
 *       span ({@link QueueGrowth#fittedGrowth()}) exceeds {@code max(minQueueGrowth, relativeQueueGrowth *
 *       mean queue, generatedQueueGrowth * packets generated in the window)}. The floor keeps a few packets of
 *       jitter on a near-empty network from counting; the relative part scales the limit with the queues a
 *       loaded but stable network holds; the last part with the window's traffic, because the total queue of a
 *       stable network over many hosts wanders by a few packets per thousand generated, while an overloaded
 *       one grows by its overload times the window (Hu &amp; Kleinrock Figure 5's timeout 50 grew by 10.3 packets
 *       while 6000 were generated, and was stable). With fewer than two samples this rule cannot fire.</li>
 * </ol>
 *
 * Immutable and thread-safe.
 *
 * @param relativeTolerance   allowed shortfall as a fraction of the offered load, in [0, 1)
 * @param absoluteSlack       allowed shortfall in flits/tick/host regardless of the offered load, >= 0
 * @param minQueueGrowth      queue growth in packets that is never saturation, >= 0
 * @param relativeQueueGrowth queue growth, as a fraction of the mean queue, that is not saturation, >= 0
 * @param generatedQueueGrowth queue growth, as a fraction of the packets generated in the window, that is not
 *                            saturation, >= 0
 */
public record SaturationCriterion(double relativeTolerance, double absoluteSlack, double minQueueGrowth,
                             double relativeQueueGrowth, double generatedQueueGrowth) {
    public SaturationCriterion {
        if (!(relativeTolerance >= 0.0 && relativeTolerance < 1.0)) {
            throw new IllegalArgumentException("relativeTolerance is " + relativeTolerance + "; it must be in [0, 1)");
        }
        requireNonNegative("absoluteSlack", absoluteSlack);
        requireNonNegative("minQueueGrowth", minQueueGrowth);
        requireNonNegative("relativeQueueGrowth", relativeQueueGrowth);
        requireNonNegative("generatedQueueGrowth", generatedQueueGrowth);
    }

    /** A criterion whose queue-growth limit does not scale with the window's traffic. */
    public SaturationCriterion(double relativeTolerance, double absoluteSlack, double minQueueGrowth,
                               double relativeQueueGrowth) {
        this(relativeTolerance, absoluteSlack, minQueueGrowth, relativeQueueGrowth, 0);
    }

    private static void requireNonNegative(String name, double value) {
        if (!(value >= 0.0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException(name + " is " + value + "; it must be finite and >= 0");
        }
    }

    /**
     * The standard rule: 5% relative tolerance, 0.005 flits/tick/host slack, queue growth over max(10 packets, 20%
     * of the mean queue, 1% of the packets generated in the window).
     */
    public static SaturationCriterion standard() {
        return new SaturationCriterion(0.05, 0.005, 10.0, 0.2, 0.01);
    }

    /**
     * The verdict for a point.
     *
     * @param offeredLoad        offered load, flits/tick/host, finite and >= 0
     * @param acceptedThroughput accepted throughput, flits/tick/host, finite and >= 0
     * @param queue              total source-queue samples taken during measurement (may be empty)
     */
    public SaturationVerdict verdict(double offeredLoad, double acceptedThroughput, QueueGrowth queue) {
        return verdict(offeredLoad, acceptedThroughput, queue, 0);
    }

    /**
     * The verdict for a point whose window saw {@code generatedPackets} packets generated (scales the queue-growth
     * limit, see the class comment).
     */
    public SaturationVerdict verdict(double offeredLoad, double acceptedThroughput, QueueGrowth queue,
                                     long generatedPackets) {
        requireNonNegative("offeredLoad", offeredLoad);
        requireNonNegative("acceptedThroughput", acceptedThroughput);
        if (queue == null) {
            throw new IllegalArgumentException("queue is null; pass an empty QueueGrowth if nothing was sampled");
        }
        double allowedShortfall = Math.max(relativeTolerance * offeredLoad, absoluteSlack);
        boolean fallsShort = offeredLoad - acceptedThroughput > allowedShortfall;
        String throughput = fallsShort
                ? format("accepted %.3g < offered %.3g (allowed shortfall %.3g)", acceptedThroughput, offeredLoad,
                        allowedShortfall)
                : format("accepted %.3g keeps up with offered %.3g (allowed shortfall %.3g)", acceptedThroughput,
                        offeredLoad, allowedShortfall);

        double growthLimit = Math.max(Math.max(minQueueGrowth, relativeQueueGrowth * queue.meanQueue()),
                generatedQueueGrowth * generatedPackets);
        double growth = queue.fittedGrowth();
        boolean growing = queue.count() >= 2 && growth > growthLimit;
        String queues = queue.count() < 2
                ? "too few queue samples to judge growth"
                : format("source queues %s by %.1f packets over %d ticks (limit %.1f)", growth >= 0 ? "grew" : "shrank",
                        Math.abs(growth), queue.spanTicks(), growthLimit);

        if (fallsShort && growing) {
            return new SaturationVerdict(true, throughput + "; " + queues);
        }
        if (fallsShort) {
            return new SaturationVerdict(true, throughput);
        }
        if (growing) {
            return new SaturationVerdict(true, queues);
        }
        return new SaturationVerdict(false, throughput + "; " + queues);
    }

    /** The verdict with queue samples given as parallel arrays of ticks and total queued packets. */
    public SaturationVerdict verdict(double offeredLoad, double acceptedThroughput, long[] ticks,
                                     long[] queuedPackets) {
        return verdict(offeredLoad, acceptedThroughput, QueueGrowth.of(ticks, queuedPackets));
    }

    private static String format(String pattern, Object... args) {
        return String.format(Locale.ROOT, pattern, args);
    }
}
