package org.flitlab.network.flat;

import java.util.Arrays;
import org.flitlab.network.Switching;

/**
 * The successor of the block fast path for worms that take turns (docs/performance.md, "Long worms that take
 * turns"): when a candidate worm of {@link FlatBlocks} does not qualify for a block, its group ({@link FlatGroup}: the
 * worms sharing its channels and crossbar inputs, each with its head delivered and its source host still sending it)
 * is recorded tick by tick ({@link FlatGroupFrames}); when the group's state repeats after a period of up to
 * {@code FRAMES - 1} ticks, the group is advanced as that periodic pattern ({@link FlatGroupRun}) until a grant
 * touches it or a worm's host could send its tail. Up to {@link #MAX_RECORDINGS} groups are recorded at once;
 * groups running are disjoint from each other and from blocks. Off with BookSim's pipelined router, stop/go, store-and-forward, the workbench's event
 * recorder, or {@code -Dflitlab.flatGroups=false}; results are the flit-by-flit kernel's either way
 * ({@code FlatKernelDifferentialTest}). Pooled: nothing allocated per group in steady state. Engine thread only.
 */
final class FlatGroups {
    /**
     * A group is scanned from a worm only while its host has at least this many of its flits left to send: shorter
     * runs do not repay recording (64-flit packets ran 20% slower on bench case 2 when every worm was tried).
     */
    static final int MIN_REMAINING_FLITS = 64;
    /** A group runs only if at least this many ticks are left before it must be handed back. */
    static final int MIN_RUN_TICKS = 16;
    /** Recording gives up after this many ticks without finding a period. */
    private static final int MAX_RECORD_TICKS = 12;
    /** Groups recorded at once. */
    static final int MAX_RECORDINGS = 2;
    /**
     * After a recording finds no period, its worms are not scanned again for this many ticks unless another worm
     * (a new one, whose head was just delivered) scans the group: most recordings found no period (docs/performance.md,
     * "Session 13: case 2"), and re-recording the same worms soon after cost more than the groups it found.
     */
    static final int QUIET_TICKS = 16;
    /** {@link #QUIET_TICKS}, or another value for a test ({@link #setQuietTicks}); 0 turns the quiet spell off. */
    private int quietTicks = QUIET_TICKS;
    private final FlatKernel k;
    private final FlatState s;
    private boolean enabled;
    /** The group on each channel (its channels, and the crossbar inputs they enter), or null. */
    private final FlatGroup[] byChannel;
    /** The channels a scan has met: those with {@code mark[c] == stamp} (one scan at a time). */
    final int[] mark;
    /**
     * The per-virtual-channel slot table that {@link CreditWheel#tally} fills from: 1 + a held virtual channel's index
     * in the group being captured, else 0. Invariants: every entry is 0 except while {@code FlatGroupFrames} captures
     * one frame's pending credits (it sets the group's held virtual channels, tallies, and clears them again before
     * returning), so one table serves every group, one capture at a time; the non-zero entries are distinct (a group
     * holds each virtual channel once), so no two channels' credits are summed into one slot.
     */
    final int[] vcSlot;
    int stamp;
    /** Groups being recorded, at most {@link #MAX_RECORDINGS}. */
    private final FlatGroup[] recording = new FlatGroup[MAX_RECORDINGS];
    private int recordingCount;
    private final FlatGroup scratch;
    private FlatGroup[] active = new FlatGroup[4];
    private int activeCount;
    private FlatGroup[] pool = new FlatGroup[4 + MAX_RECORDINGS];
    private int poolCount;
    /** Per packet slot: the packet id whose group found no period, and the tick until which it is not scanned again. */
    private long[] quietId = new long[0];
    private long[] quietUntil = new long[0];
    long flitHops;
    /** Groups run (found periodic and long enough to run). */
    long started;
    long earlyHandBacks;
    /*
     * What the bookkeeping did (docs/performance.md, "Session 13: case 2"), counted per scan or recording, never per
     * flit, over the whole run (a reset of the kernel's counters leaves them). Every recording started ends in exactly one way: given up (no period), run, or broken (its group changed,
     * its period left too few ticks to run, or the kernel's counters were reset), unless it is still recording.
     */
    private long recordingsStarted;
    private long recordingsGivenUp;
    private long recordingsBroken;
    private long quietSkips;

