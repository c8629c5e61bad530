package org.flitlab.traffic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.Node;
import org.flitlab.topology.Topology;
import org.flitlab.topology.TopologyBuilder;
import org.junit.jupiter.api.Test;

/** The systematic permutations of the C104 study (seed 001) and the contention it says they create. */
class C104PatternsTest {
    private final SplittableRandom random = new SplittableRandom(1);

    @Test
    void middleSwapGivesFourEightAndSixteenWayContentionOnSixEightAndTenCubes() {
        for (int n : new int[] {6, 8, 10}) {
            Topology cube = TestTopologies.hypercube(n);
            PermutationPattern p = new MiddleSwapPattern().create(cube);
            Map<Long, Integer> use = eCubeLinkUse(p, n);
            int max = use.values().stream().mapToInt(Integer::intValue).max().orElseThrow();
            assertEquals(1 << (n - 2) / 2, max, "contention on the " + n + "-cube");
            // The shared links are exactly the middle-dimension links of the (n-1)-cube on dimensions 1..n-1.
            use.forEach((link, sources) -> {
                if (sources == max) {
                    assertEquals(n / 2, (int) (link % 64), "dimension of a most shared link on the " + n + "-cube");
                }
            });
        }
    }

    @Test
    void middleSwapOnTheSixCubeSendsZeroToNineAndBack() {
        PermutationPattern p = new MiddleSwapPattern().create(TestTopologies.hypercube(6));
        // 0 = 00 0 00 | 0 -> (00, 1, 00) | 1 = 001001.
        assertEquals(0b001001, p.destination(0, random));
        assertEquals(0, p.destination(0b001001, random));
    }

    @Test
    void middleSwapOnAnOddCubeSwapsHighAndLowHalvesAndFlipsTheMiddleBit() {
        assertEquals(0b011_1_101, MiddleSwapPattern.image(0b101_0_011, 7));
        assertEquals(0b101_0_011, MiddleSwapPattern.image(0b011_1_101, 7));
    }

    @Test
    void middleSwapIsAnInvolutionWithoutFixedPointsOnEveryCubeUpToTen() {
        for (int n = 1; n <= 10; n++) {
            for (int s = 0; s < 1 << n; s++) {
                int d = MiddleSwapPattern.image(s, n);
                assertTrue(d != s && d < 1 << n, "image of " + s + " on the " + n + "-cube is " + d);
                assertEquals(s, MiddleSwapPattern.image(d, n));
            }
        }
    }

    @Test
    void middleSwapRefusesAGridThatIsNotACube() {
        Optional<String> why = new MiddleSwapPattern().supports(TestTopologies.grid(4, 4, 1));
        assertTrue(why.orElseThrow().startsWith("the middle-dimension swap needs a binary n-cube"), why.get());
    }

    @Test
    void blockMoveTranslatesEachQuadrantOntoTheOppositeOne() {
        Topology grid = TestTopologies.grid(8, 8, 1);
        PermutationPattern p = new BlockMovePattern().create(grid);
        GridShape g = grid.gridShape().orElseThrow();
        int from = g.switchAt(new int[] {1, 2});
        assertEquals(g.switchAt(new int[] {5, 6}), p.destination(from, random));
        assertEquals(g.switchAt(new int[] {3, 0}), p.destination(g.switchAt(new int[] {7, 4}), random));
        assertEquals(g.switchAt(new int[] {6, 3}), p.destination(g.switchAt(new int[] {2, 7}), random));
    }

    @Test
    void blockMoveContentionIsHalfTheSideInBothDirectionsUnderYThenXRouting() {
        for (int k : new int[] {8, 16}) {
            Topology grid = TestTopologies.grid(k, k, 1);
            Map<Long, Integer> use = yThenXLinkUse(new BlockMovePattern().create(grid), grid.gridShape().orElseThrow());
            int maxX = 0;
            int maxY = 0;
            for (Map.Entry<Long, Integer> e : use.entrySet()) {
                if (e.getKey() % 2 == 0) {
                    maxX = Math.max(maxX, e.getValue());
                } else {
                    maxY = Math.max(maxY, e.getValue());
                }
            }
            assertEquals(k / 2, maxX, "x contention on " + k + " x " + k);
            assertEquals(k / 2, maxY, "y contention on " + k + " x " + k);
        }
    }

    @Test
    void blockMoveKeepsTheHostOrderOnSwitchesWithSeveralHosts() {
        Topology grid = TestTopologies.grid(2, 2, 3);
        PermutationPattern p = new BlockMovePattern().create(grid);
        // Switch 0 (0,0) maps to switch 3 (1,1): hosts 0,1,2 go to 9,10,11.
        assertEquals(9, p.destination(0, random));
        assertEquals(11, p.destination(2, random));
        assertEquals(1, p.destination(10, random));
    }

