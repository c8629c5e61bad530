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
import org.junit.jupiter.api.Test;

/**
 * A host's link with virtual channels (model.md, Hosts). Hosts 0 and 1 each send one L-flit packet to host 2 at
 * tick 0 through one switch with 2 virtual channels; both heads land at tick 1 and are routed at tick 2, host 0's
 * first (FCFS, lower port). One worm at a time: host 0's worm streams (tail lands at L + 2), host 1's waits for
 * that tail to be sent (tick L + 1), is granted at L + 2 and lands its tail at 2L + 2. One worm per virtual
 * channel: both are granted at tick 2 and the link alternates between them flit by flit, host 0's flit i at
 * 2 + 2i and host 1's at 3 + 2i, so the tails land at 2L + 1 and 2L + 2.
 */
class EjectionVirtualChannelsTest {
    private static final int L = 8;

    private static Network star(Ejection ejection) {
        TopologyBuilder b = new TopologyBuilder("star3");
        int s = b.addSwitch("s0", 4);
        for (int h = 0; h < 3; h++) {
            b.connect(b.addHost("h" + h, HostRole.CLIENT), 0, s, h, 1, 0);
        }
        Topology t = b.build();
        RoutingAlgorithm toHost = new RoutingAlgorithm() {
            @Override
            public void route(int node, int inPort, int inVc, RoutedPacket p, RouteCandidates out) {
                out.addAllVcs(t.isSwitch(node) ? t.hostIndex(p.destinationNode()) : 0, 0, 1);
            }
        };
        DestinationPattern toTwo = new DestinationPattern() {
            public int destination(int src, SplittableRandom r) {
                return src < 2 ? 2 : -1;
            }

            public boolean sends(int src) {
                return src < 2;
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
        Workload w = new Workload(h -> once, ChainFixture.fixed(L), toTwo, 0.0);
        NetworkConfig cfg = NetworkConfig.defaults().withVirtualChannels(2).withEjection(ejection);
        return new Network(t, cfg, toHost, ChainFixture.firstFree(), w, 1);
    }

    private static long[] latencies(Ejection ejection) {
        Network n = star(ejection);
        n.setMeasuring(true);
        n.advance(1000);
        n.checkConservation();
        assertEquals(2, n.recorder().deliveryLatency().size());
        return new long[] {n.recorder().deliveryLatency().min(), n.recorder().deliveryLatency().max()};
    }

    @Test
    void oneWormAtATimeMakesTheSecondWormWaitForTheFirstTail() {
        long[] lat = latencies(Ejection.ONE_WORM);
        assertEquals(L + 2, lat[0]);
        assertEquals(2 * L + 2, lat[1]);
    }

    @Test
    void virtualChannelsInterleaveTwoWormsFlitByFlit() {
        long[] lat = latencies(Ejection.VIRTUAL_CHANNELS);
        assertEquals(2 * L + 1, lat[0]);
        assertEquals(2 * L + 2, lat[1]);
    }
}
