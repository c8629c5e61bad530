package org.flitlab.stats;

/**
 * What the optional switch-level mechanisms did during a run's measurement window, as plain values (model.md,
 * Measurement: deflections, timeouts, retransmissions). All counts are over the measurement window except the
 * flit totals of conservation, which are over the whole run. Immutable and thread-safe.
 *
 * @param timeouts            heads timed out at switches (Hu &amp; Kleinrock)
 * @param retransmissions     torn-down worms re-queued at the host that sent them (backward reset)
 * @param switchVisits        heads granted an output at a switch; with timeouts gives P_T
 * @param deflections         worms deflected to a local host (host deflection)
 * @param discards            timed-out worms discarded and reset because no host link was free
 * @param droppedFlits        flits discarded for good during the whole run (time-to-live)
 * @param purgedFlits         copies of torn-down worms' flits removed from buffers and wires, whole run
 * @param hostBufferPeakFlits most flits of deflected worms held at one host at any time
 * @param meanHostBufferFlits flits of deflected worms held at all hosts together, time-averaged over the window
 * @param measuredDelivered   measured packets delivered (the successful attempts of P_S)
 * @param routingDeflections  worms sent through a non-preferred output by deflection routing (Bianco et al.)
 * @param droppedPackets      measured packets dropped by deflection's time-to-live
 * @param outOfOrder          measured packets delivered after a later packet of the same host pair (kept with
 *                            deflection routing only)
 */
public record MechanismStats(long timeouts, long retransmissions, long switchVisits, long deflections, long discards,
                             long droppedFlits, long purgedFlits, long hostBufferPeakFlits, double meanHostBufferFlits,
                             long measuredDelivered, long routingDeflections, long droppedPackets, long outOfOrder) {
    /** A run with no mechanism switched on, or one that measured nothing. */
    public static final MechanismStats NONE = new MechanismStats(0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

    /** The statistics of timeouts and host deflection only (no deflection routing). */
    public MechanismStats(long timeouts, long retransmissions, long switchVisits, long deflections, long discards,
                          long droppedFlits, long purgedFlits, long hostBufferPeakFlits, double meanHostBufferFlits,
                          long measuredDelivered) {
        this(timeouts, retransmissions, switchVisits, deflections, discards, droppedFlits, purgedFlits, hostBufferPeakFlits,
                meanHostBufferFlits, measuredDelivered, 0, 0, 0);
    }

    /** P_T: the fraction of head visits to a switch that ended in a timeout (0 when none were counted). */
    public double timeoutProbability() {
        long visits = timeouts + switchVisits;
        return visits == 0 ? 0 : timeouts / (double) visits;
    }

    /** P_S as measured: delivered attempts over all attempts (retransmissions are failed ones). */
    public double successProbability() {
        long attempts = measuredDelivered + retransmissions;
        return attempts == 0 ? 1 : measuredDelivered / (double) attempts;
    }

    /** Hu &amp; Kleinrock's P_S = (1 - P_T)^h for paths of {@code switchesPerPath} switches. */
    public double predictedSuccessProbability(double switchesPerPath) {
        return Math.pow(1 - timeoutProbability(), switchesPerPath);
    }
}
