package org.flitlab.routing.valiant;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.IntStream;
import org.flitlab.routing.interval.IntervalLabellingRouting;
import org.flitlab.routing.valiant.PhaseWalker.Hop;
import org.flitlab.topology.Topology;
import org.flitlab.topology.multistage.C104MinTopology;
import org.flitlab.topology.multistage.C104MinTopology.Params;
import org.junit.jupiter.api.Test;

/**
 * Universal routing on the C104's 1024-way network with its random header taken off at a centre network (issue 18,
 * Table 7.9: "a 64-way network for each of the center stage switches") and the rest of the way by the C104's interval
 * labelling.
 */
class CentreNetworkValiantTest {
    private static final Params P1024 = new Params(1024, 1, 32);

    private static ValiantRouting routing(Topology t, Intermediate intermediate, SecondPhase second) {
        return (ValiantRouting) new ValiantFactory(Phases.VIRTUAL_CHANNELS,
                new MultistageOptions(intermediate, FirstPhase.SELECTION, second)).create(t, 1);
    }

    @Test
    void theIntermediateIsTheSourcesMiddleSwitchInEachCentreNetwork() {
        Topology t = C104MinTopology.build(P1024);
        ValiantRouting r = routing(t, Intermediate.CENTRE_NETWORK, SecondPhase.SHORTEST_PATHS);
        // Left switch 37 hangs under middle switch 37 div 16 = 2 of each of the 16 centre networks: ids 64 + 4k + 2.
        assertArrayEquals(IntStream.range(0, 16).map(k -> 64 + 4 * k + 2).toArray(), r.intermediateCandidates(37));
    }

    @Test
    void belowTheThreeStageNetworkItIsTheRightHandSwitchAsBefore() {
        for (int terminals : new int[] {64, 256}) {
            Topology t = C104MinTopology.build(new Params(terminals, 1, 32));
            int[] right = C104MinTopology.centreSwitches(new Params(terminals, 1, 32));
            assertArrayEquals(right, routing(t, Intermediate.CENTRE_NETWORK, SecondPhase.SHORTEST_PATHS).intermediateCandidates(0));
            assertArrayEquals(right, routing(t, Intermediate.RIGHT_SWITCH, SecondPhase.SHORTEST_PATHS).intermediateCandidates(0));
        }
    }

    @Test
    void afterTheIntermediateEveryHopIsTheIntervalLabel() {
        Topology t = C104MinTopology.build(P1024);
        ValiantRouting r = routing(t, Intermediate.CENTRE_NETWORK, SecondPhase.INTERVAL_LABELLING);
        IntervalLabellingRouting labels = IntervalLabellingRouting.labelling(t, 1);
        PhaseWalker walker = new PhaseWalker(t, r, false);
        for (int s = 0; s < t.hostCount(); s += 97) {
            int d = (s + 256) % t.hostCount();
            for (int m : r.intermediateCandidates(s / 16)) {
                List<List<Hop>> routes = walker.routes(PhaseWalker.packet(t, t.hostNode(s), t.hostNode(d), m));
                assertEquals(1, routes.size(), "one way: the uplink to the network, then one label per switch");
                List<Hop> route = routes.get(0);
                assertEquals(m, route.get(2).node(), "host, left switch, then the middle switch of the network");
                for (Hop hop : route.subList(2, route.size())) {
                    assertEquals(labels.output(hop.node(), d), hop.port(), "switch " + hop.node());
                }
            }
        }
    }

    /**
     * Add 256 at 1024 with the centre network drawn uniformly: middle switch i of every network carries 1/16 of the
     * traffic of its 256 terminals, all bound for the 256 terminals under middle switch i + 1; its labels cut the 768
     * terminals not under it into 16 intervals of 48, so the busiest uplink serves 48 destinations at 1/16 of a
     * terminal's load each: 3 terminal links' worth, a bound of 1/3 of a terminal link (33%). Exact: every one of the
     * 16 intermediates of every source is walked with weight 1/16.
     */
    @Test
    void theAdd256PermutationLoadsTheBusiestUplinkWithThreeTerminalsWorth() {
        Topology t = C104MinTopology.build(P1024);
        ValiantRouting r = routing(t, Intermediate.CENTRE_NETWORK, SecondPhase.INTERVAL_LABELLING);
        double[] load = new double[t.channelCount()];
        PhaseWalker walker = new PhaseWalker(t, r, false);
        for (int s = 0; s < t.hostCount(); s++) {
            int[] candidates = r.intermediateCandidates(s / 16);
            for (int m : candidates) {
                addRoute(walker, t, s, (s + 256) % t.hostCount(), m, load, 1.0 / candidates.length);
            }
        }
        double max = 0;
        for (int c = 0; c < t.channelCount(); c++) {
            if (t.isSwitch(t.channelSource(c)) && t.isSwitch(t.channelTarget(c))) {
                max = Math.max(max, load[c]);
            }
        }
        assertEquals(3.0, max, 1e-9);
    }

    /** Adds {@code weight} to every channel of the route from terminal s to d through {@code m}. */
    private static void addRoute(PhaseWalker walker, Topology t, int s, int d, int m, double[] load, double weight) {
        for (Hop hop : walker.routes(PhaseWalker.packet(t, t.hostNode(s), t.hostNode(d), m)).get(0)) {
            load[hop.channel()] += weight;
        }
    }
}
