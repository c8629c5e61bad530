package org.flitlab.report;

import org.flitlab.experiment.Bound;
import org.flitlab.scenario.SweepSpec;

/**
 * The analytic bounds drawn beside measured curves (model.md, Bounds drawn with the results): the zero-load
 * latency, hops x (switchDelay + linkDelay) + packet length, and the channel-load bound on throughput, the
 * offered load at which the most loaded channel under the routing's path spread reaches capacity.
 *
 * <p>Immutable and thread-safe.
 *
 * @param zeroLoadLatencyTicks zero-load latency in ticks; NaN means "not drawn", otherwise finite and &gt;= 0
 * @param throughputBound      channel-load bound in the chart's load units; NaN means "not drawn",
 *                             otherwise finite and &gt; 0
 */
public record ReferenceLines(double zeroLoadLatencyTicks, double throughputBound) {
    /** No reference lines at all. */
    public static final ReferenceLines NONE = new ReferenceLines(Double.NaN, Double.NaN);

    public ReferenceLines {
        if (!Double.isNaN(zeroLoadLatencyTicks) && !(zeroLoadLatencyTicks >= 0 && Double.isFinite(zeroLoadLatencyTicks))) {
            throw new IllegalArgumentException("zeroLoadLatencyTicks is " + zeroLoadLatencyTicks
                    + "; it must be finite and at least 0, or NaN for none");
        }
        if (!Double.isNaN(throughputBound) && !(throughputBound > 0 && Double.isFinite(throughputBound))) {
            throw new IllegalArgumentException("throughputBound is " + throughputBound
                    + "; it must be finite and positive, or NaN for none");
        }
    }

    /**
     * The lines a chart over {@code sweptParameter} draws from {@code bound}, the same in the window and in the
     * files: the zero-load latency always, the channel-load bound only over the offered load (its unit).
     */
    public static ReferenceLines of(Bound bound, String sweptParameter) {
        boolean overLoad = SweepSpec.OFFERED_LOAD.equals(sweptParameter);
        double zero = bound.zeroLoadDeliveryLatency();
        double limit = bound.throughputBound();
        return new ReferenceLines(zero >= 0 && Double.isFinite(zero) ? zero : Double.NaN,
                overLoad && limit > 0 && Double.isFinite(limit) ? limit : Double.NaN);
    }

    /** Whether the zero-load latency line is drawn. */
    public boolean hasZeroLoadLatency() {
        return !Double.isNaN(zeroLoadLatencyTicks);
    }

    /** Whether the channel-load bound line is drawn. */
    public boolean hasThroughputBound() {
        return !Double.isNaN(throughputBound);
    }
}
