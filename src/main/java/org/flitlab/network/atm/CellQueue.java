package org.flitlab.network.atm;

/**
 * The shared output FIFO of one switch port (Bianco et al., Section 2.4): room for {@code capacity} cells of every
 * kind (TCP, ACK, RM and background alike); a cell that arrives to a full queue is dropped and counted. A ring of
 * primitive longs, allocated once. Counts arrivals (offered cells) and drops since construction. Mutable, owned by
 * one run's engine thread.
 */
final class CellQueue {
    private final long[] ring;
    private int head;
    private int size;
    private long offered;
    private long dropped;

    /** @param capacity B, at least 1 cell */
    CellQueue(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("bufferCells is " + capacity + "; an output buffer holds at least 1 cell");
        }
        ring = new long[capacity];
    }

    /** Adds {@code cell} at the tail; false (and a drop counted) if the queue is full. */
    boolean offer(long cell) {
        offered++;
        if (size == ring.length) {
            dropped++;
            return false;
        }
        ring[(head + size) % ring.length] = cell;
        size++;
        return true;
    }

    /** Removes and returns the head cell, or {@link Cell#NONE} if empty. */
    long poll() {
        if (size == 0) {
            return Cell.NONE;
        }
        long c = ring[head];
        head = (head + 1) % ring.length;
        size--;
        return c;
    }

    int size() {
        return size;
    }

    int capacity() {
        return ring.length;
    }

    long offered() {
        return offered;
    }

    long dropped() {
        return dropped;
    }
}
