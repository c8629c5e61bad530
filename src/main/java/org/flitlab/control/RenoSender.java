package org.flitlab.control;

/**
 * The sending side of a persistent TCP Reno connection, in whole segments of one MSS (Bianco et al., Section 2.1,
 * BSD 4.3-reno without delayed ACKs or selective ACK): the congestion window cwnd starts at 1 segment and the
 * threshold ssthresh at the maximum window W; each new ACK adds 1 to cwnd in slow start (cwnd &lt; ssthresh) and
 * 1/cwnd in congestion avoidance, never above W. The third duplicate ACK (the fourth ACK for one segment) starts
 * fast retransmit and recovery: ssthresh = max(flight / 2, 2), the missing segment is sent again, cwnd =
 * ssthresh + 3 and grows by 1 per further duplicate; the next new ACK sets cwnd = ssthresh. A retransmission
 * timeout sets ssthresh = max(flight / 2, 2) and cwnd = 1, backs the timer off and goes back to the first
 * unacknowledged segment. Flight is min(cwnd, W). One segment at a time is timed for the RTT, never a
 * retransmitted one (Karn).
 *
 * <p>Sequence numbers count segments from 0; an ACK carries the next segment the receiver expects. Invariants:
 * una &lt;= next, 1 &lt;= cwnd &lt;= W outside fast recovery, ssthresh &gt;= 2. Mutable, owned by one run's
 * engine thread.
 */
public final class RenoSender {
    private final int maxWindow;
    private final RetransmissionTimer timer;
    private double cwnd = 1;
    private double ssthresh;
    private long una;
    private long next;
    private long highestSent;
    private int duplicates;
    private boolean recovering;
    private long pendingRetransmit = -1;
    private long timedSegment = -1;
    private long timedSince;
    private long deadline = -1;
    private long retransmissions;
    private long timeouts;
    private long fastRetransmits;

    /**
     * @param maxWindow W, the receiver's window, at least 1 segment
     * @param timer     the RTO estimator of this connection
     */
    public RenoSender(int maxWindow, RetransmissionTimer timer) {
        if (maxWindow < 1) {
            throw new IllegalArgumentException("maxWindow is " + maxWindow + "; it must be at least 1 segment");
        }
        if (timer == null) {
            throw new IllegalArgumentException("timer is null; it must be a retransmission timer");
        }
        this.maxWindow = maxWindow;
        this.timer = timer;
        this.ssthresh = maxWindow;
    }

    /** The segment to send now, or -1 when the window is full. */
    public long nextSegment() {
        if (pendingRetransmit >= 0) {
            return pendingRetransmit;
        }
        return next - una < usableWindow() ? next : -1;
    }

    /** Segment {@code seq} (as given by {@link #nextSegment()}) left the sender at {@code now}. */
    public void sent(long seq, long now) {
        if (seq == pendingRetransmit) {
            pendingRetransmit = -1;
        }
        if (seq == next) {
            next++;
        }
        if (seq < highestSent) {
            retransmissions++;
        } else {
            highestSent = seq + 1;
            if (timedSegment < 0) {
                timedSegment = seq;
                timedSince = now;
            }
        }
        if (deadline < 0) {
            deadline = now + timer.timeoutTicks();
        }
    }

    /** An ACK asking for segment {@code ackNo} arrived at {@code now}. */
    public void ackReceived(long ackNo, long now) {
        if (ackNo > una) {
            newAck(ackNo, now);
        } else if (ackNo == una && next > una) {
            duplicate();
        }
    }

    private void newAck(long ackNo, long now) {
        if (timedSegment >= 0 && ackNo > timedSegment) {
            timer.sample(now - timedSince);
            timedSegment = -1;
        }
        if (recovering) {
            cwnd = ssthresh;
            recovering = false;
        } else {
            cwnd = Math.min(maxWindow, cwnd + (cwnd < ssthresh ? 1 : 1 / cwnd));
        }
        duplicates = 0;
        una = ackNo;
        next = Math.max(next, una);
        if (pendingRetransmit >= 0 && pendingRetransmit < una) {
            pendingRetransmit = -1;
        }
        deadline = una == next ? -1 : now + timer.timeoutTicks();
    }

    private void duplicate() {
        duplicates++;
        if (duplicates == 3 && !recovering) {
            ssthresh = halvedFlight();
            cwnd = ssthresh + 3;
            recovering = true;
            pendingRetransmit = una;
            timedSegment = -1;
            deadline = -1;
            fastRetransmits++;
        } else if (recovering) {
            cwnd++;
        }
    }

    /** The tick at which the retransmission timer expires, or -1 when it is not running. */
    public long timerDeadline() {
        return deadline;
    }

    /** The retransmission timer expired: back to slow start from the first unacknowledged segment. */
    public void timeout() {
        if (deadline < 0) {
            throw new IllegalStateException("the retransmission timer is not running");
        }
        ssthresh = halvedFlight();
        cwnd = 1;
        recovering = false;
        duplicates = 0;
        next = una;
        pendingRetransmit = -1;
        timedSegment = -1;
        deadline = -1;
        timer.backOff();
        timeouts++;
    }

    private double halvedFlight() {
        return Math.max(2, Math.floor(Math.min(cwnd, maxWindow) / 2));
    }

    private long usableWindow() {
        return (long) Math.floor(Math.min(cwnd, maxWindow));
    }

    /** cwnd in segments (inflated during fast recovery). */
    public double congestionWindow() {
        return cwnd;
    }

    public double slowStartThreshold() {
        return ssthresh;
    }

    /** The first unacknowledged segment. */
    public long unacknowledged() {
        return una;
    }

    /** The next new segment to send (after a timeout, the next one to send again). */
    public long nextToSend() {
        return next;
    }

    public boolean inFastRecovery() {
        return recovering;
    }

    /** Segments sent again (by timeout or fast retransmit). */
    public long retransmissions() {
        return retransmissions;
    }

    public long timeouts() {
        return timeouts;
    }

    public long fastRetransmits() {
        return fastRetransmits;
    }

    public int maxWindow() {
        return maxWindow;
    }

    public RetransmissionTimer timer() {
        return timer;
    }
}
