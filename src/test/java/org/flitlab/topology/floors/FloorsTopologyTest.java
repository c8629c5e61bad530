package org.flitlab.topology.floors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.flitlab.topology.Topology;
import org.flitlab.topology.UpDownLegality;
import org.junit.jupiter.api.Test;

class FloorsTopologyTest {
    private final FloorsTopology.Params paper = FloorsTopology.defaults();
    private final Topology floors = FloorsTopology.build(paper);
    private final Topology plus = FloorsPlusTopology.build(paper);

    @Test
    void countsMatchTable1() {
        for (Topology t : List.of(floors, plus)) {
            assertEquals(24, t.switchCount());
            assertEquals(80, t.hostCount());
            assertEquals(8, t.serverHosts().length);
        }
        // 16 arms x 2 centres + 8 centres each linked to the 6 centres of other floors (24) + 80 host links
        assertEquals(32 + 24 + 80, floors.links().size());
        assertEquals(32 + 24 + 4 + 80, plus.links().size());
        assertEquals("floors-plus", plus.family());
    }

    @Test
    void portsStayWithinAn1sTwelve() {
        for (Topology t : List.of(floors, plus)) {
            for (int s = 0; s < t.switchCount(); s++) {
                assertTrue(t.portCount(s) <= 12, t.node(s).name());
            }
        }
        assertEquals(10, floors.portCount(0));
        assertEquals(11, plus.portCount(0));
        assertEquals(7, floors.portCount(paper.arm(2, 3)));
    }

    @Test
    void twoServersPerFloorOnDifferentArms() {
        int[] perFloor = new int[4];
        for (int h : floors.serverHosts()) {
            int arm = floors.hostSwitch(floors.hostNode(h)) - 8;
            perFloor[arm / 4]++;
            assertTrue(arm % 4 == 0 || arm % 4 == 2, "arm " + arm);
        }
        assertEquals(List.of(2, 2, 2, 2), List.of(perFloor[0], perFloor[1], perFloor[2], perFloor[3]));
    }

    @Test
    void onFloorsNoUpDownPathCrossesTheOtherCentreOfTheRootFloor() {
        UpDownLegality rule = new UpDownLegality(floors, FloorsTopology.rootSwitch(paper));
        int b0 = paper.centre(0, 1);
        assertEquals(2, rule.level(b0));
        for (int p = 0; p < floors.portCount(b0); p++) {
            int n = floors.neighbor(b0, p);
            if (floors.isSwitch(n)) {
                assertTrue(rule.isUp(b0, n), "every link out of f0B leads up, to " + floors.node(n).name());
            }
        }
    }

    @Test
    void onFloorsSomeShortestPathsAreNotUpDown() {
        UpDownLegality rule = new UpDownLegality(floors, FloorsTopology.rootSwitch(paper));
        // arm 0 of floor 0 -> f0B -> f1A -> arm 0 of floor 1 is shortest (3 hops) and turns down then up at f0B
        List<Integer> viaB0 = List.of(paper.arm(0, 0), paper.centre(0, 1), paper.centre(1, 0), paper.arm(1, 0));
        assertTrue(UpDownLegality.shortestPaths(floors, paper.arm(0, 0), paper.arm(1, 0)).contains(viaB0));
        assertFalse(rule.isLegal(viaB0));
    }

    @Test
    void onFloorsPlusEveryShortestPathBetweenArmsIsUpDownAndAvoidsTheNewLinks() {
        UpDownLegality rule = new UpDownLegality(plus, FloorsPlusTopology.rootSwitch(paper));
        assertEquals(1, rule.level(paper.centre(0, 1)));
        int[] arms = UpDownLegality.hostSwitches(plus);
        assertEquals(16, arms.length);
        for (int a : arms) {
            for (int b : arms) {
                for (List<Integer> path : UpDownLegality.shortestPaths(plus, a, b)) {
                    assertTrue(rule.isLegal(path), path.toString());
                    for (int i = 0; i + 1 < path.size(); i++) {
                        boolean sameFloorCentres = path.get(i) < 8 && path.get(i + 1) < 8
                                && path.get(i) / 2 == path.get(i + 1) / 2;
                        assertFalse(sameFloorCentres, "a Floors+ link carries traffic: " + path);
                    }
                }
            }
        }
    }
}
