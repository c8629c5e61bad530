package org.flitlab.routing.selection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.flitlab.routing.OutputState;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.SelectionPolicy;
import org.flitlab.routing.ProbePacket;
import org.junit.jupiter.api.Test;

class SelectionPolicyTest {

    /** Outputs whose busy (port, vc) pairs and stop ticks are set by hand. */
    private static final class Outputs implements OutputState {
        final Set<Long> busy = new HashSet<>();
        final Map<Integer, Long> stopped = new HashMap<>();

        Outputs busy(int port, int vc) {
            busy.add(((long) port << 16) | vc);
            return this;
        }

        Outputs stopped(int port, long tick) {
            stopped.put(port, tick);
            return this;
        }

        @Override
        public boolean isFree(int port, int vc) {
            return !busy.contains(((long) port << 16) | vc);
        }

        @Override
        public long lastStoppedTick(int port) {
            return stopped.getOrDefault(port, Long.MIN_VALUE);
        }

        @Override
        public long now() {
            return 1000;
        }
    }

    private static RouteCandidates candidates(int... portVcPairs) {
        RouteCandidates c = new RouteCandidates();
        for (int i = 0; i < portVcPairs.length; i += 2) {
            c.add(portVcPairs[i], portVcPairs[i + 1]);
        }
        return c;
    }

    private final ProbePacket packet = new ProbePacket(20, 31);
    private final SplittableRandom random = new SplittableRandom(1);

    @Test
    void lowestNumberedTakesTheLowestFreePortThenVirtualChannel() {
        SelectionPolicy s = new LowestNumberedSelection();
        RouteCandidates c = candidates(5, 1, 3, 1, 5, 0, 3, 0);
        assertEquals(3, s.select(0, packet, c, new Outputs(), random), "3/0 is the fourth candidate");
        assertEquals(1, s.select(0, packet, c, new Outputs().busy(3, 0), random));
        assertEquals(2, s.select(0, packet, c, new Outputs().busy(3, 0).busy(3, 1), random));
        assertEquals(-1, s.select(0, packet, c, new Outputs().busy(3, 0).busy(3, 1).busy(5, 0).busy(5, 1), random));
    }

    @Test
    void randomIdleDrawsUniformlyAmongTheFreeOnly() {
        SelectionPolicy s = new RandomIdleSelection();
        RouteCandidates c = candidates(1, 0, 2, 0, 3, 0, 4, 0);
        Outputs outputs = new Outputs().busy(2, 0);
        int[] count = new int[4];
        for (int i = 0; i < 30000; i++) {
            count[s.select(0, packet, c, outputs, random)]++;
        }
        assertEquals(0, count[1]);
        for (int i : new int[] {0, 2, 3}) {
            assertEquals(10000, count[i], 400);
        }
        assertEquals(-1, s.select(0, packet, candidates(2, 0), outputs, random));
    }

    /**
     * The draw's definition (the free candidates in order, the {@code nextInt(free)}-th taken, no draw for a lone free
     * one), against the policy on the same random stream, with up to 70 candidates (past the 64 it remembers) and
     * random busy outputs: the same index every time, so the same draws and picks in both kernels.
     */
    @Test
    void randomIdleTakesTheDrawnFreeCandidateInOrder() {
        SelectionPolicy s = new RandomIdleSelection();
        SplittableRandom shapes = new SplittableRandom(7);
        SplittableRandom mine = new SplittableRandom(11);
        SplittableRandom theirs = new SplittableRandom(11);
        for (int trial = 0; trial < 3000; trial++) {
            int n = 1 + shapes.nextInt(trial % 2 == 0 ? 4 : 70);
            RouteCandidates c = new RouteCandidates();
            Outputs outputs = new Outputs();
            int free = 0;
            for (int i = 0; i < n; i++) {
                c.add(i, i % 3);
                if (shapes.nextInt(3) == 0) {
                    outputs.busy(i, i % 3);
                } else {
                    free++;
                }
            }
            int expected = -1;
            if (free > 0) {
                int pick = free == 1 ? 0 : mine.nextInt(free);
                for (int i = 0; expected < 0; i++) {
                    if (outputs.isFree(i, i % 3) && pick-- == 0) {
                        expected = i;
                    }
                }
            }
            assertEquals(expected, s.select(0, packet, c, outputs, theirs), "trial " + trial + ", " + n + " candidates");
        }
    }

    @Test
    void leastRecentlyStoppedPrefersTheLongestUnstoppedFreePort() {
        SelectionPolicy s = new LeastRecentlyStoppedSelection();
        RouteCandidates c = candidates(1, 0, 2, 0, 3, 0, 4, 0);
        Outputs outputs = new Outputs().stopped(1, 900).stopped(2, 500).stopped(3, 700).stopped(4, 500);
        assertEquals(1, s.select(0, packet, c, outputs, random), "ports 2 and 4 stopped at 500: the lower port");
        assertEquals(3, s.select(0, packet, c, outputs.busy(2, 0), random));
        assertEquals(0, s.select(0, packet, c, new Outputs().stopped(2, 5), random), "never stopped beats stopped");
        assertEquals(-1, s.select(0, packet, candidates(2, 0), new Outputs().busy(2, 0), random));
    }

    @Test
    void staticPairAlwaysWaitsForItsOwnChoice() {
        SelectionPolicy s = new StaticPairSelection();
        RouteCandidates c = candidates(1, 0, 2, 0, 3, 0, 4, 0, 5, 0);
        int choice = s.select(7, packet, c, new Outputs(), random);
        assertEquals(StaticPairSelection.choice(20, 31, 7, 5), choice);
        for (int i = 0; i < 10; i++) {
            assertEquals(choice, s.select(7, packet, c, new Outputs(), new SplittableRandom(i)));
        }
        assertEquals(-1, s.select(7, packet, c, new Outputs().busy(c.port(choice), 0), random), "others are free but not its own");
        Set<Integer> choices = new HashSet<>();
        for (int node = 0; node < 50; node++) {
            choices.add(StaticPairSelection.choice(20, 31, node, 5));
        }
        assertEquals(5, choices.size(), "over many nodes the hash uses every index");
        assertNotEquals(-1, s.select(7, packet, candidates(1, 0), new Outputs(), random));
    }

    @Test
    void roundRobinMovesPastItsLastChoiceAtEachNode() {
        SelectionPolicy s = new RoundRobinSelection();
        RouteCandidates c = candidates(3, 0, 1, 0, 2, 0);
        Outputs free = new Outputs();
        assertEquals(1, s.select(4, packet, c, free, random), "port 1 first");
        assertEquals(2, s.select(4, packet, c, free, random), "then port 2");
        assertEquals(0, s.select(4, packet, c, free, random), "then port 3");
        assertEquals(1, s.select(4, packet, c, free, random), "and round to port 1");
        assertEquals(0, s.select(4, packet, c, free.busy(2, 0), random), "port 2 busy: port 3");
        assertEquals(1, s.select(9, packet, c, new Outputs(), random), "another node has its own pointer");
        assertEquals(-1, s.select(4, packet, candidates(2, 0), free, random));
        SelectionPolicy fresh = new RoundRobinSelection();
        assertEquals(1, fresh.select(4, packet, c, new Outputs(), random), "a new run starts afresh");
    }
}
