package org.flitlab.network.flat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.flitlab.network.Engine;
import org.flitlab.network.EngineProbe;
import org.flitlab.network.InputQueueing;
import org.flitlab.network.NetworkConfig;
import org.flitlab.network.RandomNetworks;
import org.flitlab.network.VcArbitration;
import org.junit.jupiter.api.Test;

/**
 * With BookSim's pipelined router the flat kernel writes a flit bound for a switch into its buffer's ring at its
 * launch and only counts it in when it lands ({@link FlatState#direct}), so its wires hold nothing: the readers of the
 * wires must find those flits in transit instead. On the pipelined scenarios {@link FlatSnapshotDifferentialTest}
 * draws (any number of virtual channels), read after every tick, the probe's packet sent last tick on every channel
 * and the conservation count (flits on wires included) equal the reference engine's, which keeps its flits on wires.
 * FlitLab's own switch does the same with credits where no block or group of worms can start (packets of at most 9
 * flits): on such scenarios the snapshot (the worms drawn, flits in transit among them) is compared after every tick
 * too, and the end as {@code FlatKernelDifferentialTest} compares it.
 */
class FlatTransitTest {
    @Test
    void flitsInTransitAreReadAsTheReferenceEngineReadsItsWires() {
        SplittableRandom rnd = new SplittableRandom(20261126L);
        int compared = 0;
        long sends = 0;
        long onWires = 0;
        for (int i = 0; compared < 20 && i < 400; i++) {
            long caseSeed = rnd.nextLong();
            if (Math.floorMod(caseSeed, 3) != 0) {
                continue;
            }
            Engine[] pair = FlatSnapshotDifferentialTest.pair(caseSeed);
            if (pair == null) {
                continue;
            }
            assertTrue(((FlatKernel) pair[1]).state.direct, "direct landing with the pipelined router and credits");
            long[] seen = compare(pair[0], pair[1], "case " + i + " (seed " + caseSeed + ")");
            sends += seen[0];
            onWires += seen[1];
            compared++;
        }
        assertEquals(20, compared);
        assertTrue(sends > 10_000, "channel sends compared: " + sends);
        assertTrue(onWires > 10_000, "flits on wires compared: " + onWires);
    }

    @Test
    void ownSwitchFlitsInTransitAreReadAsTheReferenceEngineReadsItsWires() {
        SplittableRandom rnd = new SplittableRandom(20261127L);
        RandomNetworks.Options shortWorms = new RandomNetworks.Options(FlatBlocks.MIN_BLOCK_TICKS + 1, 0.6, true);
        int compared = 0;
        long sends = 0;
        long onWires = 0;
        for (int i = 0; compared < 20 && i < 200; i++) {
            long caseSeed = rnd.nextLong();
            Engine[] pair = ownSwitchPair(shortWorms, caseSeed);
            if (pair == null) {
                continue;
            }
            assertTrue(((FlatKernel) pair[1]).state.direct, "direct landing with FlitLab's switch, credits and short worms");
            String what = "own switch case " + i + " (seed " + caseSeed + ") " + pair[0].config();
            long[] seen = compare(pair[0], pair[1], what);
            FlatKernelDifferentialTest.assertSameEnd(pair[0], pair[1], what);
            sends += seen[0];
            onWires += seen[1];
            compared++;
        }
        assertEquals(20, compared);
        assertTrue(sends > 10_000, "channel sends compared: " + sends);
        assertTrue(onWires > 10_000, "flits on wires compared: " + onWires);
    }

