package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.flitlab.routing.RingTie;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.shortest.ShortestPathFactory;
import org.flitlab.routing.valiant.ValiantFactory;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.topology.torus.TorusTopology;
import org.flitlab.traffic.ComplementPattern;
import org.flitlab.traffic.DestinationPattern;
import org.flitlab.traffic.HotSpotPattern;
import org.flitlab.traffic.UniformDistancePattern;
import org.flitlab.traffic.UniformPattern;
import org.junit.jupiter.api.Test;

/** The channel-load bound computed from closed-form traffic matrices, against loads derived by hand. */
class ExactBoundTest {
    private static final Topology MESH = MeshTopology.build(new MeshTopology.Params(8, 8, 1, 1, 0, 0));
    private static final Topology TORUS = TorusTopology.build(new TorusTopology.Params(8, 8, 1, 1, 0, 0));
    private static final DestinationPattern SELF = new UniformPattern(new UniformPattern.Params(true)).create(MESH);

    private static Bound bound(Topology t, RoutingAlgorithm r, DestinationPattern p) {
        return Bounds.compute(t, r, p, 8, 1, new SplittableRandom(1));
    }

    private static RoutingAlgorithm xy(Topology t, RingTie tie) {
        return new DimensionOrderFactory("xy", true, tie).create(t, 2);
    }

    /**
     * x first on an 8 x 8 mesh: the x channel from column 3 to 4 of a row carries the packets of the row's 4 hosts
     * left of it whose destination lies right of it: 4 x 32/64 = 2 with self-traffic, 4 x 32/63 without. The y
     * channel from row 3 to row 4 of column x carries what the 32 hosts of rows 0-3 send to the 4 hosts of rows 4-7
     * in column x: 32 x 4/64 = 2 as well. So the bound is 1/2 and 63/128.
     */
    @Test
    void meshUniformBoundIsOneHalfWithSelfTrafficAnd63Over128Without() {
        Bound with = bound(MESH, xy(MESH, RingTie.RANDOM), SELF);
        assertEquals(0.5, with.throughputBound(), 1e-12);
        assertTrue(with.exact());
        Bound without = bound(MESH, xy(MESH, RingTie.RANDOM), new UniformPattern().create(MESH));
        assertEquals(63.0 / 128, without.throughputBound(), 1e-12);
        assertFalse(without.trafficSampled());
    }

    /**
     * On an 8-ary ring with uniform offsets 0..7 (self-traffic included) a positive channel carries offsets 1, 2
     * and 3 from 1, 2 and 3 sources and the tie offset 4 from 4 sources: (1 + 2 + 3 + 4 t) / 8 per unit load, t
     * the share of ties sent the positive way. Random and balanced ties give t = 1/2, so 1 and the bound 1.0;
     * positive ties give t = 1, 1.25 and the bound 0.8. The y rings see the same offsets.
     */
    @Test
    void torusUniformBoundIsOneWithRandomOrBalancedTiesAndFourFifthsWithPositiveTies() {
        DestinationPattern self = new UniformPattern(new UniformPattern.Params(true)).create(TORUS);
        Bound random = bound(TORUS, xy(TORUS, RingTie.RANDOM), self);
        assertEquals(1.0, random.throughputBound(), 1e-12);
        assertTrue(random.exact(), "random ties are listed, not sampled");
        assertEquals(1.0, bound(TORUS, xy(TORUS, RingTie.BALANCED), self).throughputBound(), 1e-12);
        assertEquals(0.8, bound(TORUS, xy(TORUS, RingTie.POSITIVE), self).throughputBound(), 1e-12);
    }

    /**
     * Minimal adaptive routing on the 8x8 torus, uniform with self-traffic: by translation and reflection symmetry
     * every channel carries the mean, 64 hosts x 4 mean hops / 256 channels = 1, whether ties stay open both ways
     * or are drawn at random per packet (listed exactly).
     */
    @Test
    void shortestPathTorusBoundIsOneWithTiesBothWaysOrRandom() {
        DestinationPattern self = new UniformPattern(new UniformPattern.Params(true)).create(TORUS);
        for (RingTie tie : new RingTie[] {RingTie.BOTH, RingTie.RANDOM}) {
            Bound b = bound(TORUS, new ShortestPathFactory(tie).create(TORUS, 1), self);
            assertEquals(1.0, b.throughputBound(), 1e-12, tie.id());
            assertTrue(b.exact(), tie.id());
        }
    }

    /** Complement on an 8 x 8 mesh: (x, y) -> (7 - x, 7 - y); the 4 hosts of a row left of the middle all cross it. */
    @Test
    void complementBoundIsOneQuarter() {
        Bound b = bound(MESH, xy(MESH, RingTie.RANDOM), new ComplementPattern().create(MESH));
        assertEquals(0.25, b.throughputBound(), 1e-12);
        assertFalse(b.trafficSampled());
    }

    /**
     * Hot spot with fraction f on H hosts: each of the H - 1 other hosts sends f + (1 - f) / (H - 1) of its packets
     * to the hot host, whose ejection channel then carries (H - 1) f + 1 - f per unit load.
     */
    @Test
    void hotSpotBoundIsTheHotEjectionChannelsExactLoad() {
        double f = 0.2;
        int hosts = MESH.hostCount();
        Bound b = bound(MESH, xy(MESH, RingTie.RANDOM), new HotSpotPattern(new HotSpotPattern.Params(27, f)).create(MESH));
        assertEquals(1 / ((hosts - 1) * f + 1 - f), b.throughputBound(), 1e-12);
        assertFalse(b.trafficSampled());
    }

    @Test
    void patternsAndRoutingsWithoutAClosedFormSaySoTheyWereSampled() {
        DestinationPattern distance = new UniformDistancePattern(new UniformDistancePattern.Params(true)).create(MESH);
        Bound sampled = Bounds.compute(MESH, xy(MESH, RingTie.RANDOM), distance, 8, 1, new SplittableRandom(1), 2000);
        assertTrue(sampled.trafficSampled());
        Bound valiant = Bounds.compute(MESH, new ValiantFactory().create(MESH, 2), SELF, 8, 1, new SplittableRandom(1));
        assertTrue(valiant.routesSampled());
        assertFalse(valiant.trafficSampled());
    }
}
