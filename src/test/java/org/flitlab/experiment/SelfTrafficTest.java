package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.flitlab.network.Network;
import org.flitlab.network.NetworkConfig;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.traffic.AddConstantPattern;
import org.flitlab.traffic.BernoulliArrivals;
import org.flitlab.traffic.DestinationPattern;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.TransposePattern;
import org.flitlab.traffic.UniformPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/** Packets a host sends to itself (BookSim's uniform traffic and permutation fixed points). */
class SelfTrafficTest {
    private static final Topology MESH = MeshTopology.build(new MeshTopology.Params(4, 4, 1, 1, 0, 0));

    @Test
    void uniformWithSelfSendsOneNthOfItsPacketsToItselfAndWithoutNone() {
        int hosts = MESH.hostCount();
        DestinationPattern with = new UniformPattern(new UniformPattern.Params(true)).create(MESH);
        DestinationPattern without = new UniformPattern().create(MESH);
        SplittableRandom random = new SplittableRandom(3);
        int draws = 160_000;
        int self = 0;
        int selfWithout = 0;
        for (int i = 0; i < draws; i++) {
            int source = i % hosts;
            self += with.destination(source, random) == source ? 1 : 0;
            selfWithout += without.destination(source, random) == source ? 1 : 0;
        }
        double expected = 1.0 / hosts;
        // Binomial: standard deviation sqrt(p (1 - p) / n) = 0.0006; 4 of them.
        assertEquals(expected, (double) self / draws, 4 * Math.sqrt(expected * (1 - expected) / draws));
        assertEquals(0, selfWithout);
    }

    @Test
    void fixedPointsSendToThemselvesOnlyWhenAsked() {
        DestinationPattern quiet = new TransposePattern().create(MESH);
        DestinationPattern sending = new TransposePattern(new TransposePattern.Params(true)).create(MESH);
        // Host 5 = 01|01 is on the diagonal: transpose maps it to itself.
        assertFalse(quiet.sends(5));
        assertEquals(-1, quiet.destination(5, null));
        assertTrue(sending.sends(5));
        assertEquals(5, sending.destination(5, null));
        assertEquals(4, sending.destination(1, null), "other hosts are unchanged");
    }

    /**
     * Every host sends only to itself (adding 0 is the identity permutation): a packet crosses its injection link,
     * its switch and its ejection link, so alone in the network its head arrives after 2 link delays and one switch
     * delay, its tail length - 1 ticks later; only a host's own packets can be ahead of it.
     */
    @Test
    void aPacketToItselfGoesInjectSwitchEjectAtTheZeroLoadLatency() {
        int length = 8;
        int switchDelay = 3;
        FixedSize size = new FixedSize(length);
        double load = 0.002;
        DestinationPattern identity = new AddConstantPattern(new AddConstantPattern.Params(0, true)).create(MESH);
        Workload w = new Workload(h -> BernoulliArrivals.forOfferedLoad(load, size), size, identity, load);
        Network net = new Network(MESH, NetworkConfig.defaults().withBufferFlits(16).withSwitchDelayTicks(switchDelay),
                new DimensionOrderFactory("xy", true).create(MESH, 1), new RandomIdleSelection(), w, 9);
        RunResult r = new SimulationRun(net, RunControl.quick(500, 2000), 9).run(SimulationListener.NONE, () -> false);
        assertEquals(RunStatus.COMPLETED, r.status());
        assertEquals(2, r.meanHops(), 1e-12, "injection and ejection link only");
        assertEquals(2 + switchDelay + length - 1, r.deliveryLatency().mean(), 0.01 * (2 + switchDelay + length - 1));
        assertEquals(2 + switchDelay, r.packetLatency().min(), 1e-12);
    }
}
