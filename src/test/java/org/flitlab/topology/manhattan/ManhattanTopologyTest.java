package org.flitlab.topology.manhattan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.flitlab.topology.FlowSpec;
import org.flitlab.topology.Link;
import org.flitlab.topology.Topology;
import org.flitlab.topology.UpDownLegality;
import org.junit.jupiter.api.Test;

class ManhattanTopologyTest {
    private final ManhattanTopology.Params sixteen = ManhattanTopology.defaults();
    private final ManhattanTopology.Params sixtyFour = new ManhattanTopology.Params(8, 1000, 640e6, 8, 2.0 / 3, 1, 0);

    @Test
    void sixteenAndSixtyFourNodesEachWithOneHost() {
        Topology t16 = ManhattanTopology.build(sixteen);
        Topology t64 = ManhattanTopology.build(sixtyFour);
        assertEquals(16, t16.switchCount());
        assertEquals(16, t16.hostCount());
        assertEquals(2 * 16 + 16, t16.links().size());
        assertEquals(2 * 64 + 64, t64.links().size());
        assertTrue(t64.gridShape().orElseThrow().wrap());
    }

    @Test
    void aKilometreAtTwoThirdsOfLightSpeedIsFourHundredFlitTimes() {
        // 1000 m / (2/3 * 299792458 m/s) = 5.003 us; one flit of 8 bits at 640 Mbit/s is 12.5 ns
        assertEquals(400, sixteen.linkDelayTicks());
        // at 0.6 c: 5.559 us = 444.7 flit times
        assertEquals(445, new ManhattanTopology.Params(4, 1000, 640e6, 8, 0.6, 1, 0).linkDelayTicks());
        Topology t = ManhattanTopology.build(sixteen);
        Link nodeLink = t.linkAt(0, 0);
        assertEquals(400, nodeLink.delayTicks());
        assertEquals(1000.0, nodeLink.lengthMeters());
        Link hostLink = t.linkAt(t.hostNode(0), 0);
        assertEquals(1, hostLink.delayTicks());
    }

    @Test
    void everyScenarioRouteFitsTheNetworkAndIsMinimal() {
        Topology t16 = ManhattanTopology.build(sixteen);
        Topology t64 = ManhattanTopology.build(sixtyFour);
        checkMinimal(t16, ManhattanTopology.threeToOneOverlapping(sixteen));
        checkMinimal(t16, ManhattanTopology.threeToOneDisjoint(sixteen));
        checkMinimal(t16, ManhattanTopology.ringFlows(sixteen));
        checkMinimal(t64, ManhattanTopology.parkingLotFlows(sixtyFour));
    }

    private static void checkMinimal(Topology t, List<FlowSpec> flows) {
        for (FlowSpec f : flows) {
            f.checkOn(t);
            int[] d = UpDownLegality.distancesFrom(t, f.switchPath().get(0));
            assertEquals(d[f.switchPath().get(f.switchPath().size() - 1)], f.switchPath().size() - 1, f.name());
        }
    }

    @Test
    void threeFlowsShareTheirDestinationAndTheFinalNorthLinkWhenOverlapping() {
        List<FlowSpec> flows = ManhattanTopology.threeToOneOverlapping(sixteen);
        for (FlowSpec f : flows) {
            assertEquals(6, f.destinationHost(), "node (2,1)");
        }
        // source 2's route contains source 1's
        assertTrue(flows.get(1).switchPath().containsAll(flows.get(0).switchPath()));
        Map<List<Integer>, Integer> use = linkUse(flows);
        assertEquals(3, use.get(List.of(10, 6)), "the final north link (2,2)->(2,1)");
        assertEquals(2, use.get(List.of(9, 10)));
    }

    @Test
    void disjointRoutesShareNoLink() {
        linkUse(ManhattanTopology.threeToOneDisjoint(sixteen)).values().forEach(n -> assertEquals(1, n));
    }

    @Test
    void ringFlowsShareEachLinkPairwise() {
        Map<List<Integer>, Integer> use = linkUse(ManhattanTopology.ringFlows(sixteen));
        assertEquals(Set.of(List.of(0, 1), List.of(1, 2), List.of(2, 3), List.of(3, 0)), use.keySet());
        use.values().forEach(n -> assertEquals(2, n));
    }

    @Test
    void parkingLotLoadsTheLastLinkWithAllThreeFlows() {
        Map<List<Integer>, Integer> use = linkUse(ManhattanTopology.parkingLotFlows(sixtyFour));
        assertEquals(1, use.get(List.of(0, 1)));
        assertEquals(2, use.get(List.of(1, 2)));
        assertEquals(3, use.get(List.of(2, 3)));
    }

    @Test
    void threeHostsPerSwitchGiveEachOfTheThreeFlowsItsOwnReceiver() {
        ManhattanTopology.Params three = new ManhattanTopology.Params(4, 1000, 640e6, 8, 2.0 / 3, 1, 0, 3);
        Topology t = ManhattanTopology.build(three);
        assertEquals(16, t.switchCount());
        assertEquals(48, t.hostCount());
        assertEquals(2 * 16 + 48, t.links().size());
        List<FlowSpec> flows = ManhattanTopology.threeToOneOverlapping(three);
        // node (2,1) is switch 6: its hosts are 18, 19, 20; the senders are the first hosts of switches 9, 8, 15
        assertEquals(List.of(18, 19, 20), flows.stream().map(FlowSpec::destinationHost).toList());
        assertEquals(List.of(27, 24, 45), flows.stream().map(FlowSpec::sourceHost).toList());
        for (FlowSpec f : flows) {
            f.checkOn(t);
            assertEquals(6, t.hostSwitch(t.hostNode(f.destinationHost())));
        }
        checkMinimal(t, ManhattanTopology.threeToOneDisjoint(three));
    }

    @Test
    void hostsPerSwitchOutsideOneToSixteenIsRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new ManhattanTopology.Params(4, 1000, 640e6, 8, 2.0 / 3, 1, 0, 0));
        assertTrue(e.getMessage().startsWith("hostsPerSwitch is 0"), e.getMessage());
        assertEquals(1, ManhattanTopology.defaults().hostsPerSwitch());
    }

    @Test
    void scenariosRefuseTheWrongSize() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ManhattanTopology.parkingLotFlows(sixteen));
        assertTrue(e.getMessage().contains("side is 4"), e.getMessage());
        assertFalse(ManhattanTopology.ringFlows(sixteen).isEmpty());
    }

    private static Map<List<Integer>, Integer> linkUse(List<FlowSpec> flows) {
        Map<List<Integer>, Integer> use = new HashMap<>();
        Set<String> names = new HashSet<>();
        for (FlowSpec f : flows) {
            assertTrue(names.add(f.name()));
            for (int i = 0; i + 1 < f.switchPath().size(); i++) {
                use.merge(List.of(f.switchPath().get(i), f.switchPath().get(i + 1)), 1, Integer::sum);
            }
        }
        return use;
    }
}
