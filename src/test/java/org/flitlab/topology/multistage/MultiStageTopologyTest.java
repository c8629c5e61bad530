package org.flitlab.topology.multistage;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.flitlab.topology.Topology;
import org.flitlab.topology.UpDownLegality;
import org.junit.jupiter.api.Test;

class MultiStageTopologyTest {
    private final MultiStageTopology.Params paper = MultiStageTopology.defaults();
    private final Topology t = MultiStageTopology.build(paper);

    @Test
    void countsMatchTable1() {
        assertEquals(24, t.switchCount());
        assertEquals(88, t.hostCount());
        assertEquals(8, t.serverHosts().length);
        // 4 x 4 bipartite + 16 x 2 uplinks + 88 host links
        assertEquals(16 + 32 + 88, t.links().size());
    }

    @Test
    void levelsHaveThePapersDegrees() {
        for (int i = 0; i < 4; i++) {
            assertEquals(4 + 2, t.portCount(paper.switchId(0, i)), "level 0: 4 up, 2 servers");
            assertEquals(4 + 8, t.portCount(paper.switchId(1, i)), "level 1: 4 down, 8 up = 12 ports");
        }
        for (int j = 0; j < 16; j++) {
            int s = paper.switchId(2, j);
            assertEquals(2 + 5, t.portCount(s));
            assertTrue(t.neighbor(s, 0) != t.neighbor(s, 1), "two different level-1 switches");
        }
        assertArrayEquals(new int[] {1, 3}, MultiStageTopology.lowerNeighbours(paper, 1, 5));
    }

    @Test
    void serversAreOnLevelZeroAndClientsOnTheTop() {
        for (int h : t.serverHosts()) {
            assertTrue(t.hostSwitch(t.hostNode(h)) < 4);
        }
        for (int h : t.clientHosts()) {
            assertTrue(t.hostSwitch(t.hostNode(h)) >= 8);
        }
    }

    @Test
    void everyShortestClientServerPathIsUpDown() {
        UpDownLegality rule = new UpDownLegality(t, MultiStageTopology.rootSwitch(paper));
        int checked = 0;
        for (int server = 0; server < 4; server++) {
            for (int client = 8; client < 24; client++) {
                for (List<Integer> path : UpDownLegality.shortestPaths(t, client, server)) {
                    assertTrue(rule.isLegal(path), path.toString());
                    checked++;
                }
                for (List<Integer> path : UpDownLegality.shortestPaths(t, server, client)) {
                    assertTrue(rule.isLegal(path), path.toString());
                }
            }
        }
        // each client switch reaches each server switch through either of its 2 level-1 switches
        assertEquals(4 * 16 * 2, checked);
    }

    @Test
    void serverPairsAndClientPairsWithACommonLevelOneSwitchAreUpDownToo() {
        UpDownLegality rule = new UpDownLegality(t, MultiStageTopology.rootSwitch(paper));
        for (int a : UpDownLegality.hostSwitches(t)) {
            for (int b : UpDownLegality.hostSwitches(t)) {
                List<List<Integer>> paths = UpDownLegality.shortestPaths(t, a, b);
                if (paths.get(0).size() <= 3) {
                    paths.forEach(path -> assertTrue(rule.isLegal(path), path.toString()));
                }
            }
        }
    }

    @Test
    void clientPairsWithNoCommonLevelOneSwitchHaveShortestPathsThatAreNotUpDown() {
        // level-2 switches 0 and 2 (ids 8 and 10) sit on level-1 pairs {0,1} and {2,3}: 4 hops apart
        UpDownLegality rule = new UpDownLegality(t, MultiStageTopology.rootSwitch(paper));
        List<List<Integer>> paths = UpDownLegality.shortestPaths(t, 8, 10);
        assertEquals(5, paths.get(0).size());
        assertTrue(paths.stream().anyMatch(rule::isLegal), "through the root");
        assertTrue(paths.stream().anyMatch(path -> !rule.isLegal(path)), "through another level-0 switch");
    }

    @Test
    void portLimitIsEnforced() {
        var p = new MultiStageTopology.Params(List.of(4, 4, 16), 2, 2, 5, 1, 11);
        assertThrows(IllegalArgumentException.class, () -> MultiStageTopology.build(p));
    }

    @Test
    void tooManyUplinksAreRejectedWithTheirValue() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new MultiStageTopology.Params(List.of(4, 4, 16), 5, 2, 5, 1, 12));
        assertTrue(e.getMessage().contains("uplinks is 5"), e.getMessage());
    }
}
