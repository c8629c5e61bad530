package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutedPacket;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.Topology;
import org.flitlab.topology.TopologyBuilder;
import org.flitlab.traffic.ArrivalProcess;
import org.flitlab.traffic.DestinationPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/**
 * Hu &amp; Kleinrock's reset signal travelling back hop by hop. h0 - s0 - s1 - s2 - h1, with h2 on s2: h2's
 * worm takes the link to h1 first, h0's head waits at s2 and times out; the reset must then cross the three
 * links s2-s1, s1-s0, s0-h0 (5 ticks each) before h0 re-queues its worm.
 */
class HopByHopResetTest {
    private static final int DELAY = 5;
    private static final int TIMEOUT = 30;

    private static Topology line() {
        TopologyBuilder b = new TopologyBuilder("line");
        int s0 = b.addSwitch("s0", 4);
        int s1 = b.addSwitch("s1", 4);
        int s2 = b.addSwitch("s2", 4);
        int h0 = b.addHost("h0", HostRole.CLIENT);
        int h1 = b.addHost("h1", HostRole.CLIENT);
        int h2 = b.addHost("h2", HostRole.CLIENT);
        b.connect(h0, 0, s0, 0, DELAY, 0);
        b.connect(s0, 1, s1, 0, DELAY, 0);
        b.connect(s1, 1, s2, 0, DELAY, 0);
        b.connect(s2, 1, h1, 0, DELAY, 0);
        b.connect(h2, 0, s2, 2, DELAY, 0);
        return b.build();
    }

    /** Hosts 0 and 2 each send one 200-flit worm to host 1 at tick 0. */
    private static Engine network(ResetPropagation propagation) {
        Topology t = line();
        RoutingAlgorithm toH1 = new RoutingAlgorithm() {
            @Override
            public void route(int node, int inPort, int inVc, RoutedPacket p, RouteCandidates out) {
                out.add(t.isSwitch(node) ? 1 : 0, 0);
            }
        };
        ArrivalProcess once = new ArrivalProcess() {
            public long firstArrival(SplittableRandom r) {
                return 0;
            }

            public long nextArrival(long now, SplittableRandom r) {
                return -1;
            }
        };
        DestinationPattern toHost1 = new DestinationPattern() {
            public int destination(int s, SplittableRandom r) {
                return 1;
            }

            public boolean sends(int s) {
                return s != 1;
            }
        };
        Workload w = new Workload(h -> once, ChainFixture.fixed(200), toHost1, 0.1);
        NetworkConfig cfg = NetworkConfig.defaults().withRecovery(Recovery.timeout(TIMEOUT).withResetPropagation(propagation));
        Network net = new Network(t, cfg, toH1, ChainFixture.firstFree(), w, 3);
        net.setMeasuring(true);
        return net;
    }

    /** Advances until the first timeout and returns its tick. */
    private static long firstTimeout(Engine net) {
        while (net.recorder().timeouts() == 0) {
            net.advance(net.tick() + 1);
            net.checkConservation();
        }
        return net.tick();
    }

    private static boolean retransmissionQueued(Engine net) {
        EngineProbe probe = net.probe();
        return probe.sendingAttempt(0) == 1 || probe.waitingPackets(0) > 0;
    }

    /** The packet holding virtual channel 0 of the link out of switch {@code sw}'s port {@code port}, or -1. */
    private static long holder(Engine net, int sw, int port) {
        return net.probe().holderOf(net.topology().channelOut(sw, port), 0);
    }

    @Test
    void anInstantResetRequeuesTheWormInTheTickOfTheTimeout() {
        Engine net = network(ResetPropagation.INSTANT);
        firstTimeout(net);
        assertTrue(retransmissionQueued(net));
    }

    @Test
    void aHopByHopResetReachesTheSourceAfterThePathDelay() {
        Engine net = network(ResetPropagation.HOP_BY_HOP);
        long t0 = firstTimeout(net);
        assertEquals(0, net.probe().sendingAttempt(0), "h0 still sends the doomed worm, a first attempt");
        while (net.tick() < t0 + 3 * DELAY - 1) {
            net.advance(net.tick() + 1);
            net.checkConservation();
            assertTrue(!retransmissionQueued(net), "requeued at " + net.tick() + ", before the signal could arrive");
        }
        net.advance(t0 + 3 * DELAY);
        assertTrue(retransmissionQueued(net), "the signal crosses 3 links of " + DELAY + " ticks");
        net.advance(5000);
        Conservation c = net.checkConservation();
        assertEquals(2, net.recorder().measuredDelivered(), "both worms delivered once");
        assertEquals(c.retransmittedFlits(), c.purgedFlits(), "every copy sent before the reset is discarded");
    }

    @Test
    void eachUpstreamChannelStaysHeldUntilTheSignalReachesItsSwitch() {
        Engine instant = network(ResetPropagation.INSTANT);
        firstTimeout(instant);
        assertEquals(-1, holder(instant, 1, 1), "an instant reset frees s1 -> s2 at once");
        Engine hop = network(ResetPropagation.HOP_BY_HOP);
        long t0 = firstTimeout(hop);
        long doomed = holder(hop, 1, 1);
        assertTrue(doomed >= 0 && doomed == holder(hop, 0, 1), "h0's worm holds s0 -> s1 -> s2");
        hop.advance(t0 + DELAY - 1);
        assertEquals(doomed, holder(hop, 1, 1), "s1 has not heard the reset yet");
        hop.advance(t0 + DELAY);
        assertTrue(holder(hop, 1, 1) != doomed && holder(hop, 0, 1) == doomed,
                "s1 frees its link one delay after the timeout, s0 not yet");
        hop.advance(t0 + 2 * DELAY);
        assertTrue(holder(hop, 0, 1) != doomed);
        hop.advance(5000);
        hop.checkConservation();
        assertNull(hop.deadlock());
    }

    @Test
    void resetPropagationMustBeGiven() {
        assertThrows(IllegalArgumentException.class, () -> new Recovery(10, false, 0, false, null));
    }
}
