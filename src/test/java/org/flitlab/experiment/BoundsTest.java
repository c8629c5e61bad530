package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.SplittableRandom;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.shortest.ShortestPathFactory;
import org.flitlab.routing.source.SourceFactory;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.topology.torus.TorusTopology;
import org.flitlab.traffic.DestinationPattern;
import org.flitlab.traffic.PermutationPattern;
import org.flitlab.traffic.TransposePattern;
import org.flitlab.traffic.UniformPattern;
import org.junit.jupiter.api.Test;

class BoundsTest {
    private static final double SAMPLED = 0.02;
    private static final double EXACT = 1e-9;

    private static Topology mesh(int k, int linkDelay) {
        return MeshTopology.build(new MeshTopology.Params(k, k, 1, linkDelay, 0, 0));
    }

    private static Topology torus(int k) {
        return TorusTopology.build(new TorusTopology.Params(k, k, 1, 1, 0, 0));
    }

    private static RoutingAlgorithm xy(Topology t) {
        return new DimensionOrderFactory("xy", false).create(t, 1);
    }

    private static boolean isNetworkChannel(Topology t, int c) {
        return t.isSwitch(t.channelSource(c)) && t.isSwitch(t.channelTarget(c));
    }

    @Test
    void uniformTrafficOnAMeshWithXyIsBoundByTheBisectionAtFourOverKTimesNMinusOneOverN() {
        // Bisection argument: with destinations uniform over ALL N hosts, half of the packets of each of the N/2
        // hosts on one side cross the bisection, N/4 flits/tick per unit load; xy spreads them over the k row
        // channels crossing it in each direction, k/4 each, so the bound is 4/k. (The channel between columns c
        // and c+1 carries (c+1)(k-c-1)/k, largest at the middle.) Uniform traffic excludes self: the N-1 other
        // hosts share each host's load, so every network channel carries N/(N-1) times more and the bound is
        // 4/k * (N-1)/N. The matrix is sampled, hence 2%.
        for (int k : new int[] {4, 8}) {
            Topology mesh = mesh(k, 1);
            int n = k * k;
            Bound b = Bounds.compute(mesh, xy(mesh), new UniformPattern().create(mesh), 8, 1, new SplittableRandom(k));
            double expected = 4.0 / k * (n - 1) / n;
            assertEquals(expected, b.throughputBound(), SAMPLED * expected, "k=" + k);
            assertEquals(1 / b.bottleneckLoad(), b.throughputBound(), EXACT);
            assertTrue(isNetworkChannel(mesh, b.bottleneckChannel()), "a network channel limits the mesh");
            int from = mesh.channelSource(b.bottleneckChannel());
            int to = mesh.channelTarget(b.bottleneckChannel());
            Set<Integer> middle = Set.of(k / 2 - 1, k / 2);
            boolean crossesX = middle.contains(from % k) && middle.contains(to % k) && from / k == to / k;
            boolean crossesY = middle.contains(from / k) && middle.contains(to / k) && from % k == to % k;
            assertTrue(crossesX || crossesY, "the bottleneck " + from + "->" + to + " crosses a bisection");
        }
    }

    @Test
    void uniformTrafficOnATorusWithShortestPathsIsBoundAtEightOverKOrByTheHostChannels() {
        // Mean ring distance to a uniform destination over all k positions (k even) is k/4 per dimension, so
        // k/2 links per packet, spread by symmetry over the 4 channels leaving each switch: k/8 per channel per
        // unit load, times N/(N-1) for excluding self; the bound is 8/k * (N-1)/N. For k = 8 that is 0.984. For
        // k = 4 it would be 1.875, above the 1 flit/tick every injection channel carries per unit load: there
        // the host channels are the bottleneck and the bound is 1 (sampled ejection loads wobble about 1).
        Topology t8 = torus(8);
        Bound b8 = Bounds.compute(t8, new ShortestPathFactory().create(t8, 1), new UniformPattern().create(t8), 8, 1,
                new SplittableRandom(8));
        double expected = 8.0 / 8 * 63 / 64;
        assertEquals(expected, b8.throughputBound(), SAMPLED * expected);
        assertTrue(isNetworkChannel(t8, b8.bottleneckChannel()));

        Topology t4 = torus(4);
        Bound b4 = Bounds.compute(t4, new ShortestPathFactory().create(t4, 1), new UniformPattern().create(t4), 8, 1,
                new SplittableRandom(4));
        assertEquals(1.0, b4.throughputBound(), SAMPLED);
        assertFalse(isNetworkChannel(t4, b4.bottleneckChannel()), "a host channel limits the 4x4 torus");
    }

    @Test
    void transposeOnAMeshWithXyLoadsTheDiagonalCornersWithThree() {
        // (x,y) sends to (y,x): along row y to the diagonal switch (y,y), then along column y. The x channel into
        // (3,3) from the left carries the 3 sources left of it in row 3, and so on (ChannelLoadBoundTest); the
        // permutation is exact, so the bound is exactly 1/3.
        Topology mesh = mesh(4, 1);
        Bound b = Bounds.compute(mesh, xy(mesh), new TransposePattern().create(mesh), 8, 1, new SplittableRandom(1));
        assertEquals(3.0, b.bottleneckLoad(), EXACT);
        assertEquals(1 / 3.0, b.throughputBound(), EXACT);
        Set<Integer> corners = Set.of(channel(mesh, 14, 15), channel(mesh, 1, 0), channel(mesh, 0, 4),
                channel(mesh, 15, 11));
        assertTrue(corners.contains(b.bottleneckChannel()), "bottleneck " + b.bottleneckChannel());
    }

