package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.flitlab.network.Network;
import org.flitlab.network.NetworkConfig;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.routing.shortest.ShortestPathFactory;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.UniformPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/** Real simulations through the sweep: a 4x4 mesh, uniform Poisson traffic, two routing algorithms. */
class SweepNetworkTest {
    private static final Topology MESH = MeshTopology.build(new MeshTopology.Params(4, 4, 1, 1, 0, 0));
    private static final FixedSize PACKET = new FixedSize(4);
    private static final RunControl CONTROL = RunControl.quick(500, 300);

    /** Series 0 routes x then y; series 1 adapts over all shortest paths (random idle selection for both). */
    private static Network network(SweepPoint p) {
        RoutingAlgorithm routing = p.series() == 0 ? new DimensionOrderFactory("xy", false).create(MESH, 2)
                : new ShortestPathFactory().create(MESH, 2);
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(p.value(), PACKET), PACKET,
                new UniformPattern().create(MESH), p.value());
        return new Network(MESH, NetworkConfig.defaults().withVirtualChannels(2), routing, new RandomIdleSelection(), w, p.seed());
    }

    private static final PointRunner RUNNER = (p, listener, cancelled) ->
            new SimulationRun(network(p), CONTROL, p.seed()).run(listener, cancelled);

    @Test
    void aLoadSweepGivesIdenticalResultsOnOneAndTwoThreads() {
        SweepPlan plan = new SweepPlan(List.of("dimension-order", "shortest"), "offeredLoad",
                new double[] {0.05, 0.1, 0.15, 0.2}, 1, 2024);
        SweepResult one = new Sweep(1).run(plan, RUNNER);
        SweepResult two = new Sweep(2).run(plan, RUNNER);
        assertEquals(SweepStatus.COMPLETED, one.status());
        assertEquals(SweepStatus.COMPLETED, two.status());
        assertEquals(2, two.threads());
        assertEquals(8, one.points().size());
        FakeResults.assertSamePoints(one, two);
        for (PointResult p : one.points()) {
            RunResult r = p.result();
            assertEquals(RunStatus.COMPLETED, r.status(), p.point() + ": " + r.summary());
            assertEquals(p.point().seed(), r.seed());
            assertTrue(r.measuredPackets() >= 300, r.summary());
        }
    }

    @Test
    void bothSeriesSeeTheSameTrafficAtEachLoad() {
        // Each point simulates 2000 ticks and reports how many packets its hosts generated: with common random
        // numbers that depends on the load and replication, not on the routing of the series.
        PointRunner counter = (p, listener, cancelled) -> {
            Network net = network(p);
            net.advance(1999);
            return FakeResults.counted(p, net.generatedPackets(), net.recorder().deliveredPackets());
        };
        SweepPlan plan = new SweepPlan(List.of("dimension-order", "shortest"), "offeredLoad",
                new double[] {0.05, 0.2}, 3, 7);
        SweepResult r = new Sweep(2).run(plan, counter);
        List<PointResult> xy = r.series(0);
        List<PointResult> shortest = r.series(1);
        assertEquals(6, xy.size());
        for (int k = 0; k < xy.size(); k++) {
            assertEquals(xy.get(k).result().generatedPackets(), shortest.get(k).result().generatedPackets(),
                    xy.get(k).point().toString());
        }
        // About 16 hosts x 0.2 / 4 x 2000 = 1600 packets at load 0.2; replications draw different traffic.
        long g0 = xy.get(3).result().generatedPackets();
        assertTrue(g0 > 1400 && g0 < 1800, "generated " + g0);
        assertNotEquals(g0, xy.get(4).result().generatedPackets());
        assertNotEquals(xy.get(4).result().generatedPackets(), xy.get(5).result().generatedPackets());
    }
}
