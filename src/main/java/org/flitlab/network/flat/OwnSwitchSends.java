package org.flitlab.network.flat;

/**
 * The transmit phase of FlitLab's own switch in its common case, specialised (docs/performance.md, "Session 14"): flits
 * bound for switches written into the next lane's ring at their send ({@link FlatState#direct}), credit flow control,
 * every link one tick long, round-robin arbitration among a power-of-two number of virtual channels, and no event
 * recorder. It makes the same sends in the same order as {@link FlatTransmission}'s general path, with less to decide
 * per flit: the virtual channel's index and the crossbar input are a mask and a shift instead of a wrap and a lookup,
 * no priority, stop/go, parking or event hook is asked, the flit's landing tick is always the next one, and a credit
 * goes straight back into its sender's count instead of through {@link CreditWheel}.
 *
 * <p>The credit. A flit leaving buffer g at t returns its credit at t + 1 (one-tick links). It is added to
 * {@code credits[g]} at once and {@link #creditTick}{@code [g]} remembers t, so until t is over one of g's credits is
 * not yet there: a channel visited later in tick t sees {@code credits[g] - 1}, as the reference engine's credit ring
 * would give it, and every tick after t sees them all, as {@link CreditWheel#due} would have counted them in. A lane
 * sends at most one flit a tick, so at most one of g's credits is in flight. Only the transmit phase reads credits
 * with FlitLab's switch (the pipelined router's allocation and the blocks, which read them too, never run here); the
 * snapshot reads them through {@link FlatTransmission#credits}.
 *
 * <p>Chosen once, when the kernel is compiled ({@link #of}); {@code -Dflitlab.ownSwitchSends=false} keeps the general
 * path. The event recorder can be attached later, so {@link FlatTransmission#transmit} asks each tick whether one is.
 * The switch between the paths is safe between ticks: both keep the same state (the general path's credits due at
 * t + 1 come through the wheel, this path's are already counted), except {@link FlatState#servingVc}, which only
 * priority arbitration and the groups of long worms read, so it is not kept here. Allocation-free.
 */
final class OwnSwitchSends {
    private final FlatKernel k;
    private final FlatState s;
    private final FlatPackets p;
    private final FlatTransmission general;
    /** log2 of the virtual channels per channel, and that count less one. */
    private final int shift;
    private final int vcMask;
    private final int vcs;
    private final int[] vcOwner;
    private final int[] vcSource;
    private final int[] bufRing;
    private final int[] bufFlit;
    private final int[] ringEnd;
    private final int[] credits;
    private final int[] roundRobin;
    private final int[] grantedVcs;
    private final int[] sinkHost;
    private final int[] nextSeq;
    private final int bufferSlots;
    private final int bufferMask;
    private final long[] crossbarTick;
    private final long[] stalled;
    private final long[] transmitting;
    private final long[] lastSendTick;
    private final long[] occupancy;
    /** Per virtual channel g, the last tick a flit left the buffer g feeds (its credit counted before it is due). */
    private final long[] creditTick;
    private final ArrivalWheel arrivals;

    private OwnSwitchSends(FlatKernel k, FlatTransmission general, int[] nextSeq) {
        this.k = k;
        this.s = k.state;
        this.p = k.packets;
        this.general = general;
        this.vcs = s.vcs;
        this.shift = Integer.numberOfTrailingZeros(vcs);
        this.vcMask = vcs - 1;
        this.vcOwner = s.vcOwner;
        this.vcSource = s.vcSource;
        this.bufRing = s.bufRing;
        this.bufFlit = s.bufFlit;
        this.ringEnd = s.ringEnd;
        this.credits = s.credits;
        this.roundRobin = s.roundRobin;
        this.grantedVcs = s.grantedVcs;
        this.sinkHost = s.sinkHost;
        this.nextSeq = nextSeq;
        this.bufferSlots = s.bufferSlots;
        this.bufferMask = s.bufferMask;
        this.crossbarTick = s.crossbarTick;
        this.stalled = s.stalled;
        this.transmitting = s.transmitting;
        this.lastSendTick = s.lastSendTick;
        this.occupancy = s.occupancy;
        this.creditTick = new long[s.channels * vcs];
        java.util.Arrays.fill(creditTick, -1);
        this.arrivals = s.arrivals;
    }

