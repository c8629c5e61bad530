package org.flitlab.routing.source;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RouteWalker;
import org.flitlab.routing.ProbePacket;
import org.flitlab.routing.TestTopologies;
import org.flitlab.topology.Topology;
import org.junit.jupiter.api.Test;

class SourceRoutingTest {

    @Test
    void everyShortestPathIsDrawnEquallyOften() {
        // 3x3 mesh, corner (0,0) to corner (2,2): C(4,2) = 6 shortest paths. Drawing per hop would give the
        // two paths along the edges 1/4 each; drawing per path gives every one 1/6. (A 3x3 torus has at most
        // 2 shortest paths per pair, so the mesh corner pair is the 6-path case.)
        Topology mesh = TestTopologies.grid(3, 3, false, 1);
        SourceRouting r = new SourceRouting(mesh, 1);
        assertEquals(6.0, r.shortestPathCount(0, 8));
        SplittableRandom random = new SplittableRandom(42);
        Map<String, Integer> seen = new HashMap<>();
        for (int i = 0; i < 60000; i++) {
            ProbePacket p = new ProbePacket(mesh.hostNode(0), mesh.hostNode(8));
            r.prepare(p, random);
            List<List<RouteWalker.Hop>> routes = new RouteWalker(mesh, r, false).routes(p);
            assertEquals(1, routes.size());
            seen.merge(Arrays.toString(RouteWalker.switchPath(routes.get(0))), 1, Integer::sum);
        }
        assertEquals(6, seen.size());
        for (Map.Entry<String, Integer> e : seen.entrySet()) {
            assertEquals(10000, e.getValue(), 500, e.getKey());
        }
    }

    @Test
    void pathCountsMultiplyTheWaysRoundATorus() {
        Topology torus = TestTopologies.grid(4, 4, true, 1);
        SourceRouting r = new SourceRouting(torus, 1);
        assertEquals(24.0, r.shortestPathCount(0, 10), "(0,0)->(2,2): 2 ways in x, 2 in y, C(4,2) orders");
        assertEquals(6.0, r.shortestPathCount(0, 6), "(0,0)->(2,1): 2 ways in x, C(3,1) orders");
        assertEquals(1.0, r.shortestPathCount(5, 5));
        Topology torus3 = TestTopologies.grid(3, 3, true, 4);
        assertEquals(2.0, new SourceRouting(torus3, 1).shortestPathCount(0, 4));
    }

    @Test
    void routeAnswersThePortStoredForTheCurrentHop() {
        Topology torus = TestTopologies.grid(3, 3, true, 4);
        SourceRouting r = new SourceRouting(torus, 2);
        ProbePacket p = new ProbePacket(torus.hostNode(0), torus.hostNode(17)); // switch 0 to switch 4
        r.prepare(p, new SplittableRandom(7));
        int[] route = p.sourceRoute();
        assertEquals(3, route.length, "two switch hops and the port to the host");
        assertEquals(torus.neighborPort(torus.hostNode(17), 0), route[2]);
        RouteCandidates out = new RouteCandidates();
        r.route(torus.hostNode(0), -1, -1, p, out);
        assertEquals("[0/0, 0/1]", out.toString());
        p.setHopsTaken(2);
        out.clear();
        int second = torus.neighbor(0, route[0]);
        r.route(second, 0, 0, p, out);
        assertEquals("[" + route[1] + "/0, " + route[1] + "/1]", out.toString());
    }
}
