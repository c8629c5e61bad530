package org.flitlab.network.flat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.flitlab.network.Engine;
import org.flitlab.network.InputQueueing;
import org.flitlab.network.LinkFlowControl;
import org.flitlab.network.Network;
import org.flitlab.network.NetworkConfig;
import org.flitlab.network.RandomNetworks;
import org.flitlab.network.RouterModel;
import org.flitlab.network.Switching;
import org.flitlab.stats.LongSamples;
import org.junit.jupiter.api.Test;

/**
 * The flat kernel against the reference engine on random small scenarios within the flat kernel's coverage
 * ({@link FlatCoverage}): topology, routing, selection, load, packet and buffer sizes, link and switch delays,
 * virtual channels, cut-through or store-and-forward, every output and virtual-channel arbitration, both ejection
 * modes, credit or stop/go flow control, FlitLab's switch or BookSim's pipelined router, Poisson, continuous and
 * permutation traffic ({@link RandomNetworks}; drawn virtual output queues become FIFO queues). Both run from the same seed, are read at the
 * same random tick boundaries and must agree on every delivery (the order-sensitive digest of packet id, head and
 * tail arrival tick of every delivery), flit-hops and flits in the network after each slice; at the end on the
 * deadlock and its explanation, the tick, the measured latency samples and routers crossed in delivery order, link usage and buffer
 * occupancy; both conserve flits. 500 scenarios compared in the suite; {@code -Dflitlab.flatCases=5000} for more; and 60 with
 * worms of up to 512 flits ({@code -Dflitlab.flatLongCases}).
 */
class FlatKernelDifferentialTest {
    private static final RandomNetworks.Options SHAPES = new RandomNetworks.Options(160, 0.6, true);
    private static final RandomNetworks.Options LONG_WORMS = new RandomNetworks.Options(512, 0.6, true);

    @Test
    void flatKernelAndReferenceEngineAgreeOnEveryPacketOfRandomScenarios() {
        int cases = Integer.getInteger("flitlab.flatCases", 500);
        Tally tally = compare(cases, Long.getLong("flitlab.flatSeed", 20261125L), SHAPES);
        System.out.println("FLAT " + tally);
        assertEquals(cases, tally.compared, "scenarios compared");
        boolean direct = !"false".equals(System.getProperty("flitlab.directLanding"));
        assertTrue(!direct || tally.ownDirect >= cases / 20, "own switch landing directly: " + tally.ownDirect);
        boolean ownSends = direct && !"false".equals(System.getProperty("flitlab.ownSwitchSends"));
        assertTrue(!ownSends || tally.ownSends >= cases / 100, "own switch's specialised sends: " + tally.ownSends);
    }

    /**
     * Long worms (up to 512 flits), where the flat kernel advances worms as blocks ({@link FlatBlocks}) and worms that
     * take turns as periodic groups ({@link FlatGroups}): the same comparison, and blocks and groups must have been
     * started and some of each handed back early by a grant, so that their arithmetic and its interruption are compared.
     */
    @Test
    void longWormsAdvancedAsBlocksGiveTheSameResults() {
        int cases = Integer.getInteger("flitlab.flatLongCases", 60);
        Tally tally = compare(cases, Long.getLong("flitlab.flatSeed", 20261126L), LONG_WORMS);
        System.out.println("FLAT long worms " + tally);
        assertEquals(cases, tally.compared, "scenarios compared");
        assertTrue(tally.blocks > 0 && tally.earlyHandBacks > 0, "blocks " + tally.blocks + ", early " + tally.earlyHandBacks);
        assertTrue(tally.groups > 0 && tally.groupEarly > 0, "groups " + tally.groups + ", early " + tally.groupEarly);
    }

