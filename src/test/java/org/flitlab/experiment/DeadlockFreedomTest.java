package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.flitlab.network.Network;
import org.flitlab.network.NetworkConfig;
import org.flitlab.routing.RoutingFactory;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.routing.shortest.ShortestPathFactory;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.flitlab.topology.Topology;
import org.flitlab.topology.torus.TorusTopology;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.UniformPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/** Dally & Seitz's dateline keeps a torus deadlock-free; plain shortest paths on a ring deadlock. */
class DeadlockFreedomTest {
    private static RunResult run(Topology t, RoutingFactory rf, int vcs, int buffer, int length, double load, long seed, long packets) {
        FixedSize size = new FixedSize(length);
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(load, size), size, new UniformPattern().create(t), load);
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(buffer).withVirtualChannels(vcs).withDeadlockTimeoutTicks(1000);
        Network net = new Network(t, cfg, rf.create(t, vcs), new RandomIdleSelection(), w, seed);
        RunControl control = RunControl.quick(2000, packets).withMaxTicks(400_000);
        return new SimulationRun(net, control, seed).run(SimulationListener.NONE, () -> false);
    }

    @Test
    void torusWithDatelineNeverDeadlocksUnderHeavyUniformLoad() {
        Topology t = TorusTopology.build(new TorusTopology.Params(4, 4, 1, 1, 0, 0));
        for (long seed = 1; seed <= 3; seed++) {
            RunResult r = run(t, new DimensionOrderFactory("xy", true), 2, 4, 16, 0.9, seed, 3000);
            assertEquals(RunStatus.COMPLETED, r.status(), r.message());
            assertTrue(r.saturated(), "0.9 flits/host/tick is past saturation, so the network is full of worms");
            assertTrue(r.deliveredPackets() > 3000);
        }
    }

    @Test
    void torusWithoutDatelineDeadlocksUnderTheSameLoad() {
        Topology t = TorusTopology.build(new TorusTopology.Params(4, 4, 1, 1, 0, 0));
        // Random ties (the default) send half the tie packets the negative way, which makes the cycle of the
        // positive channels rarer than with positive ties; it still closes within 26,000 ticks on seeds 1 to 6.
        RunResult r = run(t, new DimensionOrderFactory("xy", false), 1, 4, 16, 0.9, 1, 100_000);
        assertEquals(RunStatus.DEADLOCK, r.status());
        assertFalse(r.deadlockCycle().isEmpty());
    }

    @Test
    void shortestPathsOnARingWithSmallBuffersDeadlockWithinBoundedTime() {
        Topology ring = TorusTopology.build(new TorusTopology.Params(8, 1, 1, 1, 0, 0));
        RunResult r = run(ring, new ShortestPathFactory(), 1, 2, 12, 0.8, 3, 100_000);
        assertEquals(RunStatus.DEADLOCK, r.status());
        assertTrue(r.simulatedTicks() < 400_000, "detected within the bound: " + r.simulatedTicks());
        assertTrue(r.deadlockCycle().size() >= 2);
        assertTrue(r.message().contains("deadlock"), r.message());
    }
}
