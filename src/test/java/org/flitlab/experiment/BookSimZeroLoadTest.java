package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.flitlab.network.Ejection;
import org.flitlab.network.Network;
import org.flitlab.network.NetworkConfig;
import org.flitlab.network.RouterModel;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.selection.RoundRobinSelection;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.traffic.AddConstantPattern;
import org.flitlab.traffic.BernoulliArrivals;
import org.flitlab.traffic.DestinationPattern;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.UniformPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/**
 * BookSim's zero-load latency, 2 + 5H + (L - 1) cycles for H routers crossed (docs/model.md, "Router models"), on
 * the 8x8 mesh of the BookSim samples with BookSim's traffic: Bernoulli arrivals, self-traffic.
 */
class BookSimZeroLoadTest {
    private static final Topology MESH = MeshTopology.build(new MeshTopology.Params(8, 8, 1, 1, 0, 0));
    private static final NetworkConfig BOOKSIM = NetworkConfig.defaults().withBufferFlits(8).withVirtualChannels(2)
            .withRouter(RouterModel.booksim()).withEjection(Ejection.VIRTUAL_CHANNELS);

    private static RunResult run(DestinationPattern pattern, int length, double load) {
        FixedSize size = new FixedSize(length);
        Workload w = new Workload(h -> BernoulliArrivals.forOfferedLoad(load, size), size, pattern, load);
        Network net = new Network(MESH, BOOKSIM, new DimensionOrderFactory("xy", false).create(MESH, 2), new RoundRobinSelection(), w, 5);
        RunResult r = new SimulationRun(net, RunControl.quick(1000, 3000), 5).run(SimulationListener.NONE, () -> false);
        assertEquals(RunStatus.COMPLETED, r.status());
        return r;
    }

    /** Every host to itself (BookSim's self-traffic): inject, one router, eject; 7 cycles for a 1-flit packet. */
    @Test
    void aPacketToItselfTakesSevenCyclesPlusItsBody() {
        DestinationPattern identity = new AddConstantPattern(new AddConstantPattern.Params(0, true)).create(MESH);
        for (int length : new int[] {1, 8}) {
            RunResult r = run(identity, length, 0.002);
            assertEquals(2, r.meanHops(), 1e-12, "injection and ejection link only");
            assertEquals(7 + length - 1, r.deliveryLatency().min(), 1e-12);
            // Only a host's own earlier packet can delay one, and at this load that is rare.
            assertEquals(7 + length - 1, r.deliveryLatency().mean(), 0.002 * (7 + length - 1));
        }
    }

    /**
     * Uniform with the source included: a packet crossing h links crosses h - 1 routers, so the mean latency near
     * zero load is 2 + 5 (mean hops - 1) + L - 1; BookSim's 8-flit figure is about 40.3 (6.25 routers on average).
     */
    @Test
    void uniformTrafficMeanIsTheFormulaOverTheRoutersCrossed() {
        DestinationPattern uniform = new UniformPattern(new UniformPattern.Params(true)).create(MESH);
        RunResult r = run(uniform, 8, 0.002);
        double expected = 2 + 5 * (r.meanHops() - 1) + 7;
        assertEquals(expected, r.deliveryLatency().mean(), 0.002 * expected);
        assertEquals(7.25, r.meanHops(), 0.1, "2 (k^2 - 1) / 3k = 5.25 switch-to-switch links on average, plus the 2 host links");
    }

    /**
     * The bound drawn with the results uses the same formula: on the 8x8 mesh with uniform traffic and the source
     * included, a packet crosses 1 + 2 (k^2 - 1) / 3k = 6.25 routers on average, so 2 + 5 x 6.25 + 7 = 40.25 ticks for
     * 8-flit packets (BookSim's README: about 40.3), 33.25 for 1-flit ones.
     */
    @Test
    void theZeroLoadBoundIsBookSimsFormula() {
        DestinationPattern uniform = new UniformPattern(new UniformPattern.Params(true)).create(MESH);
        var routing = new DimensionOrderFactory("xy", false).create(MESH, 2);
        Bound b8 = RouterBounds.compute(MESH, routing, uniform, 8, BOOKSIM, new SplittableRandom(1));
        Bound b1 = RouterBounds.compute(MESH, routing, uniform, 1, BOOKSIM, new SplittableRandom(1));
        assertEquals(40.25, b8.zeroLoadDeliveryLatency(), 1e-9);
        assertEquals(33.25, b1.zeroLoadDeliveryLatency(), 1e-9);
        assertEquals(b1.zeroLoadPacketLatency(), b8.zeroLoadPacketLatency(), 1e-9);
    }
}
