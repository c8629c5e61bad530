package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * Bianco et al.'s Non-preemptive Priority among virtual channels: h0 (virtual channel 0) and h2 (virtual
 * channel 1) each send a 20-flit worm over the one link s0 -> s1 (to h1 and h3); the order of the 40 flits on
 * that link shows the arbitration.
 */
class VcPriorityTest {
    private static Topology twoSwitches() {
        TopologyBuilder b = new TopologyBuilder("pair");
        int s0 = b.addSwitch("s0", 4);
        int s1 = b.addSwitch("s1", 4);
        int h0 = b.addHost("h0", HostRole.CLIENT);
        int h1 = b.addHost("h1", HostRole.CLIENT);
        int h2 = b.addHost("h2", HostRole.CLIENT);
        int h3 = b.addHost("h3", HostRole.CLIENT);
        b.connect(h0, 0, s0, 0, 1, 0);
        b.connect(s0, 1, s1, 0, 1, 0);
        b.connect(h2, 0, s0, 2, 1, 0);
        b.connect(s1, 1, h1, 0, 1, 0);
        b.connect(s1, 2, h3, 0, 1, 0);
        return b.build();
    }

    /** The sending host index (0 or 2) of each flit crossing s0 -> s1, in order. */
    private static String linkOrder(VcArbitration arbitration, long h0Tick, long h2Tick) {
        Topology t = twoSwitches();
        RoutingAlgorithm byVc = new RoutingAlgorithm() {
            @Override
            public void route(int node, int inPort, int inVc, RoutedPacket p, RouteCandidates out) {
                if (!t.isSwitch(node)) {
                    out.add(0, t.hostIndex(p.sourceNode()) == 2 ? 1 : 0);
                } else if (node == 0) {
                    out.add(1, inVc);
                } else {
                    out.add(t.hostIndex(p.destinationNode()) == 1 ? 1 : 2, inVc);
                }
            }
        };
        DestinationPattern pairs = new DestinationPattern() {
            public int destination(int s, SplittableRandom r) {
                return s + 1;
            }

            public boolean sends(int s) {
                return s == 0 || s == 2;
            }
        };
        Workload w = new Workload(h -> once(h == 0 ? h0Tick : h2Tick), ChainFixture.fixed(20), pairs, 0.1);
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(64).withVirtualChannels(2).withVcArbitration(arbitration);
        Engine net = new Network(t, cfg, byVc, ChainFixture.firstFree(), w, 1);
        int link = t.channelOut(0, 1);
        StringBuilder order = new StringBuilder();
        while (order.length() < 40 && net.tick() < 500) {
            net.advance(net.tick() + 1);
            long sent = net.probe().packetSentLastTick(link);
            if (sent >= 0) {
                int source = net.snapshot().worms().stream().filter(worm -> worm.packetId() == sent).findFirst()
                        .orElseThrow().sourceNode();
                order.append(t.hostIndex(source));
            }
        }
        return order.toString();
    }

    private static ArrivalProcess once(long tick) {
        return new ArrivalProcess() {
            public long firstArrival(SplittableRandom r) {
                return tick;
            }

            public long nextArrival(long now, SplittableRandom r) {
                return -1;
            }
        };
    }

    @Test
    void priorityServesTheHigherVirtualChannelFirstAndWhole() {
        assertEquals("2".repeat(20) + "0".repeat(20), linkOrder(VcArbitration.PRIORITY, 0, 0));
    }

    @Test
    void priorityDoesNotPreemptAWormBeingServed() {
        assertEquals("0".repeat(20) + "2".repeat(20), linkOrder(VcArbitration.PRIORITY, 0, 5));
    }

    @Test
    void roundRobinInterleavesTheSameTwoWorms() {
        String order = linkOrder(VcArbitration.ROUND_ROBIN, 0, 0);
        Assertions.assertTrue(order.matches("(02){20}|(20){20}"), order);
    }
}
