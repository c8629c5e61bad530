package org.flitlab.topology.fattree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.flitlab.topology.Topology;
import org.flitlab.topology.UpDownLegality;
import org.junit.jupiter.api.Test;

class FatTreeTopologyTest {

    @Test
    void fourAryThreeTreeHasFortyEightSwitchesAndSixtyFourHosts() {
        Topology t = FatTreeTopology.build(FatTreeTopology.defaults());
        assertEquals(48, t.switchCount());
        assertEquals(64, t.hostCount());
        // 2 levels of 16 x 4 up-links + 64 host links
        assertEquals(2 * 64 + 64, t.links().size());
        for (int s = 0; s < 32; s++) {
            assertEquals(8, t.portCount(s));
        }
        for (int s = 32; s < 48; s++) {
            assertEquals(4, t.portCount(s), "top switches have only down ports");
        }
    }

    @Test
    void hostsAreAtMostTwoLevelsUpAndDown() {
        Topology t = FatTreeTopology.build(FatTreeTopology.defaults());
        int[] d = UpDownLegality.distancesFrom(t, 0);
        for (int leaf = 0; leaf < 16; leaf++) {
            assertEquals(leaf == 0 ? 0 : leaf / 4 == 0 ? 2 : 4, d[leaf], "leaf " + leaf);
        }
        // leaves 0 and 1 differ in digit 0: they share all four level-1 switches below digit 1
        assertEquals(4, UpDownLegality.shortestPaths(t, 0, 1).size());
        assertEquals(16, UpDownLegality.shortestPaths(t, 0, 4).size());
    }

    @Test
    void portOrderIsDownThenUp() {
        Topology t = FatTreeTopology.build(FatTreeTopology.defaults());
        int s = 16 + 5; // level 1, word 5 = digits (1, 1)
        for (int j = 0; j < 4; j++) {
            assertEquals(4 + j, t.neighbor(s, j), "down port j: digit 0 = j");
            assertEquals(32 + 1 + 4 * j, t.neighbor(s, 4 + j), "up port 4+j: digit 1 = j");
        }
    }

    @Test
    void tooManyHostsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> new FatTreeTopology.Params(64, 4, 1, 0));
    }

    @Test
    void aTreeOfMoreSwitchesThanAllowedIsRejectedBeforeItIsBuilt() {
        // 4-ary 8-tree: 4^8 = 65,536 hosts are allowed, but 8 x 4^7 = 131,072 switches are twice the limit.
        var e = assertThrows(IllegalArgumentException.class, () -> new FatTreeTopology.Params(4, 8, 1, 0));
        assertEquals("levels x arity^(levels-1) is 8 x 4^7 = 131072 switches; at most 65536 are allowed", e.getMessage());
        // 4-ary 7-tree: 7 x 4^6 = 28,672 switches, within the limit.
        new FatTreeTopology.Params(4, 7, 1, 0);
    }
}
