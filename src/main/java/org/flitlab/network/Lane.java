package org.flitlab.network;

import java.util.Arrays;

/**
 * A FIFO of flits inside an input buffer, stored as runs ("segments") of consecutive flits of one packet,
 * so a buffer costs a few array slots per packet, not per flit. A FIFO input queue has one lane; with
 * virtual output queues each output has one. A host's injection lane holds the packet it is sending.
 *
 * <p>Invariant: flits of one packet enter a lane in order and contiguously, because the upstream virtual
 * channel belongs to that packet until its tail has been sent. Owned by the engine thread.
 */
final class Lane {
    /** The buffer this lane belongs to; null for a host's injection lane. */
    final InputQueue queue;
    /** Output port this lane feeds (virtual output queues), or -1 for a FIFO lane. */
    final int outputPort;
    private Packet[] segPacket = new Packet[4];
    private int[] segNextSeq = new int[4];
    private int[] segCount = new int[4];
    private int first;
    private int segments;
    private int flits;
    /** The packet of the front flit (null when empty), kept in a field because the engine asks every tick. */
    private Packet front;
    /** The packet of the last segment and the sequence number its next flit would have: append's fast check. */
    private Packet lastPacket;
    private int lastEndSeq;

    /** The output virtual channel granted to the packet at the front, or null. */
    VirtualChannel granted;
    /** Whether the front head has asked for an output and waits in its node's request list. */
    boolean requesting;
    /** Tick from which the front head may be routed. */
    long readyTick;

    Lane(InputQueue queue, int outputPort) {
        this.queue = queue;
        this.outputPort = outputPort;
    }

    boolean isEmpty() {
        return flits == 0;
    }

    int flits() {
        return flits;
    }

    Packet frontPacket() {
        return front;
    }

    /** Flits of the front segment (the front packet's flits at the head of the lane). */
    int frontCount() {
        return segCount[first];
    }

    int frontSeq() {
        return segNextSeq[first];
    }

    /** Appends {@code count} flits of {@code p} starting at {@code seq}. */
    void append(Packet p, int seq, int count) {
        // A deflected worm may re-enter a buffer that still holds its own tail: only a continuation merges.
        if (segments > 0 && p == lastPacket && seq == lastEndSeq) {
            segCount[(first + segments - 1) & (segPacket.length - 1)] += count;
            flits += count;
            lastEndSeq += count;
            return;
        }
        if (segments == segPacket.length) {
            grow();
        }
        int slot = (first + segments) & (segPacket.length - 1);
        segPacket[slot] = p;
        segNextSeq[slot] = seq;
        segCount[slot] = count;
        segments++;
        flits += count;
        lastPacket = p;
        lastEndSeq = seq + count;
        if (segments == 1) {
            front = p;
        }
    }

    /** Removes the front flit and returns its sequence number within its packet. */
    int pop() {
        int seq = segNextSeq[first]++;
        flits--;
        if (--segCount[first] == 0) {
            segPacket[first] = null;
            first = (first + 1) & (segPacket.length - 1);
            segments--;
            front = segPacket[first];
        }
        return seq;
    }

    /** Segments (runs of one packet's flits) in the lane. */
    int segmentCount() {
        return segments;
    }

    /**
     * Removes {@code k} flits of the front segment at once, as {@code k} calls of {@link #pop} would (the block
     * fast path's k ticks of sending); the segment must keep at least one flit.
     */
    void popRun(int k) {
        segNextSeq[first] += k;
        segCount[first] -= k;
        flits -= k;
    }

    /**
     * {@code k} ticks of steady flow through a lane holding one packet's flits (or none): a flit arrived and a
     * flit left each tick, so the count stays and the sequence numbers move on by {@code k}.
     */
    void shiftRun(int k) {
        if (segments > 0) {
            segNextSeq[first] += k;
        }
        lastEndSeq += k;
    }

    /** Removes every flit of the front packet (a torn-down worm's run) and returns how many there were. */
    int removeFrontPacket() {
        if (segments == 0) {
            return 0;
        }
        int n = segCount[first];
        segPacket[first] = null;
        segCount[first] = 0;
        first = (first + 1) & (segPacket.length - 1);
        segments--;
        flits -= n;
        front = segPacket[first];
        return n;
    }

    /** Visits each segment from the front: packet and its flit count here. */
    void forEachSegment(SegmentVisitor visitor) {
        for (int i = 0; i < segments; i++) {
            int s = (first + i) % segPacket.length;
            visitor.visit(segPacket[s], segCount[s]);
        }
    }

    interface SegmentVisitor {
        void visit(Packet packet, int flits);
    }

    private void grow() {
        int n = segPacket.length * 2;
        Packet[] p = new Packet[n];
        int[] q = new int[n];
        int[] c = new int[n];
        for (int i = 0; i < segments; i++) {
            int s = (first + i) % segPacket.length;
            p[i] = segPacket[s];
            q[i] = segNextSeq[s];
            c[i] = segCount[s];
        }
        segPacket = p;
        segNextSeq = q;
        segCount = c;
        first = 0;
    }

    @Override
    public String toString() {
        int[] counts = new int[segments];
        for (int i = 0; i < segments; i++) {
            counts[i] = segCount[(first + i) % segPacket.length];
        }
        return "Lane" + Arrays.toString(counts);
    }
}
