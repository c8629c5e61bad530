package org.flitlab.routing.interval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.flitlab.routing.RouteWalker;
import org.flitlab.routing.RouteWalker.Hop;
import org.flitlab.topology.Topology;
import org.flitlab.topology.multistage.C104MinTopology;
import org.flitlab.topology.multistage.C104MinTopology.Params;
import org.flitlab.topology.multistage.C104MinTopology.Stages;
import org.junit.jupiter.api.Test;

/**
 * Interval labelling on the C104 multistage networks (docs/model.md, Routing: "Interval labelling"): one route per
 * pair, up then down, and the study's systematic pattern (add 16) through a single right-hand switch.
 */
class IntervalLabellingRoutingTest {
    private static Topology network(int terminals) {
        return C104MinTopology.build(new Params(terminals, 1, 32));
    }

    private static List<Hop> onlyRoute(Topology t, IntervalLabellingRouting r, int source, int destination) {
        List<List<Hop>> routes = new RouteWalker(t, r, false).routes(t.hostNode(source), t.hostNode(destination));
        assertEquals(1, routes.size(), "one route from " + source + " to " + destination);
        return routes.get(0);
    }

    /** The most source-destination pairs of the add-16 permutation that share one channel. */
    private static int busiestChannelUnderAddSixteen(int terminals) {
        Topology t = network(terminals);
        IntervalLabellingRouting r = new IntervalLabellingRouting(t, 1);
        int[] pairs = new int[t.channelCount()];
        for (int s = 0; s < terminals; s++) {
            for (Hop h : onlyRoute(t, r, s, (s + 16) % terminals)) {
                pairs[h.channel()]++;
            }
        }
        return Arrays.stream(pairs).max().orElseThrow();
    }

    @Test
    void everyPairHasOneShortestRouteOnTheSixtyFourTerminalNetwork() {
        Topology t = network(64);
        IntervalLabellingRouting r = new IntervalLabellingRouting(t, 1);
        for (int s = 0; s < 64; s++) {
            for (int d = 0; d < 64; d++) {
                if (s != d) {
                    // host link, up, down, host link between left switches; host link twice on one switch
                    assertEquals(s / 16 == d / 16 ? 2 : 4, onlyRoute(t, r, s, d).size(), s + " -> " + d);
                }
            }
        }
    }

    @Test
    void addingSixteenSendsAllTrafficThroughTheFirstRightHandSwitch() {
        for (int terminals : new int[] {64, 256}) {
            Topology t = network(terminals);
            IntervalLabellingRouting r = new IntervalLabellingRouting(t, 1);
            int first = C104MinTopology.stages(new Params(terminals, 1, 32)).rightSwitches()[0];
            for (int s = 0; s < terminals; s++) {
                assertTrue(onlyRoute(t, r, s, (s + 16) % terminals).stream().anyMatch(h -> h.node() == first),
                        terminals + ": " + s + " -> " + (s + 16) % terminals + " avoids right switch " + first);
            }
        }
    }

    @Test
    void eachUplinkOfALeftSwitchCarriesAnEqualIntervalOfTheOtherTerminals() {
        // 64 terminals: 48 others over 16 uplinks, 3 each; 256: 240 over 16, 15 each
        for (int terminals : new int[] {64, 256}) {
            Topology t = network(terminals);
            IntervalLabellingRouting r = new IntervalLabellingRouting(t, 1);
            int[] perUplink = new int[32];
            for (int d = 16; d < terminals; d++) {
                perUplink[r.output(0, d)]++;
            }
            for (int u = 16; u < 32; u++) {
                assertEquals((terminals - 16) / 16, perUplink[u], terminals + ": uplink port " + u);
            }
        }
    }

    @Test
    void addingSixteenPutsThreeFifteenAndSixteenSourcesOnTheBusiestLink() {
        // consecutive sources share an uplink interval: 16 sources over intervals of 3 (64), 15 (256) and 63 (1024,
        // so all 16 on one uplink); so the channel-load throughput bound is 1/3, 1/15 and 1/16 of a link
        assertEquals(3, busiestChannelUnderAddSixteen(64));
        assertEquals(15, busiestChannelUnderAddSixteen(256));
        assertEquals(16, busiestChannelUnderAddSixteen(1024));
    }

    @Test
    void routesGoUpToTheRightHandColumnAndStraightBackDown() {
        Topology t = network(256);
        IntervalLabellingRouting r = new IntervalLabellingRouting(t, 1);
        Stages st = C104MinTopology.stages(new Params(256, 1, 32));
        List<Integer> right = Arrays.stream(st.rightSwitches()).boxed().toList();
        for (int s = 0; s < 256; s += 7) {
            for (int d = 0; d < 256; d += 5) {
                if (s / 16 != d / 16) {
                    assertTrue(right.contains(onlyRoute(t, r, s, d).get(2).node()), s + " -> " + d);
                }
            }
        }
    }
}
