package org.flitlab.topology.custom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.LayoutHint;
import org.flitlab.topology.Link;
import org.flitlab.topology.Node;
import org.flitlab.topology.Topology;
import org.flitlab.topology.TopologyException;
import org.junit.jupiter.api.Test;

class CustomTopologyTest {

    /** A triangle of switches with a tail: alpha-beta-gamma-alpha, gamma-delta. */
    private static final List<SwitchSpec> SWITCHES = List.of(new SwitchSpec("alpha", 12), new SwitchSpec("beta"),
            new SwitchSpec("gamma"), new SwitchSpec("delta"));
    private static final List<LinkSpec> LINKS = List.of(new LinkSpec("alpha", "beta", 3, 22.5),
            new LinkSpec("beta", "gamma"), new LinkSpec("gamma", "alpha"), new LinkSpec("gamma", "delta"));
    private static final List<HostSpec> HOSTS = List.of(new HostSpec("c0", "alpha"), new HostSpec("c1", "delta"),
            new HostSpec("files", "beta", HostRole.SERVER), new HostSpec("c2", "alpha", null));

    private static CustomTopology.Params params(List<SwitchSpec> s, List<HostSpec> h, List<LinkSpec> l) {
        return new CustomTopology.Params(s, h, l, Map.of());
    }

    private static String message(Runnable r) {
        return assertThrows(IllegalArgumentException.class, r::run).getMessage();
    }

    @Test
    void buildsTheListedNodesInListOrder() {
        Topology t = CustomTopology.build(params(SWITCHES, HOSTS, LINKS));
        assertEquals("custom", t.family());
        assertEquals(4, t.switchCount());
        assertEquals(4, t.hostCount());
        assertEquals(8, t.links().size());
        assertEquals(4, t.switchGraph().edgeSet().size());
        assertEquals("gamma", t.node(2).name());
        assertEquals("files", t.node(t.hostNode(2)).name());
        assertArrayEquals(new int[] {2}, t.serverHosts());
        assertEquals(HostRole.CLIENT, t.node(t.hostNode(3)).role());
        assertEquals(12, t.node(0).portLimit());
        assertEquals(Node.UNLIMITED, t.node(1).portLimit());
        int[] degrees = {2, 2, 3, 1};
        for (int s = 0; s < 4; s++) {
            assertEquals(degrees[s], t.switchGraph().degreeOf(s), "switch links of " + t.node(s).name());
        }
        // alpha's ports: its two links in list order, then its hosts c0 and c2.
        assertEquals(1, t.neighbor(0, 0));
        assertEquals(2, t.neighbor(0, 1));
        assertArrayEquals(new int[] {t.hostNode(0), t.hostNode(3)}, t.hostsOf(0));
    }

    @Test
    void linkDelayAndLengthAreKept() {
        Topology t = CustomTopology.build(params(SWITCHES, HOSTS, LINKS));
        Link first = t.link(0);
        assertEquals(3, first.delayTicks());
        assertEquals(22.5, first.lengthMeters(), 0);
        assertEquals(1, t.link(1).delayTicks());
    }

    @Test
    void unknownSwitchInALinkIsNamedWithTheNearestKnownSwitchFirst() {
        List<LinkSpec> links = List.of(new LinkSpec("alpha", "beta"), new LinkSpec("gamma", "deltta"));
        String m = message(() -> params(SWITCHES, HOSTS, links));
        assertTrue(m.startsWith("link 1 (gamma -> deltta) names switch 'deltta', which does not exist; "
                + "known switches, nearest first: delta, "), m);
    }

    @Test
    void hostOnAnUnknownSwitchIsNamed() {
        List<HostSpec> hosts = List.of(new HostSpec("c0", "alpha"), new HostSpec("c9", "bet"));
        String m = message(() -> params(SWITCHES, hosts, LINKS));
        assertTrue(m.startsWith("host 'c9' is on switch 'bet', which does not exist; known switches, nearest first: "
                + "beta, "), m);
    }

    @Test
    void aLinkToAHostIsRejected() {
        List<LinkSpec> links = List.of(new LinkSpec("alpha", "c0"));
        String m = message(() -> params(SWITCHES, HOSTS, links));
        assertTrue(m.startsWith("link 0 (alpha -> c0) names host 'c0'"), m);
    }

    @Test
    void aHostOnAHostIsRejected() {
        List<HostSpec> hosts = List.of(new HostSpec("c0", "alpha"), new HostSpec("c1", "c0"));
        assertTrue(message(() -> params(SWITCHES, hosts, LINKS)).startsWith("host 'c1' is on 'c0', which is a host"));
    }

    @Test
    void duplicateNamesAreRejected() {
        List<HostSpec> hosts = List.of(new HostSpec("beta", "alpha"));
        assertEquals("two nodes are named 'beta'; switch and host names must be unique",
                message(() -> params(SWITCHES, hosts, LINKS)));
    }