    FlatGroups(FlatKernel k) {
        this.k = k;
        this.s = k.state;
        this.byChannel = new FlatGroup[s.channels];
        this.mark = new int[s.channels];
        this.vcSlot = new int[s.channels * s.vcs];
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

    /** Worm pk (holding g) did not qualify for a block at the end of tick t: record its group if it is not recorded. */
    void consider(int pk, int g, long t) {
        if (!enabled || recordingCount == MAX_RECORDINGS || k.events != null) {
            return;
        }
        if (isQuiet(pk, t)) {
            quietSkips++;
            return;
        }
        for (int i = 0; i < recordingCount; i++) {
            if (recording[i].indexOf(pk) >= 0) {
                return;
            }
        }
        FlatGroup grp = poolCount > 0 ? pool[--poolCount] : new FlatGroup(k, this);
        if (!grp.scan(pk, g, this) || !grp.frames.fit() || !grp.frames.capture(0, t, k)) {
            pool[poolCount++] = grp;
            return;
        }
        grp.frames.recorded = 1;
        grp.frames.newest = 0;
        grp.frames.start = t;
        recording[recordingCount++] = grp;
        recordingsStarted++;
    }

    /** End of tick t (before new candidates are considered): records the groups, and runs each once it repeats. */
    void afterTick(long t) {
        int kept = 0;
        for (int i = 0; i < recordingCount; i++) {
            FlatGroup grp = recording[i];
            if (record(grp, t)) {
                recording[kept++] = grp;
            }
        }
        for (int i = kept; i < recordingCount; i++) {
            recording[i] = null;
        }
        recordingCount = kept;
    }

    /** One more frame of a recorded group; false once it runs or is given up. */
    private boolean record(FlatGroup grp, long t) {
        FlatGroupFrames fr = grp.frames;
        int f = (fr.newest + 1) % FlatGroupFrames.FRAMES;
        if (!scratch.scan(grp.worm[0], grp.wormVc[0], this) || !scratch.sameLayout(grp) || !fr.capture(f, t, k)) {
            recordingsBroken++;
            pool[poolCount++] = grp;
            return false;
        }
        fr.newest = f;
        fr.recorded++;
        for (int p = 1; p < Math.min(fr.recorded, FlatGroupFrames.FRAMES); p++) {
            int a = (f - p + FlatGroupFrames.FRAMES) % FlatGroupFrames.FRAMES;
            if (fr.matches(a, f)) {
                if (grp.run.start(a, p, t, MIN_RUN_TICKS)) {
                    activate(grp);
                } else {
                    recordingsBroken++;
                    pool[poolCount++] = grp;
                }
                return false;
            }
        }
        if (t - fr.start >= MAX_RECORD_TICKS) {
            recordingsGivenUp++;
            quiet(grp, t + quietTicks);
            pool[poolCount++] = grp;
            return false;
        }
        return true;
    }

    /** Sets the quiet spell after a recording finds no period ({@link #QUIET_TICKS}); 0 turns it off. */
    void setQuietTicks(int ticks) {
        quietTicks = ticks;
    }

    long recordingsStarted() {
        return recordingsStarted;
    }

    /** Recordings that found no period within {@code MAX_RECORD_TICKS}, each followed by a quiet spell. */
    long recordingsGivenUp() {
        return recordingsGivenUp;
    }

    /** Recordings ended by a change of their group, a period too short to run, or a reset of the kernel's counters. */
    long recordingsBroken() {
        return recordingsBroken;
    }

    /** Groups run (each from a recording that found a period). */
    long groupsRun() {
        return started;
    }

    /** Recordings being made now. */
    int recordingsInProgress() {
        return recordingCount;
    }

    /**
     * Group scans not made because the worm's last recording found no period within its quiet spell (counted only
     * when a recording could have started: with a slot free, groups on and no event recorder).
     */
    long quietSkips() {
        return quietSkips;
    }

    private boolean isQuiet(int pk, long t) {
        return pk < quietId.length && quietId[pk] == k.packets.id[pk] && t < quietUntil[pk];
    }

    /** The group's worms are not scanned from until {@code until} (their slots' packet ids say which worms). */
    private void quiet(FlatGroup grp, long until) {
        int n = k.packets.id.length;
        if (quietId.length < n) {
            // As the packet pool grows, a few times at most.
            quietId = Arrays.copyOf(quietId, n);
            quietUntil = Arrays.copyOf(quietUntil, n);
        }
        for (int w = 0; w < grp.nw; w++) {
            quietId[grp.worm[w]] = k.packets.id[grp.worm[w]];
            quietUntil[grp.worm[w]] = until;
        }
    }

    private void activate(FlatGroup grp) {
        for (int j = 0; j < grp.nc; j++) {
            byChannel[grp.chan[j]] = grp;
        }
        if (activeCount == active.length) {
            active = Arrays.copyOf(active, 2 * activeCount);
            // Every group is active, pooled, recording or the scratch, and one is made only when none is pooled.
            pool = Arrays.copyOf(pool, 2 * activeCount + MAX_RECORDINGS);
        }
        active[activeCount++] = grp;
        started++;
    }

    /** The kernel's counters were reset: frames recorded so far no longer compare with later ones. */
    void countersReset() {
        recordingsBroken += recordingCount;
        for (int i = 0; i < recordingCount; i++) {
            pool[poolCount++] = recording[i];
            recording[i] = null;
        }
        recordingCount = 0;
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
