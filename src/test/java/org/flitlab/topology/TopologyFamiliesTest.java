package org.flitlab.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.flitlab.topology.c104.C104CubeTopology;
import org.flitlab.topology.c104.C104GridTopology;
import org.flitlab.topology.corefringe.CoreFringeTopology;
import org.flitlab.topology.fattree.FatTreeTopology;
import org.flitlab.topology.floors.FloorsPlusTopology;
import org.flitlab.topology.floors.FloorsTopology;
import org.flitlab.topology.hypercube.An1HypercubeTopology;
import org.flitlab.topology.manhattan.ManhattanTopology;
import org.flitlab.topology.multistage.C104MinTopology;
import org.flitlab.topology.multistage.MultiStageTopology;
import org.flitlab.topology.random.RandomRegularTopology;
import org.flitlab.topology.servernet.ServerNetTopology;
import org.flitlab.topology.small.AdaptiveDecisionPointTopology;
import org.flitlab.topology.small.AdaptiveDownstreamTopology;
import org.flitlab.topology.small.MstageSubgraphTopology;
import org.flitlab.topology.small.ParallelLinesTopology;
import org.flitlab.topology.small.RingTopology;
import org.flitlab.topology.small.StarTopology;
import org.flitlab.topology.small.TandemTopology;
import org.flitlab.topology.torus.An1TorusTopology;
import org.flitlab.topology.torus.MyrinetTorusTopology;
import org.junit.jupiter.api.Test;

/** What every study family promises the editor and the catalogue: its id, and a drawing of every node. */
class TopologyFamiliesTest {

    private static Map<String, Topology> defaults() {
        Map<String, Topology> all = new LinkedHashMap<>();
        all.put(An1TorusTopology.FAMILY, An1TorusTopology.build(An1TorusTopology.defaults()));
        all.put(An1HypercubeTopology.FAMILY, An1HypercubeTopology.build(An1HypercubeTopology.defaults()));
        all.put(CoreFringeTopology.FAMILY, CoreFringeTopology.build(CoreFringeTopology.defaults()));
        all.put(MultiStageTopology.FAMILY, MultiStageTopology.build(MultiStageTopology.defaults()));
        all.put(FloorsTopology.FAMILY, FloorsTopology.build(FloorsTopology.defaults()));
        all.put(FloorsPlusTopology.FAMILY, FloorsPlusTopology.build(FloorsPlusTopology.defaults()));
        all.put(TandemTopology.FAMILY, TandemTopology.build(TandemTopology.defaults()));
        all.put(ParallelLinesTopology.FAMILY, ParallelLinesTopology.build(ParallelLinesTopology.defaults()));
        all.put(AdaptiveDecisionPointTopology.FAMILY,
                AdaptiveDecisionPointTopology.build(AdaptiveDecisionPointTopology.defaults()));
        all.put(AdaptiveDownstreamTopology.FAMILY,
                AdaptiveDownstreamTopology.build(AdaptiveDownstreamTopology.defaults()));
        all.put(MstageSubgraphTopology.FAMILY, MstageSubgraphTopology.build(MstageSubgraphTopology.defaults()));
        all.put(RingTopology.FAMILY, RingTopology.build(RingTopology.defaults()));
        all.put(StarTopology.FAMILY, StarTopology.build(StarTopology.defaults()));
        all.put(C104CubeTopology.FAMILY, C104CubeTopology.build(C104CubeTopology.defaults()));
        all.put(C104GridTopology.FAMILY, C104GridTopology.build(C104GridTopology.defaults()));
        all.put(C104MinTopology.FAMILY, C104MinTopology.build(C104MinTopology.defaults()));
        all.put(MyrinetTorusTopology.FAMILY, MyrinetTorusTopology.build(MyrinetTorusTopology.defaults()));
        all.put(ManhattanTopology.FAMILY, ManhattanTopology.build(ManhattanTopology.defaults()));
        all.put(ServerNetTopology.FAMILY, ServerNetTopology.build(ServerNetTopology.defaults()));
        all.put(FatTreeTopology.FAMILY, FatTreeTopology.build(FatTreeTopology.defaults()));
        all.put(RandomRegularTopology.FAMILY, RandomRegularTopology.build(RandomRegularTopology.defaults()));
        return all;
    }

    @Test
    void everyFamilyWritesItsIdIntoTheTopology() {
        defaults().forEach((id, t) -> assertEquals(id, t.family()));
        assertEquals(21, defaults().size());
    }

    @Test
    void everyNodeIsDrawnAndNoTwoNodesShareAPosition() {
        defaults().forEach((id, t) -> {
            assertEquals(t.nodeCount(), t.layout().size(), id);
            Set<String> seen = new HashSet<>();
            t.layout().values().forEach(h -> assertTrue(
                    seen.add(Math.round(h.x() * 100) + "," + Math.round(h.y() * 100)), id + " overlaps at " + h));
        });
    }

    @Test
    void everyHostHasOneLinkAndEveryIdIsLowerCaseHyphenated() {
        defaults().forEach((id, t) -> {
            assertTrue(id.matches("[a-z0-9]+(-[a-z0-9]+)*"), id);
            for (int h = 0; h < t.hostCount(); h++) {
                assertEquals(1, t.portCount(t.hostNode(h)));
            }
        });
    }
}
