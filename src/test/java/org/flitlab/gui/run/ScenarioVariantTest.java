package org.flitlab.gui.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.stream.Collectors;
import org.flitlab.gui.files.ScenarioDocument;
import org.flitlab.network.Network;
import org.flitlab.network.WormView;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;
import org.junit.jupiter.api.Test;

/** The workbench runs a scenario's own traffic, through the same assembly as the command line. */
public class ScenarioVariantTest {

    /** Every packet goes to host 3, in 5-flit packets: nothing like the built-in uniform 16-flit traffic. */
    public static Scenario hotSpot() {
        return ScenarioJson.read("""
                {"format": "flitlab-scenario", "version": 1, "name": "hot", "description": "all to host 3",
                 "topology": {"id": "torus", "params": {"radixX": 4, "radixY": 4}},
                 "network": {"bufferFlits": 8, "virtualChannels": 2},
                 "routing": {"id": "dimension-order", "params": {"order": "xy", "dateline": true}},
                 "traffic": {"arrivals": {"id": "poisson", "params": {"offeredLoad": 0.05}},
                             "sizes": {"id": "fixed", "params": {"flits": 5}},
                             "destinations": {"id": "hot-spot", "params": {"hotHost": 3, "fraction": 1.0}}},
                 "run": {"seed": 7}}
                """, "test").orElseThrow();
    }

    private static Set<Integer> destinationsSeen(Network n, int ticks) {
        Set<Integer> seen = new java.util.HashSet<>();
        for (int t = 100; t <= ticks; t += 100) {
            n.advance(t);
            n.snapshot().worms().stream().filter(w -> w.sourceNode() != w.destinationNode())
                    .forEach(w -> seen.add(w.destinationNode()));
        }
        return seen;
    }

    @Test
    void theAnimatedNetworkSendsTheScenariosPatternAndSizes() {
        NetworkSetup setup = ScenarioDocument.toSetup(hotSpot()).value();
        Network n = setup.build();
        int hot = setup.topology().hostNode(3);
        n.advance(2000);
        var worms = n.snapshot().worms();
        assertFalse(worms.isEmpty());
        assertTrue(worms.stream().allMatch(w -> w.lengthFlits() == 5), "every packet is 5 flits");
        Set<Integer> others = worms.stream().map(WormView::sourceNode).filter(s -> s != hot).collect(Collectors.toSet());
        assertFalse(others.isEmpty());
        assertEquals(Set.of(hot), worms.stream().filter(w -> w.sourceNode() != hot).map(WormView::destinationNode)
                .collect(Collectors.toSet()), "all traffic from other hosts goes to the hot spot");
    }

    @Test
    void editedLoadAndRoutingKeepTheScenariosTraffic() {
        NetworkSetup setup = ScenarioDocument.toSetup(hotSpot()).value()
                .withOfferedLoad(0.1).withRouting(RoutingChoice.shortest()).withPacketFlits(3);
        Scenario edited = setup.editedScenario().orElseThrow();
        assertEquals("shortest", edited.routing().id());
        assertEquals("hot-spot", edited.traffic().destinations().id());
        assertEquals("0.1", ScenarioJson.valueAt(edited, "traffic.arrivals.params.offeredLoad").orElseThrow());
        Network n = setup.build();
        int hot = setup.topology().hostNode(3);
        n.advance(1500);
        assertTrue(n.snapshot().worms().stream().allMatch(w -> w.lengthFlits() == 3));
        assertTrue(n.snapshot().worms().stream().filter(w -> w.sourceNode() != hot).allMatch(w -> w.destinationNode() == hot));
    }

    @Test
    void aBuiltInExampleStillRunsUniformTraffic() {
        NetworkSetup setup = Examples.torus();
        assertFalse(setup.hasScenario());
        assertTrue(destinationsSeen(setup.build(), 3000).size() > 4, "uniform traffic reaches many hosts");
    }
}
