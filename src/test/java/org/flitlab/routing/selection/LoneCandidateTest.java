package org.flitlab.routing.selection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.flitlab.routing.OutputState;
import org.flitlab.routing.ProbePacket;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.SelectionPolicy;
import org.junit.jupiter.api.Test;

/**
 * The policies that say they take a lone free candidate (so the flat kernel answers that case without calling them)
 * do exactly that: the candidate when free, -1 when busy, and no random number drawn; round robin, which moves its
 * pointer, does not say so.
 */
class LoneCandidateTest {
    @Test
    void aLoneCandidateIsTakenWhenFreeWithoutADraw() {
        List<SelectionPolicy> claiming = List.of(new RandomIdleSelection(), new LowestNumberedSelection(),
                new LeastRecentlyStoppedSelection(), new StaticPairSelection());
        RouteCandidates lone = new RouteCandidates();
        lone.add(3, 1);
        for (SelectionPolicy policy : claiming) {
            assertTrue(policy.takesALoneFreeCandidate(), policy.getClass().getSimpleName());
            for (boolean free : new boolean[] {true, false}) {
                SplittableRandom random = new SplittableRandom(7);
                int choice = policy.select(5, new ProbePacket(20, 30), lone, outputs(free), random);
                assertEquals(free ? 0 : -1, choice, policy.getClass().getSimpleName());
                assertEquals(new SplittableRandom(7).nextLong(), random.nextLong(), "no number drawn");
            }
        }
        assertFalse(new RoundRobinSelection().takesALoneFreeCandidate());
    }

    private static OutputState outputs(boolean free) {
        return new OutputState() {
            @Override
            public boolean isFree(int port, int vc) {
                return free;
            }

            @Override
            public long lastStoppedTick(int port) {
                return 12;
            }

            @Override
            public long now() {
                return 40;
            }
        };
    }
}
