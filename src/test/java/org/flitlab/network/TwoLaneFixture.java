package org.flitlab.network;

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

/**
 * A network with two virtual channels per link for the GUI's drawing tests: h0 and h2 on switch s0 each send one
 * 20-flit worm at tick 0 over the one link s0 -&gt; s1 (to h1 and h3), h0's on virtual channel 0 and h2's on
 * virtual channel 1, sharing the link flit by flit (round robin). Buffers hold 8 flits per virtual channel.
 */
public final class TwoLaneFixture {
    /** Flits per virtual channel buffer. */
    public static final int BUFFER = 8;

    private TwoLaneFixture() {
    }

    public static Topology topology() {
        TopologyBuilder b = new TopologyBuilder("pair");
        int s0 = b.addSwitch("s0", 4);
        int s1 = b.addSwitch("s1", 4);
        int h0 = b.addHost("h0", HostRole.CLIENT);
        int h1 = b.addHost("h1", HostRole.CLIENT);
        int h2 = b.addHost("h2", HostRole.CLIENT);
        int h3 = b.addHost("h3", HostRole.CLIENT);
        b.layout(s0, 0, 0);
        b.layout(s1, 3, 0);
        b.layout(h0, -1, -0.8);
        b.layout(h2, -1, 0.8);
        b.layout(h1, 4, -0.8);
        b.layout(h3, 4, 0.8);
        b.connect(h0, 0, s0, 0, 1, 0);
        b.connect(s0, 1, s1, 0, 1, 0);
        b.connect(h2, 0, s0, 2, 1, 0);
        b.connect(s1, 1, h1, 0, 1, 0);
        b.connect(s1, 2, h3, 0, 1, 0);
        return b.build();
    }

    /** The network on {@code t} (from {@link #topology()}) after {@code ticks} ticks. */
    public static Network run(Topology t, long ticks) {
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
        ArrivalProcess once = new ArrivalProcess() {
            public long firstArrival(SplittableRandom r) {
                return 0;
            }

            public long nextArrival(long now, SplittableRandom r) {
                return -1;
            }
        };
        Workload w = new Workload(h -> once, ChainFixture.fixed(20), pairs, 0.1);
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(BUFFER).withVirtualChannels(2)
                .withVcArbitration(VcArbitration.ROUND_ROBIN);
        Network net = new Network(t, cfg, byVc, ChainFixture.firstFree(), w, 1);
        net.advance(ticks);
        return net;
    }
}
