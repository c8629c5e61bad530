package org.flitlab.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.flitlab.network.atm.AtmConfig;
import org.flitlab.topology.manhattan.ManhattanTopology;
import org.junit.jupiter.api.Test;

/**
 * TCP connections forced to close by repeated timeouts (Bianco et al. Fig. 4), checked against the back-off
 * formula: with no round trip measured, the RTO is the initial I doubled at each timeout, so the k-th timeout of a
 * segment sent at 0 falls at I (2^k - 1).
 */
class TcpGiveUpTest {
    private static final long INITIAL = 1000;
    private static final long GRANULARITY = 400;

    /** An event clock and a network that drops every segment: only the retransmission timers act. */
    private static final class DroppingRun {
        final TreeMap<Long, List<Runnable>> events = new TreeMap<>();
        final TcpConnection c;
        final RetransmissionTimers timers;
        final List<Long> sendTicks = new ArrayList<>();

        DroppingRun(int closeAfter) {
            TcpRenoParams p = new TcpRenoParams(9140, 40, 5, GRANULARITY, INITIAL,
                    List.of(new TcpRenoParams.Flow(0, 1)), closeAfter);
            c = new TcpConnection(0, 1, p, 1);
            timers = new RetransmissionTimers(new TcpConnection[] {c},
                    (tick, action) -> events.computeIfAbsent(tick, t -> new ArrayList<>()).add(action), this::pump);
        }

        void pump(int flow, long tick) {
            for (long seq = c.nextSegment(); seq >= 0; seq = c.nextSegment()) {
                c.segmentSent(seq, tick);
                sendTicks.add(tick);
            }
            timers.rearm(flow);
        }

        void runUntil(long end) {
            while (!events.isEmpty() && events.firstKey() <= end) {
                events.pollFirstEntry().getValue().forEach(Runnable::run);
            }
        }
    }

    @Test
    void aConnectionWhoseEverySegmentIsDroppedClosesAtTheNthTimeoutAtTheBackedOffTick() {
        int n = 5;
        DroppingRun run = new DroppingRun(n);
        run.pump(0, 0);
        run.runUntil(1_000_000_000L);
        assertTrue(run.c.closed());
        assertEquals(n, run.c.sender().timeouts());
        assertEquals(n, run.c.longestTimeoutStreak());
        assertEquals(INITIAL * ((1L << n) - 1), run.c.closedAt(), "I (2^N - 1) = 31 000 ticks");
        // the first send and one retransmission after each of the first N - 1 timeouts, none after the last
        assertEquals(List.of(0L, 1000L, 3000L, 7000L, 15_000L), run.sendTicks);
        assertEquals(-1, run.c.timerDeadline());
        assertEquals(-1, run.c.nextSegment());
    }

    @Test
    void withoutALimitTheSameConnectionKeepsRetryingPastThatTick() {
        DroppingRun run = new DroppingRun(0);
        run.pump(0, 0);
        run.runUntil(INITIAL * ((1L << 8) - 1));
        assertFalse(run.c.closed());
        assertEquals(8, run.c.sender().timeouts());
        assertEquals(9, run.sendTicks.size());
        assertEquals(INITIAL * ((1L << 9) - 1), run.c.timerDeadline(), "the ninth timeout is still pending");
    }

    @Test
    void aMeasuredRoundTripSetsTheRtoTheCountStartsFromAndClearsEarlierTimeouts() {
        DroppingRun run = new DroppingRun(3);
        run.pump(0, 0);
        run.runUntil(INITIAL);                       // timeout 1 at 1000: segment 0 sent again (not timed, Karn)
        run.c.ackDelivered(1, 1500);                 // no sample; cwnd 2: segments 1 and 2 leave at 1500, 1 is timed
        run.pump(0, 1500);
        run.c.ackDelivered(2, 2500);                 // sample 1000: mean 1000, deviation 500, RTO = 3000 -> 3200
        run.pump(0, 2500);
        assertEquals(0, run.c.sender().timer().consecutiveTimeouts());
        long lastSend = run.sendTicks.get(run.sendTicks.size() - 1);
        run.runUntil(1_000_000_000L);
        assertTrue(run.c.closed());
        assertEquals(4, run.c.sender().timeouts(), "one before the sample, three after it");
        assertEquals(3, run.c.longestTimeoutStreak());
        long rto = 3200;
        assertEquals(2500, lastSend);
        assertEquals(2500 + rto * ((1L << 3) - 1), run.c.closedAt(), "2500 + 3200 (1 + 2 + 4)");
    }

    @Test
    void overAtmEachConnectionThatTimesOutOnceClosesWhenTheLimitIsOne() {
        TcpRenoParams b = TcpRenoParams.bianco();
        TcpRenoParams once = new TcpRenoParams(b.mssBytes(), b.headerBytes(), 5, b.granularityTicks(),
                b.initialTimeoutTicks(), b.flows(), 1);
        var p16 = ManhattanTopology.defaults();
        TcpOverAtm t = new TcpOverAtm(ManhattanTopology.build(p16), AtmConfig.ubr(200).withBackgroundLoad(0.4), once,
                ManhattanTopology.threeToOneDisjoint(p16), new SplittableRandom(3));
        AtmTcpResult r = t.run(20_000, 100_000);
        int timedOut = 0;
        for (int f = 0; f < 3; f++) {
            TcpConnection c = t.connection(f);
            assertEquals(c.sender().timeouts() > 0, c.closed(), "flow " + f);
            assertTrue(c.sender().timeouts() <= 1, "a closed connection times out no more");
            timedOut += c.closed() ? 1 : 0;
        }
        assertTrue(timedOut > 0, "B = 200 at background 0.4 loses whole windows: some flow times out");
        assertEquals(timedOut, r.closedConnections());
        assertEquals(timedOut, r.toEndToEndStats().closedConnections());
    }

    @Test
    void aNegativeLimitIsRefusedWithWhatIsAllowed() {
        var e = assertThrows(IllegalArgumentException.class, () -> new TcpRenoParams(9140, 40, 5, 400, 1000,
                List.of(new TcpRenoParams.Flow(0, 1)), -1));
        assertEquals("closeAfterTimeouts is -1; it must be 0 (never close) or at least 1 timeout", e.getMessage());
    }
}
