package org.flitlab.topology.corefringe;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.flitlab.topology.Topology;
import org.flitlab.topology.UpDownLegality;
import org.junit.jupiter.api.Test;

class CoreFringeTopologyTest {
    private final CoreFringeTopology.Params paper = CoreFringeTopology.defaults();
    private final Topology t = CoreFringeTopology.build(paper);

    @Test
    void countsMatchTable1PlusTheRoot() {
        // Table 1: 28 switches (8 core + 20 fringe), 80 hosts, 8 servers; the root is the 29th switch.
        assertEquals(29, t.switchCount());
        assertEquals(80, t.hostCount());
        assertEquals(8, t.serverHosts().length);
        // 20 fringe switches x 4 core links + 8 root links + 80 host links.
        assertEquals(80 + 8 + 80, t.links().size());
        assertEquals(28, CoreFringeTopology.rootSwitch(paper));
        assertEquals("root", t.node(28).name());
    }

    @Test
    void portsStayWithinAn1sTwelve() {
        for (int s = 0; s < t.switchCount(); s++) {
            assertTrue(t.portCount(s) <= 12, t.node(s).name());
        }
        // a core serves groups g-1, g, g+1, g-4: 2+3+3+2 or 3+2+2+3 fringe switches, plus the root
        assertEquals(11, t.portCount(0));
        assertEquals(8, t.portCount(8));
        assertEquals(8, t.portCount(28));
    }

    @Test
    void groupsAlternateTwoAndThree() {
        int[] sizes = new int[8];
        for (int j = 0; j < 20; j++) {
            sizes[CoreFringeTopology.groupOf(paper, j)]++;
        }
        assertArrayEquals(new int[] {2, 3, 2, 3, 2, 3, 2, 3}, sizes);
        assertArrayEquals(new int[] {7, 0, 1, 4}, CoreFringeTopology.coresOf(paper, 0));
        assertArrayEquals(new int[] {4, 5, 6, 1}, CoreFringeTopology.coresOf(paper, 5));
    }

    @Test
    void fringeSwitchesOfDifferentGroupsShareOneOrTwoCores() {
        for (int a = 0; a < 20; a++) {
            for (int b = a + 1; b < 20; b++) {
                int shared = sharedCores(8 + a, 8 + b);
                boolean sameGroup = CoreFringeTopology.groupOf(paper, a) == CoreFringeTopology.groupOf(paper, b);
                if (sameGroup) {
                    assertEquals(4, shared, a + " " + b);
                } else {
                    assertTrue(shared == 1 || shared == 2, a + " " + b + " share " + shared);
                }
            }
        }
    }

    private int sharedCores(int f1, int f2) {
        Set<Integer> cores = new HashSet<>();
        for (int p = 0; p < t.portCount(f1); p++) {
            cores.add(t.neighbor(f1, p));
        }
        int n = 0;
        for (int p = 0; p < t.portCount(f2); p++) {
            int c = t.neighbor(f2, p);
            if (c < 8 && cores.contains(c)) {
                n++;
            }
        }
        return n;
    }

    @Test
    void everyShortestPathBetweenHostSwitchesIsUpDown() {
        UpDownLegality rule = new UpDownLegality(t, CoreFringeTopology.rootSwitch(paper));
        int[] withHosts = UpDownLegality.hostSwitches(t);
        assertEquals(20, withHosts.length);
        int paths = 0;
        for (int a : withHosts) {
            for (int b : withHosts) {
                for (List<Integer> path : UpDownLegality.shortestPaths(t, a, b)) {
                    assertTrue(rule.isLegal(path), path.toString());
                    assertTrue(!path.contains(28), "the root carries no traffic: " + path);
                    paths++;
                }
            }
        }
        assertTrue(paths > 400);
    }

    @Test
    void oneServerSitsOnTheFirstSwitchOfEachGroup() {
        Set<Integer> groups = new HashSet<>();
        for (int h : t.serverHosts()) {
            int fringe = t.hostSwitch(t.hostNode(h)) - 8;
            groups.add(CoreFringeTopology.groupOf(paper, fringe));
            assertEquals(0, h % 4, "first host of its switch");
        }
        assertEquals(8, groups.size());
    }

    @Test
    void oddCoreCountIsRejectedWithItsValue() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new CoreFringeTopology.Params(7, 2, 3, 4, 8, 1, 12));
        assertTrue(e.getMessage().contains("cores is 7"), e.getMessage());
    }

    @Test
    void tooSmallAPortLimitNamesTheSwitch() {
        var p = new CoreFringeTopology.Params(8, 2, 3, 4, 8, 1, 10);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CoreFringeTopology.build(p));
        assertTrue(e.getMessage().contains("core"), e.getMessage());
    }
}