    @Test
    void emptyListsAndBadSpecsAreRejected() {
        assertEquals("switches is empty; a custom topology needs at least 1 switch",
                message(() -> params(List.of(), HOSTS, LINKS)));
        assertEquals("hosts is empty; a custom topology needs at least 1 host",
                message(() -> params(SWITCHES, List.of(), LINKS)));
        assertEquals("delayTicks of link a -> b is 0; it must be at least 1 tick",
                message(() -> new LinkSpec("a", "b", 0, 0)));
        assertEquals("lengthMeters of link a -> b is -1.0; it must be a finite number of at least 0",
                message(() -> new LinkSpec("a", "b", 1, -1)));
        assertEquals("link a -> a joins 'a' to itself; a link must join two different switches",
                message(() -> new LinkSpec("a", "a")));
        assertEquals("portLimit of switch 's' is -3; it must be at least 0 (0 means unlimited)",
                message(() -> new SwitchSpec("s", -3)));
        assertEquals("host name is blank (' '); give a non-empty name", message(() -> new HostSpec(" ", "s")));
        assertEquals("switchName of host 'h' is missing; give a name", message(() -> new HostSpec("h", null)));
    }

    @Test
    void disconnectedTopologyIsRejectedNamingANode() {
        List<LinkSpec> links = List.of(new LinkSpec("alpha", "beta"), new LinkSpec("gamma", "delta"));
        TopologyException e = assertThrows(TopologyException.class,
                () -> CustomTopology.build(params(SWITCHES, HOSTS, links)));
        assertTrue(e.getMessage().startsWith("the topology is not connected: '"), e.getMessage());
        long named = SWITCHES.stream().filter(s -> e.getMessage().contains("'" + s.name() + "'")).count()
                + HOSTS.stream().filter(h -> e.getMessage().contains("'" + h.name() + "'")).count();
        assertEquals(2, named, e.getMessage());
    }

    @Test
    void switchPortLimitIsEnforced() {
        List<SwitchSpec> switches = List.of(new SwitchSpec("alpha", 3), new SwitchSpec("beta"),
                new SwitchSpec("gamma"), new SwitchSpec("delta"));
        TopologyException e = assertThrows(TopologyException.class,
                () -> CustomTopology.build(params(switches, HOSTS, LINKS)));
        assertEquals("'alpha' uses 4 ports; its port limit is 3", e.getMessage());
    }

    @Test
    void givenPositionsAreKeptAndEveryOtherNodeGetsOne() {
        Map<String, LayoutHint> at = Map.of("alpha", new LayoutHint(0, 0), "beta", new LayoutHint(4, 0),
                "c1", new LayoutHint(9, 9));
        Topology t = CustomTopology.build(new CustomTopology.Params(SWITCHES, HOSTS, LINKS, at));
        assertEquals(t.nodeCount(), t.layout().size());
        assertEquals(new LayoutHint(4, 0), t.layout().get(1));
        assertEquals(new LayoutHint(9, 9), t.layout().get(t.hostNode(1)));
        // gamma and delta had none: a row below the given switches.
        assertEquals(new LayoutHint(0, 2), t.layout().get(2));
        assertEquals(new LayoutHint(2, 2), t.layout().get(3));
        assertEquals(t.nodeCount(), new HashSet<>(t.layout().values()).size());
    }

    @Test
    void withoutPositionsSwitchesAreDrawnOnACircle() {
        Topology t = CustomTopology.build(params(SWITCHES, HOSTS, LINKS));
        assertEquals(t.nodeCount(), t.layout().size());
        for (int s = 0; s < 4; s++) {
            LayoutHint p = t.layout().get(s);
            assertEquals(2.0, Math.hypot(p.x(), p.y()), 1e-9, t.node(s).name());
        }
        assertEquals(t.nodeCount(), new HashSet<>(t.layout().values()).size());
    }

    @Test
    void positionOfAnUnknownNodeIsRejected() {
        Map<String, LayoutHint> at = Map.of("gama", new LayoutHint(0, 0));
        String m = message(() -> new CustomTopology.Params(SWITCHES, HOSTS, LINKS, at));
        assertTrue(m.startsWith("positions names 'gama', which is neither a switch nor a host; "
                + "known switches, nearest first: gamma, "), m);
    }

    @Test
    void longSwitchListsAreCutInMessages() {
        KnownSwitches known = new KnownSwitches(List.of("s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8",
                "s9", "s10", "s11"));
        assertEquals("known switches, nearest first: s11, s1, s10, s0, s2, s3, s4, s5 (and 4 more)",
                known.nearestTo("s11"));
        assertEquals(3, KnownSwitches.editDistance("kitten", "sitting"));
    }

    @Test
    void defaultsAreTwoSwitchesWithAClientAndAServer() {
        Topology t = CustomTopology.build(CustomTopology.defaults());
        assertEquals(2, t.switchCount());
        assertEquals(3, t.links().size());
        assertArrayEquals(new int[] {1}, t.serverHosts());
        assertEquals(1, t.hostSwitch(t.hostNode(1)));
    }
}
