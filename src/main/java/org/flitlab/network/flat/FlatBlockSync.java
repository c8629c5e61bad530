package org.flitlab.network.flat;

/**
 * The arithmetic of {@link FlatBlock#syncTo}: what k ticks of a worm streaming one flit per tick do to a buffer, a
 * wire and a virtual channel's credits, computed in time independent of k (except for a path's buffers, rewritten
 * once per read). Each method leaves the arrays exactly as the flit-by-flit phases would have at the end of
 * {@code tick}. Engine thread only.
 */
final class FlatBlockSync {
    private FlatBlockSync() {
    }

    /**
     * Buffer {@code g} on the path gained and lost one flit per tick: its occupancy stays, its flits are the worm's
     * next ones, and its crossbar input was used every tick.
     */
    static void streamBuffer(FlatState s, int g, int pk, int steps, long tick) {
        int m = s.bufRing[2 * g + 1];
        s.occupancy[2 * g] += (long) m * (tick - s.occupancy[2 * g + 1]);
        s.occupancy[2 * g + 1] = tick;
        // Each tick a flit lands before one leaves.
        if (m + 1 > s.maxOccupancy[g]) {
            s.maxOccupancy[g] = m + 1;
        }
        int base = g * s.bufferSlots;
        int seq = m == 0 ? 0 : s.bufFlit[2 * (base + s.bufRing[2 * g]) + 1] + steps;
        int first = (s.bufRing[2 * g] + steps) & s.bufferMask;
        s.bufRing[2 * g] = first;
        for (int i = 0; i < m; i++) {
            int slot = base + ((first + i) & s.bufferMask);
            s.bufFlit[2 * slot] = pk;
            s.bufFlit[2 * slot + 1] = seq + i;
        }
        s.crossbarTick[g / s.vcs] = tick;
    }

    /**
     * Buffer {@code g} holds the worm's tail and lost one flit per tick after {@code from}; each freed slot's credit
     * went back to the (free) virtual channel feeding it, due a link delay later.
     */
    static void drainBuffer(FlatKernel k, int g, int steps, long from, long tick) {
        FlatState s = k.state;
        int n0 = s.bufRing[2 * g + 1];
        s.occupancy[2 * g] += (long) n0 * (from + 1 - s.occupancy[2 * g + 1]) + (long) (steps - 1) * n0
                - (long) steps * (steps - 1) / 2;
        s.occupancy[2 * g + 1] = tick;
        s.bufRing[2 * g + 1] = n0 - steps;
        s.bufRing[2 * g] = (s.bufRing[2 * g] + steps) & s.bufferMask;
        s.crossbarTick[g / s.vcs] = tick;
        if (k.stopGo != null) {
            return;
        }
        int d = s.chanDelay[g / s.vcs];
        long due = k.credits.lastDue();
        // Flits left at from+1 .. tick; the credit of the one leaving at u is due at u + d.
        long counted = Math.max(0, Math.min(tick, due - d) - from);
        s.credits[g] += (int) counted;
        for (long u = from + 1 + counted; u <= tick; u++) {
            k.credits.add(u + d, g);
        }
    }

    /**
     * The sender's credits of {@code g}: with credits, one came back and one was spent each tick, so they are the
     * start's plus those already due of the ones on their way (due at tick+1 .. tick+d, one each); with stop/go the
     * kernel spends one per flit sent and never counts them back.
     */
    static void credits(FlatKernel k, int g, int base, long from, int steps, long tick) {
        FlatState s = k.state;
        if (k.stopGo != null) {
            s.credits[g] -= steps;
            return;
        }
        int d = s.chanDelay[g / s.vcs];
        long due = k.credits.lastDue();
        s.credits[g] = base + (int) Math.min(d, Math.max(0, due - tick));
        // The wheel still holds those due after max(from, due) .. from + d; add the later ones.
        for (long u = Math.max(from + d, due) + 1; u <= tick + d; u++) {
            k.credits.add(u, g);
        }
    }

    /** Channel c's wire holds the worm's d newest flits, landing at tick+1 .. tick+d. */
    static void wire(FlatState s, int c, int v, int pk, int steps, long tick) {
        int d = s.chanDelay[c];
        int base = c * s.wireSlots;
        int first = s.wireFirst[c];
        int newest = s.wireSeqVc[base + ((first + d - 1) & s.wireMask)] >>> 6;
        int seq = newest + steps - d + 1;
        for (int i = 0; i < d; i++) {
            int slot = base + ((first + i) & s.wireMask);
            s.wirePacket[slot] = pk;
            s.wireSeqVc[slot] = ((seq + i) << 6) | v;
            s.wireArrival[slot] = tick + 1 + i;
        }
    }
}