    /**
     * {@link OwnSwitchSends}, FlitLab's switch's specialised sends: drawn scenarios as above with round-robin arbitration,
     * one-tick links and one, two or four virtual channels (the case it covers), ticked against the reference engine the
     * same way; each must have taken that path, and its credit returned at once must read as the reference engine's.
     */
    @Test
    void ownSwitchSpecialisedSendsAreReadAsTheReferenceEngine() {
        SplittableRandom rnd = new SplittableRandom(20261128L);
        RandomNetworks.Options shortWorms = new RandomNetworks.Options(FlatBlocks.MIN_BLOCK_TICKS + 1, 0.6, true);
        // -Dflitlab.ownSwitchSends=false: the same scenarios on the general path.
        boolean on = !"false".equals(System.getProperty("flitlab.ownSwitchSends"));
        int compared = 0;
        long sends = 0;
        for (int i = 0; compared < 12 && i < 2000; i++) {
            long caseSeed = rnd.nextLong();
            Engine[] pair = ownSwitchPair(shortWorms, caseSeed, true);
            if (pair == null || pair[0].topology().link(0).delayTicks() != 1 || Integer.bitCount(pair[0].config().virtualChannels()) != 1) {
                continue;
            }
            assertEquals(on, ((FlatKernel) pair[1]).transmission.ownSwitchSends(), "specialised sends: " + pair[0].config());
            String what = "own switch sends case " + i + " (seed " + caseSeed + ") " + pair[0].config();
            sends += compare(pair[0], pair[1], what)[0];
            FlatKernelDifferentialTest.assertSameEnd(pair[0], pair[1], what);
            compared++;
        }
        assertEquals(12, compared);
        assertTrue(sends > 5_000, "channel sends compared: " + sends);
    }

    private static Engine[] ownSwitchPair(RandomNetworks.Options shapes, long caseSeed) {
        return ownSwitchPair(shapes, caseSeed, false);
    }

    /**
     * A drawn scenario with FlitLab's switch, FIFO queues and credits (and round-robin arbitration if asked), on both
     * kernels; null if it was rejected.
     */
    private static Engine[] ownSwitchPair(RandomNetworks.Options shapes, long caseSeed, boolean roundRobin) {
        try {
            Engine[] pair = new Engine[2];
            for (int e = 0; e < 2; e++) {
                RandomNetworks.Parts p = RandomNetworks.drawParts(new SplittableRandom(caseSeed), shapes, null);
                if (p.config().router().pipelined()) {
                    return null;
                }
                NetworkConfig cfg = p.config().withQueueing(InputQueueing.FIFO).withCredit();
                cfg = roundRobin ? cfg.withVcArbitration(VcArbitration.ROUND_ROBIN) : cfg;
                RandomNetworks.Parts q = new RandomNetworks.Parts(p.topology(), cfg,
                        p.routing(), p.selection(), p.workload(), p.seed(), p.description());
                pair[e] = e == 0 ? q.network() : new FlatKernel(q.topology(), q.config(), q.routing(), q.selection(), q.workload(), q.seed());
            }
            return pair;
        } catch (IllegalArgumentException rejected) {
            return null;
        }
    }

    /** Ticks both kernels one at a time; returns the sends and flits on wires compared. */
    private static long[] compare(Engine reference, Engine flat, String what) {
        EngineProbe a = reference.probe();
        EngineProbe b = flat.probe();
        int channels = reference.topology().channelCount();
        long sends = 0;
        long onWires = 0;
        for (long t = 0; t < 800 && !reference.isDeadlocked(); t++) {
            reference.advance(t);
            flat.advance(t);
            for (int c = 0; c < channels; c++) {
                long sent = a.packetSentLastTick(c);
                assertEquals(sent, b.packetSentLastTick(c), what + " tick " + t + " channel " + c);
                sends += sent >= 0 ? 1 : 0;
            }
            assertEquals(reference.checkConservation(), flat.checkConservation(), what + " tick " + t);
            if (!flat.config().router().pipelined()) {
                assertEquals(FlatSnapshotDifferentialTest.digest(reference.snapshot()), FlatSnapshotDifferentialTest.digest(flat.snapshot()),
                        what + " snapshot at tick " + t);
            }
            onWires += flat.checkConservation().onWires();
        }
        return new long[] {sends, onWires};
    }
}
