package org.flitlab.routing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.SplittableRandom;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.shortest.ShortestPathRouting;
import org.flitlab.routing.source.SourceRouting;
import org.flitlab.topology.Topology;
import org.junit.jupiter.api.Test;

class ChannelLoadBoundTest {
    private static final double EPS = 1e-9;

    /** Uniform destinations over the other N-1 hosts put N/(N-1) times the all-hosts load on every channel. */
    private static double excludingSelf(int hosts) {
        return hosts / (hosts - 1.0);
    }

    private static boolean isSwitchChannel(Topology t, int c) {
        return t.isSwitch(t.channelSource(c)) && t.isSwitch(t.channelTarget(c));
    }

    @Test
    void xyOnAMeshUnderUniformTrafficLoadsTheBisectionWithKOverFour() {
        // With destinations uniform over all hosts, the x channel between columns c and c+1 carries the
        // (c+1) sources on its left times the fraction (k-c-1)/k of destinations on its right: (c+1)(k-c-1)/k,
        // largest at the bisection c+1 = k/2, where it is k/4. y channels carry the same in the destination's
        // column. Excluding self multiplies by N/(N-1).
        for (int k : new int[] {4, 8}) {
            Topology mesh = TestTopologies.grid(k, k, false, 1);
            RoutingAlgorithm xy = new DimensionOrderFactory("xy", false).create(mesh, 1);
            double[][] uniform = ChannelLoadBound.uniformTraffic(k * k);
            ChannelLoads loads = ChannelLoadBound.loads(mesh, xy, uniform, false);
            double expected = k / 4.0 * excludingSelf(k * k);
            assertEquals(expected, loads.maxLoad(), EPS, "k=" + k);
            assertEquals(expected, loads.load(loads.bottleneckChannel()), EPS);
            assertEquals(1 / expected, loads.saturationLoad(), EPS);
            int src = mesh.channelSource(loads.bottleneckChannel());
            int dst = mesh.channelTarget(loads.bottleneckChannel());
            assertTrue(Set.of(k / 2 - 1, k / 2).contains(src % k) || Set.of(k / 2 - 1, k / 2).contains(src / k),
                    "the bottleneck crosses the bisection: " + src + "->" + dst);
        }
        // with host channels included the bound is unchanged for k=4 (16/15 > 1 = injection load)
        Topology mesh4 = TestTopologies.grid(4, 4, false, 1);
        ChannelLoads withHosts = ChannelLoadBound.loads(mesh4, new DimensionOrderFactory("xy", false).create(mesh4, 1),
                ChannelLoadBound.uniformTraffic(16), true);
        assertEquals(16.0 / 15, withHosts.maxLoad(), EPS);
    }

    @Test
    void shortestPathsOnATorusLoadEveryChannelWithKOverEight() {
        // Mean ring distance for even k, destinations uniform over all: k/4 per dimension, so k/2 hops per
        // packet spread by symmetry over the 4 channels leaving each switch: k/8 each.
        for (int k : new int[] {4, 8}) {
            Topology torus = TestTopologies.grid(k, k, true, 1);
            int n = k * k;
            ChannelLoads loads = ChannelLoadBound.loads(torus, new ShortestPathRouting(torus, 1),
                    ChannelLoadBound.uniformTraffic(n), false);
            double expected = k / 8.0 * excludingSelf(n);
            for (int c = 0; c < torus.channelCount(); c++) {
                assertEquals(isSwitchChannel(torus, c) ? expected : 1.0, loads.load(c), EPS, "k=" + k + " channel " + c);
            }
            assertEquals(expected, loads.maxLoad(), EPS);
        }
    }

    @Test
    void dimensionOrderOnATorusWithPositiveTiesLoadsPositiveChannelsWithKPlusTwoOverEight() {
        // Offsets 1..k/2 go forwards (the tie k/2 too): mean forward hops (1/k) * sum(1..k/2) = (k+2)/8;
        // backwards (1/k) * sum(1..k/2-1) = (k-2)/8. So k/8 holds only when ties are split, as random ties
        // (the default) split them: half of the k/2 tie hops each way.
        for (int k : new int[] {4, 8}) {
            Topology torus = TestTopologies.grid(k, k, true, 1);
            int n = k * k;
            RoutingAlgorithm r = new DimensionOrderFactory("xy", true, RingTie.POSITIVE).create(torus, 2);
            ChannelLoads loads = ChannelLoadBound.loads(torus, r, ChannelLoadBound.uniformTraffic(n), false);
            assertEquals((k + 2) / 8.0 * excludingSelf(n), loads.maxLoad(), EPS, "k=" + k);
            RoutingAlgorithm random = new DimensionOrderFactory("xy", true).create(torus, 2);
            assertEquals(k / 8.0 * excludingSelf(n), ChannelLoadBound.loads(torus, random,
                    ChannelLoadBound.uniformTraffic(n), false).maxLoad(), EPS, "random ties, k=" + k);
            double total = 0;
            for (int c = 0; c < torus.channelCount(); c++) {
                total += isSwitchChannel(torus, c) ? loads.load(c) : 0;
            }
            assertEquals(n * (k / 2.0) * excludingSelf(n), total, 1e-6, "every packet takes its minimal k/2 mean hops");
        }
    }

