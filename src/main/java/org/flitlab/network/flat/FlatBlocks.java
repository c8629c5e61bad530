package org.flitlab.network.flat;

import java.util.Arrays;

/**
 * The block fast path of the flat kernel (docs/performance.md, "Long worms on the flat kernel"), as the reference
 * engine's {@code FreeFlow}: a worm whose head has reached its destination host, whose first held channel has all
 * its remaining flits at hand, and which has every channel and crossbar input of its path to itself, each sending
 * one of its flits every tick with steady flow control ({@link FlatBlockCheck}), is advanced as a {@link FlatBlock}:
 * its channels leave the kernel's sending and in-flight sets, and their state is brought up to date arithmetically
 * when something reads it. Events only at its start, at an interrupting grant ({@link #granting}: the block is
 * handed back first, its flits due that tick landed as the landing phase would have) and at the start of the tick
 * its first channel sends the tail. Results are those of the flit-by-flit kernel, tick for tick
 * ({@code FlatKernelDifferentialTest}). Off with BookSim's pipelined router, whose switches send through their
 * allocators. A worm that does not qualify is offered to {@link FlatGroups}, which advances worms taking turns on
 * shared channels as periodic patterns. Where blocks move few flit-hops for their entry checks (short worms under
 * heavy load), only a sample of the delivered heads is checked ({@link #MIN_HOPS_PER_CHECK}). No allocation per
 * packet in steady state (blocks are pooled). Engine thread only.
 */
final class FlatBlocks {
    /** Blocks shorter than this are not worth their entry check and bookkeeping. */
    static final int MIN_BLOCK_TICKS = 8;
    /**
     * Blocks repay their entry checks only when they move about this many flit-hops per check: a check walks the
     * worm's path, and a block that moves few flit-hops saves less than that (docs/performance.md, "Session 8: case
     * 4": case 4's 32-flit worms under heavy load made 5 per check and ran 5% slower with blocks than without; case 2's
     * 64-flit worms at 0.1 make 36, at 0.3 and 0.45 two).
     */
    static final int MIN_HOPS_PER_CHECK = 12;
    /** Checks per window over which the yield is judged. */
    private static final int WINDOW_CHECKS = 4096;
    /** While the last window's yield was too low, one delivered head in this many becomes a candidate. */
    private static final int SPARSE = 16;
    /** Longest wait between entry checks of a worm that did not qualify. */
    private static final int MAX_BACKOFF_TICKS = 64;
    private final FlatKernel k;
    private final FlatState s;
    private final FlatBlockCheck check;
    /** Worms that take turns on shared channels, advanced as periodic patterns. */
    final FlatGroups groups;
    private boolean enabled;
    private int[] candSlot = new int[16];
    private long[] candId = new long[16];
    private int[] candVc = new int[16];
    private long[] nextCheck = new long[16];
    private int[] backoff = new int[16];
    private int candidateCount;
    private FlatBlock[] active = new FlatBlock[8];
    private int activeCount;
    private FlatBlock[] pool = new FlatBlock[9];
    private int poolCount;
    /** The block sending on each channel, or null. */
    final FlatBlock[] byChannel;
    /** The block using the crossbar input each channel enters (a buffer it streams through or drains), or null. */
    final FlatBlock[] byPort;
    long blockFlitHops;
    private int windowChecks;
    private long windowStartHops;
    private boolean sparse;
    private int skipped;
    long blocksStarted;
    long earlyHandBacks;
    /** Due checks skipped because the worm's channel into its destination was in a running group (per check). */
    private long skipsInGroups;

    FlatBlocks(FlatKernel k) {
        this.k = k;
        this.s = k.state;
        this.enabled = !s.config.router().pipelined();
        this.byChannel = new FlatBlock[s.channels];
        this.byPort = new FlatBlock[s.channels];
        this.check = new FlatBlockCheck(k, this);
        this.groups = new FlatGroups(k);
        groups.setEnabled(enabled);
    }

    /** On or off before the first tick (never on with the pipelined router). */
    void setEnabled(boolean on) {
        enabled = on && !s.config.router().pipelined();
        groups.setEnabled(enabled);
    }

    boolean isActive() {
        return activeCount > 0 || groups.isActive();
    }

    /** The head of slot {@code pk} reached its destination host through virtual channel {@code g} at {@code t}. */
    void headDelivered(int pk, int g, long t) {
        if (enabled && k.packets.length[pk] - 1 > MIN_BLOCK_TICKS && (!sparse || ++skipped % SPARSE == 0)) {
            addCandidate(pk, g, t, 1);
        }
    }

    /** End of tick {@code t}: worms whose check is due start a block if they qualify. */
    void afterTick(long t) {
        groups.afterTick(t);
        int kept = 0;
        for (int i = 0; i < candidateCount; i++) {
            int pk = candSlot[i];
            if (k.packets.id[pk] != candId[i] || s.vcOwner[candVc[i]] != pk) {
                continue;
            }
            if (nextCheck[i] <= t) {
                // A worm of a running group fails both checks (its channels are the group's): skip their walks.
                if (!groups.holds(s.vcChannel[candVc[i]])) {
                    if (tryStart(pk, candVc[i], t)) {
                        continue;
                    }
                    groups.consider(pk, candVc[i], t);
                } else {
                    skipsInGroups++;
                }
                backoff[i] = Math.min(2 * backoff[i], MAX_BACKOFF_TICKS);
                nextCheck[i] = t + backoff[i];
            }
            move(i, kept++);
        }
        candidateCount = kept;
    }

