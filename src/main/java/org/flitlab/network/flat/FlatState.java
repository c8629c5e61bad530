package org.flitlab.network.flat;

import org.flitlab.network.NetworkConfig;
import org.flitlab.network.VcArbitration;
import org.flitlab.topology.Topology;

/**
 * Everything the flat kernel knows about the network, as parallel primitive arrays compiled once from the topology
 * and configuration (docs/performance.md, "The flat kernel"). No object per channel, buffer, packet or flit: the
 * phases ({@link FlatLanding}, {@link FlatAllocation}, {@link FlatTransmission}) index these arrays directly.
 *
 * <p>Layout. Channels are the topology's ids {@code c}; virtual channel {@code v} of channel {@code c} is the global
 * index {@code g = c * vcs + v}. The same {@code g} names the sender's side of that virtual channel (owner, source
 * lane, credits) and, when the channel ends at a switch, the receiver's input buffer (a FIFO lane). A lane is an
 * int: {@code g >= 0} for a switch input buffer, {@code ~h} (negative) for host {@code h}'s injection lane. Each
 * buffer is an int ring of {@link #bufferSlots} flits (packet slot and sequence number per flit); each channel's
 * wire is a ring of {@link #wireSlots} flits in flight (packet slot, sequence and virtual channel packed, arrival
 * tick), except with {@link #direct}, where a flit bound for a switch waits in its buffer's ring, not yet counted in.
 *
 * <p>Invariants (those of the reference engine, model.md): a virtual channel's owner is the packet at the front of
 * its source lane from grant to tail; a lane holds at most one grant; a buffer never holds more flits than its
 * capacity, since a sender spends a credit per flit and a credit comes back only when a flit leaves; a wire holds at
 * most {@code delay} flits, since a channel sends at most one a tick and each lands {@code delay} ticks later;
 * {@code grantedVcs[c]} counts the owned virtual channels of {@code c}, and {@code c} is in the sending set exactly
 * while it is non-zero. Owned by one run's thread.
 */
final class FlatState {
    static final int NONE = -1;

    final Topology topology;
    final NetworkConfig config;
    final int vcs;
    final int channels;
    final int switches;
    final int hosts;
    final boolean priority;
    /** Virtual channels of a port share its crossbar input (only matters with more than one). */
    final boolean sharedCrossbar;

    // ---- wiring, per channel (immutable) ----
    final int[] chanSource;
    final int[] chanTarget;
    final int[] chanTargetPort;
    final int[] chanSourcePort;
    final int[] chanDelay;
    /** The host a channel ends at, or -1 when it ends at a switch. */
    final int[] sinkHost;
    /** The receiver (a host) takes one worm at a time on all virtual channels together. */
    final boolean[] oneWorm;
    /** Whether the channel comes from a host (its buffer's FIFO order ranks after transit heads). */
    final boolean[] fromHost;
    /** outputs[s][port]: switch s's output channel on that port. */
    final int[][] outputs;
    /** inputs[s][port]: the channel entering switch s on that port. */
    final int[][] inputs;

    // ---- per virtual channel g: the sender's side ----
    int[] vcOwner;
    int[] vcSource;
    int[] credits;
    /**
     * BookSim's wait_for_tail_credit (pipelined router): the last tail has been sent but its credit is not back, so
     * the virtual channel is not given to a new packet before {@link #tailCreditTick} (Long.MAX_VALUE while unknown).
     */
    boolean[] awaitingTail;
    long[] tailCreditTick;

    // ---- per channel: the sending end ----
    int[] grantedVcs;
    int[] roundRobin;
    int[] servingVc;
    long[] transmitting;
    long[] stalled;
    long[] lastSendTick;
    /** The last tick a flit left the buffers of the port this channel enters (the shared crossbar input). */
    long[] crossbarTick;

    // ---- per channel: the wire ----
    int wireSlots;
    int wireMask;
    int[] wirePacket;
    int[] wireSeqVc;
    long[] wireArrival;
    int[] wireFirst;
    int[] wireCount;

