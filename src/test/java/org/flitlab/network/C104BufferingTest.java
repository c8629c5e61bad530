package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutedPacket;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.Topology;
import org.flitlab.topology.TopologyBuilder;
import org.flitlab.traffic.ArrivalProcess;
import org.flitlab.topology.c104.C104CubeTopology;
import org.flitlab.traffic.ContinuousArrivals;
import org.flitlab.traffic.DestinationPattern;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.MiddleSwapPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/**
 * The IMS C104's buffering ({@code c104} router): one packet at each input and one at each output of every
 * switch-to-switch link, the output packet held at the link's receiving end (model.md, "Router models").
 */
class C104BufferingTest {
    private static final int PACKET = 32;
    private static final int SWITCH_DELAY = 4;

    private static NetworkConfig c104() {
        return NetworkConfig.defaults().withBufferFlits(PACKET).withSwitchDelayTicks(SWITCH_DELAY)
                .withRouter(RouterModel.c104(PACKET));
    }

    /**
     * Packet buffers change nothing for a packet alone: cut-through through k switches crosses L = k + 1 links, so
     * its delivery latency is L d + (L - 1) s + P - 1 (model.md, "Switching and the timing formulas").
     */
    @Test
    void aLonePacketThroughKSwitchesTakesTheCutThroughZeroLoadLatency() {
        for (int k : new int[] {1, 3, 6}) {
            Topology t = ChainFixture.chain(k, 1);
            Workload w = new Workload(h -> ChainFixture.every(1_000_000), ChainFixture.fixed(PACKET), ChainFixture.leftToRight(), Double.NaN);
            Network n = new Network(t, c104(), ChainFixture.chainRouting(t, 1), ChainFixture.firstFree(), w, 1);
            n.setMeasuring(true);
            n.advance(5_000);
            int links = k + 1;
            assertEquals(1, n.recorder().measuredDelivered());
            assertEquals(links + (links - 1) * SWITCH_DELAY + PACKET - 1, n.recorder().deliveryLatency().mean(), 1e-9, k + " switches");
        }
    }

    @Test
    void aSwitchLinkHoldsTwoPacketsAndAHostLinkOne() {
        Topology t = ChainFixture.chain(3, 1);
        Workload w = new Workload(h -> ChainFixture.every(1_000_000), ChainFixture.fixed(PACKET), ChainFixture.leftToRight(), Double.NaN);
        Network n = new Network(t, c104(), ChainFixture.chainRouting(t, 1), ChainFixture.firstFree(), w, 1);
        for (OutputChannel oc : n.channels) {
            InputQueue q = oc.vcs[0].downstream;
            if (q != null) {
                assertEquals(q.fromHost ? PACKET : 2 * PACKET, q.capacityFlits, "channel " + oc.channel);
            }
        }
    }

    /**
     * The 6-cube under the middle-swap permutation with continuous sources (C104 Table 7.2), checked after every tick:
     * a buffer fed by a host never holds more than one packet (the C104 input), one fed by a switch never more than two
     * (the upstream output packet and the input packet); and both limits are reached, so the run exercises them.
     */
    @Test
    void underTreeSaturationNoSwitchHoldsMoreThanAPacketPerInputAndPerOutput() {
        Topology t = C104CubeTopology.build(new C104CubeTopology.Params(6, 1, 32));
        Workload w = new Workload(h -> new ContinuousArrivals(), new FixedSize(PACKET), new MiddleSwapPattern().create(t), Double.NaN);
        Network n = new Network(t, c104(), new DimensionOrderFactory().create(t, 1), new RandomIdleSelection(), w, 104);
        int hostPeak = 0;
        int switchPeak = 0;
        for (long tick = 1; tick <= 6_000; tick++) {
            n.advance(tick);
            n.sync();
            for (Switch sw : n.switches) {
                for (InputQueue[] port : sw.inputs) {
                    InputQueue q = port[0];
                    assertTrue(q.occupancy <= (q.fromHost ? PACKET : 2 * PACKET), q.occupancy + " flits at tick " + tick);
                    hostPeak = q.fromHost ? Math.max(hostPeak, q.occupancy) : hostPeak;
                    switchPeak = q.fromHost ? switchPeak : Math.max(switchPeak, q.occupancy);
                }
            }
        }
        assertEquals(PACKET, hostPeak, "a host's input packet fills");
        assertEquals(2 * PACKET, switchPeak, "an input and the output packet behind it fill");
        n.checkConservation();
    }

