package org.flitlab.topology.multistage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.flitlab.routing.shortest.SwitchDistances;
import org.flitlab.topology.Topology;
import org.jgrapht.alg.flow.PushRelabelMFImpl;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.SimpleDirectedWeightedGraph;
import org.junit.jupiter.api.Test;

/**
 * The two readings of the 1024-way network (7.3.3: "a 64-way network for each of the center stage switches"): sixteen
 * centre networks, one per uplink of a left switch (the default), or the 256-way network's eight, with 8 uplinks per
 * left switch. Numbers derived from the construction: switch and link counts, the bisection, path lengths.
 */
class C104MinCentreNetworksTest {

    private static Topology build(int centreNetworks) {
        return C104MinTopology.build(new C104MinTopology.Params(1024, 1, 32, centreNetworks));
    }

    /** Maximum flow from terminals 0..511 to 512..1023, one unit per channel: the bisection in channels. */
    private static int bisection(Topology t) {
        var g = new SimpleDirectedWeightedGraph<Integer, DefaultWeightedEdge>(DefaultWeightedEdge.class);
        int src = t.nodeCount();
        for (int v = 0; v <= src + 1; v++) {
            g.addVertex(v);
        }
        for (int ch = 0; ch < t.channelCount(); ch++) {
            add(g, t.channelSource(ch), t.channelTarget(ch), 1);
        }
        for (int h = 0; h < t.hostCount(); h++) {
            if (h < t.hostCount() / 2) {
                add(g, src, t.hostNode(h), 1e6);
            } else {
                add(g, t.hostNode(h), src + 1, 1e6);
            }
        }
        return (int) Math.round(new PushRelabelMFImpl<>(g).getMaximumFlowValue(src, src + 1));
    }

    private static void add(SimpleDirectedWeightedGraph<Integer, DefaultWeightedEdge> g, int a, int b, double w) {
        DefaultWeightedEdge e = g.getEdge(a, b);
        if (e == null) {
            g.setEdgeWeight(g.addEdge(a, b), w);
        } else {
            g.setEdgeWeight(e, g.getEdgeWeight(e) + w);
        }
    }

    @Test
    void sixteenCentreNetworksGiveFullBisection() {
        Topology t = build(16);
        assertEquals(64 + 16 * 6, t.switchCount());
        // The first half's 32 left switches reach the rest only through their 16 uplinks each, and every centre
        // network carries a unit from each of them: 32 x 16.
        assertEquals(32 * 16, bisection(t));
    }

    @Test
    void eightCentreNetworksHalveTheLinksBetweenStagesAndTheBisection() {
        Topology t = build(8);
        var st = C104MinTopology.stages(new C104MinTopology.Params(1024, 1, 32, 8));
        // 64 left + 8 networks x (4 middle + 2 right); terminal links, 64 x 8 uplinks, 8 x 64 middle-right links
        assertEquals(64 + 8 * 6, t.switchCount());
        assertEquals(1024 + 512 + 512, t.links().size());
        assertEquals(8, st.centreNetworks());
        for (int l : st.leftSwitches()) {
            assertEquals(16 + 8, t.portCount(l), "16 terminals and 8 uplinks");
        }
        for (int m : st.middleSwitches()) {
            assertEquals(32, t.portCount(m));
        }
        assertEquals(32 * 8, bisection(t), "the first half's 32 left switches have 8 uplinks each");
    }

    @Test
    void everyRightSwitchIsTwoHopsFromEveryLeftSwitchInBothReadings() {
        for (int networks : new int[] {8, 16}) {
            Topology t = build(networks);
            var st = C104MinTopology.stages(new C104MinTopology.Params(1024, 1, 32, networks));
            SwitchDistances d = new SwitchDistances(t);
            assertEquals(2 * networks, st.rightSwitches().length);
            for (int l : st.leftSwitches()) {
                for (int r : st.rightSwitches()) {
                    assertEquals(2, d.distance(l, r), "a universal route is 6 links in either reading");
                }
            }
        }
    }

    @Test
    void smallerNetworksAreTheSameWhateverTheValue() {
        Topology a = C104MinTopology.build(new C104MinTopology.Params(256, 1, 32, 8));
        Topology b = C104MinTopology.build(new C104MinTopology.Params(256, 1, 32));
        assertEquals(b.links().size(), a.links().size());
        assertEquals(b.switchCount(), a.switchCount());
    }

    @Test
    void otherValuesAreRejectedWithTheAllowedOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new C104MinTopology.Params(1024, 1, 32, 4));
        assertTrue(e.getMessage().contains("centreNetworks is 4") && e.getMessage().contains("16"), e.getMessage());
    }
}