    // ---- per virtual channel g ending at a switch: the input buffer and its lane ----
    final int capacity;
    final int bufferSlots;
    final int bufferMask;
    /** Per ring slot, the flit's packet slot at {@code [2 * slot]} and its sequence number at {@code [2 * slot + 1]}. */
    int[] bufFlit;
    /**
     * Per lane g, the ring's first slot at {@code [2g]} and its flit count at {@code [2g + 1]}: side by side, so that a
     * flit landing or leaving reads both from one cache line (case 4's 12 K lanes).
     */
    int[] bufRing;
    int[] laneGranted;
    boolean[] laneRequesting;
    long[] laneReady;
    int[] maxOccupancy;
    /**
     * Per lane g, the time-weighted occupancy at {@code [2g]} and the tick of its last change at {@code [2g + 1]}: side
     * by side, so that a flit landing or leaving touches one cache line for both (case 4's 12 K lanes). With
     * {@link #direct}, {@code [2g]} alone holds the area less the count times the tick ({@link #area}), which a flit
     * landing at t lowers by t and one leaving raises by t: one add per flit, no multiply, no tick stored.
     */
    long[] occupancy;
    long[] areaStartTick;

    final ChannelBits sending;
    final ChannelBits inFlight;
    /** With BookSim's pipelined router, the lanes with a flit due per tick ({@link ArrivalWheel}), else null. */
    ArrivalWheel arrivals;
    /**
     * {@code g / vcs} and {@code g % vcs} of every virtual channel g, looked up: the phases ask them per flit, and an
     * integer division by a run's vcs (not a constant to the JIT) costs several times a load from these small arrays.
     */
    final int[] vcChannel;
    final int[] vcIndex;
    /**
     * With the arrival wheel and credits (the pipelined router, or FlitLab's switch where no block can start), a flit
     * bound for a switch is written into its buffer's ring at its launch, behind the flits counted in and in transit
     * (at {@link #ringEnd}); its landing only counts it in ({@link FlatLanding#landLane}): its wire holds nothing.
     */
    boolean direct;
    /** With {@link #direct}, per lane g the switch its channel enters, or -1 for a lane into a host; else null. */
    int[] directSwitch;
    /**
     * Per lane g ({@link #direct}), the ring offset after its last flit, counted in or in transit: where the next
     * launch writes. Kept apart from the ring's first slot and count so that a launch reads one int, not three.
     */
    int[] ringEnd;
    /** How many flits are in transit into buffers ({@link #direct}): the kernel's "anything in flight" test reads it. */
    int transitCount;

    FlatState(Topology topology, NetworkConfig config) {
        this.topology = topology;
        this.config = config;
        this.vcs = config.virtualChannels();
        this.channels = topology.channelCount();
        this.switches = topology.switchCount();
        this.hosts = topology.hostCount();
        this.priority = config.vcArbitration() == VcArbitration.PRIORITY;
        this.sharedCrossbar = vcs > 1;
        chanSource = new int[channels];
        chanTarget = new int[channels];
        chanTargetPort = new int[channels];
        chanSourcePort = new int[channels];
        chanDelay = new int[channels];
        sinkHost = new int[channels];
        oneWorm = new boolean[channels];
        fromHost = new boolean[channels];
        int maxDelay = wire(topology, config);
        outputs = new int[switches][];
        inputs = new int[switches][];
        ports(topology);
        allocateSenders();
        // FlitLab's own switch launches a flit a link delay ahead, so a wire holds at most that many; a smaller ring
        // keeps a channel's wire in one cache line (case 4: 12 K channels, docs/performance.md "Session 8: case 4").
        allocateWires(config.router().pipelined()
                ? maxDelay + config.router().switchAllocDelayTicks() + config.router().switchTraversalTicks() : maxDelay);
        capacity = config.bufferFlits();
        bufferSlots = Integer.highestOneBit(Math.max(1, capacity) * 2 - 1);
        bufferMask = bufferSlots - 1;
        allocateBuffers();
        sending = new ChannelBits(channels);
        inFlight = new ChannelBits(channels);
        vcChannel = new int[channels * vcs];
        vcIndex = new int[channels * vcs];
        for (int g = 0; g < channels * vcs; g++) {
            vcChannel[g] = g / vcs;
            vcIndex[g] = g % vcs;
        }
    }

    private void allocateSenders() {
        int g = channels * vcs;
        vcOwner = filled(g, NONE);
        vcSource = new int[g];
        credits = new int[g];
        for (int i = 0; i < g; i++) {
            credits[i] = sinkHost[i / vcs] >= 0 ? Integer.MAX_VALUE : config.bufferFlits();
        }
        awaitingTail = new boolean[g];
        tailCreditTick = new long[g];
        java.util.Arrays.fill(tailCreditTick, Long.MAX_VALUE);
        grantedVcs = new int[channels];
        roundRobin = new int[channels];
        servingVc = filled(channels, NONE);
        transmitting = new long[channels];
        stalled = new long[channels];
        lastSendTick = new long[channels];
        java.util.Arrays.fill(lastSendTick, -1);
        crossbarTick = new long[channels];
        java.util.Arrays.fill(crossbarTick, -1);
    }

