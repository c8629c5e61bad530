package org.flitlab.topology.hypercube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.flitlab.topology.Topology;
import org.junit.jupiter.api.Test;

class An1HypercubeTopologyTest {

    @Test
    void an1HypercubeMatchesTable1() {
        Topology t = An1HypercubeTopology.build(An1HypercubeTopology.defaults());
        assertEquals("an1-hypercube", t.family());
        assertEquals(32, t.switchCount());
        assertEquals(96, t.hostCount());
        assertEquals(9, t.serverHosts().length);
        // 5 x 32 / 2 cube links + 96 host links
        assertEquals(80 + 96, t.links().size());
        for (int s = 0; s < 32; s++) {
            assertTrue(t.portCount(s) <= 12);
        }
    }
}