    /**
     * A blocked worm fills the buffers behind its head: h0 - s0 - s1 - s2 - h1 with h2 on s2, both hosts sending one
     * 400-flit worm to h1 at tick 0. h2's worm takes s2's link to h1 first; h0's head waits at s2 for 400 ticks,
     * long enough for its body to fill everything it may: one packet in s0's input from h0, and an input and an
     * output packet on each of the links s0-s1 and s1-s2. With the simple switch each buffer holds one packet.
     */
    @Test
    void aBlockedWormHoldsOnePacketAtTheHostLinkAndTwoOnEachSwitchLink() {
        int[] c104 = occupancyBehindABlockedHead(c104());
        int[] simple = occupancyBehindABlockedHead(NetworkConfig.defaults().withBufferFlits(PACKET).withSwitchDelayTicks(SWITCH_DELAY));
        assertEquals(PACKET, c104[0], "s0, fed by h0: the input packet");
        assertEquals(2 * PACKET, c104[1], "s1, fed by s0: s0's output packet and s1's input packet");
        assertEquals(2 * PACKET, c104[2], "s2, fed by s1");
        for (int flits : simple) {
            assertEquals(PACKET, flits, "input buffers only");
        }
    }

    /** Flits in the input buffers of s0, s1 and s2 on h0's path at tick 300, h0's head blocked at s2. */
    static int[] occupancyBehindABlockedHead(NetworkConfig cfg) {
        TopologyBuilder b = new TopologyBuilder("line");
        int[] s = {b.addSwitch("s0", 4), b.addSwitch("s1", 4), b.addSwitch("s2", 4)};
        int h0 = b.addHost("h0", HostRole.CLIENT);
        int h1 = b.addHost("h1", HostRole.CLIENT);
        int h2 = b.addHost("h2", HostRole.CLIENT);
        b.connect(h0, 0, s[0], 0, 1, 0);
        b.connect(s[0], 1, s[1], 0, 1, 0);
        b.connect(s[1], 1, s[2], 0, 1, 0);
        b.connect(s[2], 1, h1, 0, 1, 0);
        b.connect(h2, 0, s[2], 2, 1, 0);
        Topology t = b.build();
        RoutingAlgorithm toH1 = new RoutingAlgorithm() {
            @Override
            public void route(int node, int inPort, int inVc, RoutedPacket p, RouteCandidates out) {
                out.add(t.isSwitch(node) ? 1 : 0, 0);
            }
        };
        Workload w = new Workload(h -> once(), ChainFixture.fixed(400), toHostOne(), Double.NaN);
        Network n = new Network(t, cfg, toH1, ChainFixture.firstFree(), w, 3);
        n.advance(300);
        n.sync();
        return new int[] {n.switches[0].inputs[0][0].occupancy, n.switches[1].inputs[0][0].occupancy,
            n.switches[2].inputs[0][0].occupancy};
    }

    private static ArrivalProcess once() {
        return new ArrivalProcess() {
            public long firstArrival(SplittableRandom r) {
                return 0;
            }

            public long nextArrival(long now, SplittableRandom r) {
                return -1;
            }
        };
    }

    private static DestinationPattern toHostOne() {
        return new DestinationPattern() {
            public int destination(int source, SplittableRandom r) {
                return 1;
            }

            public boolean sends(int source) {
                return source != 1;
            }
        };
    }
}