    /** Wires long enough for the flits a channel can have in flight: one per tick for up to {@code span} ticks. */
    private void allocateWires(int span) {
        wireSlots = Integer.highestOneBit(Math.max(1, span) * 2 - 1);
        wireMask = wireSlots - 1;
        wirePacket = new int[channels * wireSlots];
        wireSeqVc = new int[channels * wireSlots];
        wireArrival = new long[channels * wireSlots];
        wireFirst = new int[channels];
        wireCount = new int[channels];
    }

    private void allocateBuffers() {
        int g = channels * vcs;
        bufFlit = new int[2 * g * bufferSlots];
        bufRing = new int[2 * g];
        laneGranted = filled(g, NONE);
        laneRequesting = new boolean[g];
        laneReady = new long[g];
        maxOccupancy = new int[g];
        occupancy = new long[2 * g];
        areaStartTick = new long[g];
    }

    /** Fills the per-channel wiring; returns the longest link delay. */
    private int wire(Topology t, NetworkConfig cfg) {
        int maxDelay = 1;
        for (int c = 0; c < channels; c++) {
            chanSource[c] = t.channelSource(c);
            chanTarget[c] = t.channelTarget(c);
            chanTargetPort[c] = t.channelTargetPort(c);
            chanSourcePort[c] = t.channelSourcePort(c);
            chanDelay[c] = t.link(c / 2).delayTicks();
            maxDelay = Math.max(maxDelay, chanDelay[c]);
            boolean toHost = !t.isSwitch(chanTarget[c]);
            sinkHost[c] = toHost ? t.hostIndex(chanTarget[c]) : NONE;
            oneWorm[c] = toHost && cfg.ejection() == org.flitlab.network.Ejection.ONE_WORM;
            fromHost[c] = !t.isSwitch(chanSource[c]);
        }
        return maxDelay;
    }

    private void ports(Topology t) {
        for (int s = 0; s < switches; s++) {
            int n = t.portCount(s);
            outputs[s] = new int[n];
            inputs[s] = new int[n];
            for (int p = 0; p < n; p++) {
                outputs[s][p] = t.channelOut(s, p);
                inputs[s][p] = t.channelOut(t.neighbor(s, p), t.neighborPort(s, p));
            }
        }
    }

    /** Turns {@link #direct} on (with the arrival wheel and credits, before the first tick). */
    void landDirectly() {
        direct = true;
        ringEnd = new int[channels * vcs];
        directSwitch = new int[channels * vcs];
        for (int g = 0; g < directSwitch.length; g++) {
            directSwitch[g] = sinkHost[vcChannel[g]] >= 0 ? NONE : chanTarget[vcChannel[g]];
        }
    }

    private static int[] filled(int n, int value) {
        int[] a = new int[n];
        java.util.Arrays.fill(a, value);
        return a;
    }

    /**
     * Whether a new worm may take virtual channel {@code v} of channel {@code c} at {@code tick} (the selection policy's
     * question): free, and its last tail's credit back if that is awaited. Forgets tail credits that have arrived, as
     * the reference engine does when asked.
     */
    boolean isFree(int c, int v, long tick) {
        int base = c * vcs;
        if (oneWorm[c]) {
            for (int i = 0; i < vcs; i++) {
                tailCreditArrived(base + i, tick);
            }
            return grantedVcs[c] == 0 && !awaitingTail[base + v];
        }
        tailCreditArrived(base + v, tick);
        return vcOwner[base + v] == NONE && !awaitingTail[base + v];
    }

    private void tailCreditArrived(int g, long tick) {
        if (awaitingTail[g] && tailCreditTick[g] <= tick) {
            awaitingTail[g] = false;
            tailCreditTick[g] = Long.MAX_VALUE;
        }
    }

    /** The tail has been sent on g: with wait_for_tail_credit the virtual channel stays reserved until its credit is back. */
    void awaitTailCredit(int g) {
        awaitingTail[g] = true;
        tailCreditTick[g] = Long.MAX_VALUE;
    }

