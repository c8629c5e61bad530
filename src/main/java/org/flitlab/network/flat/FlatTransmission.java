package org.flitlab.network.flat;

/**
 * Last phase of a tick in the flat kernel, as the reference engine's {@code Transmission}: each channel with a
 * granted worm (index order) sends at most one flit, choosing among its virtual channels round robin or by
 * non-preemptive priority, subject to a credit and to its crossbar input being unused this tick. A flit leaving a
 * buffer sends its credit back through {@link CreditWheel}, due a link delay later. A channel that has a flit
 * ready but may not send counts a stalled tick; the reference engine lets such a channel sleep and adds the
 * stalled ticks on waking, which gives the same counts as visiting it every tick, as this kernel does.
 */
final class FlatTransmission {
    private final FlatKernel k;
    private final FlatState s;
    private final FlatPackets p;
    private final CreditWheel creditWheel;
    /** Stop/go flow control, or null with credits. */
    private final StopGo stopGo;
    /** BookSim's wait_for_tail_credit, here for the hosts' links (the pipelined router sends the switches' flits). */
    private final boolean waitForTailCredit;
    /**
     * The state's per-visit arrays and constants, held here: each channel visit then reads them one load away instead
     * of two (the state's arrays are made once, with the state).
     */
    private final int vcs;
    private final boolean priority;
    private final boolean sharedCrossbar;
    private final int[] vcOwner;
    private final int[] vcSource;
    private final int[] bufRing;
    private final int[] credits;
    /** More of the state's per-channel arrays (made once with it), held here for the same reason. */
    private final int[] roundRobin;
    private final long[] crossbarTick;
    private final int[] vcChannel;
    private final int[] grantedVcs;
    private final long[] stalled;
    private final long[] transmitting;
    private final long[] lastSendTick;
    private final int[] servingVc;
    private final int[] sinkHost;
    private final int[] chanDelay;
    /**
     * Per virtual channel g, the sequence number of the next flit its granted lane sends, or -1 while not known (then
     * read from the lane's front): the lane's flits leave in order, so a send need not read the flit's number from
     * the buffer's ring, a load that waited on the ring's position and missed the cache on case 4's 12 K lanes.
     * Forgotten at the tail and whenever flits left by another path (a block or group handing its channels back,
     * {@link #forget}); null with BookSim's pipelined router, which pops the switches' buffers itself.
     */
    private final int[] nextSeq;
    /** Every channel's delay when all are equal, else 0. */
    private final int uniformDelay;
    /** The channel just visited was held back by a STOP (one virtual channel, no shared crossbar: parkable). */
    private boolean stopBlocked;
    /**
     * {@link FlatState#direct}: flits bound for switches go into their buffers' rings at launch (the hosts' flits, and
     * with FlitLab's own switch its switches' too, popped with {@link FlatState#dropDirect}'s occupancy).
     */
    private final boolean direct;
    /** FlitLab's own switch's common case, specialised ({@link OwnSwitchSends}), or null. */
    private final OwnSwitchSends own;

    FlatTransmission(FlatKernel k, CreditWheel credits, StopGo stopGo) {
        this.stopGo = stopGo;
        this.k = k;
        this.s = k.state;
        this.p = k.packets;
        this.creditWheel = credits;
        this.vcs = s.vcs;
        this.priority = s.priority;
        this.sharedCrossbar = s.sharedCrossbar;
        this.vcOwner = s.vcOwner;
        this.vcSource = s.vcSource;
        this.bufRing = s.bufRing;
        this.credits = s.credits;
        this.roundRobin = s.roundRobin;
        this.crossbarTick = s.crossbarTick;
        this.vcChannel = s.vcChannel;
        this.grantedVcs = s.grantedVcs;
        this.stalled = s.stalled;
        this.transmitting = s.transmitting;
        this.lastSendTick = s.lastSendTick;
        this.servingVc = s.servingVc;
        this.sinkHost = s.sinkHost;
        this.chanDelay = s.chanDelay;
        this.uniformDelay = uniform(s.chanDelay);
        this.nextSeq = k.pipeline == null ? new int[s.channels * s.vcs] : null;
        if (nextSeq != null) {
            java.util.Arrays.fill(nextSeq, FlatState.NONE);
        }
        this.waitForTailCredit = s.config.router().pipelined() && s.config.router().waitForTailCredit();
        this.direct = s.direct;
        this.own = OwnSwitchSends.of(k, this, nextSeq);
    }

    /** Whether this kernel's sends take {@link OwnSwitchSends}'s path (while no event recorder is attached). */
    boolean ownSwitchSends() {
        return own != null;
    }

    /** Virtual channel g's credits after tick {@code tick}'s transmit phase (the snapshot's reading). */
    int credits(int g, long tick) {
        return own != null ? own.credits(g, tick) : credits[g];
    }

    void transmit(long t) {
        if (own != null && k.events == null) {
            // FlitLab's own switch's common case, while no event recorder is attached (OwnSwitchSends).
            own.transmit(t);
            return;
        }
        long[] words = s.sending.words;
        for (int w = 0; w < words.length; w++) {
            for (long bits = words[w]; bits != 0; bits &= bits - 1) {
                int c = (w << 6) + Long.numberOfTrailingZeros(bits);
                stopBlocked = false;
                transmitOn(c, t);
                if (grantedVcs[c] == 0) {
                    s.sending.remove(c);
                } else if (stopBlocked && k.parking != null) {
                    k.parking.park(c, t, stopGo.nextSignalTick(c));
                }
            }
        }
    }