    private static Tally compare(int cases, long seed, RandomNetworks.Options shapes) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Tally tally = new Tally();
        // Draws until `cases` scenarios are compared: a draw the engines reject as a whole (a configuration no
        // engine runs, IllegalArgumentException) is skipped, about one in seven; at most twice as many draws.
        for (int i = 0; tally.compared < cases && i < 2 * cases; i++) {
            long caseSeed = rnd.nextLong();
            Network reference;
            FlatKernel flat;
            RandomNetworks.Parts a;
            try {
                a = covered(RandomNetworks.drawParts(new SplittableRandom(caseSeed), shapes, null), caseSeed);
                RandomNetworks.Parts b = covered(RandomNetworks.drawParts(new SplittableRandom(caseSeed), shapes, null), caseSeed);
                reference = a.network();
                flat = new FlatKernel(b.topology(), b.config(), b.routing(), b.selection(), b.workload(), b.seed());
            } catch (IllegalArgumentException rejected) {
                continue;
            }
            String what = "case " + i + " (seed " + caseSeed + "): " + a.description();
            runSideBySide(reference, flat, new SplittableRandom(caseSeed ^ 0x5DEECE66DL), what);
            assertSameEnd(reference, flat, what);
            tally.add(a, reference, flat);
        }
        return tally;
    }

    /** What a comparison covered. */
    private static final class Tally {
        int compared;
        int deadlocked;
        int pipelined;
        int stopGo;
        /** FlitLab's own switch with its flits written into the next buffer at their send ({@link FlatState#direct}). */
        int ownDirect;
        /** Of those, the ones whose sends took {@link OwnSwitchSends}'s path. */
        int ownSends;
        long hops;
        long blocks;
        long referenceBlocks;
        long earlyHandBacks;
        long referenceEarly;
        long blockHops;
        long groups;
        long groupHops;
        long groupEarly;

        void add(RandomNetworks.Parts a, Network reference, FlatKernel flat) {
            compared++;
            deadlocked += reference.isDeadlocked() ? 1 : 0;
            pipelined += a.config().router().pipelined() ? 1 : 0;
            stopGo += a.config().flowControl() == LinkFlowControl.STOP_GO ? 1 : 0;
            ownDirect += !a.config().router().pipelined() && flat.state.direct ? 1 : 0;
            ownSends += flat.transmission.ownSwitchSends() ? 1 : 0;
            hops += reference.flitHops();
            blocks += flat.blocks.blocksStarted;
            referenceBlocks += reference.probe().fastPathBlocks();
            earlyHandBacks += flat.blocks.earlyHandBacks;
            referenceEarly += reference.probe().fastPathEarlyHandBacks();
            blockHops += flat.blockFlitHops();
            groups += flat.blocks.groups.started;
            groupHops += flat.blocks.groups.flitHops;
            groupEarly += flat.blocks.groups.earlyHandBacks;
        }

        @Override
        public String toString() {
            return "compared " + compared + " (" + pipelined + " with booksim-iq, " + stopGo + " stop/go, " + ownDirect
                    + " own switch landing directly, " + ownSends + " of them on its specialised sends) deadlocked "
                    + deadlocked + " flit-hops " + hops + "; flat kernel blocks " + blocks + " (reference engine " + referenceBlocks + "; " + earlyHandBacks
                    + " handed back by a grant, reference engine " + referenceEarly + "), " + blockHops + " flit-hops in blocks; groups "
                    + groups + " (" + groupEarly + " handed back by a grant), " + groupHops + " flit-hops in groups";
        }
    }

    /**
     * The drawn parts with FIFO queues where they drew virtual output queues (which the flat kernel does not cover); a
     * third of the cases with BookSim's pipelined router instead of FlitLab's switch (credits, cut-through, and half of
     * those with wait_for_tail_credit), chosen from the case's seed so that no draw of {@link RandomNetworks} changes.
     */
    private static RandomNetworks.Parts covered(RandomNetworks.Parts p, long caseSeed) {
        NetworkConfig cfg = p.config().withQueueing(InputQueueing.FIFO);
        if (Math.floorMod(caseSeed, 3) == 0) {
            cfg = cfg.withCredit().withSwitching(Switching.CUT_THROUGH)
                    .withRouter(RouterModel.booksim().withWaitForTailCredit(caseSeed % 2 == 0));
        }
        assertNull(FlatCoverage.uncovered(cfg));
        return new RandomNetworks.Parts(p.topology(), cfg, p.routing(), p.selection(), p.workload(), p.seed(),
                p.description() + (cfg.equals(p.config()) ? "" : " -> " + cfg));
    }

    static void runSideBySide(Engine reference, Engine flat, SplittableRandom slices, String what) {
        long until = 0;
        long end = 6_000 + slices.nextInt(6_000);
        boolean measuring = false;
        while (until < end && !reference.isDeadlocked()) {
            until += 1 + slices.nextInt(700);
            reference.advance(until);
            flat.advance(until);
            if (!measuring && until > end / 4) {
                reference.setMeasuring(true);
                flat.setMeasuring(true);
                measuring = true;
            }
            assertEquals(reference.flitHops(), flat.flitHops(), what + ": flit-hops at tick " + until);
            assertEquals(reference.recorder().deliveryDigest(), flat.recorder().deliveryDigest(), what + ": deliveries by tick " + until);
            assertEquals(reference.flitsInNetwork(), flat.flitsInNetwork(), what + ": flits in the network at tick " + until);
            assertEquals(reference.queuedPackets(), flat.queuedPackets(), what + ": queued packets at tick " + until);
        }
    }

    static void assertSameEnd(Engine reference, Engine flat, String what) {
        assertEquals(reference.isDeadlocked(), flat.isDeadlocked(), what + ": deadlock");
        if (reference.isDeadlocked()) {
            assertEquals(reference.deadlock().explanation(), flat.deadlock().explanation(), what);
            assertEquals(reference.deadlock().cycle(), flat.deadlock().cycle(), what);
        }
        assertEquals(reference.tick(), flat.tick(), what);
        assertEquals(reference.generatedPackets(), flat.generatedPackets(), what);
        assertEquals(reference.recorder().deliveredPackets(), flat.recorder().deliveredPackets(), what);
        assertEquals(reference.recorder().deliveredFlits(), flat.recorder().deliveredFlits(), what);
        assertTrue(java.util.Arrays.equals(samples(reference.recorder().deliveryLatency()), samples(flat.recorder().deliveryLatency())),
                what + ": measured latencies");
        assertTrue(java.util.Arrays.equals(samples(reference.recorder().hops()), samples(flat.recorder().hops())),
                what + ": routers each packet crossed");
        assertEquals(reference.mechanismStats(), flat.mechanismStats(), what + ": switch visits");
        assertEquals(reference.channelUsage(), flat.channelUsage(), what + ": link usage");
        assertEquals(reference.bufferOccupancy(), flat.bufferOccupancy(), what + ": buffer occupancy");
        reference.checkConservation();
        flat.checkConservation();
    }

    private static long[] samples(LongSamples s) {
        long[] a = new long[s.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = s.get(i);
        }
        return a;
    }
}