    /** The awaited tail has left the buffer g feeds; its credit reaches the sender at {@code arrival}. */
    void tailCreditReturned(int g, long arrival) {
        if (awaitingTail[g]) {
            tailCreditTick[g] = arrival;
        }
    }

    /** Puts a flit on channel c's wire, landing at {@code arrival}; the channel joins the in-flight set. */
    void launch(int c, int pk, int seq, int vc, long arrival) {
        int slot = c * wireSlots + ((wireFirst[c] + wireCount[c]) & wireMask);
        wirePacket[slot] = pk;
        wireSeqVc[slot] = (seq << 6) | vc;
        wireArrival[slot] = arrival;
        if (arrivals != null) {
            arrivals.mark(c * vcs + vc, arrival);
        }
        if (wireCount[c]++ == 0) {
            inFlight.add(c);
        }
    }

    /**
     * {@link #launch} with {@link #direct} into a switch: written into lane g's ring behind the flits counted in and in
     * transit (credits keep them within capacity); a head's hop is counted here, so that the landing need not read it.
     */
    void launchInto(int g, int pk, int seq, long arrival, int[] hops) {
        if (seq == 0) hops[pk]++;
        int end = ringEnd[g];
        int slot = g * bufferSlots + end;
        bufFlit[2 * slot] = pk;
        bufFlit[2 * slot + 1] = seq;
        ringEnd[g] = (end + 1) & bufferMask;
        transitCount++;
        arrivals.mark(g, arrival);
    }

    /** Takes the front flit out of buffer g at {@code tick} and returns its sequence number (the caller returns the credit). */
    int pop(int g, long tick) {
        int seq = frontSeq(g);
        drop(g, tick);
        return seq;
    }

    /** {@link #pop} for a caller that knows the front flit's sequence number (it need not be read from the ring). */
    void drop(int g, long tick) {
        bufRing[2 * g] = (bufRing[2 * g] + 1) & bufferMask;
        int before = bufRing[2 * g + 1];
        bufRing[2 * g + 1] = before - 1;
        // occupancyChanged without its peak check: a pop never raises the count (one load fewer per flit sent).
        occupancy[2 * g] += before * (tick - occupancy[2 * g + 1]);
        occupancy[2 * g + 1] = tick;
    }

    /** {@link #drop} with {@link #direct}'s occupancy form ({@link #area}): a flit leaving at t adds t. */
    void dropDirect(int g, long tick) {
        bufRing[2 * g] = (bufRing[2 * g] + 1) & bufferMask;
        bufRing[2 * g + 1]--;
        occupancy[2 * g] += tick;
    }

    /** Buffer g's time-weighted occupancy from the window's start to {@code tick}. */
    long area(int g, long tick) {
        long counted = (long) bufRing[2 * g + 1] * tick;
        return direct ? occupancy[2 * g] + counted : occupancy[2 * g] + counted - bufRing[2 * g + 1] * occupancy[2 * g + 1];
    }

    /** Starts buffer g's time-weighted occupancy at {@code start}. */
    void resetArea(int g, long start) {
        occupancy[2 * g] = direct ? -(long) bufRing[2 * g + 1] * start : 0;
        occupancy[2 * g + 1] = start;
    }

    /** A flit landed in buffer g at {@code tick} ({@link #direct}; count already raised from {@code before}). */
    void countedIn(int g, int before, long tick) {
        occupancy[2 * g] -= tick;
        if (before >= maxOccupancy[g]) {
            maxOccupancy[g] = before + 1;
        }
    }

    /** Flits in buffer {@code g}. */
    int occupancy(int g) {
        return bufRing[2 * g + 1];
    }

    /** The packet slot of the front flit of buffer {@code g} (it must hold one). */
    int frontPacket(int g) {
        return bufFlit[2 * (g * bufferSlots + bufRing[2 * g])];
    }

    int frontSeq(int g) {
        return bufFlit[2 * (g * bufferSlots + bufRing[2 * g]) + 1];
    }

    /** Adds {@code delta} flits to buffer {@code g}'s time-weighted occupancy at {@code tick} (count changed by the caller). */
    void occupancyChanged(int g, int before, long tick) {
        occupancy[2 * g] += before * (tick - occupancy[2 * g + 1]);
        occupancy[2 * g + 1] = tick;
        if (bufRing[2 * g + 1] > maxOccupancy[g]) {
            maxOccupancy[g] = bufRing[2 * g + 1];
        }
    }
}
