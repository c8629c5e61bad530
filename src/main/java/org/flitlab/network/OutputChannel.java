package org.flitlab.network;

/**
 * The sending end of one channel (one direction of a link): its virtual channels, the flits in flight on
 * the wire (a ring ordered by arrival tick, at most one flit sent per tick), and the link-usage counters
 * (transmitting / stalled / idle, ServerNet). Owned by the engine thread.
 */
final class OutputChannel {
    final int node;
    final int port;
    final int channel;
    final int delayTicks;
    final VirtualChannel[] vcs;
    /** Set when the channel ends at a host. */
    HostInterface sinkHost;
    /** Whether the receiver takes one worm at a time on all virtual channels together (a host does). */
    final boolean oneWormAtATime;
    long lastStoppedTick = Long.MIN_VALUE;
    /** Stop on packet boundary is on: a channel its receiver stopped is not offered to new worms. */
    boolean boundaryStops;
    int grantedVcs;
    int roundRobin;
    /** Non-preemptive priority: the virtual channel being served, or -1. */
    int servingVc = -1;
    long transmittingTicks;
    long stalledTicks;
    boolean activeSending;
    boolean activeInFlight;
    long lastSendTick = -1;
    /** Pipelined router: the last tick a flit was ready for this output (stall accounting). */
    long readyNotedTick = -1;
    /** The worm advanced as a block through this channel ({@link FreeFlow}), or null. */
    WormBlock block;
    /**
     * A channel whose worms can send nothing sleeps until something can change: a credit or stop/go signal
     * arrives, a flit lands in a source lane, or a worm is granted. Stalled ticks slept are added on waking,
     * so usage counts equal those of polling every tick.
     */
    boolean asleep;
    long sleepUntil;
    long sleepStart;
    boolean sleepStalled;
    /** Asleep and off the transmit phase's visiting set, waiting in {@link #wheel} or for a {@link #wake}. */
    boolean parked;
    WakeWheel wheel;
    /*
     * The wire: a ring of (arrival tick, sequence number, virtual channel) packed into one long, beside the
     * flits' packets. Two arrays instead of four: every send and landing touches them (per-flit memory traffic).
     * The arrival tick is kept as its low 32 bits and compared by difference, exact because a flit is on the
     * wire for at most one link delay; sequence numbers fit in 25 bits (NetworkConfig#MAX_PACKET_FLITS) and
     * virtual channels in 6.
     */
    private long[] flight = new long[4];
    private Packet[] flightPacket = new Packet[4];
    private int flightFirst;
    private int flightCount;

    OutputChannel(int node, int port, int channel, int delayTicks, int virtualChannels, InputQueue[] downstream, boolean oneWormAtATime) {
        this.node = node;
        this.port = port;
        this.channel = channel;
        this.delayTicks = delayTicks;
        this.oneWormAtATime = oneWormAtATime;
        this.vcs = new VirtualChannel[virtualChannels];
        for (int v = 0; v < virtualChannels; v++) {
            vcs[v] = new VirtualChannel(this, v, downstream == null ? null : downstream[v]);
            if (downstream != null) {
                downstream[v].upstream = vcs[v];
            }
        }
    }

    void wake(long tick) {
        if (tick < sleepUntil) {
            sleepUntil = tick;
            if (parked) {
                wheel.schedule(this, tick);
            }
        }
    }

    /** Stalled ticks of the current sleep up to and including {@code tick}, not yet in stalledTicks. */
    long pendingStalledTicks(long tick) {
        return asleep && sleepStalled ? Math.max(0, tick + 1 - sleepStart) : 0;
    }

    /** Whether a new worm may take virtual channel {@code vc}. */
    boolean isFree(int vc) {
        return oneWormAtATime ? grantedVcs == 0 && !vcs[vc].awaitingTailCredit : vcs[vc].isFree();
    }

