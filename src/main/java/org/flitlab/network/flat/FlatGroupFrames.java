package org.flitlab.network.flat;

import java.util.Arrays;

/**
 * A group's state ({@link FlatGroup}) recorded at the end of consecutive ticks, in a ring of {@link #FRAMES} frames:
 * per channel its wire (worm, sequence number, virtual channel and arrival relative to the tick), counters, last send
 * and crossbar use (relative), round-robin pointer and the virtual channel it serves; per held virtual channel its
 * credits, the credits on their way per tick ahead, its buffer (worm and sequence number), time-weighted occupancy and
 * the occupancy it reaches in the next tick; per worm the next flit its source host sends. Two frames P ticks apart
 * <em>match</em> when everything but the counters is equal, with each worm's sequence numbers moved on by the flits
 * its host sent in between (at least one): the group's state then repeats with period P ({@link FlatGroupRun}).
 * Allocation-free once the arrays have grown to the group's size. Engine thread only.
 */
final class FlatGroupFrames {
    /** Frames kept: periods up to FRAMES - 1 ticks are found. */
    static final int FRAMES = 8;
    private final FlatGroup g;
    private final FlatState s;
    final long[] tick = new long[FRAMES];
    /** While recording: frames taken, the newest one's index, and the tick of the first. */
    int recorded;
    int newest;
    long start;
    int[] wCount = new int[0];
    int[] wWorm = new int[0];
    int[] wSeq = new int[0];
    int[] wV = new int[0];
    int[] wRel = new int[0];
    long[] tx = new long[0];
    long[] st = new long[0];
    long[] lastRel = new long[0];
    long[] xbarRel = new long[0];
    int[] rr = new int[0];
    int[] serving = new int[0];
    int[] cred = new int[0];
    int[] pend = new int[0];
    int[] bCount = new int[0];
    int[] bWorm = new int[0];
    int[] bSeq = new int[0];
    int[] peakNext = new int[0];
    long[] area = new long[0];
    final int[] ns = new int[FRAMES * FlatGroup.MAX_WORMS];
    /** Wire slots and buffer slots per channel and virtual channel (strides). */
    final int ws;
    final int bs;

    FlatGroupFrames(FlatGroup g) {
        this.g = g;
        this.s = g.s;
        this.ws = s.wireSlots;
        this.bs = s.bufferSlots;
    }

    /** Makes room for the group's current layout (true, for use in a condition). */
    boolean fit() {
        // Powers of two: a pooled group's arrays grow a few times at most, to the largest group it has held.
        int c = FRAMES * Integer.highestOneBit(2 * g.nc - 1);
        if (wCount.length < c) {
            wCount = new int[c];
            wWorm = new int[c * ws];
            wSeq = new int[c * ws];
            wV = new int[c * ws];
            wRel = new int[c * ws];
            tx = new long[c];
            st = new long[c];
            lastRel = new long[c];
            xbarRel = new long[c];
            rr = new int[c];
            serving = new int[c];
        }
        int v = FRAMES * Integer.highestOneBit(2 * g.nv - 1);
        if (cred.length < v) {
            cred = new int[v];
            pend = new int[v * ws];
            bCount = new int[v];
            bWorm = new int[v * bs];
            bSeq = new int[v * bs];
            peakNext = new int[v];
            area = new long[v];
        }
        return true;
    }

    /** Records the state at the end of tick t (credits counted in up to t) as frame f; false if a flit on a wire or
     * in a buffer of the group is not a group worm's body flit. */
    boolean capture(int f, long t, FlatKernel k) {
        tick[f] = t;
        for (int j = 0; j < g.nc; j++) {
            if (!captureChannel(f, j, t)) {
                return false;
            }
        }
        capturePending(f, t, k);
        for (int q = 0; q < g.nv; q++) {
            if (!captureBuffer(f, q, t, k)) {
                return false;
            }
        }
        for (int w = 0; w < g.nw; w++) {
            ns[f * FlatGroup.MAX_WORMS + w] = k.hosts.nextSeq[g.wormHost[w]];
        }
        return true;
    }

    private boolean captureChannel(int f, int j, long t) {
        int c = g.chan[j];
        int i = f * g.nc + j;
        int n = s.wireCount[c];
        wCount[i] = n;
        for (int e = 0; e < n; e++) {
            int slot = c * s.wireSlots + ((s.wireFirst[c] + e) & s.wireMask);
            int w = g.indexOf(s.wirePacket[slot]);
            int seq = s.wireSeqVc[slot] >>> 6;
            if (w < 0 || seq == 0) {
                return false;
            }
            wWorm[i * ws + e] = w;
            wSeq[i * ws + e] = seq;
            wV[i * ws + e] = s.wireSeqVc[slot] & 63;
            wRel[i * ws + e] = (int) (s.wireArrival[slot] - t);
        }
        tx[i] = s.transmitting[c];
        st[i] = s.stalled[c];
        lastRel[i] = s.lastSendTick[c] - t;
        // A channel into a host enters no crossbar; an unshared crossbar input's tick is not kept.
        xbarRel[i] = s.sinkHost[c] < 0 && s.sharedCrossbar ? s.crossbarTick[c] - t : 0;
        rr[i] = s.roundRobin[c];
        serving[i] = s.servingVc[c];
        return true;
    }

