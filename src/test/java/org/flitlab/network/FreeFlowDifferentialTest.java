package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The block fast path ({@link FreeFlow}) against the flit-by-flit engine: on random small scenarios (topology,
 * routing, selection, load, packet and buffer sizes, link and switch delays, virtual channels, FIFO or virtual
 * output queues, cut-through or store-and-forward, credit or stop/go, every arbitration), both engines run from
 * the same seed, read at the same random tick boundaries, must deliver every packet at the same ticks (the
 * delivery digest covers packet id, head and tail arrival of every delivery, in order), make the same flit-hops,
 * end in the same deadlock if any, and report the same link usage and buffer occupancy; both conserve flits.
 */
class FreeFlowDifferentialTest {
    private static final int CASES = 300;
    /** Packets up to 160 flits (half the cases up to 16), loads up to 0.61, continuous sources and a permutation too. */
    private static final RandomNetworks.Options SHAPES = new RandomNetworks.Options(160, 0.6, true);

    @Test
    void fastPathAndFlitByFlitEngineAgreeOnEveryPacketOfThreeHundredRandomScenarios() {
        compare(CASES, 20261122L);
    }

    /** The same on 3000 other scenarios, on demand: {@code mvn test -Dtest=FreeFlowDifferentialTest -DexcludedGroups=none}. */
    @Test
    @Tag("soak-long")
    void fastPathAndFlitByFlitEngineAgreeOnThreeThousandMore() {
        compare(10 * CASES, 777L);
    }

    private static void compare(int cases, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        long blockHops = 0;
        long allHops = 0;
        long early = 0;
        long blocks = 0;
        int compared = 0;
        for (int i = 0; i < cases; i++) {
            long caseSeed = rnd.nextLong();
            Network fast;
            Network slow;
            try {
                fast = build(new SplittableRandom(caseSeed), true);
                slow = build(new SplittableRandom(caseSeed), false);
            } catch (IllegalArgumentException rejected) {
                continue;
            }
            String what = "case " + i + " (seed " + caseSeed + "): " + describe(new SplittableRandom(caseSeed));
            runSideBySide(slow, fast, new SplittableRandom(caseSeed ^ 0x5DEECE66DL), what);
            assertSameEnd(slow, fast, what);
            assertEquals(0, slow.blockFlitHops(), "the flit-by-flit engine makes no block");
            blockHops += fast.blockFlitHops();
            allHops += fast.flitHops();
            early += fast.probe().fastPathEarlyHandBacks();
            blocks += fast.probe().fastPathBlocks();
            compared++;
        }
        assertTrue(compared >= cases * 3 / 4, "scenarios compared: " + compared);
        // The comparison means something only if the fast path did much of the work, and was interrupted often.
        System.out.println("FREEFLOW blocks " + blocks + " early " + early + " block hops " + blockHops + " of " + allHops);
        assertTrue(blockHops > allHops / 20, "block flit-hops " + blockHops + " of " + allHops);
        assertTrue(blocks > 3 * cases && early > cases / 3, "blocks " + blocks + ", handed back early " + early);
    }

    /**
     * Advances both engines to the same ticks, in random slices, opening the measuring window a quarter of the way,
     * and compares what they did after each slice.
     */
    private static void runSideBySide(Network slow, Network fast, SplittableRandom slices, String what) {
        long until = 0;
        long end = 6_000 + slices.nextInt(6_000);
        boolean measuring = false;
        while (until < end && !fast.isDeadlocked()) {
            until += 1 + slices.nextInt(700);
            fast.advance(until);
            slow.advance(until);
            if (!measuring && until > end / 4) {
                fast.setMeasuring(true);
                slow.setMeasuring(true);
                measuring = true;
            }
            assertEquals(slow.flitHops(), fast.flitHops(), what + ": flit-hops at tick " + until);
            assertEquals(slow.recorder().deliveryDigest(), fast.recorder().deliveryDigest(), what + ": deliveries by tick " + until);
            assertEquals(slow.flitsInNetwork(), fast.flitsInNetwork(), what + ": flits in the network at tick " + until);
        }
    }

    /** Both engines ended alike: deadlock, tick, deliveries, link usage, buffers and the worms drawn. */
    private static void assertSameEnd(Network slow, Network fast, String what) {
        assertEquals(slow.isDeadlocked(), fast.isDeadlocked(), what + ": deadlock");
        if (slow.isDeadlocked()) {
            assertEquals(slow.deadlock().explanation(), fast.deadlock().explanation(), what);
        }
        assertEquals(slow.tick(), fast.tick(), what);
        assertEquals(slow.recorder().deliveredPackets(), fast.recorder().deliveredPackets(), what);
        assertEquals(slow.recorder().deliveredFlits(), fast.recorder().deliveredFlits(), what);
        assertEquals(slow.channelUsage(), fast.channelUsage(), what + ": link usage");
        assertEquals(slow.bufferOccupancy(), fast.bufferOccupancy(), what + ": buffer occupancy");
        assertEquals(drawn(slow), drawn(fast), what + ": worms drawn");
        slow.checkConservation();
        fast.checkConservation();
    }

    /** The worms a snapshot draws, with the channels and flit counts of each (arrays compared by content). */
    private static List<String> drawn(Network n) {
        return n.snapshot().worms().stream().map(w -> w.packetId() + " " + w.ageTicks() + " " + w.headNode() + " " + w.headChannel()
                + " " + w.blocked() + Arrays.toString(w.channels())
                + Arrays.toString(w.flits())).toList();
    }

    private static String describe(SplittableRandom rnd) {
        try {
            return RandomNetworks.draw(rnd, SHAPES, null).description();
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    private static Network build(SplittableRandom rnd, boolean fastPath) {
        Network n = RandomNetworks.draw(rnd, SHAPES, null).network();
        n.setFastPath(fastPath);
        return n;
    }
}
