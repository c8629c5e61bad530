package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.Topology;
import org.flitlab.topology.TopologyBuilder;
import org.flitlab.traffic.ArrivalProcess;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/**
 * Hu &amp; Kleinrock's residence timer for a head queued behind another worm (section 2: the timer starts "whenever a
 * worm head reaches a switch"). h0 - s0 - s1 - h1 with a 10-tick link s0-s1 and 8-flit credit buffers: the first
 * worm (12 flits) crosses s0-s1 at 8 credits per 21-tick round trip, so its flits pile up in s0's buffer and the
 * second worm's head lands behind them. No head ever waits for an output (every output it wants is free), so the
 * only timeout possible is the queued head's.
 */
class QueuedHeadTimeoutTest {
    private static final int TIMEOUT = 5;
    private static final int WORM = 12;

    private static Topology line() {
        TopologyBuilder b = new TopologyBuilder("chain");
        int s0 = b.addSwitch("s0", 4);
        int s1 = b.addSwitch("s1", 4);
        int h0 = b.addHost("h0", HostRole.CLIENT);
        int h1 = b.addHost("h1", HostRole.CLIENT);
        b.connect(h0, 0, s0, 0, 1, 0);
        b.connect(s0, 1, s1, 0, 10, 0);
        b.connect(s1, 1, h1, 0, 1, 0);
        return b.build();
    }

    /** Host 0 generates a worm at tick 0 and one at tick 1, both to host 1. */
    private static Network network(boolean queuedHeads) {
        Topology t = line();
        ArrivalProcess twice = new ArrivalProcess() {
            public long firstArrival(SplittableRandom r) {
                return 0;
            }

            public long nextArrival(long now, SplittableRandom r) {
                return now == 0 ? 1 : -1;
            }
        };
        Workload w = new Workload(h -> twice, ChainFixture.fixed(WORM), ChainFixture.leftToRight(), Double.NaN);
        Recovery recovery = Recovery.timeout(TIMEOUT).withQueuedHeads(queuedHeads);
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(8).withRecovery(recovery);
        Network n = new Network(t, cfg, ChainFixture.chainRouting(t, 1), ChainFixture.firstFree(), w, 1);
        n.setMeasuring(true);
        return n;
    }

    /** The tick at which the second worm's head first lies in s0's buffer behind the first worm's flits. */
    private static long queuedHeadLands(Network n) {
        Lane lane = n.switches[0].inputs[0][0].lanes[0];
        for (long tick = 1; tick < 500; tick++) {
            n.advance(tick);
            if (lane.queuedHeadArrivedBy(tick) != null) {
                return tick;
            }
        }
        throw new AssertionError("the second head never queued behind the first worm");
    }

    @Test
    void aHeadQueuedBehindAStalledWormTimesOutExactlyItsTimeoutAfterLanding() {
        Network n = network(true);
        long landed = queuedHeadLands(n);
        n.advance(landed + TIMEOUT - 1);
        assertEquals(0, n.recorder().timeouts(), "not before its residence reaches the timeout");
        n.advance(landed + TIMEOUT);
        assertEquals(1, n.recorder().timeouts(), "at tick " + (landed + TIMEOUT));
        Lane lane = n.switches[0].inputs[0][0].lanes[0];
        assertEquals(1, lane.segmentCount(), "its flits left the middle of the buffer; the first worm's stay");
        n.advance(5_000);
        assertEquals(2, n.recorder().measuredDelivered(), "both worms arrive, the second retransmitted");
        assertTrue(n.recorder().retransmissions() >= 1);
        n.checkConservation();
    }

    @Test
    void withOnlyFrontHeadsTimingOutTheQueuedHeadWaitsAndNothingTimesOut() {
        Network n = network(false);
        long landed = queuedHeadLands(n);
        n.advance(5_000);
        assertTrue(landed > 0);
        assertEquals(0, n.recorder().timeouts(), "at the front it finds its output free at once");
        assertEquals(2, n.recorder().measuredDelivered());
        n.checkConservation();
    }
}
