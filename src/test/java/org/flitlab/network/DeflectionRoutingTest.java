package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.routing.shortest.ShortestPathFactory;
import org.flitlab.stats.MechanismStats;
import org.flitlab.topology.Topology;
import org.flitlab.topology.manhattan.ManhattanTopology;
import org.flitlab.traffic.BimodalSize;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.UniformPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/**
 * Bianco et al.'s asynchronous deflection routing on a 4x4 Manhattan network (10 m links, 4 ticks), minimal
 * adaptive routing, one virtual channel, 64-flit buffers, worms of 8 or 48 flits offered far beyond capacity.
 */
class DeflectionRoutingTest {
    static Topology manhattan() {
        return ManhattanTopology.build(new ManhattanTopology.Params(4, 10, 640e6, 8, 2.0 / 3, 1, 0));
    }

    static Network run(Deflection deflection, double load, long seed, long measureUntil, long drainUntil) {
        Topology t = manhattan();
        BimodalSize size = new BimodalSize(8, 48, 0.5);
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(load, size), size, new UniformPattern().create(t), load);
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(64).withDeadlockTimeoutTicks(3000).withDeflection(deflection);
        Network net = new Network(t, cfg, new ShortestPathFactory().create(t, 1), new RandomIdleSelection(), w, seed);
        net.setMeasuring(true);
        net.advance(measureUntil);
        net.setMeasuring(false);
        net.checkConservation();
        if (drainUntil > measureUntil) {
            net.advance(drainUntil);
            net.checkConservation();
        }
        return net;
    }

    @Test
    void underHeavyLoadPlainShortestPathDeadlocksButDeflectionNeverBlocks() {
        // When the cycle closes depends on the seed (8,000 to 63,000 ticks for seeds 1-8); each of them closes one.
        Network plain = run(Deflection.OFF, 0.8, 1, 200_000, 0);
        assertTrue(plain.isDeadlocked(), "minimal adaptive routing with one virtual channel deadlocks on a torus");
        for (long seed = 1; seed <= 3; seed++) {
            Network n = run(Deflection.on(), 0.8, seed, 20_000, 0);
            assertFalse(n.isDeadlocked(), "seed " + seed + ": " + n.deadlock());
            assertTrue(n.recorder().routingDeflections() > 100, "deflections " + n.recorder().routingDeflections());
        }
    }

    @Test
    void withoutATimeToLiveEveryWormIsDeliveredExactlyOnce() {
        Network n = run(Deflection.on(), 0.8, 4, 10_000, 100_000);
        PacketRecorder r = n.recorder();
        assertFalse(n.isDeadlocked());
        assertEquals(r.measuredGenerated(), r.measuredDelivered(), "a second delivery would throw; none is lost");
        assertEquals(0, n.checkConservation().droppedFlits());
        MechanismStats m = n.mechanismStats();
        assertEquals(r.routingDeflections(), m.routingDeflections());
        assertTrue(m.outOfOrder() > 0, "deflected worms overtake one another: " + m.outOfOrder());
        assertEquals(0, m.droppedPackets());
    }

    @Test
    void aTimeToLiveDropsWormsAndEveryDroppedFlitIsCounted() {
        Network n = run(Deflection.withTimeToLive(5), 0.8, 5, 10_000, 100_000);
        PacketRecorder r = n.recorder();
        Conservation c = n.checkConservation();
        assertTrue(r.measuredDropped() > 0, "some worms outlive 5 links");
        assertEquals(r.measuredGenerated(), r.measuredDelivered() + r.measuredDropped(), "each measured packet delivered or dropped");
        assertTrue(c.droppedFlits() >= 8 * n.probe().droppedPackets(), c.toString());
        assertEquals(n.generatedPackets() - r.deliveredPackets() - n.probe().droppedPackets(), n.undeliveredPackets(), "dropped packets are not waiting");
        assertEquals(r.measuredDropped(), n.mechanismStats().droppedPackets());
    }

    @Test
    void deflectionIsValidated() {
        assertThrows(IllegalArgumentException.class, () -> new Deflection(true, -1));
        assertThrows(IllegalArgumentException.class, () -> new Deflection(false, 3));
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(16).withVirtualChannels(2).withDeflection(Deflection.on());
        String problems = String.join("; ", cfg.problems(1, 48));
        assertTrue(problems.contains("virtualChannels is 2") && problems.contains("bufferFlits is 16"), problems);
    }
}
