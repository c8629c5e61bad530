package org.flitlab.network;

import java.util.ArrayDeque;

/**
 * A host's unbounded FIFO source queue (model.md, Hosts) with the one overtaking the end-to-end schemes need:
 * when the scheme refuses the packet at the front, the first queued packet that needs no admission (a response
 * or acknowledgement the scheme created, a re-sent attempt) goes instead ({@link Injection}). Kept as two FIFOs,
 * the packets still waiting for admission and those that need none, each packet stamped with its place in the
 * whole queue: the front is whichever head was queued first, the first packet needing no admission is simply
 * the second FIFO's head. So every operation is O(1) however long the queue grows past saturation; one list
 * scanned for that packet made each tick cost in proportion to the queue (a run slowed down as it went on).
 * A packet's admitted flag must not change while it is queued. Owned by the engine thread.
 */
final class SourceQueue {
    private final ArrayDeque<Packet> waiting = new ArrayDeque<>();
    private final ArrayDeque<Packet> admitted = new ArrayDeque<>();
    private long nextStamp;

    /** Queues {@code p} at the tail. */
    void add(Packet p) {
        p.queueStamp = nextStamp++;
        (p.admitted ? admitted : waiting).addLast(p);
    }

    /** The packet at the front of the whole queue, or null if it is empty. */
    Packet peek() {
        return earlier(waiting.peekFirst(), admitted.peekFirst());
    }

    /** The packet at the tail of the whole queue (the one queued last and still there), or null. */
    Packet peekLast() {
        Packet w = waiting.peekLast();
        Packet a = admitted.peekLast();
        if (w == null || a == null) {
            return w == null ? a : w;
        }
        return w.queueStamp > a.queueStamp ? w : a;
    }

    /** The last packet in queue order that needs no admission, or null. */
    Packet lastAdmitted() {
        return admitted.peekLast();
    }

    /** The first packet in queue order that needs no admission, or null. */
    Packet firstAdmitted() {
        return admitted.peekFirst();
    }

    /**
     * Takes {@code p} out of the queue; it must be the front ({@link #peek}) or the first packet needing no
     * admission ({@link #firstAdmitted}), whatever its admitted flag says now.
     *
     * @throws IllegalStateException if {@code p} is neither
     */
    void remove(Packet p) {
        if (admitted.peekFirst() == p) {
            admitted.pollFirst();
        } else if (waiting.peekFirst() == p) {
            waiting.pollFirst();
        } else {
            throw new IllegalStateException("packet " + p.id + " is not at the front of its source queue");
        }
    }

    int size() {
        return waiting.size() + admitted.size();
    }

    boolean isEmpty() {
        return waiting.isEmpty() && admitted.isEmpty();
    }

    /** Flits of all queued packets (for the conservation check at the end of a run: a scan). */
    long flits() {
        long n = 0;
        for (Packet p : waiting) {
            n += p.lengthFlits;
        }
        for (Packet p : admitted) {
            n += p.lengthFlits;
        }
        return n;
    }

    private static Packet earlier(Packet a, Packet b) {
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        return a.queueStamp < b.queueStamp ? a : b;
    }
}
