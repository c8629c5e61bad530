package org.flitlab.network.flat;

/**
 * The flits in transit into a switch's buffers ({@link FlatState#direct}), read as a wire's ring would hold them: they
 * sit in their lanes' rings behind the flits counted in, one lane per virtual channel, and the {@link ArrivalWheel}
 * marks each one at the tick it lands (the marks of the ticks to come are exactly the flits in transit). Ticks
 * ascending give the order they were sent (one sender per channel, one delay), and a lane's flits land in ring order,
 * so the k-th mark of a lane is its k-th flit in transit. For the readers between ticks (snapshots, probes), not the
 * per-flit path.
 */
final class TransitFlits {
    /** Receives one flit in transit: its packet slot and sequence number. */
    interface Visitor {
        void flit(int pk, int seq);
    }

    private TransitFlits() {
    }

    /** Whether channel c's flits go into their buffers at launch rather than onto its wire. */
    static boolean direct(FlatState s, int c) {
        return s.direct && s.sinkHost[c] < 0;
    }

    /** Channel c's flits in transit after tick {@code tick}'s landing, oldest first. */
    static void forEach(FlatState s, int c, long tick, Visitor visitor) {
        int[] taken = new int[s.vcs];
        for (long a = tick + 1; a <= tick + s.arrivals.horizon(); a++) {
            for (int v = 0; v < s.vcs; v++) {
                int g = c * s.vcs + v;
                if (s.arrivals.marked(g, a)) {
                    int slot = slot(s, g, taken[v]++);
                    visitor.flit(s.bufFlit[2 * slot], s.bufFlit[2 * slot + 1]);
                }
            }
        }
    }

    /** The packet slot of channel c's newest flit in transit (the last its wire would hold), or {@link FlatState#NONE}. */
    static int newest(FlatState s, int c, long tick) {
        for (long a = tick + s.arrivals.horizon(); a > tick; a--) {
            for (int v = 0; v < s.vcs; v++) {
                int g = c * s.vcs + v;
                if (s.arrivals.marked(g, a)) {
                    return s.bufFlit[2 * (g * s.bufferSlots + ((s.ringEnd[g] - 1) & s.bufferMask))];
                }
            }
        }
        return FlatState.NONE;
    }

    /** The ring slot of lane g's i-th flit in transit. */
    private static int slot(FlatState s, int g, int i) {
        return g * s.bufferSlots + ((s.bufRing[2 * g] + s.bufRing[2 * g + 1] + i) & s.bufferMask);
    }
}
