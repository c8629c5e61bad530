package org.flitlab.routing.fixed;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RouteWalker;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.ProbePacket;
import org.flitlab.routing.TestTopologies;
import org.flitlab.topology.Topology;
import org.junit.jupiter.api.Test;

class FixedRoutingTest {
    private final Topology mesh = TestTopologies.grid(3, 3, false, 1);

    @Test
    void aConfiguredFlowFollowsItsPathEvenWhenItIsNotShortest() {
        List<Integer> snake = List.of(0, 1, 2, 5, 4, 3, 6, 7, 8);
        RoutingAlgorithm r = new FixedFactory(Map.of(new Flow(0, 8), snake)).create(mesh, 1);
        List<List<RouteWalker.Hop>> routes = new RouteWalker(mesh, r, false).routes(mesh.hostNode(0), mesh.hostNode(8));
        assertEquals(1, routes.size());
        assertArrayEquals(snake.stream().mapToInt(Integer::intValue).toArray(), RouteWalker.switchPath(routes.get(0)));
    }

    @Test
    void aPathThatRevisitsASwitchIsFollowedByHopCount() {
        // 1 -> 4 -> 1 -> 2: switch 1 is left towards 4 the first time and towards 2 the second
        List<Integer> loop = List.of(1, 4, 1, 2);
        RoutingAlgorithm r = new FixedFactory(Map.of(new Flow(1, 2), loop)).create(mesh, 1);
        List<List<RouteWalker.Hop>> routes = new RouteWalker(mesh, r, false).routes(mesh.hostNode(1), mesh.hostNode(2));
        assertArrayEquals(new int[] {1, 4, 1, 2}, RouteWalker.switchPath(routes.get(0)));
    }

    @Test
    void otherFlowsFallBackToShortestPaths() {
        RoutingAlgorithm r = new FixedFactory(Map.of(new Flow(0, 8), List.of(0, 1, 2, 5, 8))).create(mesh, 2);
        List<List<RouteWalker.Hop>> routes = new RouteWalker(mesh, r, false).routes(mesh.hostNode(8), mesh.hostNode(0));
        assertEquals(6, routes.size(), "all C(4,2) shortest paths of a 3x3 mesh corner to corner");
        RouteCandidates out = new RouteCandidates();
        r.route(mesh.hostNode(8), -1, -1, new ProbePacket(mesh.hostNode(8), mesh.hostNode(0)), out);
        assertEquals("[0/0, 0/1]", out.toString());
    }

    @Test
    void badPathsAreRejectedNamingTheFlow() {
        assertEquals("fixed route of flow host 0 -> host 8 starts at switch 1; it must start at the source host's switch 0",
                new FixedFactory(Map.of(new Flow(0, 8), List.of(1, 2, 5, 8))).supports(mesh).orElseThrow());
        assertEquals("fixed route of flow host 0 -> host 8 ends at switch 5; it must end at the destination host's switch 8",
                new FixedFactory(Map.of(new Flow(0, 8), List.of(0, 1, 2, 5))).supports(mesh).orElseThrow());
        assertEquals("fixed route of flow host 0 -> host 8: switches 1 and 5 (entries 1 and 2) are not linked; each switch must be linked to the next",
                new FixedFactory(Map.of(new Flow(0, 8), List.of(0, 1, 5, 8))).supports(mesh).orElseThrow());
        assertEquals("fixed route of flow host 0 -> host 8: entry 1 is 9; it must be a switch, 0..8",
                new FixedFactory(Map.of(new Flow(0, 8), List.of(0, 9, 8))).supports(mesh).orElseThrow());
        assertTrue(new FixedFactory(Map.of(new Flow(0, 12), List.of(0))).supports(mesh).orElseThrow().contains("hosts 0..8"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new FixedFactory(Map.of(new Flow(2, 0), List.of())).create(mesh, 1));
        assertTrue(e.getMessage().startsWith("fixed route of flow host 2 -> host 0 is empty"));
        assertThrows(IllegalArgumentException.class, () -> new Flow(-1, 0));
    }
}
