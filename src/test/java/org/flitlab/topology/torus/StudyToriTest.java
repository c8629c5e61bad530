package org.flitlab.topology.torus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.flitlab.topology.Link;
import org.flitlab.topology.Topology;
import org.junit.jupiter.api.Test;

class StudyToriTest {

    @Test
    void an1TorusMatchesTable1() {
        Topology t = An1TorusTopology.build(An1TorusTopology.defaults());
        assertEquals("an1-torus", t.family());
        assertEquals(20, t.switchCount());
        assertEquals(80, t.hostCount());
        assertEquals(8, t.serverHosts().length);
        assertArrayEquals(new int[] {0, 10, 20, 30, 40, 50, 60, 70}, t.serverHosts());
        // 2 x 20 torus links + 80 host links
        assertEquals(40 + 80, t.links().size());
        for (int s = 0; s < 20; s++) {
            assertEquals(8, t.portCount(s));
        }
    }

    @Test
    void myrinetThreeByThreeHasNineSwitchesAndThirtySixHostsOnEightPorts() {
        Topology t = MyrinetTorusTopology.build(MyrinetTorusTopology.defaults());
        assertEquals(9, t.switchCount());
        assertEquals(36, t.hostCount());
        assertEquals(18 + 36, t.links().size());
        for (int s = 0; s < 9; s++) {
            assertEquals(8, t.portCount(s));
        }
        for (Link l : t.links()) {
            assertEquals(10, l.delayTicks());
            assertEquals(22.5, l.lengthMeters(), 1e-9);
        }
        assertTrue(t.gridShape().orElseThrow().wrap());
        Topology seven = MyrinetTorusTopology.build(new MyrinetTorusTopology.Params(7, 4, 10, 8));
        assertEquals(49, seven.switchCount());
        assertEquals(196, seven.hostCount());
    }
}
