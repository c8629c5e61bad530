package org.flitlab.stats;

/**
 * How one channel spent the measurement interval, in the three states of ServerNet link usage
 * (Shurbanov et al. 2000; model.md, Measurement): transmitting a flit, stalled (it has a flit to send but
 * flow control or arbitration does not let it), or idle (nothing to send). Each tick of the interval is in
 * exactly one state, so the three counts add up to the interval length. When the interval is empty every
 * fraction is 0. Immutable and thread-safe.
 *
 * @param channel           channel index ({@code 2 * link + direction}, see the topology's Link)
 * @param transmittingTicks ticks spent sending a flit, >= 0
 * @param stalledTicks      ticks with a flit waiting that could not be sent, >= 0
 * @param idleTicks         ticks with nothing to send, >= 0
 */
public record ChannelUsage(int channel, long transmittingTicks, long stalledTicks, long idleTicks) {
    public ChannelUsage {
        if (channel < 0) {
            throw new IllegalArgumentException("channel is " + channel + "; it must not be negative");
        }
        requireNonNegative("transmittingTicks", transmittingTicks);
        requireNonNegative("stalledTicks", stalledTicks);
        requireNonNegative("idleTicks", idleTicks);
        Math.addExact(Math.addExact(transmittingTicks, stalledTicks), idleTicks);
    }

    private static void requireNonNegative(String name, long ticks) {
        if (ticks < 0) {
            throw new IllegalArgumentException(name + " is " + ticks + "; it must not be negative");
        }
    }

    /** The three counts without the channel, which also gives the fractions. */
    public LinkStateTicks states() {
        return new LinkStateTicks(transmittingTicks, stalledTicks, idleTicks);
    }

    /** Length of the observed interval, the sum of the three states. */
    public long totalTicks() {
        return transmittingTicks + stalledTicks + idleTicks;
    }

    /** Fraction of the interval spent transmitting, in [0, 1]: the channel's utilisation. */
    public double transmittingFraction() {
        return states().transmittingFraction();
    }

    /** Fraction of the interval spent stalled, in [0, 1]. */
    public double stalledFraction() {
        return states().stalledFraction();
    }

    /** Fraction of the interval spent idle, in [0, 1]. */
    public double idleFraction() {
        return states().idleFraction();
    }
}
