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
    /*
     * The front segment lives in fields: the engine pops from it every tick, and a lane rarely holds more than
     * two packets' flits, so most sends and landings touch no array (per-flit memory traffic, docs/performance.md).
     * The segments behind it wait in a ring.
     */
    /** The packet of the front flit (null when empty). */
    private Packet front;
    private int frontSeq;
    private int frontCount;
    private Packet[] restPacket = new Packet[4];
    private int[] restSeq = new int[4];
    private int[] restCount = new int[4];
    private int restFirst;
    /** Segments in the lane, the front one included. */
    private int segments;
    private int flits;
    /** The packet of the last segment and the sequence number its next flit would have: append's fast check. */
    private Packet lastPacket;
    private int lastEndSeq;

    /** The output virtual channel granted to the packet at the front, or null. */
    VirtualChannel granted;
    /** Whether the front head has asked for an output and waits in its node's request list. */
    boolean requesting;
    /** Tick from which the front head may be routed (pipelined router: from which its next stage may act). */
    long readyTick;
    /** Pipelined router only: the input virtual channel's state, {@link PipelinedRouter#IDLE} etc. */
    byte stage;

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

    /** The packet of the last segment (the one a head landing now would queue behind); only when not empty. */
    Packet lastPacket() {
        return lastPacket;
    }

    /** Flits of the front segment (the front packet's flits at the head of the lane). */
    int frontCount() {
        return frontCount;
    }

    int frontSeq() {
        return frontSeq;
    }

    /** Appends {@code count} flits of {@code p} starting at {@code seq}. */
    void append(Packet p, int seq, int count) {
        // A deflected worm may re-enter a buffer that still holds its own tail: only a continuation merges.
        if (segments > 0 && p == lastPacket && seq == lastEndSeq) {
            if (segments == 1) {
                frontCount += count;
            } else {
                restCount[(restFirst + segments - 2) & (restPacket.length - 1)] += count;
            }
            flits += count;
            lastEndSeq += count;
            return;
        }
        if (segments == 0) {
            front = p;
            frontSeq = seq;
            frontCount = count;
        } else {
            if (segments - 1 == restPacket.length) {
                grow();
            }
            int slot = (restFirst + segments - 1) & (restPacket.length - 1);
            restPacket[slot] = p;
            restSeq[slot] = seq;
            restCount[slot] = count;
        }
        segments++;
        flits += count;
        lastPacket = p;
        lastEndSeq = seq + count;
    }

    /** Removes the front flit and returns its sequence number within its packet. */
    int pop() {
        int seq = frontSeq++;
        flits--;
        if (--frontCount == 0) {
            nextSegment();
        }
        return seq;
    }

    /** The front segment is used up: the next one (if any) moves into the front fields. */
    private void nextSegment() {
        segments--;
        if (segments == 0) {
            front = null;
            return;
        }
        int slot = restFirst;
        front = restPacket[slot];
        frontSeq = restSeq[slot];
        frontCount = restCount[slot];
        restPacket[slot] = null;
        restFirst = (slot + 1) & (restPacket.length - 1);
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
        frontSeq += k;
        frontCount -= k;
        flits -= k;
    }

    /**
     * {@code k} ticks of steady flow through a lane holding one packet's flits (or none): a flit arrived and a
     * flit left each tick, so the count stays and the sequence numbers move on by {@code k}.
     */
    void shiftRun(int k) {
        if (segments > 0) {
            frontSeq += k;
        }
        lastEndSeq += k;
    }

    /** Removes every flit of the front packet (a torn-down worm's run) and returns how many there were. */
    int removeFrontPacket() {
        if (segments == 0) {
            return 0;
        }
        int n = frontCount;
        flits -= n;
        frontCount = 0;
        nextSegment();
        return n;
    }

    /**
     * The first packet queued behind the front segment whose head is in this lane and reached the switch at or before
     * {@code arrivedBy} (Hu &amp; Kleinrock's residence timer for queued heads); null if none.
     */
    Packet queuedHeadArrivedBy(long arrivedBy) {
        int mask = restPacket.length - 1;
        for (int i = 0; i < segments - 1; i++) {
            int s = (restFirst + i) & mask;
            if (restSeq[s] == 0 && restPacket[s].headWaitingSince <= arrivedBy) {
                return restPacket[s];
            }
        }
        return null;
    }

    /** Removes the flits of {@code p} queued behind the front segment (a torn-down queued worm); returns how many. */
    int removeQueuedPacket(Packet p) {
        int mask = restPacket.length - 1;
        for (int i = 0; i < segments - 1; i++) {
            int s = (restFirst + i) & mask;
            if (restPacket[s] != p) {
                continue;
            }
            int n = restCount[s];
            for (int j = i; j < segments - 2; j++) {
                int to = (restFirst + j) & mask;
                int from = (restFirst + j + 1) & mask;
                restPacket[to] = restPacket[from];
                restSeq[to] = restSeq[from];
                restCount[to] = restCount[from];
            }
            restPacket[(restFirst + segments - 2) & mask] = null;
            segments--;
            flits -= n;
            if (lastPacket == p) {
                rememberLastSegment();
            }
            return n;
        }
        return 0;
    }

    /** The last segment was removed: the one now last (if any) is what a landing head queues behind. */
    private void rememberLastSegment() {
        if (segments == 0) {
            lastPacket = null;
        } else if (segments == 1) {
            lastPacket = front;
            lastEndSeq = frontSeq + frontCount;
        } else {
            int s = (restFirst + segments - 2) & (restPacket.length - 1);
            lastPacket = restPacket[s];
            lastEndSeq = restSeq[s] + restCount[s];
        }
    }

    /** Visits each segment from the front: packet and its flit count here. */
    void forEachSegment(SegmentVisitor visitor) {
        if (segments == 0) {
            return;
        }
        visitor.visit(front, frontCount);
        for (int i = 0; i < segments - 1; i++) {
            int s = (restFirst + i) & (restPacket.length - 1);
            visitor.visit(restPacket[s], restCount[s]);
        }
    }

    /** Receives a lane's contents one packet segment at a time, front first (for snapshots). */
    interface SegmentVisitor {
        /** {@code flits} of {@code packet} lie together in the lane. */
        void visit(Packet packet, int flits);
    }

    private void grow() {
        int n = restPacket.length * 2;
        Packet[] p = new Packet[n];
        int[] q = new int[n];
        int[] c = new int[n];
        for (int i = 0; i < segments - 1; i++) {
            int s = (restFirst + i) & (restPacket.length - 1);
            p[i] = restPacket[s];
            q[i] = restSeq[s];
            c[i] = restCount[s];
        }
        restPacket = p;
        restSeq = q;
        restCount = c;
        restFirst = 0;
    }

    @Override
    public String toString() {
        int[] counts = new int[segments];
        forEachSegment(new SegmentVisitor() {
            private int i;

            @Override
            public void visit(Packet packet, int n) {
                counts[i++] = n;
            }
        });
        return "Lane" + Arrays.toString(counts);
    }
}