    @Test
    void transposeOnAMeshWithXyTurnsAtTheDiagonalAndLoadsItsCornerChannelsWithThree() {
        // (x,y) sends to (y,x): x first along row y to the diagonal switch (y,y), then along column y. The x
        // channel into (y,y) from the left carries the y sources left of it: 3 at (3,3); from the right, at
        // (0,0). Leaving the diagonal, column 0 carries the 3 sources of row 0 upwards, column 3 of row 3
        // downwards. Diagonal hosts send nothing.
        Topology mesh = TestTopologies.grid(4, 4, false, 1);
        double[][] transpose = new double[16][16];
        for (int x = 0; x < 4; x++) {
            for (int y = 0; y < 4; y++) {
                if (x != y) {
                    transpose[x + 4 * y][y + 4 * x] = 1;
                }
            }
        }
        ChannelLoads loads = ChannelLoadBound.loads(mesh, new DimensionOrderFactory("xy", false).create(mesh, 1), transpose, true);
        assertEquals(3.0, loads.maxLoad(), EPS);
        int[][] corners = {{14, 15}, {1, 0}, {0, 4}, {15, 11}};
        for (int[] hop : corners) {
            assertEquals(3.0, loads.load(channel(mesh, hop[0], hop[1])), EPS, hop[0] + "->" + hop[1]);
        }
        int b = loads.bottleneckChannel();
        assertTrue(Set.of(channel(mesh, 14, 15), channel(mesh, 1, 0), channel(mesh, 0, 4), channel(mesh, 15, 11)).contains(b));
        assertEquals(1 / 3.0, loads.saturationLoad(), EPS);
    }

    private static int channel(Topology t, int from, int to) {
        for (int p = 0; p < t.portCount(from); p++) {
            if (t.neighbor(from, p) == to) {
                return t.channelOut(from, p);
            }
        }
        throw new AssertionError(from + " is not linked to " + to);
    }

    @Test
    void sourceRoutingIsAveragedOverPreparedPaths() {
        // Every drawn path is minimal, so the total is exact whatever is drawn; by symmetry each switch
        // channel expects k/8 * N/(N-1) = 8/15 on a 4x4 torus.
        Topology torus = TestTopologies.grid(4, 4, true, 1);
        ChannelLoads loads = ChannelLoadBound.loads(torus, new SourceRouting(torus, 1),
                ChannelLoadBound.uniformTraffic(16), false, 200, new SplittableRandom(3));
        double total = 0;
        for (int c = 0; c < torus.channelCount(); c++) {
            if (isSwitchChannel(torus, c)) {
                total += loads.load(c);
                assertEquals(8.0 / 15, loads.load(c), 0.1 * 8 / 15, "channel " + c);
            }
        }
        assertEquals(64 * 8.0 / 15, total, 1e-6);
    }

    @Test
    void aMalformedTrafficMatrixIsRejectedNamingTheEntry() {
        Topology mesh = TestTopologies.grid(2, 2, false, 1);
        RoutingAlgorithm r = new ShortestPathRouting(mesh, 1);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ChannelLoadBound.loads(mesh, r, new double[3][3], false));
        assertEquals("traffic has 3 rows; it must have one per host, 4", e.getMessage());
        double[][] negative = new double[4][4];
        negative[1][2] = -0.5;
        e = assertThrows(IllegalArgumentException.class, () -> ChannelLoadBound.loads(mesh, r, negative, false));
        assertEquals("traffic[1][2] is -0.5; it must be finite and at least 0", e.getMessage());
    }

    @Test
    void trafficToItselfLoadsOnlyTheHostLinks() {
        Topology mesh = TestTopologies.grid(2, 2, false, 1);
        double[][] self = new double[4][4];
        self[2][2] = 0.25;
        ChannelLoads loads = ChannelLoadBound.loads(mesh, new ShortestPathRouting(mesh, 1), self, true);
        int host = mesh.hostNode(2);
        assertEquals(0.25, loads.load(mesh.channelOut(host, 0)), EPS);
        assertEquals(0.25, loads.load(mesh.channelOut(2, mesh.neighborPort(host, 0))), EPS);
        assertEquals(0.25, loads.maxLoad(), EPS);
        assertEquals(0.0, ChannelLoadBound.loads(mesh, new ShortestPathRouting(mesh, 1), self, false).maxLoad(), EPS);
    }
}
