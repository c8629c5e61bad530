package org.flitlab.network;

/**
 * Hu &amp; Kleinrock's recovery from blocked worms (<i>A Simple Host Deflection Scheme for High-Speed LANs
 * Using Wormhole Routing</i>, sections 2 and 4). A head that has waited at a switch longer than
 * {@code timeoutTicks} is timed out. Without host deflection the worm is torn down by a backward reset:
 * every buffer slot and channel it holds is freed back to its source host, which stops sending it and
 * re-queues it at the tail of its source queue, re-routing it (source routing may pick another shortest
 * path). With host deflection the timed-out worm instead leaves through a free link to a host attached to
 * that switch, which stores it whole and re-sends it on the same link with the rest of its route unchanged;
 * when no host link is free the worm is discarded and reset as before. Immutable.
 *
 * @param timeoutTicks     residence time of a head at a switch before it times out; 0 turns recovery off
 * @param hostDeflection   whether a timed-out worm is deflected to a local host when a host link is free
 * @param hopsProhibited   "i-hop prohibited": deflection only once the worm has crossed more than this many
 *                         links from the host that sent it, its host link included (0 allows deflection
 *                         anywhere, 1 forbids it at the first switch)
 * @param asSoonAsPossible the "new" variant of section 4 (Figure 14): a blocked head deflects as soon as a
 *                         host link is free, still timing out and resetting if none frees in time
 * @param resetPropagation how the backward reset travels: at once ({@link ResetPropagation#INSTANT}, the
 *                         default) or hop by hop with link delays as in the study
 * @param queuedHeads      the study's residence timer: a head queued behind another worm in its input buffer times
 *                         out too, {@code timeoutTicks} after it reached the switch (false: only a head at the front,
 *                         waiting for an output, times out; FlitLab before issue 18)
 */
public record Recovery(long timeoutTicks, boolean hostDeflection, int hopsProhibited, boolean asSoonAsPossible,
                       ResetPropagation resetPropagation, boolean queuedHeads) {
    /** No timeouts: a blocked worm waits for ever (plain wormhole). */
    public static final Recovery OFF = new Recovery(0, false, 0, false);

    /** Recovery in which only a head at the front of its buffer times out. */
    public Recovery(long timeoutTicks, boolean hostDeflection, int hopsProhibited, boolean asSoonAsPossible,
                    ResetPropagation resetPropagation) {
        this(timeoutTicks, hostDeflection, hopsProhibited, asSoonAsPossible, resetPropagation, false);
    }

    /** Recovery with an instant reset signal. */
    public Recovery(long timeoutTicks, boolean hostDeflection, int hopsProhibited, boolean asSoonAsPossible) {
        this(timeoutTicks, hostDeflection, hopsProhibited, asSoonAsPossible, ResetPropagation.INSTANT);
    }

    public Recovery {
        if (resetPropagation == null) {
            throw new IllegalArgumentException("resetPropagation is null; it must be INSTANT or HOP_BY_HOP");
        }
        if (timeoutTicks < 0) {
            throw new IllegalArgumentException("timeoutTicks is " + timeoutTicks + "; it must be at least 0 (0 turns timeouts off)");
        }
        if (hopsProhibited < 0) {
            throw new IllegalArgumentException("hopsProhibited is " + hopsProhibited + "; it must be at least 0");
        }
        if (hostDeflection && timeoutTicks == 0) {
            throw new IllegalArgumentException("hostDeflection is on but timeoutTicks is 0; host deflection needs a timeout of at least 1 tick");
        }
        if (asSoonAsPossible && !hostDeflection) {
            throw new IllegalArgumentException("asSoonAsPossible is on but hostDeflection is off; the variant deflects, so turn hostDeflection on");
        }
    }

    /** Timeouts with backward reset only. */
    public static Recovery timeout(long timeoutTicks) {
        return new Recovery(timeoutTicks, false, 0, false);
    }

    /** Timeouts with host deflection after more than {@code hopsProhibited} hops. */
    public static Recovery hostDeflection(long timeoutTicks, int hopsProhibited, boolean asSoonAsPossible) {
        return new Recovery(timeoutTicks, true, hopsProhibited, asSoonAsPossible);
    }

    /** The same recovery with the reset signal travelling as {@code propagation} says. */
    public Recovery withResetPropagation(ResetPropagation propagation) {
        return new Recovery(timeoutTicks, hostDeflection, hopsProhibited, asSoonAsPossible, propagation, queuedHeads);
    }

    /** The same recovery with queued heads timing out ({@code true}, the study's) or only heads at the front. */
    public Recovery withQueuedHeads(boolean on) {
        return new Recovery(timeoutTicks, hostDeflection, hopsProhibited, asSoonAsPossible, resetPropagation, on);
    }

    public boolean enabled() {
        return timeoutTicks > 0;
    }
}
