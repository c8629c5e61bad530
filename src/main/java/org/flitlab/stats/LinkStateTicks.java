package org.flitlab.stats;

/**
 * How a group of channels spent one interval, summed over the group, in the three states of ServerNet link usage
 * (Shurbanov et al. 2000, Fig. 3; model.md, Measurement): channel-ticks transmitting a flit, stalled (a flit to
 * send that flow control or arbitration holds back) and idle. Each channel-tick is in exactly one state, so the
 * three add up to channels x interval length. With no channel-tick every fraction is 0. Immutable and thread-safe.
 *
 * @param transmittingTicks channel-ticks spent sending a flit, at least 0
 * @param stalledTicks      channel-ticks with a flit waiting that could not be sent, at least 0
 * @param idleTicks         channel-ticks with nothing to send, at least 0
 */
public record LinkStateTicks(long transmittingTicks, long stalledTicks, long idleTicks) {
    /** No channel observed. */
    public static final LinkStateTicks NONE = new LinkStateTicks(0, 0, 0);

    public LinkStateTicks {
        check("transmittingTicks", transmittingTicks);
        check("stalledTicks", stalledTicks);
        check("idleTicks", idleTicks);
    }

    private static void check(String name, long ticks) {
        if (ticks < 0) {
            throw new IllegalArgumentException(name + " is " + ticks + "; it must not be negative");
        }
    }

    /** All channel-ticks observed: the sum of the three states. */
    public long totalTicks() {
        return transmittingTicks + stalledTicks + idleTicks;
    }

    /** The fraction of channel-ticks spent transmitting, in [0, 1]: the group's mean utilisation. */
    public double transmittingFraction() {
        return fraction(transmittingTicks);
    }

    /** The fraction of channel-ticks spent stalled, in [0, 1]. */
    public double stalledFraction() {
        return fraction(stalledTicks);
    }

    /** The fraction of channel-ticks spent idle, in [0, 1]. */
    public double idleFraction() {
        return fraction(idleTicks);
    }

    /** This plus {@code other}, state by state. */
    public LinkStateTicks plus(LinkStateTicks other) {
        return new LinkStateTicks(transmittingTicks + other.transmittingTicks, stalledTicks + other.stalledTicks,
                idleTicks + other.idleTicks);
    }

    private double fraction(long ticks) {
        long total = totalTicks();
        return total == 0 ? 0.0 : (double) ticks / total;
    }
}
