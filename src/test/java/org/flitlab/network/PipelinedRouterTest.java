package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.flitlab.routing.OutputState;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutedPacket;
import org.flitlab.routing.SelectionPolicy;
import org.flitlab.topology.Topology;
import org.flitlab.traffic.ArrivalProcess;
import org.flitlab.traffic.DestinationPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/**
 * BookSim's pipelined router (model.md, "Router models") against latencies derived by hand. A head received by a
 * router at tick t is routed at t, gets an output VC at t+1, the switch at t+2, crosses it at t+3, crosses a 1-tick
 * link at t+4 and is received by the next router (or read by the host) at t+5. The source sends the head in the
 * tick the packet is created and the first router receives it 2 ticks later (send, link). So a head created at c
 * is read by its host at c + 2 + 5H, and the body follows one flit per tick: 2 + 5H + (L - 1), BookSim's own
 * zero-load latency.
 */
class PipelinedRouterTest {
    private static final NetworkConfig BOOKSIM = NetworkConfig.defaults().withBufferFlits(8).withRouter(RouterModel.booksim())
            .withEjection(Ejection.VIRTUAL_CHANNELS);

    private static Network chain(int switches, int len, NetworkConfig cfg, DestinationPattern pattern, ArrivalProcess arrivals) {
        Topology t = ChainFixture.chain(switches, 1);
        Workload w = new Workload(h -> arrivals, ChainFixture.fixed(len), pattern, 0.0);
        return new Network(t, cfg, ChainFixture.chainRouting(t, cfg.virtualChannels()), rotating(), w, 1);
    }

    /** The free candidate after the one chosen last, like BookSim's injection VC choice. */
    private static SelectionPolicy rotating() {
        return new SelectionPolicy() {
            private int last = -1;

            @Override
            public int select(int node, RoutedPacket p, RouteCandidates c, OutputState o, SplittableRandom r) {
                for (int k = 1; k <= c.size(); k++) {
                    int i = Math.floorMod(last + k, c.size());
                    if (o.isFree(c.port(i), c.vc(i))) {
                        last = i;
                        return i;
                    }
                }
                return -1;
            }
        };
    }

    /** Host 0 sends to itself: inject, one router, eject (BookSim's uniform traffic includes the source). */
    private static DestinationPattern toSelf() {
        return new DestinationPattern() {
            public int destination(int s, SplittableRandom r) {
                return s == 0 ? 0 : -1;
            }

            public boolean sends(int s) {
                return s == 0;
            }
        };
    }

    private static void assertEveryLatency(Network n, long expected, String what) {
        n.setMeasuring(true);
        n.advance(20_000);
        n.checkConservation();
        var lat = n.recorder().deliveryLatency();
        assertTrue(lat.size() >= 15, what + ": " + lat.size() + " packets");
        assertEquals(expected, lat.min(), what);
        assertEquals(expected, lat.max(), what);
    }

    @Test
    void zeroLoadLatencyIsTwoPlusFivePerRouterPlusTheBody() {
        for (int len : new int[] {1, 2, 8, 20}) {
            assertEveryLatency(chain(1, len, BOOKSIM, toSelf(), ChainFixture.every(1000)), 2 + 5 + len - 1, "to itself, L " + len);
            for (int h : new int[] {1, 2, 5}) {
                assertEveryLatency(chain(h, len, BOOKSIM, ChainFixture.leftToRight(), ChainFixture.every(1000)), 2 + 5L * h + len - 1, "H " + h + ", L " + len);
            }
        }
        assertEquals(7, 2 + 5 + 1 - 1, "BookSim's 1-flit packet to itself takes 7 cycles");
    }

    /** Every stage adds its delay once per router: 2 + H (rc + va + sa + st + link) + (L - 1). */
    @Test
    void stageDelaysAddPerRouter() {
        RouterModel slow = new RouterModel(true, 2, 3, 1, 2, false, 1);
        NetworkConfig cfg = BOOKSIM.withRouter(slow);
        for (int h : new int[] {1, 3}) {
            assertEveryLatency(chain(h, 4, cfg, ChainFixture.leftToRight(), ChainFixture.every(1000)), 2 + (2 + 3 + 1 + 2 + 1) * h + 3, "H " + h);
        }
    }

    /**
     * A VC holds one packet at a time. Two 4-flit packets sent back to back on one VC: the second head reaches
     * the router's input VC behind the first tail and goes through route compute and VC allocation only once that
     * tail has won the switch (tick s), at s+1 and s+2, winning the switch at s+3 instead of s+1 as a body flit
     * would: 2 ticks more than zero load. With 2 VCs it takes the other VC and sees zero load.
     */
    @Test
    void nextHeadOnTheSameVcReallocates() {
        int len = 4;
        long zero = 2 + 5 + len - 1;
        for (int vcs : new int[] {1, 2}) {
            Network n = chain(1, len, BOOKSIM.withVirtualChannels(vcs), ChainFixture.leftToRight(), pairs(len));
            n.setMeasuring(true);
            n.advance(20_000);
            n.checkConservation();
            var lat = n.recorder().deliveryLatency();
            assertEquals(zero, lat.min(), vcs + " VCs");
            assertEquals(vcs == 1 ? zero + 2 : zero, lat.max(), vcs + " VCs");
        }
    }

    /** Packets in pairs: one at 1000 k, the next {@code gap} ticks later (as its predecessor's tail leaves the source). */
    private static ArrivalProcess pairs(int gap) {
        return new ArrivalProcess() {
            public long firstArrival(SplittableRandom r) {
                return 0;
            }

            public long nextArrival(long now, SplittableRandom r) {
                return now % 1000 == 0 ? now + gap : (now / 1000 + 1) * 1000;
            }
        };
    }

    /**
     * wait_for_tail_credit: an output VC is given again only once the previous tail has left the next buffer and its
     * credit is back. Back-to-back packets on one VC at the source: the router's switch allocation sends the first
     * tail on at c + L + 3 (zero load), so its credit is back at the host at c + L + 5 (registered a tick after
     * crossing the 1-tick link). The second head, created at c + L, waits until then: 5 ticks. By the time it is
     * allocated at the router (c + L + 8), the first tail has been read by the host (c + L + 6) and its credit is
     * back there too, so nothing more is lost.
     */
    @Test
    void waitForTailCreditHoldsTheVcUntilTheTailCreditIsBack() {
        int len = 4;
        long zero = 2 + 5 + len - 1;
        NetworkConfig cfg = BOOKSIM.withRouter(RouterModel.booksim().withWaitForTailCredit(true));
        Network n = chain(1, len, cfg, ChainFixture.leftToRight(), pairs(len));
        n.setMeasuring(true);
        n.advance(20_000);
        n.checkConservation();
        var lat = n.recorder().deliveryLatency();
        assertEquals(zero, lat.min());
        assertEquals(zero + 5, lat.max());
    }

    /** BookSim's router is built for credits, FIFO VCs and cut-through; anything else is refused, naming the value. */
    @Test
    void refusesWhatBookSimsRouterDoesNotHave() {
        NetworkConfig bad = BOOKSIM.withStopGo(4, 2).withQueueing(InputQueueing.VIRTUAL_OUTPUT_QUEUES).withSwitching(Switching.STORE_AND_FORWARD);
        var problems = String.join("; ", bad.problems(1, 8));
        assertTrue(problems.contains("flowControl is stop-go"), problems);
        assertTrue(problems.contains("queueing is voq"), problems);
        assertTrue(problems.contains("switching is store-and-forward"), problems);
    }
}
