package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;
import org.flitlab.network.flat.FlatKernel;
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
 * A routing that leads a packet to the wrong host stops the run on both engines, naming the packet, the host it
 * reached and its destination, instead of counting it as delivered (the flat kernel did) or failing on a missing
 * recovery scheme (the reference engine did). One switch, three hosts; host 0 sends one packet to host 2 at tick 0,
 * and the routing sends every packet out of the port of the host after its destination (host 0).
 */
class WrongHostTest {
    private static final String MESSAGE = "packet 0 reached host 0, not its destination host 2: the routing led it to the wrong host";

    private static Topology star() {
        TopologyBuilder b = new TopologyBuilder("star3");
        int s = b.addSwitch("s0", 3);
        for (int h = 0; h < 3; h++) {
            b.connect(b.addHost("h" + h, HostRole.CLIENT), 0, s, h, 1, 0);
        }
        return b.build();
    }

    private static RoutingAlgorithm offByOne(Topology t) {
        return new RoutingAlgorithm() {
            @Override
            public void route(int node, int inPort, int inVc, RoutedPacket p, RouteCandidates out) {
                out.addAllVcs(t.isSwitch(node) ? (t.hostIndex(p.destinationNode()) + 1) % 3 : 0, 0, 1);
            }
        };
    }

    private static Workload oneToHostTwo() {
        DestinationPattern toTwo = new DestinationPattern() {
            public int destination(int src, SplittableRandom r) {
                return src == 0 ? 2 : -1;
            }

            public boolean sends(int src) {
                return src == 0;
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
        return new Workload(h -> once, ChainFixture.fixed(4), toTwo, 0.0);
    }

    @Test
    void theReferenceEngineStopsAtTheWrongHost() {
        Topology t = star();
        Network n = new Network(t, NetworkConfig.defaults(), offByOne(t), ChainFixture.firstFree(), oneToHostTwo(), 1);
        assertEquals(MESSAGE, assertThrows(IllegalStateException.class, () -> n.advance(100)).getMessage());
    }

    @Test
    void theFlatKernelStopsAtTheWrongHost() {
        Topology t = star();
        FlatKernel k = new FlatKernel(t, NetworkConfig.defaults(), offByOne(t), ChainFixture.firstFree(), oneToHostTwo(), 1);
        assertEquals(MESSAGE, assertThrows(IllegalStateException.class, () -> k.advance(100)).getMessage());
    }
}
