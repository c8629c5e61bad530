package org.flitlab.topology.hypercube;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.LayoutHint;
import org.flitlab.topology.Link;
import org.flitlab.topology.Topology;
import org.flitlab.topology.TopologyException;
import org.flitlab.topology.grid.GridWiring;
import org.junit.jupiter.api.Test;

class HypercubeTopologyTest {

    private static Topology cube(int n, int hosts, int portLimit) {
        return HypercubeTopology.build(new HypercubeTopology.Params(n, hosts, 1, portLimit, 0));
    }

    @Test
    void fiveCubeHas32SwitchesAnd80SwitchLinks() {
        Topology t = cube(5, 3, 0);
        assertEquals("hypercube", t.family());
        assertEquals(32, t.switchCount());
        assertEquals(96, t.hostCount());
        assertEquals(80, t.switchGraph().edgeSet().size());
        assertEquals(80 + 96, t.links().size());
        for (int s = 0; s < 32; s++) {
            assertEquals(5, t.switchGraph().degreeOf(s), "switch links of s" + s);
            assertEquals(8, t.portCount(s), "ports of s" + s);
        }
    }

    @Test
    void portDOfEverySwitchLeadsToTheSwitchDifferingInBitD() {
        Topology t = cube(5, 1, 0);
        GridShape shape = t.gridShape().orElseThrow();
        assertTrue(shape.isHypercube());
        for (int s = 0; s < 32; s++) {
            for (int d = 0; d < 5; d++) {
                int n = t.neighbor(s, d);
                assertEquals(s ^ (1 << d), n, "port " + d + " of s" + s);
                for (int e = 0; e < 5; e++) {
                    int expected = shape.coordinate(s, e) ^ (e == d ? 1 : 0);
                    assertEquals(expected, shape.coordinate(n, e), "coordinate " + e + " of s" + n);
                }
            }
            assertEquals(5, t.hostPorts(s)[0]);
        }
    }

    @Test
    void oneCubeIsTwoSwitchesAndOneLink() {
        Topology t = cube(1, 1, 0);
        assertEquals(2, t.switchCount());
        assertEquals(1, t.switchGraph().edgeSet().size());
    }

    @Test
    void fiveCubeWithThreeHostsNeedsEightPorts() {
        TopologyException e = assertThrows(TopologyException.class, () -> cube(5, 3, 7));
        assertEquals("'s0' uses 8 ports; its port limit is 7", e.getMessage());
        assertEquals(8, cube(5, 3, 8).node(31).portLimit());
    }

    @Test
    void an1HypercubeWithNineServersSpreadsThemOverThe96Hosts() {
        Topology t = HypercubeTopology.build(new HypercubeTopology.Params(5, 3, 1, 12, 9));
        assertArrayEquals(new int[] {0, 10, 21, 32, 42, 53, 64, 74, 85}, t.serverHosts());
        assertEquals("server8", t.node(t.hostNode(85)).name());
        assertEquals(HypercubeTopology.defaults(), new HypercubeTopology.Params(5, 3, 1, 0, 0));
    }

    @Test
    void dimensionsOutside1To16AreRejected() {
        assertEquals("dimensions is 0; it must be from 1 to 16", assertThrows(IllegalArgumentException.class,
                () -> new HypercubeTopology.Params(0, 1, 1, 0, 0)).getMessage());
        assertEquals("dimensions is 17; it must be from 1 to 16", assertThrows(IllegalArgumentException.class,
                () -> new HypercubeTopology.Params(17, 1, 1, 0, 0)).getMessage());
        assertEquals(16, new HypercubeTopology.Params(16, 1, 1, 0, 0).dimensions());
    }

    @Test
    void everyLinkHasTheRequestedDelay() {
        Topology t = HypercubeTopology.build(new HypercubeTopology.Params(3, 2, 7, 0, 0));
        for (Link l : t.links()) {
            assertEquals(7, l.delayTicks());
        }
    }

    @Test
    void grayRankInvertsTheGrayCode() {
        for (int b = 0; b < 1024; b++) {
            assertEquals(b, HypercubeTopology.grayRank(b ^ (b >> 1)));
        }
    }

    @Test
    void fiveCubeIsDrawnAsFourCopiesOfTwoNestedSquares() {
        Topology t = cube(5, 1, 0);
        Set<LayoutHint> spots = new HashSet<>();
        for (int copy = 0; copy < 32; copy += 8) {
            // The copy's outer square (switches copy..copy+3) and inner square (copy+4..copy+7) share a centre.
            double cx = 0;
            double cy = 0;
            for (int s = copy; s < copy + 4; s++) {
                cx += t.layout().get(s).x() / 4;
                cy += t.layout().get(s).y() / 4;
            }
            for (int s = copy; s < copy + 4; s++) {
                LayoutHint outer = t.layout().get(s);
                LayoutHint inner = t.layout().get(s + 4);
                spots.add(outer);
                spots.add(inner);
                // The inner corner lies halfway along the spoke from the centre to its outer corner.
                assertEquals((outer.x() - cx) / 2, inner.x() - cx, 1e-9, "s" + (s + 4));
                assertEquals((outer.y() - cy) / 2, inner.y() - cy, 1e-9, "s" + (s + 4));
                assertTrue(t.switchGraph().containsEdge(s, s + 4), "spoke s" + s + "-s" + (s + 4));
            }
        }
        assertEquals(32, spots.size());
    }

    @Test
    void cubesBeyondFiveDimensionsAreAGrayCodeGrid() {
        double step = GridWiring.SWITCH_SPACING;
        for (int s = 0; s < 64; s++) {
            LayoutHint at = HypercubeTopology.position(6, s);
            assertTrue(at.x() >= 0 && at.x() <= 7 * step && at.y() >= 0 && at.y() <= 7 * step, "s" + s + " " + at);
        }
    }
}
