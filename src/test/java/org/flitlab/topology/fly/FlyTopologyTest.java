package org.flitlab.topology.fly;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.flitlab.experiment.Bound;
import org.flitlab.experiment.Bounds;
import org.flitlab.experiment.RunControl;
import org.flitlab.experiment.SimulationListener;
import org.flitlab.experiment.SimulationRun;
import org.flitlab.network.Network;
import org.flitlab.network.NetworkConfig;
import org.flitlab.routing.ProbePacket;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.desttag.DestinationTagFactory;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.traffic.BernoulliArrivals;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.UniformPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/** The k-ary n-fly and destination-tag routing against BookSim's fly, derived by hand. */
class FlyTopologyTest {
    @Test
    void aFourAryThreeFlyHasBookSimsSizes() {
        Topology t = FlyTopology.build(FlyTopology.defaults());
        assertEquals(64, t.hostCount());
        assertEquals(48, t.switchCount(), "3 stages of 4^2 routers");
        // 64 host links, 2 x 64 inter-stage links, 64 return links.
        assertEquals(64 + 128 + 64, t.links().size());
        assertEquals(12, t.portCount(0), "a first-stage router: 4 terminals, 4 outputs, 4 returns");
        assertEquals(8, t.portCount(16));
    }

    /** Follows destination-tag routing from a terminal; returns the switches crossed, in order. */
    private static int[] path(Topology t, RoutingAlgorithm r, int from, int to) {
        ProbePacket p = new ProbePacket(t.hostNode(from), t.hostNode(to));
        RouteCandidates out = new RouteCandidates();
        int node = t.hostNode(from);
        int inPort = -1;
        int[] crossed = new int[16];
        int n = 0;
        do {
            out.clear();
            r.route(node, inPort, 0, p, out);
            assertTrue(singlePort(out), "one path");
            int channel = t.channelOut(node, out.port(0));
            if (t.isSwitch(node)) {
                crossed[n++] = node;
            }
            inPort = t.channelTargetPort(channel);
            node = t.channelTarget(channel);
        } while (node != t.hostNode(to));
        return Arrays.copyOf(crossed, n);
    }

    private static boolean singlePort(RouteCandidates out) {
        for (int i = 1; i < out.size(); i++) {
            if (out.port(i) != out.port(0)) {
                return false;
            }
        }
        return out.size() > 0;
    }

    @Test
    void destinationTagReachesEveryTerminalThroughOneRouterPerStageAndTheReturnLink() {
        Topology t = FlyTopology.build(new FlyTopology.Params(2, 3, 1, 0));
        RoutingAlgorithm r = new DestinationTagFactory().create(t, 1);
        for (int from = 0; from < 8; from++) {
            for (int to = 0; to < 8; to++) {
                int[] crossed = path(t, r, from, to);
                assertEquals(4, crossed.length, from + " -> " + to);
                for (int s = 0; s < 3; s++) {
                    assertEquals(s, crossed[s] / 4, "stage " + s);
                }
                assertEquals(from / 2, crossed[0], "enters at its own first-stage router");
                assertEquals(to / 2, crossed[2] % 4, "the last stage holds d div k");
                assertEquals(to / 2, crossed[3], "and returns to the first-stage router of d");
            }
        }
    }

    /**
     * Alone in the network a packet crosses n + 2 links (terminal, n - 1 between stages, the return, the ejection)
     * and n + 1 routers: head after (n + 2) d + (n + 1) s ticks, tail L - 1 later. BookSim's fly has one link and one
     * router less (model.md).
     */
    @Test
    void zeroLoadLatencyIsNPlusTwoLinksAndNPlusOneRouters() {
        int n = 3;
        int length = 4;
        int switchDelay = 2;
        Topology t = FlyTopology.build(new FlyTopology.Params(2, n, 1, 0));
        FixedSize size = new FixedSize(length);
        double load = 0.002;
        Workload w = new Workload(h -> BernoulliArrivals.forOfferedLoad(load, size), size,
                new UniformPattern(new UniformPattern.Params(true)).create(t), load);
        Network net = new Network(t, NetworkConfig.defaults().withBufferFlits(8).withSwitchDelayTicks(switchDelay),
                new DestinationTagFactory().create(t, 1), new RandomIdleSelection(), w, 4);
        RunResult res = new SimulationRun(net, RunControl.quick(500, 2000), 4).run(SimulationListener.NONE, () -> false);
        assertEquals(RunStatus.COMPLETED, res.status());
        assertEquals(n + 2, res.meanHops(), 1e-12);
        double head = (n + 2) + (n + 1) * switchDelay;
        assertEquals(head + length - 1, res.deliveryLatency().mean(), 0.01 * (head + length - 1));
        assertEquals(head, res.packetLatency().min(), 1e-12);
    }

    /**
     * Uniform traffic with self-traffic on a butterfly: from every router of a stage the k outputs lead to
     * destinations equally often, so every inter-stage channel carries 1 per unit load, as do the return links
     * (each carries one terminal's ejection): the bound is 1.
     */
    @Test
    void uniformBoundIsOne() {
        Topology t = FlyTopology.build(new FlyTopology.Params(4, 3, 1, 0));
        Bound b = Bounds.compute(t, new DestinationTagFactory().create(t, 1),
                new UniformPattern(new UniformPattern.Params(true)).create(t), 8, 1, new SplittableRandom(1));
        assertEquals(1.0, b.throughputBound(), 1e-12);
        assertTrue(b.exact());
        assertEquals(5, b.meanHops(), 1e-12);
    }

    @Test
    void destinationTagRefusesOtherTopologies() {
        Topology mesh = MeshTopology.build(MeshTopology.defaults());
        assertTrue(new DestinationTagFactory().supports(mesh).orElseThrow().contains("needs a k-ary n-fly"));
    }
}
