package org.flitlab.topology.small;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.flitlab.topology.FlowSpec;
import org.flitlab.topology.Topology;
import org.flitlab.topology.UpDownLegality;
import org.junit.jupiter.api.Test;

class SmallTopologiesTest {

    private static int switchOf(Topology t, String host) {
        return t.hostSwitch(t.hostNode(FlowSpec.hostIndexOf(t, host)));
    }

    private static int distance(Topology t, String from, String to) {
        return UpDownLegality.distancesFrom(t, switchOf(t, from))[switchOf(t, to)];
    }

    @Test
    void tandemHasFiveSwitchesToCrossFromEitherSource() {
        Topology t = TandemTopology.build(TandemTopology.defaults());
        assertEquals(5, t.switchCount());
        assertEquals(3, t.hostCount());
        assertEquals(4 + 3, t.links().size());
        // h = 5 switches store each packet: 4 switch-to-switch hops
        assertEquals(4, distance(t, "s1", "d"));
        assertEquals(4, distance(t, "s2", "d"));
        List<FlowSpec> flows = TandemTopology.flows(t);
        assertEquals(List.of("s1-d", "s2-d"), flows.stream().map(FlowSpec::name).toList());
        assertEquals(2, flows.get(0).destinationHost());
    }

    @Test
    void tandemSecondSourceCanMoveDownTheLine() {
        Topology t = TandemTopology.build(new TandemTopology.Params(5, 2, 1, 12));
        assertEquals(2, distance(t, "s2", "d"));
        assertThrows(IllegalArgumentException.class, () -> new TandemTopology.Params(5, 5, 1, 12));
    }

    @Test
    void parallelLinesMergeIntoTheBottleneckNineToTen() {
        Topology t = ParallelLinesTopology.build(ParallelLinesTopology.defaults());
        assertEquals(10, t.switchCount());
        assertEquals(2 + 8 + 2, t.hostCount());
        assertEquals("sw9", t.node(8).name());
        assertTrue(t.switchGraph().containsEdge(6, 8), "7-9");
        assertTrue(t.switchGraph().containsEdge(7, 8), "8-9");
        assertTrue(t.switchGraph().containsEdge(8, 9), "9-10");
        assertTrue(t.switchGraph().containsEdge(4, 6), "5-7");
        assertEquals(9, t.switchGraph().edgeSet().size());
        assertEquals(5, distance(t, "s1", "d1"));
        assertEquals(switchOf(t, "s1"), switchOf(t, "A1"));
        assertEquals(6, switchOf(t, "D1"), "D1 on switch 7, next to the merge");
        List<String> names = ParallelLinesTopology.flows(t).stream().map(FlowSpec::name).toList();
        assertEquals(List.of("burst1", "burst2", "A1-B1", "B1-C1", "C1-D1", "A2-B2", "B2-C2", "C2-D2"), names);
    }

    @Test
    void figureElevenSplitsAtTheCongestedSwitch() {
        Topology t = AdaptiveDecisionPointTopology.build(AdaptiveDecisionPointTopology.defaults());
        assertEquals(4, t.switchCount());
        int b = switchOf(t, "b");
        assertEquals(1, b);
        assertEquals(switchOf(t, "a1"), b);
        // b reaches B over 1-2-0 and 1-3-0; A only over (1,2)
        assertEquals(2, UpDownLegality.shortestPaths(t, b, switchOf(t, "B")).size());
        assertEquals(List.of(List.of(1, 2)), UpDownLegality.shortestPaths(t, b, switchOf(t, "A")));
        assertEquals(3, AdaptiveDecisionPointTopology.flows(t).size());
    }

    @Test
    void figureTwelveSplitsUpstreamOfTheCongestedLink() {
        Topology t = AdaptiveDownstreamTopology.build(AdaptiveDownstreamTopology.defaults());
        int b = switchOf(t, "b");
        assertEquals(0, b);
        assertEquals(List.of(List.of(0, 1, 2), List.of(0, 3, 2)), UpDownLegality.shortestPaths(t, b,
                switchOf(t, "B")));
        // three inputs of switch 1 feed link (1,2): a1, a2 and the link from 0
        assertEquals(1, switchOf(t, "a1"));
        assertEquals(1, switchOf(t, "a2"));
        assertEquals(3, t.portCount(1) - 1, "every port of switch 1 but (1,2) itself");
    }

    @Test
    void mstageSubgraphSharesSwitchFour() {
        Topology t = MstageSubgraphTopology.build(MstageSubgraphTopology.defaults());
        assertEquals(7, t.switchCount());
        assertEquals(2, t.serverHosts().length);
        var c1 = UpDownLegality.shortestPaths(t, switchOf(t, "c1"), switchOf(t, "s1"));
        var c2 = UpDownLegality.shortestPaths(t, switchOf(t, "c2"), switchOf(t, "s2"));
        // through sw3 (id 2) or sw4 (id 3); through sw4 or sw5 (id 4)
        assertEquals(List.of(List.of(0, 2, 5), List.of(0, 3, 5)), c1);
        assertEquals(List.of(List.of(1, 3, 6), List.of(1, 4, 6)), c2);
    }

    @Test
    void ringIsACycleWithAWrappingGridShape() {
        Topology t = RingTopology.build(RingTopology.defaults());
        assertEquals(8, t.switchCount());
        assertEquals(8 + 8, t.links().size());
        for (int s = 0; s < 8; s++) {
            assertEquals((s + 1) % 8, t.neighbor(s, 0));
            assertEquals((s + 7) % 8, t.neighbor(s, 1));
        }
        assertTrue(t.gridShape().orElseThrow().wrap());
        assertThrows(IllegalArgumentException.class, () -> new RingTopology.Params(2, 1, 1, 0, 0));
    }

    @Test
    void starJoinsEveryArmThroughTheCentre() {
        Topology t = StarTopology.build(StarTopology.defaults());
        assertEquals(5, t.switchCount());
        assertEquals(16, t.hostCount());
        assertEquals(4, t.portCount(0));
        assertEquals(1, t.serverHosts().length);
        assertEquals(2, UpDownLegality.distancesFrom(t, 1)[4]);
    }

    @Test
    void everySmallNetworkKeepsAn1sPortLimit() {
        for (Topology t : List.of(TandemTopology.build(TandemTopology.defaults()),
                ParallelLinesTopology.build(ParallelLinesTopology.defaults()),
                AdaptiveDecisionPointTopology.build(SmallParams.an1()),
                AdaptiveDownstreamTopology.build(SmallParams.an1()), MstageSubgraphTopology.build(SmallParams.an1()))) {
            for (int s = 0; s < t.switchCount(); s++) {
                assertTrue(t.portCount(s) <= 12);
            }
            assertEquals(t.layout().size(), t.nodeCount(), t.family() + " draws every node");
        }
    }
}
