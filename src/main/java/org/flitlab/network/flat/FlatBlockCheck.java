package org.flitlab.network.flat;

/**
 * Whether a worm may be advanced as a block from the end of tick t (the reference engine's {@code FreeFlow} entry
 * check on the flat kernel's arrays). The worm's head has reached its destination host; walking back from that
 * link, the first channel the worm still holds must have all its remaining flits at hand (the source host is still
 * sending it, or its tail has landed in the buffer that channel drains, whose feeding virtual channel is free with
 * nothing on its wire) and more than {@link FlatBlocks#MIN_BLOCK_TICKS} of them; and along the path:
 * <ul>
 * <li>each channel has only the worm's virtual channel granted, sent one of its flits at t, and its wire holds
 *     exactly d of them, landing at t+1 .. t+d (so it sent one in each of the last d ticks);</li>
 * <li>each buffer holds only the worm's flits and no other virtual channel of its input port holds an output (the
 *     crossbar input is the worm's every tick);</li>
 * <li>credits: exactly one credit of each virtual channel arrives at each of t+1 .. t+d (its buffer freed a slot in
 *     each of the last d ticks); stop/go: no signal on its way, the sender and receiver at GO, and the buffer's
 *     level plus the flit landing each tick at or under the high mark.</li>
 * </ul>
 * Then every channel sends the worm's next flit each tick until the first one sends the tail, by induction over
 * ticks (docs/model.md, the block fast path). Engine thread only.
 */
final class FlatBlockCheck {
    private final FlatKernel k;
    private final FlatState s;
    private final FlatBlocks blocks;
    private final int stopHighMark;

    FlatBlockCheck(FlatKernel k, FlatBlocks blocks) {
        this.k = k;
        this.s = k.state;
        this.blocks = blocks;
        this.stopHighMark = s.config.stopHighMark();
    }

    /** Fills {@code b}'s path, source and end tick if the worm in slot pk (holding sinkVc) qualifies at t. */
    boolean qualifies(FlatBlock b, int pk, int sinkVc, long t) {
        int n = path(b, pk, sinkVc);
        if (n == 0) {
            return false;
        }
        int source = s.vcSource[b.vc[0]];
        int remaining = remainingAt(source, pk);
        if (remaining <= FlatBlocks.MIN_BLOCK_TICKS) {
            return false;
        }
        for (int j = 0; j < n; j++) {
            int g = b.vc[j];
            if (!streams(b.chan[j], g, pk, t) || j < n - 1 && !buffers(g, pk, t)) {
                return false;
            }
        }
        b.source = source;
        b.endTick = t + remaining;
        return true;
    }

    /** The worm's held virtual channels, first to last, walking back from the one into its destination; their number. */
    private int path(FlatBlock b, int pk, int sinkVc) {
        int n = 0;
        int g = sinkVc;
        while (true) {
            if (n == s.channels) {
                return 0;
            }
            b.ensure(n + 1);
            b.vc[n++] = g;
            int lane = s.vcSource[g];
            if (lane < 0 || s.vcOwner[lane] != pk) {
                break;
            }
            g = lane;
        }
        for (int i = 0, j = n - 1; i < j; i++, j--) {
            int x = b.vc[i];
            b.vc[i] = b.vc[j];
            b.vc[j] = x;
        }
        for (int j = 0; j < n; j++) {
            b.chan[j] = b.vc[j] / s.vcs;
        }
        b.n = n;
        return n;
    }

    /** The flits of pk still to leave {@code source}, when it holds the whole rest of the worm; else -1. */
    private int remainingAt(int source, int pk) {
        if (source < 0) {
            int h = ~source;
            return k.hosts.sending[h] == pk ? k.packets.length[pk] - k.hosts.nextSeq[h] : -1;
        }
        return drains(source, pk) ? k.packets.length[pk] - s.frontSeq(source) : -1;
    }

    /**
     * The worm's tail has reached buffer g, whose front holds all its remaining flits (whole packets may wait behind
     * them), and nothing can arrive: the virtual channel feeding g is free with none of its flits on the wire; the
     * buffer then only empties.
     */
    private boolean drains(int g, int pk) {
        int c = g / s.vcs;
        if (s.bufRing[2 * g + 1] == 0 || s.frontPacket(g) != pk || s.vcOwner[g] != FlatState.NONE || blocks.byPort[c] != null
                || blocks.groups.holds(c)
                || !crossbarFree(g)) {
            return false;
        }
        int rest = k.packets.length[pk] - s.frontSeq(g);
        if (s.bufRing[2 * g + 1] < rest || s.bufFlit[2 * (g * s.bufferSlots + ((s.bufRing[2 * g] + rest - 1) & s.bufferMask))] != pk) {
            // The tail has not landed yet.
            return false;
        }
        if (k.stopGo != null && !k.stopGo.receiverGo(g)) {
            return false;
        }
        int base = c * s.wireSlots;
        for (int i = 0; i < s.wireCount[c]; i++) {
            if ((s.wireSeqVc[base + ((s.wireFirst[c] + i) & s.wireMask)] & 63) == g - c * s.vcs) {
                return false;
            }
        }
        return true;
    }

    /** No other virtual channel of g's input port holds an output, so the crossbar input is g's alone. */
    private boolean crossbarFree(int g) {
        int base = g - g % s.vcs;
        for (int i = base; i < base + s.vcs; i++) {
            if (i != g && s.laneGranted[i] != FlatState.NONE) {
                return false;
            }
        }
        return true;
    }

    /** Channel c sends only pk (on g), sent it at t, and its wire holds d consecutive flits of it landing at t+1 .. t+d. */
    private boolean streams(int c, int g, int pk, long t) {
        int d = s.chanDelay[c];
        if (s.grantedVcs[c] != 1 || blocks.byChannel[c] != null || blocks.groups.holds(c) || s.lastSendTick[c] != t || s.wireCount[c] != d) {
            return false;
        }
        int base = c * s.wireSlots;
        int v = g - c * s.vcs;
        int seq = -1;
        for (int i = 0; i < d; i++) {
            int slot = base + ((s.wireFirst[c] + i) & s.wireMask);
            int seqVc = s.wireSeqVc[slot];
            if (s.wirePacket[slot] != pk || (seqVc & 63) != v || s.wireArrival[slot] != t + 1 + i
                    || i > 0 && seqVc >>> 6 != seq + 1) {
                return false;
            }
            seq = seqVc >>> 6;
        }
        return true;
    }

    /** Buffer g (fed by the worm's channel) passes only pk's flits, and its flow control is steady. */
    private boolean buffers(int g, int pk, long t) {
        int c = g / s.vcs;
        if (s.bufRing[2 * g + 1] > 0 && s.frontPacket(g) != pk || blocks.byPort[c] != null || blocks.groups.holds(c)
                || !crossbarFree(g)) {
            return false;
        }
        if (k.stopGo != null) {
            return k.stopGo.quiet(g) && s.bufRing[2 * g + 1] + 1 <= stopHighMark;
        }
        int d = s.chanDelay[c];
        for (int i = 1; i <= d; i++) {
            if (k.credits.countAt(t + i, g) != 1) {
                return false;
            }
        }
        return true;
    }
}
