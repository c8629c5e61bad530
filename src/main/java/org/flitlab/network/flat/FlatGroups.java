package org.flitlab.network.flat;

import java.util.Arrays;
import org.flitlab.network.Switching;

/**
 * The successor of the block fast path for worms that take turns (docs/performance.md, "Long worms that take
 * turns"): when a candidate worm of {@link FlatBlocks} does not qualify for a block, its group ({@link FlatGroup}: the
 * worms sharing its channels and crossbar inputs, each with its head delivered and its source host still sending it)
 * is recorded tick by tick ({@link FlatGroupFrames}); when the group's state repeats after a period of up to
 * {@code FRAMES - 1} ticks, the group is advanced as that periodic pattern ({@link FlatGroupRun}) until a grant
 * touches it or a worm's host could send its tail. One group is recorded at a time; groups running are disjoint from
 * each other and from blocks. Off with BookSim's pipelined router, stop/go, store-and-forward, the workbench's event
 * recorder, or {@code -Dflitlab.flatGroups=false}; results are the flit-by-flit kernel's either way
 * ({@code FlatKernelDifferentialTest}). Pooled: nothing allocated per group in steady state. Engine thread only.
 */
final class FlatGroups {
    /** A group runs only if at least this many ticks are left before it must be handed back. */
    static final int MIN_RUN_TICKS = 16;
    /** Recording gives up after this many ticks without finding a period. */
    private static final int MAX_RECORD_TICKS = 3 * FlatGroupFrames.FRAMES;
    private final FlatKernel k;
    private final FlatState s;
    private boolean enabled;
    /** The group on each channel (its channels, and the crossbar inputs they enter), or null. */
    private final FlatGroup[] byChannel;
    private FlatGroup recording;
    private int recorded;
    private int newest;
    private long recordStart;
    private final FlatGroup scratch;
    private FlatGroup[] active = new FlatGroup[4];
    private int activeCount;
    private FlatGroup[] pool = new FlatGroup[5];
    private int poolCount;
    long flitHops;
    long started;
    long earlyHandBacks;
    final long[] dbg = new long[8];

    String debug() {
        return java.util.Arrays.toString(dbg);
    }

    FlatGroups(FlatKernel k) {
        this.k = k;
        this.s = k.state;
        this.byChannel = new FlatGroup[s.channels];
        this.scratch = new FlatGroup(k, this);
    }

    /** On or off before the first tick (never on where the class comment says). */
    void setEnabled(boolean on) {
        enabled = on && !s.config.router().pipelined() && k.stopGo == null
                && s.config.switching() != Switching.STORE_AND_FORWARD
                && !"false".equals(System.getProperty("flitlab.flatGroups"));
    }

    boolean isActive() {
        return activeCount > 0;
    }

    /** Whether channel c (or the crossbar input it enters) belongs to a running group. */
    boolean holds(int c) {
        return byChannel[c] != null;
    }

    /** Worm pk (holding g) did not qualify for a block at the end of tick t: record its group if none is recorded. */
    void consider(int pk, int g, long t) {
        if (!enabled || recording != null || k.events != null) {
            return;
        }
        FlatGroup grp = poolCount > 0 ? pool[--poolCount] : new FlatGroup(k, this);
        dbg[0]++;
        if (!grp.scan(pk, g, this) && ++dbg[1] > 0 || !grp.frames.fit() || !grp.frames.capture(0, t, k) && ++dbg[2] > 0) {
            pool[poolCount++] = grp;
            return;
        }
        recording = grp;
        recorded = 1;
        newest = 0;
        recordStart = t;
    }

    /** End of tick t (before new candidates are considered): records the group, and runs it once it repeats. */
    void afterTick(long t) {
        FlatGroup grp = recording;
        if (grp == null) {
            return;
        }
        int f = (newest + 1) % FlatGroupFrames.FRAMES;
        if (!scratch.scan(grp.worm[0], grp.wormVc[0], this) && ++dbg[3] > 0 || !scratch.sameLayout(grp) && ++dbg[4] > 0
                || !grp.frames.capture(f, t, k) && ++dbg[5] > 0) {
            stopRecording();
            return;
        }
        newest = f;
        recorded++;
        for (int p = 1; p < Math.min(recorded, FlatGroupFrames.FRAMES); p++) {
            int a = (f - p + FlatGroupFrames.FRAMES) % FlatGroupFrames.FRAMES;
            if (grp.frames.matches(a, f)) {
                if (grp.run.start(a, p, t, MIN_RUN_TICKS)) {
                    activate(grp);
                    recording = null;
                } else {
                    dbg[6]++;
                    stopRecording();
                }
                return;
            }
        }
        if (t - recordStart >= MAX_RECORD_TICKS) {
            dbg[7]++;
            stopRecording();
        }
    }

    private void stopRecording() {
        pool[poolCount++] = recording;
        recording = null;
    }

    private void activate(FlatGroup grp) {
        for (int j = 0; j < grp.nc; j++) {
            byChannel[grp.chan[j]] = grp;
        }
        if (activeCount == active.length) {
            active = Arrays.copyOf(active, 2 * activeCount);
            // Every group is active, pooled, recording or the scratch, and one is made only when none is pooled.
            pool = Arrays.copyOf(pool, 2 * activeCount + 2);
        }
        active[activeCount++] = grp;
        started++;
    }

    /** The kernel's counters were reset: frames recorded so far no longer compare with later ones. */
    void countersReset() {
        if (recording != null) {
            stopRecording();
        }
    }

    /** Brings every running group up to the end of {@code tick}, leaving it running. */
    void syncAll(long tick) {
        for (int i = 0; i < activeCount; i++) {
            active[i].run.syncTo(tick);
        }
    }

    /**
     * A grant at t gives output virtual channel {@code out} to the worm at the front of {@code lane}: a group using
     * that channel, or the crossbar input of the lane, is handed back first.
     */
    void granting(int lane, int out, long t) {
        FlatGroup grp = byChannel[s.vcChannel[out]];
        if (grp != null) {
            earlyHandBacks++;
            handBack(grp, t, true);
        }
        grp = lane >= 0 ? byChannel[s.vcChannel[lane]] : null;
        if (grp != null) {
            earlyHandBacks++;
            handBack(grp, t, true);
        }
    }

    /** Gives the group's channels back to the flit-by-flit kernel at tick t (see {@link FlatGroupRun#handBack}). */
    void handBack(FlatGroup grp, long t, boolean midTick) {
        grp.run.handBack(t, midTick);
        for (int j = 0; j < grp.nc; j++) {
            byChannel[grp.chan[j]] = null;
        }
        int i = 0;
        while (active[i] != grp) {
            i++;
        }
        System.arraycopy(active, i + 1, active, i, activeCount - i - 1);
        active[--activeCount] = null;
        pool[poolCount++] = grp;
    }
}
