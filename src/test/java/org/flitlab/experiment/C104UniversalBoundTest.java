package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.valiant.FirstPhase;
import org.flitlab.routing.valiant.Intermediate;
import org.flitlab.routing.valiant.MultistageOptions;
import org.flitlab.routing.valiant.Phases;
import org.flitlab.routing.valiant.SecondPhase;
import org.flitlab.routing.valiant.ValiantFactory;
import org.flitlab.topology.Topology;
import org.flitlab.topology.multistage.C104MinTopology;
import org.flitlab.traffic.AddConstantPattern;
import org.junit.jupiter.api.Test;

/**
 * The channel-load bound of universal routing on the C104 multistage networks (Table 7.9, issue 18), averaged exactly
 * over the intermediates instead of over sampled draws (the sampled bound of the 1024-way sample said 64%).
 */
class C104UniversalBoundTest {
    private static Topology network(int terminals) {
        return C104MinTopology.build(new C104MinTopology.Params(terminals, 1, 32));
    }

    private static Bound bound(Topology t, RoutingAlgorithm r, int constant) {
        return Bounds.compute(t, r, new AddConstantPattern(new AddConstantPattern.Params(constant)).create(t), 32, 4,
                new SplittableRandom(1));
    }

    private static RoutingAlgorithm universal(Topology t, Intermediate i, FirstPhase f, SecondPhase s) {
        return new ValiantFactory(Phases.VIRTUAL_CHANNELS, new MultistageOptions(i, f, s)).create(t, 1);
    }

    /**
     * A uniformly drawn right-hand switch, the load split equally over parallel links, under any permutation: a left
     * switch's 16 terminals send 16 units up over its 16 uplinks, 1 on each; at 1024 a middle switch forwards the 16
     * it receives over its 16 uplinks, 1 on each. On the way down each destination receives 1 unit, 1/R through each
     * of the R right-hand switches: a right switch's parallel links to the left switch (64, 256) or to the middle switch
     * (1024, 256 destinations x 1/32 over 8 links) carry 1 each, and at 1024 a middle switch's link to a left switch
     * carries its 16 terminals' 1/16. Every channel carries exactly 1: the bound is 100% at every size.
     */
    @Test
    void aUniformRightHandSwitchLoadsEveryChannelExactlyOnce() {
        for (int terminals : new int[] {64, 256, 1024}) {
            for (int constant : new int[] {16, terminals / 2}) {
                Topology t = network(terminals);
                Bound b = bound(t, universal(t, Intermediate.RIGHT_SWITCH, FirstPhase.SELECTION,
                        SecondPhase.SHORTEST_PATHS), constant);
                assertTrue(b.exact(), terminals + " terminals: the intermediates are listed, not sampled");
                assertEquals(1.0, b.bottleneckLoad(), 1e-9, terminals + " terminals, add " + constant);
                assertEquals(1.0, b.throughputBound(), 1e-9);
            }
        }
    }

    /**
     * The 1024-way network with eight centre networks (the other reading of Figure 7.4, half the links): a left
     * switch's 16 terminals send 16 units up its 8 uplinks, 2 on each; a middle switch forwards the 32 it receives over
     * its 16 uplinks, 2 on each; on the way down a left switch receives its 16 units over 8 downlinks. Every channel
     * between switches carries exactly 2: the bound is 1/2, whatever the constant.
     */
    @Test
    void eightCentreNetworksLoadEverySwitchChannelTwiceSoTheBoundIsOneHalf() {
        Topology t = C104MinTopology.build(new C104MinTopology.Params(1024, 1, 32, 8));
        for (int constant : new int[] {16, 512}) {
            Bound b = bound(t, universal(t, Intermediate.RIGHT_SWITCH, FirstPhase.SELECTION,
                    SecondPhase.SHORTEST_PATHS), constant);
            assertTrue(b.exact());
            assertEquals(2.0, b.bottleneckLoad(), 1e-9, "add " + constant);
            assertEquals(0.5, b.throughputBound(), 1e-9);
        }
    }

    /**
     * The centre network read as the intermediate at 1024 and the C104's labels from there: the busiest uplink of a
     * middle switch serves 48 destinations at 1/16 of a terminal's load each, 3 units, a bound of 1/3
     * ({@code CentreNetworkValiantTest} walks it route by route); here through the bound with its 16 intermediates.
     */
    @Test
    void theCentreNetworkWithIntervalLabelsIsBoundAtOneThirdExactly() {
        Topology t = network(1024);
        Bound b = bound(t, universal(t, Intermediate.CENTRE_NETWORK, FirstPhase.SELECTION,
                SecondPhase.INTERVAL_LABELLING), 256);
        assertTrue(b.exact());
        assertEquals(3.0, b.bottleneckLoad(), 1e-9);
        assertEquals(1.0 / 3, b.throughputBound(), 1e-9);
    }

    /** A random header names one of 2048 links per packet: too many to list, so those bounds still say sampled. */
    @Test
    void randomHeadersAreStillSampledAndSaySo() {
        Topology t = network(64);
        Bound b = bound(t, universal(t, Intermediate.RIGHT_SWITCH, FirstPhase.RANDOM_HEADER,
                SecondPhase.SHORTEST_PATHS), 16);
        assertTrue(b.routesSampled());
    }
}
