package org.flitlab.control;

import java.util.BitSet;

/**
 * The receiving side of a TCP connection (Bianco et al., Section 2.1): every arriving segment is acknowledged at
 * once (no delayed ACKs) with the next segment expected, so a gap makes duplicate ACKs; segments that arrive out
 * of order (deflection reorders worms) are kept and delivered when the gap fills. Goodput counts each segment
 * once, when it is delivered in order; copies are counted as duplicates. Mutable, owned by one run's engine
 * thread.
 */
public final class RenoReceiver {
    private long expected;
    private final BitSet ahead = new BitSet();
    private long delivered;
    private long duplicates;

    /** Segment {@code seq} arrived; returns the ACK number to send (the next segment expected). */
    public long received(long seq) {
        if (seq < 0) {
            throw new IllegalArgumentException("seq is " + seq + "; segments are numbered from 0");
        }
        if (seq < expected || (seq > expected && ahead.get(offset(seq)))) {
            duplicates++;
        } else if (seq > expected) {
            ahead.set(offset(seq));
        } else {
            int run = 1;
            while (ahead.get(run)) {
                run++;
            }
            ahead.clear(0, run);
            shiftDown(run);
            expected += run;
            delivered += run;
        }
        return expected;
    }

    private int offset(long seq) {
        long d = seq - expected;
        if (d > Integer.MAX_VALUE - 1) {
            throw new IllegalArgumentException("segment " + seq + " is too far ahead of " + expected);
        }
        return (int) d;
    }

    private void shiftDown(int by) {
        BitSet moved = ahead.get(by, Math.max(by, ahead.length()));
        ahead.clear();
        ahead.or(moved);
    }

    /** The next segment expected: everything before it has been delivered. */
    public long expected() {
        return expected;
    }

    /** Segments delivered in order, each counted once (goodput). */
    public long delivered() {
        return delivered;
    }

    /** Segments that arrived again after they had already arrived. */
    public long duplicates() {
        return duplicates;
    }
}
