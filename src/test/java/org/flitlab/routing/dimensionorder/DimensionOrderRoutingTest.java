package org.flitlab.routing.dimensionorder;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.flitlab.routing.RouteWalker;
import org.flitlab.routing.RouteWalker.Hop;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.TestTopologies;
import org.flitlab.topology.Topology;
import org.jgrapht.Graph;
import org.jgrapht.alg.cycle.CycleDetector;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;

class DimensionOrderRoutingTest {

    private static int[] onlyRoute(Topology t, RoutingAlgorithm r, int fromSwitch, int toSwitch) {
        List<List<Hop>> routes = new RouteWalker(t, r, false).routes(t.hostNode(fromSwitch), t.hostNode(toSwitch));
        assertEquals(1, routes.size(), "dimension order is deterministic");
        return RouteWalker.switchPath(routes.get(0));
    }

    @Test
    void xyOnAMeshCorrectsXFirstAndYxCorrectsYFirst() {
        Topology mesh = TestTopologies.grid(4, 4, false, 1);
        // (0,0) = switch 0 to (2,3) = switch 2 + 4*3 = 14
        assertArrayEquals(new int[] {0, 1, 2, 6, 10, 14}, onlyRoute(mesh, new DimensionOrderFactory("xy", false).create(mesh, 1), 0, 14));
        assertArrayEquals(new int[] {0, 4, 8, 12, 13, 14}, onlyRoute(mesh, new DimensionOrderFactory("yx", false).create(mesh, 1), 0, 14));
        assertArrayEquals(new int[] {14, 13, 12, 8, 4, 0}, onlyRoute(mesh, new DimensionOrderFactory("xy", false).create(mesh, 1), 14, 0));
    }

    @Test
    void eCubeCorrectsTheHighestDimensionFirst() {
        Topology cube = TestTopologies.hypercube(3);
        assertArrayEquals(new int[] {0, 4, 6, 7}, onlyRoute(cube, new DimensionOrderFactory().create(cube, 1), 0, 7));
        assertArrayEquals(new int[] {5, 1, 3, 2}, onlyRoute(cube, new DimensionOrderFactory().create(cube, 1), 5, 2));
    }

    @Test
    void aTorusGoesTheShorterWayRoundAndThePositiveWayOnATie() {
        Topology torus = TestTopologies.grid(5, 4, true, 1);
        RoutingAlgorithm r = new DimensionOrderFactory("xy", true).create(torus, 2);
        assertArrayEquals(new int[] {0, 4, 3}, onlyRoute(torus, r, 0, 3), "x: 0 to 3 of 5 is 2 hops back");
        assertArrayEquals(new int[] {0, 5, 10}, onlyRoute(torus, r, 0, 10), "y: 0 to 2 of 4 is a tie, taken forwards");
    }

    @Test
    void theDatelineSwitchesToClassOneExactlyOnTheWrapLinkAndNeverBack() {
        Topology ring = TestTopologies.grid(4, 1, true, 1);
        for (int vcs : new int[] {2, 4}) {
            RouteWalker walker = new RouteWalker(ring, new DimensionOrderFactory().create(ring, vcs), true);
            Set<List<Integer>> crossing = new HashSet<>();
            for (int a = 0; a < 4; a++) {
                for (int b = 0; b < 4; b++) {
                    if (a == b) {
                        continue;
                    }
                    for (List<Hop> route : walker.routes(ring.hostNode(a), ring.hostNode(b))) {
                        boolean crossed = false;
                        for (Hop hop : route.subList(1, route.size() - 1)) {
                            int next = ring.channelTarget(hop.channel());
                            boolean wrap = (hop.node() == 3 && next == 0) || (hop.node() == 0 && next == 3);
                            if (wrap) {
                                crossing.add(List.of(a, b));
                            }
                            crossed |= wrap;
                            assertEquals(crossed ? 1 : 0, hop.vc() >= vcs / 2 ? 1 : 0, a + "->" + b + " " + route);
                        }
                    }
                }
            }
            // forwards (1 or 2 ahead): 3->0, 2->0 and 3->1 cross 3->0; backwards (3 ahead): only 0->3 crosses 0->3
            assertEquals(Set.of(List.of(3, 0), List.of(2, 0), List.of(3, 1), List.of(0, 3)), crossing);
        }
    }

