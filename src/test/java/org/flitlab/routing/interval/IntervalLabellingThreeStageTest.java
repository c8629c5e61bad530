package org.flitlab.routing.interval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.flitlab.routing.RouteWalker;
import org.flitlab.routing.RouteWalker.Hop;
import org.flitlab.topology.Topology;
import org.flitlab.topology.multistage.C104MinTopology;
import org.flitlab.topology.multistage.C104MinTopology.Params;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Interval labelling on the three-stage 1024-terminal C104 network under the add-constant permutation
 * (docs/reproductions.md, "Tables 7.8 and 7.9 at 1024"). Left switch i reaches centre network k at middle switch
 * i div 16, so a packet crosses a right-hand switch exactly when its destination's left switch hangs on another
 * middle switch: for add 16 only from the left switches 15, 31, 47 and 63, for every multiple of 256 from all.
 */
class IntervalLabellingThreeStageTest {
    private static final int TERMINALS = 1024;
    private static Topology network;
    private static IntervalLabellingRouting routing;
    private static Set<Integer> rightSwitches;

    @BeforeAll
    static void build() {
        Params p = new Params(TERMINALS, 1, 32);
        network = C104MinTopology.build(p);
        routing = new IntervalLabellingRouting(network, 1);
        rightSwitches = Arrays.stream(C104MinTopology.stages(p).rightSwitches()).boxed().collect(Collectors.toSet());
    }

    private static List<Hop> onlyRoute(int source, int destination) {
        List<List<Hop>> routes = new RouteWalker(network, routing, false)
                .routes(network.hostNode(source), network.hostNode(destination));
        assertEquals(1, routes.size(), "one route from " + source + " to " + destination);
        return routes.get(0);
    }

    private static boolean crossesARightHandSwitch(List<Hop> route) {
        return route.stream().anyMatch(h -> rightSwitches.contains(h.node()));
    }

    /** Sources whose add-{@code constant} route crosses a right-hand switch. */
    private static int sourcesThroughTheRightColumn(int constant) {
        int n = 0;
        for (int s = 0; s < TERMINALS; s++) {
            n += crossesARightHandSwitch(onlyRoute(s, (s + constant) % TERMINALS)) ? 1 : 0;
        }
        return n;
    }

    @Test
    void addSixteenTurnsBackAtTheMiddleSwitchesExceptAcrossAMiddleSwitchBoundary() {
        int[] pairs = new int[network.channelCount()];
        for (int s = 0; s < TERMINALS; s++) {
            List<Hop> route = onlyRoute(s, (s + 16) % TERMINALS);
            int left = s / 16;
            assertEquals(left % 16 == 15, crossesARightHandSwitch(route), "source " + s + " on left switch " + left);
            route.forEach(h -> pairs[h.channel()]++);
        }
        // all 16 terminals of a left switch go to the next left switch on one uplink: 16 pairs, a 1/16 bound
        assertEquals(16, Arrays.stream(pairs).max().orElseThrow());
        assertEquals(64, sourcesThroughTheRightColumn(16));
    }

    @Test
    void everyMultipleOfTwoHundredFiftySixSendsAllTrafficThroughTheRightColumn() {
        for (int constant : new int[] {256, 512, 768}) {
            assertEquals(TERMINALS, sourcesThroughTheRightColumn(constant), "add " + constant);
        }
        // add 128 (eight left switches on): only the left switches in the upper half of each middle switch cross
        assertEquals(TERMINALS / 2, sourcesThroughTheRightColumn(128));
    }
}
