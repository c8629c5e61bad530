package org.flitlab.topology.torus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.Link;
import org.flitlab.topology.Node;
import org.flitlab.topology.Topology;
import org.flitlab.topology.TopologyException;
import org.junit.jupiter.api.Test;

class TorusTopologyTest {

    private static Topology torus(int x, int y, int hosts) {
        return TorusTopology.build(new TorusTopology.Params(x, y, hosts, 1, 0, 0));
    }

    /** Switch neighbours of s in port order, one entry per link, so parallel links would show twice. */
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
    void fourByFourTorusWithTwoHostsPerSwitchHas32HostsAnd64Links() {
        Topology t = torus(4, 4, 2);
        assertEquals("torus", t.family());
        assertEquals(16, t.switchCount());
        assertEquals(32, t.hostCount());
        assertEquals(64, t.links().size());
        assertEquals(32, t.switchGraph().edgeSet().size());
        for (int s = 0; s < 16; s++) {
            assertEquals(6, t.portCount(s), "ports of s" + s);
            assertEquals(4, switchNeighbours(t, s).size(), "switch links of s" + s);
            assertEquals(2, t.hostsOf(s).length, "hosts of s" + s);
        }
    }

    @Test
    void everySwitchIsLinkedToItsFourWrappedGridNeighbours() {
        Topology t = torus(5, 4, 1);
        GridShape shape = t.gridShape().orElseThrow();
        assertTrue(shape.wrap());
        for (int s = 0; s < t.switchCount(); s++) {
            int x = shape.coordinate(s, 0);
            int y = shape.coordinate(s, 1);
            List<Integer> expected = new ArrayList<>(List.of(
                    shape.switchAt(new int[] {(x + 1) % 5, y}), shape.switchAt(new int[] {(x + 4) % 5, y}),
                    shape.switchAt(new int[] {x, (y + 1) % 4}), shape.switchAt(new int[] {x, (y + 3) % 4})));
            // Port order is +x, -x, +y, -y when every radix is at least 3.
            assertEquals(expected, switchNeighbours(t, s), "neighbours of s" + s + " at (" + x + "," + y + ")");
        }
    }

    @Test
    void switchIdIsXPlusRadixXTimesY() {
        GridShape shape = torus(5, 4, 1).gridShape().orElseThrow();
        assertEquals(3 + 5 * 2, shape.switchAt(new int[] {3, 2}));
        assertEquals(3, shape.coordinate(13, 0));
        assertEquals(2, shape.coordinate(13, 1));
    }

    @Test
    void ringOfFiveHasFiveSwitchLinksFormingOneCycle() {
        Topology t = torus(5, 1, 1);
        assertEquals(5, t.switchGraph().edgeSet().size());
        for (int s = 0; s < 5; s++) {
            assertEquals(List.of((s + 1) % 5, (s + 4) % 5), switchNeighbours(t, s));
        }
    }

    @Test
    void radixTwoDimensionGetsOneLinkPerPairNotTwo() {
        Topology t = torus(2, 3, 1);
        // x (radix 2): one link in each of 3 rows; y (radix 3): a ring of 3 in each of 2 columns.
        assertEquals(3 + 6, t.switchGraph().edgeSet().size());
        for (int s = 0; s < t.switchCount(); s++) {
            List<Integer> n = switchNeighbours(t, s);
            assertEquals(3, n.size(), "s" + s + " has " + n);
            assertEquals(n.size(), n.stream().distinct().count(), "parallel links at s" + s + ": " + n);
        }
        assertEquals(1, torus(2, 1, 1).switchGraph().edgeSet().size());
    }

    @Test
    void singleSwitchTorusHasOnlyHostLinks() {
        Topology t = torus(1, 1, 3);
        assertEquals(1, t.switchCount());
        assertEquals(3, t.hostCount());
        assertEquals(3, t.links().size());
        assertEquals(0, t.switchGraph().edgeSet().size());
    }

    @Test
    void hostsFollowTheSwitchLinksOnTheirSwitchPorts() {
        Topology t = torus(4, 4, 2);
        int s5 = 5;
        assertArrayEquals(new int[] {4, 5}, t.hostPorts(s5));
        assertArrayEquals(new int[] {t.hostNode(10), t.hostNode(11)}, t.hostsOf(s5));
        assertEquals(s5, t.hostSwitch(t.hostNode(11)));
        assertEquals("h11", t.node(t.hostNode(11)).name());
        assertEquals("s5", t.node(s5).name());
    }

