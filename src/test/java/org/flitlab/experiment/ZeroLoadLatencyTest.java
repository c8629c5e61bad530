package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.flitlab.network.Network;
import org.flitlab.network.NetworkConfig;
import org.flitlab.routing.RoutingFactory;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.flitlab.topology.Link;
import org.flitlab.topology.Topology;
import org.flitlab.topology.hypercube.HypercubeTopology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.topology.torus.TorusTopology;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.UniformPattern;
import org.flitlab.traffic.Workload;
import org.jgrapht.alg.shortestpath.BFSShortestPath;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Zero-load latency against model.md's formula, hops x (switch delay + link delay) + packet length, where
 * hops counts the switches a packet crosses. With link delay d the exact figure has one more host link:
 * links x d + switches x s + (length - 1) for the tail, links x d + switches x s for the head.
 */
class ZeroLoadLatencyTest {
    @ParameterizedTest(name = "{0} delay {1} switch delay {2} length {3}")
    @CsvSource({"mesh,1,1,8", "torus,1,1,16", "cube,1,1,8", "mesh,2,3,5", "torus,3,1,20", "cube,2,2,12"})
    void lightLoadLatencyEqualsTheFormula(String family, int linkDelay, int switchDelay, int length) {
        Topology t = switch (family) {
            case "mesh" -> MeshTopology.build(new MeshTopology.Params(4, 4, 1, linkDelay, 0, 0));
            case "torus" -> TorusTopology.build(new TorusTopology.Params(4, 4, 1, linkDelay, 0, 0));
            default -> HypercubeTopology.build(new HypercubeTopology.Params(4, 1, linkDelay, 0, 0));
        };
        RoutingFactory rf = new DimensionOrderFactory(family.equals("cube") ? "descending" : "xy", true);
        int vcs = rf.create(t, 2).virtualChannelsRequired();
        double load = 0.002;
        FixedSize size = new FixedSize(length);
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(load, size), size, new UniformPattern().create(t), load);
        Network net = new Network(t, NetworkConfig.defaults().withBufferFlits(32).withVirtualChannels(vcs).withSwitchDelayTicks(switchDelay),
                rf.create(t, vcs), new RandomIdleSelection(), w, 42);
        RunResult r = new SimulationRun(net, RunControl.quick(1000, 3000), 42).run(SimulationListener.NONE, () -> false);
        assertEquals(RunStatus.COMPLETED, r.status());
        // The paths: uniform traffic's pairs are a sample, so the run's mean path is the topology's mean distance
        // (minimal routes) within a few standard errors.
        double[] distance = hostLinkDistance(t);
        double standardError = Math.sqrt(distance[1] / r.packetLatency().count());
        assertEquals(distance[0], r.meanHops(), 4 * standardError, "minimal routes: the mean host-to-host distance");
        // The timing, given the paths taken: exact at zero load but for rare contention.
        double links = r.meanHops();
        double switches = links - 1;
        double head = links * linkDelay + switches * switchDelay;
        double tail = head + length - 1;
        if (linkDelay == 1) {
            double modelMd = switches * (switchDelay + linkDelay) + length;
            assertEquals(modelMd, r.deliveryLatency().mean(), 0.01 * modelMd, "model.md's form when d = 1");
        }
        assertEquals(head, r.packetLatency().mean(), 0.01 * head, "packet (head) latency");
        assertEquals(tail, r.deliveryLatency().mean(), 0.01 * tail, "delivery (tail) latency");
        assertTrue(r.packetLatency().min() >= 2L * linkDelay + switchDelay, "no packet beats one switch");
    }

    /**
     * The mean and variance of the links between two distinct hosts drawn uniformly (what uniform traffic sends),
     * from the topology alone: switch-to-switch hops by breadth-first search plus the two host links.
     */
    private static double[] hostLinkDistance(Topology t) {
        BFSShortestPath<Integer, Link> bfs = new BFSShortestPath<>(t.switchGraph());
        double sum = 0;
        double sumSquares = 0;
        long pairs = 0;
        for (int a = 0; a < t.hostCount(); a++) {
            int from = t.hostSwitch(t.hostNode(a));
            for (int b = 0; b < t.hostCount(); b++) {
                if (a == b) {
                    continue;
                }
                int to = t.hostSwitch(t.hostNode(b));
                double linksAB = 2 + (from == to ? 0 : bfs.getPath(from, to).getLength());
                sum += linksAB;
                sumSquares += linksAB * linksAB;
                pairs++;
            }
        }
        double mean = sum / pairs;
        return new double[] {mean, sumSquares / pairs - mean * mean};
    }
}
