package org.flitlab.routing.updown;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;
import org.flitlab.routing.ChannelLoadBound;
import org.flitlab.routing.ChannelLoads;
import org.flitlab.routing.RouteWalker;
import org.flitlab.routing.TestTopologies;
import org.flitlab.routing.shortest.ShortestPathRouting;
import org.flitlab.topology.Topology;
import org.junit.jupiter.api.Test;

class UpDownRoutingTest {

    /** Levels from switch 0 by a plain breadth-first search. */
    private static int[] levels(Topology t) {
        return RouteWalker.switchDistances(t)[0];
    }

    private static boolean up(int[] level, int from, int to) {
        return level[to] < level[from] || (level[to] == level[from] && to < from);
    }

    /** Shortest legal hops between all switch pairs, by breadth-first search over (switch, has gone down). */
    private static int[][] legalDistances(Topology t, int[] level) {
        int s = t.switchCount();
        int[][] result = new int[s][s];
        for (int from = 0; from < s; from++) {
            int[] dist = new int[2 * s];
            Arrays.fill(dist, -1);
            dist[2 * from] = 0;
            ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(2 * from));
            while (!queue.isEmpty()) {
                int state = queue.poll();
                int v = state / 2;
                for (int p = 0; p < t.portCount(v); p++) {
                    int n = t.neighbor(v, p);
                    boolean isUp = t.isSwitch(n) && up(level, v, n);
                    if (!t.isSwitch(n) || (state % 2 == 1 && isUp)) {
                        continue;
                    }
                    int next = 2 * n + (isUp ? state % 2 : 1);
                    if (dist[next] < 0) {
                        dist[next] = dist[state] + 1;
                        queue.add(next);
                    }
                }
            }
            for (int to = 0; to < s; to++) {
                int a = dist[2 * to];
                int b = dist[2 * to + 1];
                result[from][to] = a < 0 ? b : b < 0 ? a : Math.min(a, b);
            }
        }
        return result;
    }

    @Test
    void upDownNeverGoesUpAfterDownAndTakesTheShortestLegalRoutes() {
        for (Topology t : List.of(TestTopologies.grid(4, 4, true, 1), TestTopologies.grid(3, 3, false, 1),
                TestTopologies.hypercube(4), TestTopologies.ring(6))) {
            UpDownRouting r = new UpDownRouting(t, 0, 1);
            int[] level = levels(t);
            int[][] legal = legalDistances(t, level);
            RouteWalker walker = new RouteWalker(t, r, false);
            for (int a = 0; a < t.hostCount(); a++) {
                for (int b = 0; b < t.hostCount(); b++) {
                    if (a == b) {
                        continue;
                    }
                    List<List<RouteWalker.Hop>> routes = walker.routes(t.hostNode(a), t.hostNode(b));
                    assertFalse(routes.isEmpty());
                    for (List<RouteWalker.Hop> route : routes) {
                        int[] path = RouteWalker.switchPath(route);
                        boolean goneDown = false;
                        for (int i = 1; i < path.length; i++) {
                            boolean isUp = up(level, path[i - 1], path[i]);
                            assertFalse(goneDown && isUp, t + ": " + Arrays.toString(path) + " goes up after down");
                            goneDown |= !isUp;
                        }
                        assertTrue(r.isLegal(path));
                        assertEquals(legal[path[0]][path[path.length - 1]], path.length - 1, t + " " + Arrays.toString(path));
                    }
                }
            }
        }
    }

    @Test
    void levelsAndDirectionsFollowTheSpanningTreeWithTiesToTheLowerId() {
        Topology ring5 = TestTopologies.ring(5);
        UpDownRouting r = new UpDownRouting(ring5, 0, 1);
        assertArrayEquals(new int[] {0, 1, 2, 2, 1}, new int[] {r.level(0), r.level(1), r.level(2), r.level(3), r.level(4)});
        // switches 2 and 3 are both at level 2: the link points up to switch 2
        assertTrue(r.isUp(3, portTowards(ring5, 3, 2)));
        assertFalse(r.isUp(2, portTowards(ring5, 2, 3)));
        assertTrue(r.isUp(1, portTowards(ring5, 1, 0)));
        assertFalse(r.isUp(0, portTowards(ring5, 0, 1)));
        assertFalse(r.isUp(1, ring5.neighborPort(ring5.hostNode(1), 0)), "towards a host is down");
        assertEquals(0, r.root());
        assertFalse(r.isLegal(new int[] {4, 3, 2}), "4->3 goes down, 3->2 goes up");
        assertTrue(r.isLegal(new int[] {1, 2, 3}), "1->2 and 2->3 both go down");
        assertTrue(r.isLegal(new int[] {3, 2, 1, 0, 4}));
        assertThrows(IllegalArgumentException.class, () -> r.isLegal(new int[] {0, 2}));
    }

    private static int portTowards(Topology t, int from, int to) {
        for (int p = 0; p < t.portCount(from); p++) {
            if (t.neighbor(from, p) == to) {
                return p;
            }
        }
        throw new AssertionError(from + " is not linked to " + to);
    }

    @Test
    void onARingOfSixOnlyTheTwoPairsAcrossTheDeepestSwitchGoTheLongWay() {
        // levels 0,1,2,3,2,1: 2->3->4 would go down then up, so 2<->4 take 2->1->0->5->4 (4 hops instead of 2)
        Topology t = TestTopologies.ring(6);
        UpDownRouting r = new UpDownRouting(t, 0, 1);
        int[][] dist = RouteWalker.switchDistances(t);
        int extra = 0;
        for (int a = 0; a < 6; a++) {
            for (int b = 0; b < 6; b++) {
                extra += r.legalDistance(a, b) - dist[a][b];
            }
        }
        assertEquals(4, extra);
        assertEquals(4, r.legalDistance(2, 4));
        assertEquals(4, r.legalDistance(4, 2));
    }

    @Test
    void onAnTorusUpDownRoutesAreLongerOnAverageThanShortestPaths() {
        Topology t = TestTopologies.grid(5, 4, true, 1); // AN1's Torus 5x4
        assertTrue(meanExtraHops(t) > 0);
    }

    @Test
    void onAFiveCubeUpDownKeepsShortestLengthsButConcentratesLoadNearTheRoot() {
        // Level = number of 1 bits, so a -> (a AND b) -> b is legal and as short as any path: AN1's hypercube
        // penalty is the bottleneck at the root (Owicki & Karlin 3.2), not longer routes.
        Topology t = TestTopologies.hypercube(5);
        assertEquals(0.0, meanExtraHops(t));
        double[][] uniform = ChannelLoadBound.uniformTraffic(t.hostCount());
        ChannelLoads upDownLoads = ChannelLoadBound.loads(t, new UpDownRouting(t, 0, 1), uniform, false);
        double upDown = upDownLoads.maxLoad();
        double shortest = ChannelLoadBound.loads(t, new ShortestPathRouting(t, 1), uniform, false).maxLoad();
        // shortest paths spread evenly: mean distance 5/2 * 32/31 over 32*5 directed links = 16/31 per link
        assertEquals(16.0 / 31, shortest, 1e-9);
        assertEquals(0, t.channelTarget(upDownLoads.bottleneckChannel()), "the busiest channel runs into the root");
        assertTrue(upDown > 2 * shortest, "up*/down* " + upDown + " vs shortest " + shortest);
    }

    private static double meanExtraHops(Topology t) {
        UpDownRouting r = new UpDownRouting(t, 0, 1);
        int[][] dist = RouteWalker.switchDistances(t);
        double extra = 0;
        int s = t.switchCount();
        for (int a = 0; a < s; a++) {
            for (int b = 0; b < s; b++) {
                extra += r.legalDistance(a, b) - dist[a][b];
            }
        }
        return extra / (s * (s - 1.0));
    }

    @Test
    void theFactoryRootsAtSwitchZeroUnlessToldAndRejectsAMissingRoot() {
        Topology t = TestTopologies.ring(6);
        assertEquals(0, ((UpDownRouting) new UpDownFactory().create(t, 1)).root());
        UpDownRouting r3 = (UpDownRouting) new UpDownFactory(3).create(t, 1);
        assertEquals(3, r3.root());
        assertEquals(0, r3.level(3));
        assertEquals(3, r3.level(0));
        assertEquals("up*/down* root switch 6 does not exist; ring has switches 0..5",
                new UpDownFactory(6).supports(t).orElseThrow());
        assertThrows(IllegalArgumentException.class, () -> new UpDownFactory(-1));
    }
}
