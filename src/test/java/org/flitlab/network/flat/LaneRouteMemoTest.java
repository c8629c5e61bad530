package org.flitlab.network.flat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.flitlab.network.NetworkConfig;
import org.flitlab.routing.ProbePacket;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.TestTopologies;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.valiant.ValiantFactory;
import org.flitlab.topology.Topology;
import org.junit.jupiter.api.Test;

/**
 * The per-lane memo of the routing's lone answer (case 4's 10-cube, whose route table is over its limit) gives back
 * the algorithm's own answer for the lane and destination it was given, and nothing for another destination.
 */
class LaneRouteMemoTest {
    @Test
    void recallsTheAlgorithmsAnswerPerLaneAndDestinationOnA10Cube() {
        Topology cube = TestTopologies.hypercube(10);
        FlatState s = new FlatState(cube, NetworkConfig.defaults());
        RoutingAlgorithm routing = new DimensionOrderFactory().create(cube, 1);
        assertNull(RouteTable.build(s, routing));
        LaneRouteMemo memo = LaneRouteMemo.of(s.channels, routing, null);
        assertNotNull(memo);
        ProbePacket probe = new ProbePacket();
        RouteCandidates asked = new RouteCandidates();
        RouteCandidates recalled = new RouteCandidates();
        int kept = 0;
        for (int d = 0; d < cube.hostCount(); d += 97) {
            int destination = cube.hostNode(d);
            for (int c = 0; c < s.channels; c++) {
                if (s.sinkHost[c] >= 0) {
                    continue;
                }
                probe.reset(cube.hostNode(0), destination);
                asked.clear();
                routing.route(s.chanTarget[c], s.chanTargetPort[c], 0, probe, asked);
                assertFalse(memo.recall(c, destination, recalled), "lane " + c + " remembers another destination");
                memo.remember(c, destination, asked);
                assertTrue(memo.recall(c, destination, recalled));
                assertEquals(asked.toString(), recalled.toString(), "lane " + c + " to " + destination);
                kept++;
            }
        }
        // 11 destinations, each over the lanes into switches: 10 cube links and 1 host link per switch.
        assertEquals(11 * (10 + 1) * 1024, kept);
    }

    @Test
    void keepsOnlyLoneAnswersAndOnlyForRoutingsTabledByClaim() {
        Topology cube = TestTopologies.hypercube(3);
        RoutingAlgorithm dimensionOrder = new DimensionOrderFactory().create(cube, 2);
        LaneRouteMemo memo = LaneRouteMemo.of(4, dimensionOrder, null);
        RouteCandidates two = new RouteCandidates();
        two.add(1, 0);
        two.add(1, 1);
        memo.remember(2, 5, two);
        assertFalse(memo.recall(2, 5, new RouteCandidates()), "two candidates are left to the selection policy");
        // A routing that reads the packet (Valiant's phase) has no memo; nor does one with a table.
        assertNull(LaneRouteMemo.of(4, new ValiantFactory().create(cube, 2), null));
        FlatState s = new FlatState(cube, NetworkConfig.defaults().withVirtualChannels(2));
        assertNull(LaneRouteMemo.of(4, dimensionOrder, RouteTable.build(s, dimensionOrder)));
    }
}