    /** The specialised path for this kernel, or null where it does not apply (then the general path runs). */
    static OwnSwitchSends of(FlatKernel k, FlatTransmission general, int[] nextSeq) {
        FlatState s = k.state;
        boolean covered = k.pipeline == null && k.stopGo == null && s.direct && nextSeq != null && !s.priority
                && Integer.bitCount(s.vcs) == 1 && allOne(s.chanDelay)
                && !"false".equals(System.getProperty("flitlab.ownSwitchSends"));
        return covered ? new OwnSwitchSends(k, general, nextSeq) : null;
    }

    private static boolean allOne(int[] delays) {
        for (int d : delays) {
            if (d != 1) {
                return false;
            }
        }
        return true;
    }

    /** Virtual channel g's credits as the reference engine holds them after tick {@code tick}'s transmit phase. */
    int credits(int g, long tick) {
        return creditTick[g] == tick ? credits[g] - 1 : credits[g];
    }

    void transmit(long t) {
        long[] words = s.sending.words;
        for (int w = 0; w < words.length; w++) {
            for (long bits = words[w]; bits != 0; bits &= bits - 1) {
                int c = (w << 6) + Long.numberOfTrailingZeros(bits);
                visit(c, t);
                if (grantedVcs[c] == 0) {
                    s.sending.remove(c);
                }
            }
        }
    }

    /** {@link FlatTransmission}'s channel visit, round robin: the first virtual channel able to send sends. */
    private void visit(int c, long t) {
        int base = c << shift;
        int first = roundRobin[c];
        boolean blocked = false;
        for (int i = 0; i < vcs; i++) {
            int index = (first + i) & vcMask;
            int g = base + index;
            int pk = vcOwner[g];
            if (pk == FlatState.NONE) {
                continue;
            }
            int lane = vcSource[g];
            if (lane >= 0) {
                if (bufRing[2 * lane + 1] == 0) {
                    continue;
                }
                // With one virtual channel only this channel takes from the lane's port, so this never holds.
                if (crossbarTick[lane >>> shift] == t) {
                    blocked = true;
                    continue;
                }
            } else if (!k.hosts.laneFront(~lane, pk)) {
                continue;
            }
            int credit = credits[g];
            if (credit <= 0 || credit == 1 && creditTick[g] == t) {
                blocked = true;
                continue;
            }
            send(c, g, lane, pk, t);
            roundRobin[c] = index + 1;
            return;
        }
        if (blocked) {
            stalled[c]++;
        }
    }

    private void send(int c, int g, int lane, int pk, long t) {
        int seq = lane >= 0 ? pop(g, lane, t) : fromHost(~lane, pk, t);
        if (sinkHost[c] >= 0) {
            s.launch(c, pk, seq, g & vcMask, t + 1);
        } else {
            // FlatState#launchInto, landing at t + 1: behind the flits counted in and in transit.
            credits[g]--;
            if (seq == 0) {
                p.hops[pk]++;
            }
            int end = ringEnd[g];
            int slot = 2 * (g * bufferSlots + end);
            bufFlit[slot] = pk;
            bufFlit[slot + 1] = seq;
            ringEnd[g] = (end + 1) & bufferMask;
            s.transitCount++;
            arrivals.markNext(g, t);
        }
        transmitting[c]++;
        k.flitHops++;
        lastSendTick[c] = t;
        k.lastProgressTick = t;
        if (seq == p.length[pk] - 1) {
            general.tailSent(c, g, lane, t);
        }
    }

    /** The front flit leaves buffer {@code lane} ({@link FlatState#dropDirect}); its credit is counted at once. */
    private int pop(int g, int lane, long t) {
        int known = nextSeq[g];
        int seq = known >= 0 ? known : s.frontSeq(lane);
        bufRing[2 * lane] = (bufRing[2 * lane] + 1) & bufferMask;
        bufRing[2 * lane + 1]--;
        occupancy[2 * lane] += t;
        nextSeq[g] = seq + 1;
        crossbarTick[lane >>> shift] = t;
        credits[lane]++;
        creditTick[lane] = t;
        return seq;
    }

    /** Host h's next flit of packet pk leaves its injection lane. */
    private int fromHost(int h, int pk, long t) {
        int seq = k.hosts.nextSeq[h]++;
        k.injectedFlits++;
        if (seq == 0 && p.injected[pk] < 0) {
            p.injected[pk] = t;
        }
        return seq;
    }
}
