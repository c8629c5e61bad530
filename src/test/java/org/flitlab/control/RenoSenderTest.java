package org.flitlab.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RenoSenderTest {
    private long now;

    private RenoSender sender(int w) {
        return new RenoSender(w, new RetransmissionTimer(1, 1000));
    }

    /** Sends everything the window allows; returns how many segments went. */
    private int sendAll(RenoSender s) {
        int n = 0;
        for (long seq = s.nextSegment(); seq >= 0; seq = s.nextSegment()) {
            s.sent(seq, now);
            n++;
        }
        return n;
    }

    @Test
    void slowStartDoublesTheWindowEachRoundTrip() {
        RenoSender s = sender(64);
        int[] perRound = new int[5];
        long acked = 0;
        for (int round = 0; round < 5; round++) {
            perRound[round] = sendAll(s);
            now += 10;
            for (int i = 0; i < perRound[round]; i++) {
                s.ackReceived(++acked, now);
            }
        }
        assertEquals(1, perRound[0]);
        assertEquals(2, perRound[1]);
        assertEquals(4, perRound[2]);
        assertEquals(8, perRound[3]);
        assertEquals(16, perRound[4]);
        assertEquals(32, s.congestionWindow());
    }

    @Test
    void theWindowNeverGrowsPastTheMaximumAndThenAvoidsCongestionLinearly() {
        RenoSender s = sender(5);
        long acked = 0;
        for (int round = 0; round < 6; round++) {
            int n = sendAll(s);
            for (int i = 0; i < n; i++) {
                s.ackReceived(++acked, ++now);
            }
        }
        assertEquals(5, s.congestionWindow(), "ssthresh starts at W; cwnd stops at W");
        assertEquals(5, sendAll(s), "W segments in flight");
    }

    @Test
    void congestionAvoidanceAddsAboutOneSegmentPerRoundTrip() {
        RenoSender s = sender(100);
        long acked = 0;
        // A timeout at cwnd 16 sets ssthresh to 8.
        while (s.congestionWindow() < 16) {
            int n = sendAll(s);
            for (int i = 0; i < n; i++) {
                s.ackReceived(++acked, ++now);
            }
        }
        sendAll(s);
        s.timeout();
        assertEquals(8, s.slowStartThreshold());
        assertEquals(1, s.congestionWindow());
        for (int round = 0; round < 6; round++) {
            int n = sendAll(s);
            for (int i = 0; i < n; i++) {
                s.ackReceived(++acked, ++now);
            }
        }
        // slow start 1, 2, 4 reaches 8 after three rounds; then three rounds of floor(cwnd) = 8, 8 and 9 ACKs,
        // each adding 1/cwnd: about one segment per round trip.
        double expected = 8;
        for (int acks : new int[] {8, 8, 9}) {
            for (int i = 0; i < acks; i++) {
                expected += 1 / expected;
            }
        }
        assertEquals(expected, s.congestionWindow(), 1e-9);
        // Each round of congestion avoidance adds just under one segment (every ACK adds 1/cwnd of a larger cwnd).
        assertTrue(s.congestionWindow() > 8 + 3 * 0.85 && s.congestionWindow() < 8 + 3,
                "three rounds of congestion avoidance: " + s.congestionWindow());
    }

    @Test
    void theThirdDuplicateAckRetransmitsAndHalvesTheWindow() {
        RenoSender s = sender(8);
        long acked = 0;
        while (s.congestionWindow() < 8) {
            int n = sendAll(s);
            for (int i = 0; i < n; i++) {
                s.ackReceived(++acked, ++now);
            }
        }
        long lost = s.unacknowledged();
        assertEquals(8, sendAll(s));
        // segment `lost` is dropped; the next three arrive and each asks again for `lost`
        s.ackReceived(lost, ++now);
        s.ackReceived(lost, ++now);
        assertFalse(s.inFastRecovery(), "two duplicates are not enough");
        s.ackReceived(lost, ++now);
        assertTrue(s.inFastRecovery());
        assertEquals(4, s.slowStartThreshold(), "half of a flight of 8");
        assertEquals(7, s.congestionWindow(), "ssthresh + 3");
        assertEquals(lost, s.nextSegment(), "the missing segment goes again at once");
        s.sent(lost, now);
        assertEquals(1, s.retransmissions());
        s.ackReceived(lost, ++now);
        assertEquals(8, s.congestionWindow(), "each further duplicate inflates by one");
        s.ackReceived(lost + 8, ++now);
        assertFalse(s.inFastRecovery());
        assertEquals(4, s.congestionWindow(), "the new ACK deflates to ssthresh: congestion avoidance");
        assertEquals(1, s.fastRetransmits());
    }

    @Test
    void aTimeoutGoesBackToSlowStartFromTheFirstUnacknowledgedSegment() {
        RenoSender s = sender(8);
        sendAll(s);
        s.ackReceived(1, now += 10);
        s.ackReceived(1, now);
        assertEquals(2, sendAll(s));
        assertTrue(s.timerDeadline() > now);
        s.timeout();
        assertEquals(1, s.congestionWindow());
        assertEquals(2, s.slowStartThreshold(), "never below 2 segments");
        assertEquals(1, s.nextSegment(), "go back to segment 1");
        s.sent(1, now);
        assertEquals(-1, s.nextSegment(), "cwnd 1: one segment in flight");
        assertEquals(1, s.retransmissions());
        assertEquals(now + 2 * 30, s.timerDeadline(), "RTO 10 + 4 x 5 = 30 from the one sample, doubled by the timeout");
    }

    @Test
    void theRttIsSampledFromSegmentsSentOnceOnly() {
        RenoSender s = sender(1);
        s.sent(s.nextSegment(), 0);
        s.ackReceived(1, 100);
        assertEquals(100, s.timer().meanTicks());
        s.sent(s.nextSegment(), 100);
        s.timeout();
        s.sent(s.nextSegment(), 5000);
        s.ackReceived(2, 5010);
        assertEquals(100, s.timer().meanTicks(), "Karn: the retransmitted segment gives no sample");
    }
}
