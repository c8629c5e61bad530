package org.flitlab.control;

/**
 * TCP's retransmission timeout from measured round trips (Bianco et al., Section 2.1; Jacobson 1988):
 * RTO = mean + 4 deviations, with the smoothed mean and mean deviation updated by gains 1/8 and 1/4, rounded up
 * to a multiple of the timer granularity and never below one granularity. The first sample sets the mean to the
 * sample and the deviation to half of it. Each timeout doubles the RTO (exponential back-off) until a new sample
 * arrives; callers apply Karn's rule by not sampling retransmitted segments. Before any sample the RTO is the
 * given initial value. Ticks throughout. Mutable, owned by one run's engine thread.
 */
public final class RetransmissionTimer {
    private final long granularityTicks;
    private final long initialTicks;
    private double meanTicks;
    private double deviationTicks;
    private boolean sampled;
    private int backoff;
    private int consecutiveTimeouts;
    private int longestStreak;

    /**
     * @param granularityTicks the timer granularity, at least 1 tick
     * @param initialTicks     the RTO before any sample, at least 1 tick
     */
    public RetransmissionTimer(long granularityTicks, long initialTicks) {
        if (granularityTicks < 1) {
            throw new IllegalArgumentException("granularityTicks is " + granularityTicks + "; it must be at least 1 tick");
        }
        if (initialTicks < 1) {
            throw new IllegalArgumentException("initialTicks is " + initialTicks + "; it must be at least 1 tick");
        }
        this.granularityTicks = granularityTicks;
        this.initialTicks = initialTicks;
    }

    /** One measured round trip of a segment sent once. Clears the back-off. */
    public void sample(long rttTicks) {
        if (rttTicks < 0) {
            throw new IllegalArgumentException("rttTicks is " + rttTicks + "; a round trip is at least 0 ticks");
        }
        if (!sampled) {
            meanTicks = rttTicks;
            deviationTicks = rttTicks / 2.0;
            sampled = true;
        } else {
            double error = rttTicks - meanTicks;
            meanTicks += error / 8;
            deviationTicks += (Math.abs(error) - deviationTicks) / 4;
        }
        backoff = 0;
        consecutiveTimeouts = 0;
    }

    /** A retransmission timer expired: the next RTO is twice as long (at most 2^16 times). */
    public void backOff() {
        backoff = Math.min(backoff + 1, 16);
        consecutiveTimeouts++;
        longestStreak = Math.max(longestStreak, consecutiveTimeouts);
    }

    /** The most consecutive timeouts so far: how close the connection came to giving up. */
    public int longestStreak() {
        return longestStreak;
    }

    /**
     * Timeouts since the last measured round trip (BSD's {@code t_rxtshift}, reset by {@code tcp_xmit_timer}), not
     * capped like the back-off: what decides that a connection gives up.
     */
    public int consecutiveTimeouts() {
        return consecutiveTimeouts;
    }

    /** The current RTO in ticks. */
    public long timeoutTicks() {
        long base = sampled ? roundUp(meanTicks + 4 * deviationTicks) : initialTicks;
        return base << backoff;
    }

    public double meanTicks() {
        return meanTicks;
    }

    public double deviationTicks() {
        return deviationTicks;
    }

    private long roundUp(double ticks) {
        long units = (long) Math.ceil(ticks / granularityTicks);
        return Math.max(1, units) * granularityTicks;
    }
}
