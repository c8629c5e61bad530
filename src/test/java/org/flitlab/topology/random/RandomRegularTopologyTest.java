package org.flitlab.topology.random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.flitlab.topology.Link;
import org.flitlab.topology.Topology;
import org.flitlab.topology.UpDownLegality;
import org.junit.jupiter.api.Test;

class RandomRegularTopologyTest {

    private static void assertRegularSimpleConnected(Topology t, int degree) {
        Set<Set<Integer>> pairs = new HashSet<>();
        for (int s = 0; s < t.switchCount(); s++) {
            assertEquals(degree, t.switchGraph().degreeOf(s), "switch " + s);
        }
        for (Link l : t.switchGraph().edgeSet()) {
            assertTrue(pairs.add(Set.of(l.nodeA(), l.nodeB())), "no parallel links");
        }
        for (int d : UpDownLegality.distancesFrom(t, 0)) {
            assertTrue(d >= 0, "connected");
        }
    }

    @Test
    void everySwitchHasExactlyDegreeLinksAndTheNetworkIsConnected() {
        for (int[] c : new int[][] {{16, 3}, {10, 2}, {64, 4}, {9, 8}, {50, 7}}) {
            var p = new RandomRegularTopology.Params(c[0], c[1], 1, 5, 1, 0, 0);
            Topology t = RandomRegularTopology.build(p);
            assertRegularSimpleConnected(t, c[1]);
            assertEquals(c[0] * c[1] / 2 + c[0], t.links().size());
        }
    }

    @Test
    void theSameSeedGivesTheSameNetworkAndAnotherSeedAnother() {
        var p = RandomRegularTopology.defaults();
        assertEquals(RandomRegularTopology.build(p).links(), RandomRegularTopology.build(p).links());
        var q = new RandomRegularTopology.Params(16, 3, 1, 99, 1, 0, 0);
        assertNotEquals(RandomRegularTopology.build(p).links(), RandomRegularTopology.build(q).links());
    }

    @Test
    void aDisconnectedDrawMovesOnToTheNextSeed() {
        // a 2-regular graph on 12 switches is a union of cycles, often more than one: some seed must be skipped
        boolean skipped = false;
        for (long seed = 0; seed < 20 && !skipped; seed++) {
            var p = new RandomRegularTopology.Params(12, 2, 1, seed, 1, 0, 0);
            long used = RandomRegularTopology.effectiveSeed(p);
            assertTrue(used >= seed);
            skipped = used > seed;
            assertRegularSimpleConnected(RandomRegularTopology.build(p), 2);
        }
        assertTrue(skipped);
    }

    @Test
    void oddNumberOfLinkEndsIsRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new RandomRegularTopology.Params(9, 3, 1, 1, 1, 0, 0));
        assertTrue(e.getMessage().contains("9 * 3"), e.getMessage());
    }
}