    @Test
    void blockMoveRefusesAnOddSideAndANonGrid() {
        assertEquals(Optional.of("the grid block move needs an even number of switches along x and y; this grid is 3 x 4"),
                new BlockMovePattern().supports(TestTopologies.grid(3, 4, 1)));
        assertTrue(new BlockMovePattern().supports(TestTopologies.star(4)).orElseThrow().contains("is not a grid"));
        assertThrows(IllegalArgumentException.class, () -> new BlockMovePattern().create(TestTopologies.star(4)));
    }

    @Test
    void switchPatternsRefuseSwitchesWithDifferentHostCounts() {
        TopologyBuilder b = new TopologyBuilder("mesh").gridShape(new GridShape(new int[] {2, 2}, false));
        for (int s = 0; s < 4; s++) {
            b.addSwitch("s" + s, Node.UNLIMITED);
        }
        b.connect(0, 1).connect(2, 3).connect(0, 2).connect(1, 3);
        for (int h = 0; h < 5; h++) {
            b.connect(Math.min(h, 3), b.addHost("h" + h, HostRole.CLIENT));
        }
        assertEquals(Optional.of("the grid block move needs the same number of hosts on every switch;"
                + " switch 's0' has 1 and switch 's3' has 2"), new BlockMovePattern().supports(b.build()));
    }

    @Test
    void shuffleByRotationROnTheEightCubeIsATwoToTheRWayShuffleUnderECubeRouting() {
        Topology cube = TestTopologies.hypercube(8);
        for (int r = 1; r <= 3; r++) {
            PermutationPattern p = new ShufflePattern(new ShufflePattern.Params(r)).create(cube);
            int max = eCubeLinkUse(p, 8).values().stream().mapToInt(Integer::intValue).max().orElseThrow();
            assertEquals(1 << r, max, "rotation " + r);
        }
    }

    @Test
    void shuffleByZeroOrTheFullWidthSendsNothing() {
        Topology cube = TestTopologies.hypercube(8);
        for (int r : new int[] {0, 8}) {
            PermutationPattern p = new ShufflePattern(new ShufflePattern.Params(r)).create(cube);
            for (int h = 0; h < 256; h++) {
                assertFalse(p.sends(h));
                assertEquals(-1, p.destination(h, random));
            }
        }
    }

    @Test
    void addConstantWrapsAroundTheHostCount() {
        PermutationPattern p = new AddConstantPattern(new AddConstantPattern.Params(32)).create(TestTopologies.star(64));
        assertEquals(37, p.destination(5, random));
        assertEquals(8, p.destination(40, random));
        PermutationPattern big = new AddConstantPattern(new AddConstantPattern.Params(69)).create(TestTopologies.star(64));
        assertEquals(3, big.destination(62, random));
    }

    @Test
    void addConstantRefusesANegativeConstant() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new AddConstantPattern.Params(-3));
        assertTrue(e.getMessage().startsWith("constant is -3; it must be at least 0"), e.getMessage());
    }

    /** Directed link -> number of sources whose e-cube path (highest dimension first) uses it; key node*64+dim. */
    private static Map<Long, Integer> eCubeLinkUse(PermutationPattern p, int n) {
        Map<Long, Integer> use = new HashMap<>();
        for (int s = 0; s < p.hostCount(); s++) {
            int d = p.image(s);
            int at = s;
            for (int dim = n - 1; dim >= 0; dim--) {
                if (((at ^ d) >> dim & 1) != 0) {
                    use.merge((long) at * 64 + dim, 1, Integer::sum);
                    at ^= 1 << dim;
                }
            }
        }
        return use;
    }

    /** Directed link -> number of sources routed over it y first, then x; key (switch*4+direction), even = x. */
    private static Map<Long, Integer> yThenXLinkUse(PermutationPattern p, GridShape g) {
        Map<Long, Integer> use = new HashMap<>();
        for (int s = 0; s < p.hostCount(); s++) {
            int d = p.image(s);
            int x = g.coordinate(s, 0);
            int y = g.coordinate(s, 1);
            int tx = g.coordinate(d, 0);
            int ty = g.coordinate(d, 1);
            while (y != ty) {
                int step = ty > y ? 1 : -1;
                use.merge((long) g.switchAt(new int[] {x, y}) * 4 + (step > 0 ? 1 : 3), 1, Integer::sum);
                y += step;
            }
            while (x != tx) {
                int step = tx > x ? 1 : -1;
                use.merge((long) g.switchAt(new int[] {x, y}) * 4 + (step > 0 ? 0 : 2), 1, Integer::sum);
                x += step;
            }
        }
        return use;
    }
}
