package org.flitlab.network;

/**
 * Stop/go links with Hu &amp; Kleinrock's timeouts (and optionally host deflection), as one catalogue choice of
 * link flow control ({@code "stop-go-timeout"}): the receiver's STOP/GO marks plus a {@link Recovery}.
 * Immutable; the constructor validates like {@link Recovery}.
 *
 * @param highMark         stop/go: STOP above this occupancy in flits (Myrinet: 53 of 80, i.e. 27 free)
 * @param lowMark          stop/go: GO at this occupancy in flits, from 0 to {@code highMark}
 * @param timeoutTicks     residence time of a head at a switch before it times out, at least 1
 * @param hostDeflection   deflect a timed-out worm to a free local host link instead of resetting it
 * @param hopsProhibited   host deflection only after more than this many links
 * @param asSoonAsPossible deflect a blocked head as soon as a host link is free (needs host deflection)
 * @param resetPropagation how the backward reset travels: instant or hop by hop
 * @param queuedHeads      a head queued behind another worm in its input buffer times out too (the study's residence
 *                         timer, the default); false: only a head waiting for an output times out
 */
public record TimeoutFlowControl(int highMark, int lowMark, long timeoutTicks, boolean hostDeflection, int hopsProhibited,
                                 boolean asSoonAsPossible, ResetPropagation resetPropagation, boolean queuedHeads) {
    public TimeoutFlowControl {
        if (highMark < 0) {
            throw new IllegalArgumentException("highMark is " + highMark + "; it must be at least 0 flits");
        }
        if (lowMark < 0 || lowMark > highMark) {
            throw new IllegalArgumentException("lowMark is " + lowMark + "; it must be from 0 to highMark (" + highMark + ")");
        }
        if (timeoutTicks < 1) {
            throw new IllegalArgumentException("timeoutTicks is " + timeoutTicks + "; it must be at least 1 tick");
        }
        new Recovery(timeoutTicks, hostDeflection, hopsProhibited, asSoonAsPossible, resetPropagation);
    }

    /**
     * Hu &amp; Kleinrock's Myrinet setting: 80-flit buffers, STOP when fewer than 27 are free (occupancy above 53),
     * GO when more than 43 are free (occupancy 36 or less, since GO is sent at occupancy &lt;= the low mark),
     * timeout 50, hop-by-hop reset, queued heads timing out (section 2: the timer runs from a head's arrival at a switch).
     */
    public static TimeoutFlowControl myrinet() {
        return new TimeoutFlowControl(53, 36, 50, false, 1, false, ResetPropagation.HOP_BY_HOP, true);
    }

    public Recovery recovery() {
        return new Recovery(timeoutTicks, hostDeflection, hopsProhibited, asSoonAsPossible, resetPropagation, queuedHeads);
    }

    /** The configuration with these stop/go marks and this recovery. */
    public NetworkConfig applyTo(NetworkConfig config) {
        return config.withStopGo(highMark, lowMark).withRecovery(recovery());
    }
}