    private void transmitOn(int c, long t) {
        int v = vcs;
        boolean blocked = false;
        int base = c * v;
        int[] owner = vcOwner;
        for (int i = 0; i < v; i++) {
            int index = priority ? priorityOrder(c, i) : v == 1 ? 0 : wrap(roundRobin[c] + i, v);
            int g = base + index;
            int pk = owner[g];
            if (pk == FlatState.NONE) {
                continue;
            }
            int lane = vcSource[g];
            if (lane >= 0) {
                // A granted lane's front flit, when it holds one, is its worm's (FlatState's invariants): no need to
                // read the packet from the ring, a cache miss per visit on a large network.
                if (bufRing[2 * lane + 1] == 0) {
                    continue;
                }
                if (sharedCrossbar && crossbarTick[vcChannel[lane]] == t) {
                    blocked = true;
                    continue;
                }
            } else if (!k.hosts.laneFront(~lane, pk)) {
                continue;
            }
            if (stopGo != null ? sinkHost[c] < 0 && !stopGo.mayTransmit(g, t) : credits[g] <= 0) {
                blocked = true;
                stopBlocked = stopGo != null;
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

    /** Channel c's flits were moved by another path than this one (a block or a group): their numbers are read anew. */
    void forget(int c) {
        if (nextSeq != null) {
            java.util.Arrays.fill(nextSeq, c * vcs, (c + 1) * vcs, FlatState.NONE);
        }
    }

    private static int uniform(int[] delays) {
        for (int d : delays) {
            if (d != delays[0]) {
                return 0;
            }
        }
        return delays.length == 0 ? 0 : delays[0];
    }

    private static int wrap(int i, int v) {
        return i >= v ? i - v : i;
    }

    /** Non-preemptive priority: the worm being served first, then the highest-numbered channels down. */
    private int priorityOrder(int c, int i) {
        int top = s.vcs - 1;
        int serving = s.servingVc[c];
        if (serving < 0) {
            return top - i;
        }
        if (i == 0) {
            return serving;
        }
        int index = top - (i - 1);
        return index > serving ? index : index - 1;
    }

    /**
     * A host's flit into its switch's lane g, written into the ring ({@link FlatState#launchInto}, which counts a head's
     * hop: a packet's hop count is read only when its head is routed, after it has landed, and at delivery, so it reads
     * the same as when the landing counted it). A method of its own so that FlitLab's own switch's {@link #send} stays
     * as short as before.
     */
    private void launchDirect(int g, int pk, int seq, long arrival) {
        credits[g]--;
        s.launchInto(g, pk, seq, arrival, p.hops);
    }

    private void send(int c, int g, int lane, int pk, long t) {
        int seq;
        if (lane >= 0) {
            seq = popBuffer(g, lane, t);
        } else {
            int h = ~lane;
            seq = k.hosts.nextSeq[h]++;
            k.injectedFlits++;
            if (seq == 0 && p.injected[pk] < 0) {
                p.injected[pk] = t;
            }
        }
        if (sinkHost[c] >= 0) {
            s.launch(c, pk, seq, g - c * vcs, t + chanDelay[c]);
        } else if (direct) {
            launchDirect(g, pk, seq, t + chanDelay[c]);
        } else {
            credits[g]--;
            s.launch(c, pk, seq, g - c * vcs, t + chanDelay[c]);
        }
        if (k.events != null) k.events.sent(pk, seq, c, t);
        transmitting[c]++;
        k.flitHops++;
        lastSendTick[c] = t;
        servingVc[c] = g - c * vcs;
        k.lastProgressTick = t;
        if (seq == p.length[pk] - 1) {
            tailSent(c, g, lane, t);
        }
    }

    /** Takes the front flit out of buffer {@code lane}; its credit goes back upstream. */
    private int popBuffer(int g, int lane, long t) {
        int seq;
        if (nextSeq != null) {
            int known = nextSeq[g];
            seq = known >= 0 ? known : s.frontSeq(lane);
            if (direct) {
                s.dropDirect(lane, t);
            } else {
                s.drop(lane, t);
            }
            nextSeq[g] = seq + 1;
        } else {
            seq = s.pop(lane, t);
        }
        // With one virtual channel the lane is its channel, the crossbar input is never shared and, when every link
        // has one delay, the credit's delay is known: three loads from the lane's (far) side fewer per flit.
        int in = vcs == 1 ? lane : vcChannel[lane];
        if (sharedCrossbar) {
            crossbarTick[in] = t;
        }
        if (stopGo != null) {
            stopGo.left(lane, t);
        } else {
            creditWheel.add(t + (uniformDelay > 0 ? uniformDelay : chanDelay[in]), lane);
        }
        return seq;
    }

    /** The tail has left: the virtual channel is free again and the lane's next head may ask for an output. */
    void tailSent(int c, int g, int lane, long t) {
        s.vcOwner[g] = FlatState.NONE;
        if (nextSeq != null) {
            nextSeq[g] = FlatState.NONE;
        }
        if (waitForTailCredit) {
            s.awaitTailCredit(g);
        }
        s.grantedVcs[c]--;
        int node = s.chanSource[c];
        if (node < s.switches) {
            k.allocation.outputReleased(node);
        }
        s.servingVc[c] = FlatState.NONE;
        if (lane >= 0) {
            s.laneGranted[lane] = FlatState.NONE;
            k.landing.considerFront(lane, t);
        } else {
            k.hosts.tailSent(~lane, t);
        }
    }
}