    /**
     * Whether a new worm may take virtual channel {@code vc} at {@code tick}: free and, with stop on packet
     * boundary, not stopped (a stopped link would hold the worm's input behind it, AN1 section 3.5).
     */
    boolean isFree(int vc, long tick) {
        if (oneWormAtATime) {
            for (VirtualChannel v : vcs) {
                v.isFree(tick);
            }
        } else {
            vcs[vc].isFree(tick);
        }
        return isFree(vc) && (!boundaryStops || vcs[vc].seesGo(tick));
    }

    void launch(long tick, Packet p, int seq, int vc) {
        if (flightCount == flight.length) {
            growFlight();
        }
        int slot = (flightFirst + flightCount) & (flight.length - 1);
        flight[slot] = pack(tick + delayTicks, seq, vc);
        flightPacket[slot] = p;
        flightCount++;
    }

    private static long pack(long arrivalTick, int seq, int vc) {
        return (arrivalTick << 32) | (((seq << 6) | vc) & 0xFFFF_FFFFL);
    }

    /** The arrival tick's low 32 bits. */
    private static int arrival(long packed) {
        return (int) (packed >>> 32);
    }

    int inFlight() {
        return flightCount;
    }

    boolean hasLandingAt(long tick) {
        return flightCount > 0 && arrival(flight[flightFirst]) - (int) tick <= 0;
    }

    Packet landingPacket() {
        return flightPacket[flightFirst];
    }

    int landingSeq() {
        return ((int) flight[flightFirst]) >>> 6;
    }

    int landingVc() {
        return ((int) flight[flightFirst]) & 63;
    }

    void dropLanded() {
        flightPacket[flightFirst] = null;
        flightFirst = (flightFirst + 1) & (flight.length - 1);
        flightCount--;
    }

    /**
     * Whether the wire carries exactly one flit of {@code p} on virtual channel {@code vc} for each of the next
     * {@link #delayTicks} ticks after {@code t}: the channel sent {@code p} in each of the last delay ticks.
     */
    boolean carriesStream(Packet p, int vc, long t) {
        if (flightCount != delayTicks || arrival(flight[flightFirst]) != (int) (t + 1)) {
            return false;
        }
        int mask = flight.length - 1;
        for (int i = 0; i < flightCount; i++) {
            int k = (flightFirst + i) & mask;
            if (flightPacket[k] != p || (((int) flight[k]) & 63) != vc) {
                return false;
            }
        }
        return arrival(flight[(flightFirst + flightCount - 1) & mask]) == (int) (t + delayTicks);
    }

    /** Whether a flit sent on virtual channel {@code vc} is still on the wire. */
    boolean hasFlightOn(int vc) {
        int mask = flight.length - 1;
        for (int i = 0; i < flightCount; i++) {
            if ((((int) flight[(flightFirst + i) & mask]) & 63) == vc) {
                return true;
            }
        }
        return false;
    }

    /** {@code k} ticks of steady streaming: every flit on the wire is the one sent k ticks later. */
    void shiftFlights(int k) {
        int mask = flight.length - 1;
        long step = ((long) k << 32) + (k << 6);
        for (int i = 0; i < flightCount; i++) {
            flight[(flightFirst + i) & mask] += step;
        }
    }

    /** Visits each packet in flight with its flit count on the wire (for snapshots). */
    void forEachInFlight(Lane.SegmentVisitor visitor) {
        for (int i = 0; i < flightCount; i++) {
            visitor.visit(flightPacket[(flightFirst + i) & (flight.length - 1)], 1);
        }
    }

    private void growFlight() {
        int n = flight.length * 2;
        long[] f = new long[n];
        Packet[] p = new Packet[n];
        for (int i = 0; i < flightCount; i++) {
            int k = (flightFirst + i) & (flight.length - 1);
            f[i] = flight[k];
            p[i] = flightPacket[k];
        }
        flight = f;
        flightPacket = p;
        flightFirst = 0;
    }
}
