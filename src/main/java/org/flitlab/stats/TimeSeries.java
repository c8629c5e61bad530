package org.flitlab.stats;

import java.util.List;
import java.util.Objects;

/**
 * A run seen over time (Shurbanov et al. 2000, Figs. 1-b and 3: throughput and link-usage snapshots): for each
 * interval of {@code intervalTicks} ticks from tick 0, the flits delivered and how three groups of channels spent
 * it: injection (host to switch), switch-to-switch, and ejection (switch to host). Only whole intervals are kept,
 * and at most {@link #MAX_INTERVALS}; later ones are dropped and {@code truncated} says so. Recorded by the
 * experiment layer when a run asks for it ({@code run.timeSeriesTicks}); {@link #EMPTY} otherwise. Immutable and
 * thread-safe.
 *
 * @param intervalTicks the length of every interval in ticks, at least 1 (0 for {@link #EMPTY})
 * @param intervals     the intervals in time order, back to back from tick 0
 * @param truncated     whether the run went on past the last interval kept because of {@link #MAX_INTERVALS}
 */
public record TimeSeries(long intervalTicks, List<Interval> intervals, boolean truncated) {
    /** The most intervals a series keeps, so that a long run with short intervals cannot exhaust memory. */
    public static final int MAX_INTERVALS = 100_000;
    /** No series recorded. */
    public static final TimeSeries EMPTY = new TimeSeries(0, List.of(), false);

    public TimeSeries {
        intervals = List.copyOf(intervals);
        if (intervalTicks < 0 || intervalTicks == 0 && !intervals.isEmpty()) {
            throw new IllegalArgumentException("intervalTicks is " + intervalTicks
                    + "; it must be at least 1 when there are intervals (0 only for an empty series)");
        }
        if (intervals.size() > MAX_INTERVALS) {
            throw new IllegalArgumentException("intervals has " + intervals.size() + " entries; at most "
                    + MAX_INTERVALS + " are kept");
        }
    }

    /** Whether nothing was recorded. */
    public boolean isEmpty() {
        return intervals.isEmpty();
    }

    /**
     * One interval of a {@link TimeSeries}.
     *
     * @param startTick      the first tick of the interval
     * @param endTick        the tick after its last one, above {@code startTick}
     * @param deliveredFlits flits that reached their destination host during the interval, at least 0
     * @param injection      the host-to-switch channels
     * @param switchLinks    the switch-to-switch channels
     * @param ejection       the switch-to-host channels
     */
    public record Interval(long startTick, long endTick, long deliveredFlits, LinkStateTicks injection,
                           LinkStateTicks switchLinks, LinkStateTicks ejection) {
        public Interval {
            if (endTick <= startTick) {
                throw new IllegalArgumentException("endTick is " + endTick + "; it must be above startTick (" + startTick + ")");
            }
            if (deliveredFlits < 0) {
                throw new IllegalArgumentException("deliveredFlits is " + deliveredFlits + "; it must not be negative");
            }
            Objects.requireNonNull(injection, "injection");
            Objects.requireNonNull(switchLinks, "switchLinks");
            Objects.requireNonNull(ejection, "ejection");
        }

        /** Delivered flits per tick over the whole network during the interval (ServerNet's throughput). */
        public double throughput() {
            return deliveredFlits / (double) (endTick - startTick);
        }
    }
}