    /**
     * The credits on their way to each held virtual channel, per tick ahead up to its channel's delay: one pass over
     * each tick's list of the credit wheel for the whole group (a pass per virtual channel and tick made the recording
     * the larger part of the groups' cost on bench case 2, docs/performance.md, "Session 13: case 2").
     */
    private void capturePending(int f, long t, FlatKernel k) {
        int[] slotOf = k.blocks.groups.vcSlot;
        int base = f * g.nv * ws;
        Arrays.fill(pend, base, base + g.nv * ws, 0);
        for (int q = 0; q < g.nv; q++) {
            slotOf[g.vc[q]] = q + 1;
        }
        for (int o = 1; o <= ws; o++) {
            k.credits.tally(t + o, slotOf, pend, base + o - 1, ws);
        }
        for (int q = 0; q < g.nv; q++) {
            slotOf[g.vc[q]] = 0;
            // Past its channel's delay nothing of its own is due; the slots compare as zero, as before.
            for (int o = s.chanDelay[s.vcChannel[g.vc[q]]]; o < ws; o++) {
                pend[base + q * ws + o] = 0;
            }
        }
    }

    private boolean captureBuffer(int f, int q, long t, FlatKernel k) {
        int gv = g.vc[q];
        int c = s.vcChannel[gv];
        int i = f * g.nv + q;
        int n = s.bufRing[2 * gv + 1];
        cred[i] = s.credits[gv];
        bCount[i] = n;
        for (int e = 0; e < n; e++) {
            int slot = gv * s.bufferSlots + ((s.bufRing[2 * gv] + e) & s.bufferMask);
            int w = g.indexOf(s.bufFlit[2 * slot]);
            if (w < 0) {
                return false;
            }
            bWorm[i * bs + e] = w;
            bSeq[i * bs + e] = s.bufFlit[2 * slot + 1];
        }
        area[i] = s.occupancy[2 * gv] + (long) n * (t - s.occupancy[2 * gv + 1]);
        int landing = 0;
        for (int e = 0; e < s.wireCount[c]; e++) {
            int slot = c * s.wireSlots + ((s.wireFirst[c] + e) & s.wireMask);
            if (s.wireArrival[slot] == t + 1 && (s.wireSeqVc[slot] & 63) == s.vcIndex[gv]) {
                landing++;
            }
        }
        peakNext[i] = n + landing;
        return true;
    }

    /** The flits worm w's host sent from frame a to frame b. */
    int shift(int a, int b, int w) {
        return ns[b * FlatGroup.MAX_WORMS + w] - ns[a * FlatGroup.MAX_WORMS + w];
    }

    /** Whether frame b repeats frame a (see the class comment). */
    boolean matches(int a, int b) {
        for (int w = 0; w < g.nw; w++) {
            if (shift(a, b, w) < 1) {
                return false;
            }
        }
        for (int j = 0; j < g.nc; j++) {
            if (!sameChannel(a * g.nc + j, b * g.nc + j, a, b)) {
                return false;
            }
        }
        for (int q = 0; q < g.nv; q++) {
            if (!sameBuffer(a * g.nv + q, b * g.nv + q, a, b)) {
                return false;
            }
        }
        return true;
    }

    private boolean sameChannel(int i, int j, int a, int b) {
        if (wCount[i] != wCount[j] || lastRel[i] != lastRel[j] || xbarRel[i] != xbarRel[j] || rr[i] != rr[j]
                || serving[i] != serving[j]) {
            return false;
        }
        for (int e = 0; e < wCount[i]; e++) {
            int x = i * ws + e;
            int y = j * ws + e;
            if (wWorm[x] != wWorm[y] || wV[x] != wV[y] || wRel[x] != wRel[y]
                    || wSeq[y] - wSeq[x] != shift(a, b, wWorm[x])) {
                return false;
            }
        }
        return true;
    }

    private boolean sameBuffer(int i, int j, int a, int b) {
        if (cred[i] != cred[j] || bCount[i] != bCount[j] || peakNext[i] != peakNext[j]
                || !Arrays.equals(pend, i * ws, i * ws + ws, pend, j * ws, j * ws + ws)) {
            return false;
        }
        for (int e = 0; e < bCount[i]; e++) {
            int x = i * bs + e;
            int y = j * bs + e;
            if (bWorm[x] != bWorm[y] || bSeq[y] - bSeq[x] != shift(a, b, bWorm[x])) {
                return false;
            }
        }
        return true;
    }
}