    @Test
    void aPacketTurningIntoTheNextDimensionStartsAgainInClassZero() {
        Topology torus = TestTopologies.grid(4, 4, true, 1);
        RouteWalker walker = new RouteWalker(torus, new DimensionOrderFactory("xy", true).create(torus, 2), true);
        // (3,0) to (1,2): x 3->0 (wrap) ->1 in class 1, then y 0->1->2 in class 0
        List<List<Hop>> routes = walker.routes(torus.hostNode(3), torus.hostNode(9));
        assertEquals(4, routes.size(), "any virtual channel on the host links, one per switch hop");
        for (List<Hop> route : routes) {
            List<Hop> hops = route.subList(1, route.size() - 1);
            assertArrayEquals(new int[] {3, 0, 1, 5}, hops.stream().mapToInt(Hop::node).toArray());
            assertArrayEquals(new int[] {1, 1, 0, 0}, hops.stream().mapToInt(Hop::vc).toArray());
        }
    }

    @Test
    void theChannelDependencyGraphOfATorusIsAcyclicOnlyWithTheDateline() {
        Topology torus = TestTopologies.grid(4, 4, true, 1);
        assertFalse(hasDependencyCycle(torus, new DimensionOrderFactory("descending", true).create(torus, 2), 2));
        assertFalse(hasDependencyCycle(torus, new DimensionOrderFactory("xy", true).create(torus, 2), 2));
        assertTrue(hasDependencyCycle(torus, new DimensionOrderFactory("descending", false).create(torus, 2), 2));
        Topology mesh = TestTopologies.grid(4, 4, false, 1);
        assertFalse(hasDependencyCycle(mesh, new DimensionOrderFactory("xy", false).create(mesh, 1), 1));
    }

    /** Vertices are (channel, vc); an edge joins each hop to the next on every permitted route. */
    private static boolean hasDependencyCycle(Topology t, RoutingAlgorithm r, int vcs) {
        Graph<Integer, DefaultEdge> g = new DefaultDirectedGraph<>(DefaultEdge.class);
        RouteWalker walker = new RouteWalker(t, r, true);
        for (int a = 0; a < t.hostCount(); a++) {
            for (int b = 0; b < t.hostCount(); b++) {
                if (a != b) {
                    for (List<Hop> route : walker.routes(t.hostNode(a), t.hostNode(b))) {
                        for (int i = 1; i < route.size(); i++) {
                            int from = route.get(i - 1).channel() * vcs + route.get(i - 1).vc();
                            int to = route.get(i).channel() * vcs + route.get(i).vc();
                            g.addVertex(from);
                            g.addVertex(to);
                            g.addEdge(from, to);
                        }
                    }
                }
            }
        }
        return new CycleDetector<>(g).detectCycles();
    }

    @Test
    void virtualChannelsRequiredAreTwoOnlyOnATorusWithADateline() {
        Topology torus = TestTopologies.grid(4, 4, true, 1);
        Topology mesh = TestTopologies.grid(4, 4, false, 1);
        assertEquals(2, new DimensionOrderFactory("xy", true).create(torus, 2).virtualChannelsRequired());
        assertEquals(1, new DimensionOrderFactory("xy", false).create(torus, 1).virtualChannelsRequired());
        assertEquals(1, new DimensionOrderFactory("xy", true).create(mesh, 1).virtualChannelsRequired());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new DimensionOrderFactory("xy", true).create(torus, 1));
        assertEquals("virtualChannels is 1; dimension order with a dateline on a torus needs at least 2", e.getMessage());
    }

    @Test
    void topologiesWithoutAGridShapeAreRefusedWithAReason() {
        assertEquals("dimension order needs a grid, torus or cube; ring has no grid shape",
                new DimensionOrderFactory().supports(TestTopologies.ring(6)).orElseThrow());
        assertTrue(new DimensionOrderFactory().supports(TestTopologies.hypercube(3)).isEmpty());
        assertTrue(new DimensionOrderFactory().supports(TestTopologies.grid(2, 3, true, 2)).isEmpty());
        assertThrows(IllegalArgumentException.class, () -> new DimensionOrderFactory("zx", true));
    }
}
