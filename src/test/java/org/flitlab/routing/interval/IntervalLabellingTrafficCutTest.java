package org.flitlab.routing.interval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.IntStream;
import org.flitlab.topology.Topology;
import org.flitlab.topology.multistage.C104MinTopology;
import org.flitlab.topology.multistage.C104MinTopology.Params;
import org.junit.jupiter.api.Test;

/**
 * {@link CentreLabels#TRAFFIC} (issue 18, Table 7.7 at 1024 with 8 centre networks). The left switches keep their
 * labels: with 8 uplinks each takes 1008 / 8 = 126 destinations, so under uniform traffic every uplink carries
 * 16 x 126 / 1023 = 1.971 terminals' load. A middle switch then cuts what its 16 left switches send it into 16 equal
 * shares: a share misses W / 16 by at most one destination's weight, and a destination is sent by at most
 * ceil(126 / 16) = 8 of its left switches (their intervals start 16 apart), 128 terminals, while W is at most
 * 16 x 16 x 126; so no middle-to-right link carries more than (2016 + 128) / 1023 = 2.096 terminals' load, where the
 * destination labels put 5.91 on one and leave 300 of the 512 idle.
 */
class IntervalLabellingTrafficCutTest {
    private static final int TERMINALS = 1024;

    private static Topology network(int terminals, int centreNetworks) {
        return C104MinTopology.build(new Params(terminals, 1, 32, centreNetworks));
    }

    @Test
    void theSmallerNetworksAndEveryLeftSwitchKeepTheirLabels() {
        for (int n : new int[] {64, 256, 512, TERMINALS}) {
            Topology t = network(n, 8);
            IntervalLabellingRouting plain = IntervalLabellingRouting.labelling(t, 1, CentreLabels.DESTINATIONS);
            IntervalLabellingRouting cut = IntervalLabellingRouting.labelling(t, 1, CentreLabels.TRAFFIC);
            int[] kept = n < TERMINALS ? allSwitches(t) : C104MinTopology.stages(new Params(n, 1, 32, 8)).leftSwitches();
            for (int s : kept) {
                for (int d = 0; d < n; d++) {
                    assertEquals(plain.output(s, d), cut.output(s, d), n + " terminals, switch " + s + ", destination " + d);
                }
            }
        }
    }

    @Test
    void everyUplinkOfEveryLeftSwitchTakes126Destinations() {
        Topology t = network(TERMINALS, 8);
        IntervalLabellingRouting cut = IntervalLabellingRouting.labelling(t, 1, CentreLabels.TRAFFIC);
        for (int s : C104MinTopology.stages(new Params(TERMINALS, 1, 32, 8)).leftSwitches()) {
            int[] count = new int[t.portCount(s)];
            for (int d = 0; d < TERMINALS; d++) {
                count[cut.output(s, d)]++;
            }
            for (int u = 16; u < 24; u++) {
                assertEquals(126, count[u], "left switch " + s + ", uplink " + u);
            }
        }
    }

    @Test
    void uniformTrafficLoadsEveryMiddleToRightLinkAndNoneAboveTheShareBound() {
        Params p = new Params(TERMINALS, 1, 32, 8);
        Topology t = C104MinTopology.build(p);
        double[] cut = uniformLoads(t, IntervalLabellingRouting.labelling(t, 1, CentreLabels.TRAFFIC));
        double[] plain = uniformLoads(t, IntervalLabellingRouting.labelling(t, 1, CentreLabels.DESTINATIONS));
        double bound = (16.0 * 126 + 8 * 16) / (TERMINALS - 1);
        int idle = 0;
        for (int m : C104MinTopology.stages(p).middleSwitches()) {
            for (int q = 16; q < 32; q++) {
                int ch = t.channelOut(m, q);
                assertTrue(cut[ch] > 0 && cut[ch] <= bound + 1e-9, "middle " + m + " port " + q + ": " + cut[ch]);
                idle += plain[ch] == 0 ? 1 : 0;
            }
        }
        assertEquals(300, idle, "the destination labels leave these middle-to-right links idle");
        for (int s : C104MinTopology.stages(p).leftSwitches()) {
            assertEquals(16.0 * 126 / (TERMINALS - 1), cut[t.channelOut(s, 16)], 1e-9, "left switch " + s);
        }
    }

    @Test
    void consecutiveIntervalsOfAMiddleSwitchCrossTheTwoRightHandSwitchesInTurn() {
        Params p = new Params(TERMINALS, 1, 32, 8);
        Topology t = C104MinTopology.build(p);
        IntervalLabellingRouting cut = IntervalLabellingRouting.labelling(t, 1, CentreLabels.TRAFFIC);
        for (int m : C104MinTopology.stages(p).middleSwitches()) {
            int lastPort = -1;
            int lastRight = -1;
            for (int d = 0; d < TERMINALS; d++) {
                int q = cut.output(m, d);
                if (q >= 16 && q != lastPort) {
                    assertFalse(t.neighbor(m, q) == lastRight, "middle " + m + " destination " + d);
                    lastPort = q;
                    lastRight = t.neighbor(m, q);
                }
            }
        }
    }

    /** Channel loads in terminals' load: every terminal sends to each other terminal 1/1023 of its packets. */
    private static double[] uniformLoads(Topology t, IntervalLabellingRouting labels) {
        double[] load = new double[t.channelCount()];
        for (int src = 0; src < t.hostCount(); src++) {
            for (int d = 0; d < t.hostCount(); d++) {
                int node = t.hostSwitch(t.hostNode(src));
                while (d != src && t.isSwitch(node)) {
                    load[t.channelOut(node, labels.output(node, d))] += 1.0 / (t.hostCount() - 1);
                    node = t.neighbor(node, labels.output(node, d));
                }
            }
        }
        return load;
    }

    private static int[] allSwitches(Topology t) {
        return IntStream.range(0, t.switchCount()).toArray();
    }
}
