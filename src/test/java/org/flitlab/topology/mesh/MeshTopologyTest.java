package org.flitlab.topology.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.HostFan;
import org.flitlab.topology.LayoutHint;
import org.flitlab.topology.Topology;
import org.flitlab.topology.TopologyException;
import org.flitlab.topology.grid.GridWiring;
import org.junit.jupiter.api.Test;

class MeshTopologyTest {

    private static Topology mesh(int x, int y, int hosts, int portLimit) {
        return MeshTopology.build(new MeshTopology.Params(x, y, hosts, 1, portLimit, 0));
    }

    private static List<Integer> switchNeighbours(Topology t, int s) {
        List<Integer> out = new ArrayList<>();
        for (int p = 0; p < t.portCount(s); p++) {
            if (t.isSwitch(t.neighbor(s, p))) {
                out.add(t.neighbor(s, p));
            }
        }
        return out;
    }

    @Test
    void fourByFourMeshHas24SwitchLinks() {
        Topology t = mesh(4, 4, 1, 0);
        assertEquals("mesh", t.family());
        assertEquals(16, t.switchCount());
        assertEquals(16, t.hostCount());
        assertEquals(24, t.switchGraph().edgeSet().size());
        assertEquals(24 + 16, t.links().size());
    }

    @Test
    void cornersHaveTwoLinksEdgesThreeAndInnerSwitchesFour() {
        Topology t = mesh(4, 4, 1, 0);
        GridShape shape = t.gridShape().orElseThrow();
        for (int s = 0; s < t.switchCount(); s++) {
            int x = shape.coordinate(s, 0);
            int y = shape.coordinate(s, 1);
            int borders = (x == 0 || x == 3 ? 1 : 0) + (y == 0 || y == 3 ? 1 : 0);
            assertEquals(4 - borders, switchNeighbours(t, s).size(), "switch links of s" + s);
        }
    }

    @Test
    void everySwitchIsLinkedToExactlyItsGridNeighboursWithoutWrap() {
        Topology t = mesh(5, 3, 1, 0);
        GridShape shape = t.gridShape().orElseThrow();
        assertFalse(shape.wrap());
        for (int s = 0; s < t.switchCount(); s++) {
            int x = shape.coordinate(s, 0);
            int y = shape.coordinate(s, 1);
            List<Integer> expected = new ArrayList<>();
            // Port order: +x, -x, +y, -y, skipping the missing ones at the border.
            if (x + 1 < 5) {
                expected.add(shape.switchAt(new int[] {x + 1, y}));
            }
            if (x > 0) {
                expected.add(shape.switchAt(new int[] {x - 1, y}));
            }
            if (y + 1 < 3) {
                expected.add(shape.switchAt(new int[] {x, y + 1}));
            }
            if (y > 0) {
                expected.add(shape.switchAt(new int[] {x, y - 1}));
            }
            assertEquals(expected, switchNeighbours(t, s), "neighbours of s" + s + " at (" + x + "," + y + ")");
        }
    }

    @Test
    void lineMeshIsAChainNotARing() {
        Topology t = mesh(5, 1, 1, 0);
        assertEquals(4, t.switchGraph().edgeSet().size());
        assertEquals(List.of(1), switchNeighbours(t, 0));
        assertEquals(List.of(3), switchNeighbours(t, 4));
    }

    @Test
    void portLimitCountsLinksAndHostsOfTheBusiestSwitch() {
        // The centre switch s4 of a 3x3 mesh has 4 switch links and 1 host.
        TopologyException e = assertThrows(TopologyException.class, () -> mesh(3, 3, 1, 4));
        assertEquals("'s4' uses 5 ports; its port limit is 4", e.getMessage());
        assertEquals(5, mesh(3, 3, 1, 5).portCount(4));
    }

    @Test
    void defaultsAreTheC104SixtyFourTerminalGrid() {
        Topology t = MeshTopology.build(MeshTopology.defaults());
        assertEquals(64, t.switchCount());
        assertEquals(64, t.hostCount());
        assertEquals(2 * 8 * 7, t.switchGraph().edgeSet().size());
    }

    @Test
    void badRadixIsRejectedNamingIt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new MeshTopology.Params(3, 0, 1, 1, 0, 0));
        assertEquals("radixY is 0; it must be at least 1", e.getMessage());
    }

    @Test
    void everySwitchHasALayoutHintAtItsGridPosition() {
        Topology t = mesh(4, 3, 2, 0);
        GridShape shape = t.gridShape().orElseThrow();
        for (int s = 0; s < t.switchCount(); s++) {
            assertTrue(t.layout().containsKey(s), "layout of s" + s);
            assertEquals(GridWiring.SWITCH_SPACING * shape.coordinate(s, 0), t.layout().get(s).x(), 1e-9);
            assertEquals(GridWiring.SWITCH_SPACING * shape.coordinate(s, 1), t.layout().get(s).y(), 1e-9);
        }
        assertEquals(t.nodeCount(), t.layout().size());
        for (int h = 0; h < t.hostCount(); h++) {
            int node = t.hostNode(h);
            LayoutHint host = t.layout().get(node);
            LayoutHint sw = t.layout().get(t.hostSwitch(node));
            assertEquals(HostFan.RADIUS, Math.hypot(host.x() - sw.x(), host.y() - sw.y()), 1e-9, "h" + h);
        }
    }
}
