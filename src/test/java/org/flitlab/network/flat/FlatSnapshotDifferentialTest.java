package org.flitlab.network.flat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.flitlab.network.Engine;
import org.flitlab.network.InputQueueing;
import org.flitlab.network.NetworkConfig;
import org.flitlab.network.NetworkSnapshot;
import org.flitlab.network.RandomNetworks;
import org.flitlab.network.RouterModel;
import org.flitlab.network.Switching;
import org.flitlab.network.VcView;
import org.flitlab.network.WormView;
import org.junit.jupiter.api.Test;

/**
 * The workbench on the flat kernel (issue 19, "the worms drawn"): on random small scenarios within the flat kernel's
 * coverage (as {@code FlatKernelDifferentialTest} draws them, a third with BookSim's pipelined router), both kernels
 * are read at the same random tick boundaries and must give equal snapshots there: the same worms in the same order
 * (packet, source, destination, length, age, head node and channel, blocked, channels with their flit counts and
 * lanes), the same channel states, stop/go levels, occupancies, capacities, per-virtual-channel owners, occupancies
 * and credits, the same counters and deadlock. 120 scenarios (packets up to 160 flits); {@code -Dflitlab.flatSnapshotCases=N} for more.
 */
class FlatSnapshotDifferentialTest {
    private static final RandomNetworks.Options SHAPES = new RandomNetworks.Options(160, 0.6, true);

    @Test
    void bothKernelsDrawTheSameWormsAtEveryRandomTickBoundary() {
        int cases = Integer.getInteger("flitlab.flatSnapshotCases", 120);
        SplittableRandom rnd = new SplittableRandom(20261126L);
        int compared = 0;
        long worms = 0;
        for (int i = 0; i < cases; i++) {
            long caseSeed = rnd.nextLong();
            Engine[] pair = pair(caseSeed);
            if (pair == null) {
                continue;
            }
            String what = "case " + i + " (seed " + caseSeed + ")";
            worms += runSideBySide(pair[0], pair[1], new SplittableRandom(caseSeed ^ 0x5DEECE66DL), what);
            compared++;
        }
        assertTrue(compared >= cases * 3 / 4, "scenarios compared: " + compared);
        assertTrue(worms > 10_000, "worms compared: " + worms);
    }

    /** The reference engine and the flat kernel of one drawn scenario, or null if it was rejected. */
    static Engine[] pair(long caseSeed) {
        try {
            RandomNetworks.Parts a = covered(RandomNetworks.drawParts(new SplittableRandom(caseSeed), SHAPES, null), caseSeed);
            RandomNetworks.Parts b = covered(RandomNetworks.drawParts(new SplittableRandom(caseSeed), SHAPES, null), caseSeed);
            return new Engine[] {a.network(), new FlatKernel(b.topology(), b.config(), b.routing(), b.selection(), b.workload(), b.seed())};
        } catch (IllegalArgumentException rejected) {
            return null;
        }
    }

    /** FIFO queues; a third with BookSim's pipelined router (as FlatKernelDifferentialTest draws them). */
    private static RandomNetworks.Parts covered(RandomNetworks.Parts p, long caseSeed) {
        NetworkConfig cfg = p.config().withQueueing(InputQueueing.FIFO);
        if (Math.floorMod(caseSeed, 3) == 0) {
            cfg = cfg.withCredit().withSwitching(Switching.CUT_THROUGH)
                    .withRouter(RouterModel.booksim().withWaitForTailCredit(caseSeed % 2 == 0));
        }
        return new RandomNetworks.Parts(p.topology(), cfg, p.routing(), p.selection(), p.workload(), p.seed(), p.description());
    }

    /** Advances both in random slices, comparing snapshots after each; returns the worms compared. */
    private static long runSideBySide(Engine reference, Engine flat, SplittableRandom slices, String what) {
        long until = 0;
        long end = 1_500 + slices.nextInt(2_500);
        long worms = 0;
        String detail = what + " " + reference.config();
        while (until < end && !reference.isDeadlocked()) {
            until += 1 + slices.nextInt(120);
            reference.advance(until);
            flat.advance(until);
            NetworkSnapshot r = reference.snapshot();
            assertEquals(digest(r), digest(flat.snapshot()), detail + ": snapshot at tick " + until);
            worms += r.worms().size();
        }
        return worms;
    }

    /** Every field of a snapshot as text (its arrays by content), so that equal pictures give equal digests. */
    static String digest(NetworkSnapshot s) {
        StringBuilder b = new StringBuilder("tick ").append(s.tick()).append(" delivered ").append(s.deliveredPackets())
                .append(" in flight ").append(s.flitsInNetwork()).append('\n');
        for (WormView w : s.worms()) {
            b.append("worm ").append(w.packetId()).append(' ').append(w.sourceNode()).append("->").append(w.destinationNode())
                    .append(" len ").append(w.lengthFlits()).append(" age ").append(w.ageTicks()).append(" head ")
                    .append(w.headNode()).append('/').append(w.headChannel()).append(w.blocked() ? " blocked" : "")
                    .append(" on ").append(Arrays.toString(w.channels())).append(Arrays.toString(w.flits()))
                    .append(Arrays.toString(w.lanes())).append('\n');
        }
        b.append("state ").append(Arrays.toString(s.channelState())).append("\nstopped ").append(Arrays.toString(s.stopped()))
                .append("\noccupancy ").append(Arrays.toString(s.occupancy())).append("\ncapacity ")
                .append(Arrays.toString(s.capacity())).append('\n');
        for (VcView[] vcs : s.vcs()) {
            b.append(Arrays.toString(vcs)).append('\n');
        }
        return b.append("deadlock ").append(s.deadlock() == null ? "-" : s.deadlock().explanation()).toString();
    }
}