    @Test
    void everyLinkHasTheRequestedDelay() {
        Topology t = TorusTopology.build(new TorusTopology.Params(3, 3, 4, 10, 8, 0));
        for (Link l : t.links()) {
            assertEquals(10, l.delayTicks(), "delay of link " + l.id());
        }
    }

    @Test
    void portLimitIsEnforcedByTheBuilder() {
        TopologyException e = assertThrows(TopologyException.class,
                () -> TorusTopology.build(new TorusTopology.Params(4, 4, 2, 1, 5, 0)));
        assertEquals("'s0' uses 6 ports; its port limit is 5", e.getMessage());
        Topology ok = TorusTopology.build(new TorusTopology.Params(4, 4, 2, 1, 6, 0));
        assertEquals(6, ok.node(0).portLimit());
        assertEquals(Node.UNLIMITED, torus(4, 4, 2).node(0).portLimit());
    }

    @Test
    void an1TorusWithEightServersPlacesThemEveryTenthHost() {
        TorusTopology.Params an1 = TorusTopology.defaults();
        Topology t = TorusTopology.build(new TorusTopology.Params(an1.radixX(), an1.radixY(), an1.hostsPerSwitch(),
                an1.linkDelayTicks(), 12, 8));
        assertEquals(20, t.switchCount());
        assertEquals(80, t.hostCount());
        assertArrayEquals(new int[] {0, 10, 20, 30, 40, 50, 60, 70}, t.serverHosts());
        assertEquals(72, t.clientHosts().length);
        Node third = t.node(t.hostNode(20));
        assertEquals("server2", third.name());
        assertEquals(HostRole.SERVER, third.role());
        assertEquals("h21", t.node(t.hostNode(21)).name());
    }

    @Test
    void defaultsHaveNoServersAndUnitDelay() {
        TorusTopology.Params d = TorusTopology.defaults();
        assertEquals(new TorusTopology.Params(5, 4, 4, 1, 0, 0), d);
        assertEquals(0, TorusTopology.build(d).serverHosts().length);
    }

    @Test
    void badValuesAreRejectedNamingTheParameter() {
        assertMessage("radixX is 0; it must be at least 1", () -> new TorusTopology.Params(0, 4, 1, 1, 0, 0));
        assertMessage("radixY is -2; it must be at least 1", () -> new TorusTopology.Params(4, -2, 1, 1, 0, 0));
        assertMessage("linkDelayTicks is 0; it must be at least 1 tick",
                () -> new TorusTopology.Params(4, 4, 1, 0, 0, 0));
        assertMessage("portLimit is -1; it must be at least 0 (0 means unlimited)",
                () -> new TorusTopology.Params(4, 4, 1, 1, -1, 0));
        assertMessage("servers is 17; it must be at most the number of hosts, 16",
                () -> new TorusTopology.Params(4, 4, 1, 1, 0, 17));
        assertMessage("hostsPerSwitch is 0 on 16 switches, which gives no host; the network needs at least 1 host",
                () -> new TorusTopology.Params(4, 4, 0, 1, 0, 0));
        IllegalArgumentException big = assertThrows(IllegalArgumentException.class,
                () -> new TorusTopology.Params(1000, 1000, 1, 1, 0, 0));
        assertTrue(big.getMessage().startsWith("radixX * radixY is 1000 * 1000 = 1000000 switches; at most 65536"),
                big.getMessage());
    }

    @Test
    void everySwitchAndHostHasALayoutHintOnTheGrid() {
        Topology t = torus(5, 4, 4);
        assertEquals(t.nodeCount(), t.layout().size());
        GridShape shape = t.gridShape().orElseThrow();
        for (int s = 0; s < t.switchCount(); s++) {
            assertEquals(2.0 * shape.coordinate(s, 0), t.layout().get(s).x(), 1e-9);
            assertEquals(2.0 * shape.coordinate(s, 1), t.layout().get(s).y(), 1e-9);
        }
        assertFalse(t.layout().values().stream().distinct().count() < t.nodeCount(), "two nodes drawn on one spot");
    }

    private static void assertMessage(String expected, Runnable r) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, r::run);
        assertEquals(expected, e.getMessage());
    }
}
