package org.flitlab.routing.valiant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.flitlab.routing.ChannelLoadBound;
import org.flitlab.routing.ChannelLoads;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.topology.Topology;
import org.flitlab.topology.hypercube.HypercubeTopology;
import org.flitlab.traffic.MiddleSwapPattern;
import org.flitlab.traffic.PermutationPattern;
import org.junit.jupiter.api.Test;

/**
 * The channel-load bound of the C104 cube's middle-dimension swap (section 7.6.1) under e-cube and under universal
 * routing. Loads are flits per tick per unit of offered load per host, over switch-to-switch channels.
 *
 * <p>Universal routing, derived: with e-cube from the highest dimension, a packet from s crosses the dimension-d
 * channel leaving v when s agrees with v below and at d, and the intermediate m agrees with v above d and differs
 * at d. 2^(n-d-1) sources qualify, each with probability 2^-(n-d), so phase 1 puts exactly 1/2 on every channel;
 * phase 2 runs from a uniform m to a permutation's destinations, again 1/2. Every link thus carries 1, twice the
 * uniform-traffic level 2^(n-1)/(2^n-1) because the two virtual networks share it (the C104 had two physical
 * networks, each at the uniform level). Sampling S draws per pair, a channel's load is about Poisson(S)/S.
 */
class ValiantLoadTest {
    private static final int SAMPLES = 400;

    private static Topology cube(int n) {
        return HypercubeTopology.build(new HypercubeTopology.Params(n, 1, 1, 0, 0));
    }

    private static double[][] middleSwap(Topology cube) {
        PermutationPattern pattern = new MiddleSwapPattern().create(cube);
        double[][] traffic = new double[cube.hostCount()][cube.hostCount()];
        for (int h = 0; h < cube.hostCount(); h++) {
            traffic[h][pattern.image(h)] = 1;
        }
        return traffic;
    }

    private static double meanSwitchChannelLoad(Topology t, ChannelLoads loads) {
        double sum = 0;
        int channels = 0;
        for (int c = 0; c < t.channelCount(); c++) {
            if (t.isSwitch(t.channelSource(c)) && t.isSwitch(t.channelTarget(c))) {
                sum += loads.load(c);
                channels++;
            }
        }
        return sum / channels;
    }

    private static void check(int n, double eCubeContention) {
        Topology cube = cube(n);
        double[][] swap = middleSwap(cube);
        RoutingAlgorithm eCube = new DimensionOrderFactory().create(cube, 1);
        assertEquals(eCubeContention, ChannelLoadBound.loads(cube, eCube, swap, false).maxLoad(), 1e-9,
                "the e-cube bottleneck is the middle link shared by a whole sub-cube");
        double uniformLevel = ChannelLoadBound.loads(cube, eCube, ChannelLoadBound.uniformTraffic(cube.hostCount()), false).maxLoad();
        assertEquals((1 << (n - 1)) / ((1 << n) - 1.0), uniformLevel, 1e-9);

        RoutingAlgorithm universal = new ValiantFactory().create(cube, 2);
        ChannelLoads loads = ChannelLoadBound.loads(cube, universal, swap, false, SAMPLES, new SplittableRandom(n));
        assertEquals(1.0, meanSwitchChannelLoad(cube, loads), 0.02, "n/2 + n/2 hops per packet over n links per switch");
        // Poisson(400)/400 has a standard deviation of 0.05; the largest of up to 2048 channels stays within 5 of them.
        assertTrue(loads.maxLoad() < 1.25, "universal max load " + loads.maxLoad());
        assertTrue(loads.maxLoad() < eCubeContention / 3, "well under half the e-cube bottleneck");
        assertTrue(loads.maxLoad() / 2 < 1.25 * uniformLevel, "each virtual network near the uniform-traffic level");
    }

    @Test
    void onThe6CubeTheSwapIs4WayUnderECubeAndNearUniformUnderUniversalRouting() {
        check(6, 4);
    }

    @Test
    void onThe8CubeTheSwapIs8WayUnderECubeAndNearUniformUnderUniversalRouting() {
        check(8, 8);
    }
}
