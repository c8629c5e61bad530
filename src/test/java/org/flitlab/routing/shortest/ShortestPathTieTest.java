package org.flitlab.routing.shortest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.flitlab.routing.ProbePacket;
import org.flitlab.routing.RingTie;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.topology.Topology;
import org.flitlab.topology.torus.TorusTopology;
import org.junit.jupiter.api.Test;

/** Shortest-path routing on a torus when a destination is exactly half a ring away. */
class ShortestPathTieTest {
    private static final Topology TORUS = TorusTopology.build(new TorusTopology.Params(8, 8, 1, 1, 0, 0));

    /** The switches the permitted first hops from switch {@code from} lead to. */
    private static Set<Integer> firstHops(ShortestPathRouting r, ProbePacket p) {
        int sw = TORUS.hostSwitch(p.sourceNode());
        RouteCandidates out = new RouteCandidates();
        r.route(sw, TORUS.neighborPort(p.sourceNode(), 0), 0, p, out);
        Set<Integer> next = new HashSet<>();
        for (int i = 0; i < out.size(); i++) {
            next.add(TORUS.neighbor(sw, out.port(i)));
        }
        return next;
    }

    private static ProbePacket packet(int from, int to) {
        return new ProbePacket(TORUS.hostNode(from), TORUS.hostNode(to));
    }

    @Test
    void bothKeepsEveryShortestPathAndTheOthersOneWayPerDimension() {
        // Switch s is (s mod 8, s div 8). From 0 to 36 = (4, 4): x and y are both half a ring away.
        assertEquals(Set.of(1, 7, 8, 56), firstHops(new ShortestPathRouting(TORUS, 1, RingTie.BOTH), packet(0, 36)));
        assertEquals(Set.of(1, 8), firstHops(new ShortestPathRouting(TORUS, 1, RingTie.POSITIVE), packet(0, 36)));
        // From (1, 1) to (5, 5): odd coordinates, so both dimensions go down: to (0, 1) = 8 and (1, 0) = 1.
        assertEquals(Set.of(8, 1), firstHops(new ShortestPathRouting(TORUS, 1, RingTie.BALANCED), packet(9, 45)));
    }

    @Test
    void randomChoosesOneWayPerDimensionAndListsTheChoicesForTheBound() {
        ShortestPathRouting r = new ShortestPathRouting(TORUS, 1, RingTie.RANDOM);
        SplittableRandom random = new SplittableRandom(2);
        Set<Set<Integer>> seen = new HashSet<>();
        for (int i = 0; i < 200; i++) {
            ProbePacket p = packet(0, 36);
            r.prepare(p, random);
            Set<Integer> hops = firstHops(r, p);
            assertEquals(2, hops.size(), "one x way and one y way: " + hops);
            seen.add(hops);
        }
        assertEquals(4, seen.size(), "all four combinations of directions occur");
        assertEquals(4, r.preparedRouteWords(packet(0, 36)).length);
        assertEquals(2, r.preparedRouteWords(packet(0, 35)).length, "(3, 4): only y is a tie");
        assertEquals(1, r.preparedRouteWords(packet(0, 3)).length, "(3, 0): no tie");
        assertTrue(new ShortestPathRouting(TORUS, 1).preparedRouteWords(packet(0, 36)) == null, "both: nothing drawn");
    }
}