    @Test
    void zeroLoadLatencyOfAPermutationIsTheExactMeanOfThePathFormula() {
        // Transpose on a 4x4 mesh with xy: the 12 off-diagonal hosts each cross 2|x-y| network links plus their
        // two host links; a path of L links of delay 2 through L-1 switches of delay 3 has its head after
        // 2L + 3(L-1) ticks and its tail 8-1 ticks later.
        int linkDelay = 2;
        int switchDelay = 3;
        int flits = 8;
        Topology mesh = mesh(4, linkDelay);
        Bound b = Bounds.compute(mesh, xy(mesh), new TransposePattern().create(mesh), flits, switchDelay,
                new SplittableRandom(1));
        double links = 0;
        double head = 0;
        int senders = 0;
        for (int x = 0; x < 4; x++) {
            for (int y = 0; y < 4; y++) {
                if (x != y) {
                    int l = 2 * Math.abs(x - y) + 2;
                    links += l;
                    head += linkDelay * l + switchDelay * (l - 1);
                    senders++;
                }
            }
        }
        assertEquals(12, senders);
        assertEquals(links / senders, b.meanHops(), EXACT);
        assertEquals(head / senders, b.zeroLoadPacketLatency(), EXACT);
        assertEquals(head / senders + flits - 1, b.zeroLoadDeliveryLatency(), EXACT);
    }

    @Test
    void zeroLoadLatencyOfUniformTrafficMatchesTheBruteForceMeanDistanceWithinOnePercent() {
        // Mean over the 16*15 ordered pairs of distinct hosts of the Manhattan distance, plus the 2 host links.
        int k = 4;
        Topology mesh = mesh(k, 1);
        double distance = 0;
        int pairs = 0;
        for (int a = 0; a < k * k; a++) {
            for (int c = 0; c < k * k; c++) {
                if (a != c) {
                    distance += Math.abs(a % k - c % k) + Math.abs(a / k - c / k);
                    pairs++;
                }
            }
        }
        double links = distance / pairs + 2;
        int switchDelay = 1;
        int flits = 16;
        double head = links * 1 + (links - 1) * switchDelay;
        Bound b = Bounds.compute(mesh, xy(mesh), new UniformPattern().create(mesh), flits, switchDelay,
                new SplittableRandom(11));
        assertEquals(links, b.meanHops(), 0.01 * links);
        assertEquals(head, b.zeroLoadPacketLatency(), 0.01 * head);
        assertEquals(head + flits - 1, b.zeroLoadDeliveryLatency(), 0.01 * (head + flits - 1));
        // model.md's form with unit link delay: switches crossed x (switchDelay + linkDelay) + packet length
        assertEquals((b.meanHops() - 1) * (switchDelay + 1) + flits, b.zeroLoadDeliveryLatency(), EXACT);
    }

    @Test
    void sourceRoutingIsDetectedAsRandomAndAveragedOverItsMinimalPaths() {
        // Every path source routing draws is minimal, so the mean hop count of a permutation is exact whatever
        // is drawn: transpose on a 4x4 torus crosses min(d, 4-d) links per dimension, d = |x-y|, plus 2.
        Topology t = torus(4);
        RoutingAlgorithm source = new SourceFactory().create(t, 1);
        DestinationPattern transpose = new TransposePattern().create(t);
        double[][] traffic = Bounds.trafficMatrix(t, transpose, new SplittableRandom(1), 1);
        assertTrue(Bounds.preparesAtRandom(t, source, traffic));
        assertFalse(Bounds.preparesAtRandom(t, new ShortestPathFactory().create(t, 1), traffic));
        Bound b = Bounds.compute(t, source, transpose, 4, 1, new SplittableRandom(5));
        double links = 0;
        for (int x = 0; x < 4; x++) {
            for (int y = 0; y < 4; y++) {
                int d = Math.abs(x - y);
                links += x == y ? 0 : 2 * Math.min(d, 4 - d) + 2;
            }
        }
        assertEquals(links / 12, b.meanHops(), EXACT);
    }

    @Test
    void aPermutationMatrixIsExactAndSilentHostsHaveEmptyRows() {
        Topology mesh = mesh(2, 1);
        double[][] t = Bounds.trafficMatrix(mesh, new PermutationPattern(new int[] {1, 0, 2, 3}),
                new SplittableRandom(1), 1);
        assertEquals(1.0, t[0][1]);
        assertEquals(1.0, t[1][0]);
        assertEquals(0.0, t[2][2]);
        assertEquals(0.0, t[3][0] + t[3][1] + t[3][2] + t[3][3]);
    }

    @Test
    void invalidInputsAreRejectedNamingTheParameter() {
        Topology mesh = mesh(2, 1);
        DestinationPattern uniform = new UniformPattern().create(mesh);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Bounds.compute(mesh, xy(mesh), uniform, 0, 1, new SplittableRandom(1)));
        assertEquals("packetFlits is 0; it must be at least 1", e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Bounds.compute(mesh, xy(mesh), uniform, 4, -1, new SplittableRandom(1)));
        assertEquals("switchDelayTicks is -1; it must be at least 0", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Bounds.compute(mesh, xy(mesh),
                new PermutationPattern(new int[] {0, 1, 2, 3}), 4, 1, new SplittableRandom(1)));
        assertEquals("pattern sends nothing from any of the 4 hosts; there is no traffic to bound", e.getMessage());
    }

    private static int channel(Topology t, int from, int to) {
        for (int p = 0; p < t.portCount(from); p++) {
            if (t.neighbor(from, p) == to) {
                return t.channelOut(from, p);
            }
        }
        throw new AssertionError(from + " is not linked to " + to);
    }
}
