package org.flitlab.network.flat;

/**
 * Flits on their way, as a timing wheel of per-tick lane sets: a flit launched on virtual channel g (channel c's lane
 * {@code c * vcs + v}) to land at tick a marks g in the set of tick a, and the landing phase of tick t visits only the
 * lanes of t's set, in index order (channels in index order, each one's virtual channels in turn), instead of every
 * channel with flits in flight (of which about a sixth had nothing due each tick in BookSim's speed case). A lane into
 * a host lands its channel's wire ({@link FlatLanding#landDue}); a lane into a switch, with {@link FlatState#direct},
 * counts in the flit already written into its ring ({@link FlatLanding#landLane}). One mark stands for one flit: a
 * channel carries at most one flit a tick, all after one delay, so no lane is marked twice for one tick, and the marks
 * of the ticks to come are exactly the flits in transit, in the order they were sent ({@link TransitFlits} reads them
 * so). Used with BookSim's pipelined router, and with FlitLab's own switch where it lands directly (credits, packets
 * too short for a block), i.e. where no block or group of worms takes channels off the wires (they land their own
 * flits); the wheel spans more ticks than the longest launch-to-landing delay, so a set is never reused before it is
 * due. Allocation-free.
 */
final class ArrivalWheel {
    private final int mask;
    private final int wordsPerTick;
    private final long[] bits;
    /** The last tick whose set has been landed: a flit due by then lands in the next tick's landing phase. */
    private long landed = -1;

    ArrivalWheel(int lanes, int maxDelay) {
        int size = Integer.highestOneBit(Math.max(2, maxDelay + 2)) * 2;
        mask = size - 1;
        wordsPerTick = (lanes + 63) >>> 6;
        bits = new long[size * wordsPerTick];
    }

    /** A flit on lane g lands at {@code arrival} (or, if that tick's landing is past, at the next one). */
    void mark(int g, long arrival) {
        long a = arrival > landed ? arrival : landed + 1;
        bits[(int) (a & mask) * wordsPerTick + (g >>> 6)] |= 1L << g;
    }

    /** {@link #mark} at t + 1 from tick t's transmit phase (t has landed): no test of the tick landed. */
    void markNext(int g, long t) {
        bits[(int) ((t + 1) & mask) * wordsPerTick + (g >>> 6)] |= 1L << g;
    }

    /** How many ticks past the last landed one the wheel holds marks for. */
    int horizon() {
        return mask;
    }

    /** Whether lane g has a flit due at tick {@code a} (after the last tick landed, within {@link #horizon()}). */
    boolean marked(int g, long a) {
        return (bits[(int) (a & mask) * wordsPerTick + (g >>> 6)] & (1L << g)) != 0;
    }

    /** Lands the flits due at t: every lane marked for t, in index order (t is after the last tick landed). */
    void land(long t, FlatLanding landing) {
        landed = t;
        int base = (int) (t & mask) * wordsPerTick;
        for (int w = 0; w < wordsPerTick; w++) {
            long word = bits[base + w];
            if (word != 0) {
                bits[base + w] = 0;
                for (; word != 0; word &= word - 1) {
                    landing.landLane((w << 6) + Long.numberOfTrailingZeros(word), t);
                }
            }
        }
    }
}
