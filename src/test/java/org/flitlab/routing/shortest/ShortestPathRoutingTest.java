package org.flitlab.routing.shortest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RouteWalker;
import org.flitlab.routing.ProbePacket;
import org.flitlab.routing.TestTopologies;
import org.flitlab.topology.Topology;
import org.junit.jupiter.api.Test;

class ShortestPathRoutingTest {

    @Test
    void candidatesAreExactlyTheNeighboursOneHopNearer() {
        for (Topology t : List.of(TestTopologies.grid(4, 4, true, 1), TestTopologies.grid(3, 3, false, 1),
                TestTopologies.hypercube(4), TestTopologies.ring(6))) {
            int[][] dist = RouteWalker.switchDistances(t);
            ShortestPathRouting r = new ShortestPathRouting(t, 1);
            for (int from = 0; from < t.switchCount(); from++) {
                for (int h = 0; h < t.hostCount(); h++) {
                    int to = t.hostSwitch(t.hostNode(h));
                    if (from == to) {
                        continue;
                    }
                    List<Integer> expected = new ArrayList<>();
                    for (int p = 0; p < t.portCount(from); p++) {
                        int n = t.neighbor(from, p);
                        if (t.isSwitch(n) && dist[n][to] == dist[from][to] - 1) {
                            expected.add(p);
                        }
                    }
                    RouteCandidates out = new RouteCandidates();
                    r.route(from, 0, 0, new ProbePacket(t.hostNode(0), t.hostNode(h)), out);
                    List<Integer> got = new ArrayList<>();
                    for (int i = 0; i < out.size(); i++) {
                        got.add(out.port(i));
                    }
                    assertEquals(expected, got, t + " from switch " + from + " to switch " + to);
                }
            }
        }
    }

    @Test
    void everyRouteIsAShortestPath() {
        Topology t = TestTopologies.grid(4, 4, true, 1);
        int[][] dist = RouteWalker.switchDistances(t);
        RouteWalker walker = new RouteWalker(t, new ShortestPathRouting(t, 1), false);
        for (int a = 0; a < t.hostCount(); a++) {
            for (int b = 0; b < t.hostCount(); b++) {
                if (a != b) {
                    for (List<RouteWalker.Hop> route : walker.routes(t.hostNode(a), t.hostNode(b))) {
                        // host link + switch hops + host link
                        assertEquals(dist[t.hostSwitch(t.hostNode(a))][t.hostSwitch(t.hostNode(b))] + 2, route.size());
                    }
                }
            }
        }
        // (0,0) to (2,2) on a 4x4 torus: 2 ways round in x, 2 in y, C(4,2) interleavings
        assertEquals(24, walker.routes(t.hostNode(0), t.hostNode(10)).size());
    }

    @Test
    void hostsInjectOnPortZeroAndAreReachedOnEveryVirtualChannel() {
        Topology t = TestTopologies.grid(3, 3, false, 2);
        ShortestPathRouting r = new ShortestPathRouting(t, 3);
        RouteCandidates out = new RouteCandidates();
        ProbePacket p = new ProbePacket(t.hostNode(0), t.hostNode(1));
        r.route(t.hostNode(0), -1, -1, p, out);
        assertEquals("[0/0, 0/1, 0/2]", out.toString());
        out.clear();
        r.route(0, t.neighborPort(t.hostNode(0), 0), 0, p, out);
        int port = t.neighborPort(t.hostNode(1), 0);
        assertEquals("[" + port + "/0, " + port + "/1, " + port + "/2]", out.toString());
        assertTrue(new ShortestPathFactory().supports(TestTopologies.ring(5)).isEmpty());
    }
}
