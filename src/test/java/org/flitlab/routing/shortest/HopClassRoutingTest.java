package org.flitlab.routing.shortest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.flitlab.network.Network;
import org.flitlab.network.NetworkConfig;
import org.flitlab.routing.ProbePacket;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.topology.Topology;
import org.flitlab.topology.manhattan.ManhattanTopology;
import org.flitlab.topology.small.RingTopology;
import org.flitlab.traffic.BimodalSize;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.UniformPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/** Shortest-path routing with hop-numbered virtual-channel classes on a 4x4 Manhattan torus (diameter 4). */
class HopClassRoutingTest {
    private static Topology manhattan() {
        return ManhattanTopology.build(new ManhattanTopology.Params(4, 10, 640e6, 8, 2.0 / 3, 1, 0));
    }

    /** 0.8 flits/tick/host of 8- or 48-flit worms, uniform, for 40,000 ticks; {@code bufferFlits} per virtual channel. */
    private static Network heavy(Topology t, RoutingAlgorithm routing, int vcs, int bufferFlits, long seed) {
        return heavy(t, routing, vcs, bufferFlits, seed, 40_000);
    }

    private static Network heavy(Topology t, RoutingAlgorithm routing, int vcs, int bufferFlits, long seed, long ticks) {
        BimodalSize size = new BimodalSize(8, 48, 0.5);
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(0.8, size), size, new UniformPattern().create(t), 0.8);
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(bufferFlits).withVirtualChannels(vcs).withDeadlockTimeoutTicks(3000);
        Network n = new Network(t, cfg, routing, new RandomIdleSelection(), w, seed);
        n.advance(ticks);
        n.checkConservation();
        return n;
    }

    @Test
    void underHeavyLoadPlainShortestPathDeadlocksAndHopClassesDoNot() {
        Topology t = manhattan();
        // When the cycle closes depends on the seed (8,000 to 63,000 ticks for seeds 1-8); each of them closes one.
        assertTrue(heavy(t, new ShortestPathRouting(t, 1), 1, 64, 1, 200_000).isDeadlocked(), "one 64-flit buffer per port: cycles of worms");
        for (long seed = 1; seed <= 3; seed++) {
            // The same 64 flits per port, split into four 16-flit classes.
            Network n = heavy(t, new HopClassRouting(t, 4), 4, 16, seed);
            assertFalse(n.isDeadlocked(), "seed " + seed + ": " + n.deadlock());
            assertTrue(n.recorder().deliveredPackets() > 5000, "delivered " + n.recorder().deliveredPackets());
        }
    }

    @Test
    void eachSwitchHopUsesAHigherVirtualChannelAndThereIsAlwaysOneLeft() {
        Topology t = manhattan();
        HopClassRouting r = new HopClassRouting(t, 4);
        assertEquals(4, r.diameter());
        RouteCandidates c = new RouteCandidates();
        int src = t.hostNode(0);
        ProbePacket p = new ProbePacket();
        for (int dst = 1; dst < t.hostCount(); dst++) {
            p.reset(src, t.hostNode(dst));
            int node = t.hostSwitch(src);
            int inPort = t.neighborPort(src, 0);
            int inVc = 0;
            int lastVc = -1;
            while (node != t.hostSwitch(t.hostNode(dst))) {
                c.clear();
                r.route(node, inPort, inVc, p, c);
                assertFalse(c.isEmpty(), "no candidate at switch " + node + " for host " + dst);
                for (int i = 0; i < c.size(); i++) {
                    assertTrue(c.vc(i) > lastVc, "virtual channels rise along the path");
                }
                int port = c.port(c.size() - 1);
                inVc = c.vc(c.size() - 1);
                lastVc = inVc;
                inPort = t.neighborPort(node, port);
                node = t.neighbor(node, port);
            }
        }
    }

    @Test
    void tooFewVirtualChannelsAreRefusedWithTheNumberNeeded() {
        Topology ring = RingTopology.build(RingTopology.defaults());
        HopClassRouting r = new HopClassRouting(ring, 2);
        int needed = r.virtualChannelsRequired();
        assertEquals(Math.max(1, r.diameter()), needed);
        BimodalSize size = new BimodalSize(8, 48, 0.5);
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(0.1, size), size, new UniformPattern().create(ring), 0.1);
        NetworkConfig cfg = NetworkConfig.defaults().withVirtualChannels(needed - 1).withBufferFlits(64);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new Network(ring, cfg, new HopClassRouting(ring, needed - 1), new RandomIdleSelection(), w, 1));
        assertTrue(e.getMessage().contains("raise virtualChannels to " + needed), e.getMessage());
    }
}