    /** Due checks skipped because the worm's channel into its destination was in a running group. */
    long skipsInGroups() {
        return skipsInGroups;
    }

    private void move(int from, int to) {
        candSlot[to] = candSlot[from];
        candId[to] = candId[from];
        candVc[to] = candVc[from];
        nextCheck[to] = nextCheck[from];
        backoff[to] = backoff[from];
    }

    /** Brings every block up to the end of {@code tick}, leaving it running. */
    void syncAll(long tick) {
        for (int i = 0; i < activeCount; i++) {
            active[i].syncTo(tick, k);
        }
        groups.syncAll(tick);
    }

    /**
     * A grant at {@code t} is about to give output virtual channel {@code out} to the worm at the front of
     * {@code lane}: a block on that channel, draining the buffer it feeds, or on the lane's crossbar input is handed
     * back first.
     */
    void granting(int lane, int out, long t) {
        int c = out / s.vcs;
        if (byChannel[c] != null) {
            handBack(byChannel[c], t, true);
        }
        if (byPort[c] != null && byPort[c].source == out) {
            // Flits would arrive behind a worm that drains the buffer.
            handBack(byPort[c], t, true);
        }
        if (lane >= 0 && byPort[lane / s.vcs] != null) {
            handBack(byPort[lane / s.vcs], t, true);
        }
        groups.granting(lane, out, t);
    }

    private boolean tryStart(int pk, int sinkVc, long t) {
        if (++windowChecks == WINDOW_CHECKS) {
            // Blocks still running count later: a window judges the checks before it, near enough.
            sparse = blockFlitHops - windowStartHops < (long) MIN_HOPS_PER_CHECK * WINDOW_CHECKS;
            windowChecks = 0;
            windowStartHops = blockFlitHops;
        }
        FlatBlock b = poolCount > 0 ? pool[--poolCount] : new FlatBlock(this);
        if (!check.qualifies(b, pk, sinkVc, t)) {
            pool[poolCount++] = b;
            return false;
        }
        b.packet = pk;
        b.synced = t;
        for (int j = 0; j < b.n; j++) {
            int c = b.chan[j];
            byChannel[c] = b;
            s.sending.remove(c);
            s.inFlight.remove(c);
            b.baseCredits[j] = s.credits[b.vc[j]];
            if (j < b.n - 1) {
                byPort[c] = b;
            }
        }
        if (b.source >= 0) {
            byPort[b.source / s.vcs] = b;
        }
        b.endToken = k.scheduler.schedule(b.endTick, b);
        if (activeCount == active.length) {
            active = Arrays.copyOf(active, 2 * activeCount);
            // Every block is active or pooled, and one is made only when none is pooled.
            pool = Arrays.copyOf(pool, 2 * activeCount + 1);
        }
        active[activeCount++] = b;
        blocksStarted++;
        return true;
    }

    /**
     * Gives the block's channels back to the flit-by-flit kernel at tick {@code t}: at the start of the tick (its end
     * event), or in the allocation phase ({@code midTick}), after the landing phase, whose landings on the block's
     * wires are then made here.
     */
    void handBack(FlatBlock b, long t, boolean midTick) {
        b.syncTo(t - 1, k);
        if (midTick) {
            earlyHandBacks++;
            k.scheduler.cancel(b.endToken);
            for (int j = 0; j < b.n; j++) {
                k.landing.landDue(b.chan[j], t);
            }
        }
        for (int j = 0; j < b.n; j++) {
            int c = b.chan[j];
            byChannel[c] = null;
            byPort[c] = null;
            s.sending.add(c);
            k.transmission.forget(c);
            if (s.wireCount[c] > 0) {
                s.inFlight.add(c);
            }
        }
        if (b.source >= 0) {
            byPort[b.source / s.vcs] = null;
        }
        int i = 0;
        while (active[i] != b) {
            i++;
        }
        System.arraycopy(active, i + 1, active, i, activeCount - i - 1);
        active[--activeCount] = null;
        pool[poolCount++] = b;
        int sinkVc = b.vc[b.n - 1];
        if (midTick) {
            addCandidate(b.packet, sinkVc, t + MAX_BACKOFF_TICKS / 4, MAX_BACKOFF_TICKS / 4);
        } else {
            // The tail leaves the first channel now; once it has crossed the wire, the next buffer may drain as a block.
            addCandidate(b.packet, sinkVc, t + s.chanDelay[b.chan[0]], 1);
        }
    }

    private void addCandidate(int pk, int g, long checkAt, int wait) {
        if (candidateCount == candSlot.length) {
            int m = 2 * candidateCount;
            candSlot = Arrays.copyOf(candSlot, m);
            candId = Arrays.copyOf(candId, m);
            candVc = Arrays.copyOf(candVc, m);
            nextCheck = Arrays.copyOf(nextCheck, m);
            backoff = Arrays.copyOf(backoff, m);
        }
        candSlot[candidateCount] = pk;
        candId[candidateCount] = k.packets.id[pk];
        candVc[candidateCount] = g;
        nextCheck[candidateCount] = checkAt;
        backoff[candidateCount] = wait;
        candidateCount++;
    }
}
