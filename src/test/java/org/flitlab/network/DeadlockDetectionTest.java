package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutedPacket;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.stats.WaitStep;
import org.flitlab.topology.Topology;
import org.flitlab.topology.torus.TorusTopology;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.UniformPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/** A ring routed one way round with one virtual channel has a cyclic channel dependency: it must deadlock. */
class DeadlockDetectionTest {
    /** Always towards switch s+1 (mod k): the classic cyclic dependency. */
    static RoutingAlgorithm clockwise(Topology t) {
        int k = t.switchCount();
        int[] nextPort = new int[k];
        for (int s = 0; s < k; s++) {
            for (int p = 0; p < t.portCount(s); p++) {
                if (t.neighbor(s, p) == (s + 1) % k) {
                    nextPort[s] = p;
                }
            }
        }
        return new RoutingAlgorithm() {
            @Override
            public void route(int node, int inPort, int inVc, RoutedPacket p, RouteCandidates out) {
                if (!t.isSwitch(node)) {
                    out.add(0, 0);
                } else if (t.hostSwitch(p.destinationNode()) == node) {
                    out.add(t.neighborPort(p.destinationNode(), 0), 0);
                } else {
                    out.add(nextPort[node], 0);
                }
            }
        };
    }

    static Network ring(int k, double load, int buffer, int len, long seed) {
        Topology t = TorusTopology.build(new TorusTopology.Params(k, 1, 1, 1, 0, 0));
        Workload w = new Workload(h -> new PoissonArrivals(load / len), ChainFixture.fixed(len),
                new UniformPattern().create(t), load);
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(buffer).withDeadlockTimeoutTicks(500);
        return new Network(t, cfg, clockwise(t), ChainFixture.firstFree(), w, seed);
    }

    @Test
    void oneWayRingUnderHeavyLoadIsReportedAsDeadlockWithACycle() {
        Network net = ring(6, 0.8, 4, 16, 5);
        net.advance(200_000);
        assertTrue(net.isDeadlocked(), "a one-way ring with 4-flit buffers and 16-flit worms must deadlock");
        DeadlockReport d = net.deadlock();
        assertNotNull(d);
        assertTrue(d.tick() < 200_000);
        assertTrue(d.cycle().size() >= 2, "cycle " + d.cycle());
        // The cycle closes: each step's holder is the next step's waiter.
        for (int i = 0; i < d.cycle().size(); i++) {
            WaitStep s = d.cycle().get(i);
            assertEquals(s.holderPacketId(), d.cycle().get((i + 1) % d.cycle().size()).packetId());
        }
        // It goes round the ring: every switch-to-switch channel of the cycle is a clockwise ring channel.
        Set<Integer> nodes = new HashSet<>();
        d.cycle().forEach(s -> nodes.add(s.node()));
        assertTrue(nodes.size() >= 2);
        assertTrue(d.explanation().contains("deadlock"), d.explanation());
        net.checkConservation();
    }

    @Test
    void sameRingWithLightLoadAndShortWormsDoesNotDeadlockSoon() {
        Network net = ring(6, 0.02, 16, 4, 5);
        net.setMeasuring(true);
        net.advance(100_000);
        assertFalse(net.isDeadlocked());
        assertTrue(net.recorder().measuredDelivered() > 100);
        net.checkConservation();
    }

    @Test
    void sameSeedGivesIdenticalResults() {
        long[] a = runSummary(9);
        long[] b = runSummary(9);
        long[] c = runSummary(10);
        assertEquals(Arrays.toString(a), Arrays.toString(b));
        assertFalse(Arrays.equals(a, c));
    }

    private static long[] runSummary(long seed) {
        Network net = ring(5, 0.1, 16, 4, seed);
        net.setMeasuring(true);
        net.advance(50_000);
        var r = net.recorder();
        long sum = 0;
        for (int i = 0; i < r.deliveryLatency().size(); i++) {
            sum = sum * 31 + r.deliveryLatency().get(i);
        }
        return new long[] {r.measuredDelivered(), r.deliveredFlits(), sum, net.generatedPackets()};
    }
}
