package org.flitlab.network.flat;

/**
 * Channels held back by a STOP wait off the flat kernel's sending set until their next stop/go signal arrives, as the
 * reference engine's sleeping channels wait on its {@code WakeWheel}. Only with one virtual channel, no shared
 * crossbar and not BookSim's pipelined router: then a channel at STOP can send nothing before a signal reaches it
 * (its worm owns its only virtual channel, whose front flit stays put), so visiting it does nothing but count a
 * stalled tick and take in no signal. Its stalled ticks are added on waking ({@link #unpark}) or when a reader
 * syncs ({@link #syncAll}); it wakes at the arrival of the first signal not yet taken in, or of the next one sent
 * ({@link StopGo} calls {@link #signalled}), so the sender takes in its signals at the same ticks as when visited
 * every tick, and {@code lastStoppedTick} moves alike. A stale wake-up only makes one visit more. Periodic groups
 * are off with stop/go, and a block starts only on channels that sent in their last ticks, so neither meets a
 * parked channel. Case 3 (AN1 Corefringe, 4 KB stop/go buffers): 77% of the transmit phase's visits were to such
 * channels (docs/performance.md, "Session 7, long worms on the flat kernel by default?").
 */
final class StopParking {
    private final FlatState s;
    private final int mask;
    private final int[][] buckets;
    private final int[] counts;
    final boolean[] parked;
    private final long[] parkStart;
    int parkedCount;
    /** Times a channel was parked since the start (tests read it). */
    long parks;

    StopParking(FlatState s, int maxDelay) {
        this.s = s;
        int size = Integer.highestOneBit(Math.max(2, maxDelay + 2)) * 2;
        mask = size - 1;
        buckets = new int[size][4];
        counts = new int[size];
        parked = new boolean[s.channels];
        parkStart = new long[s.channels];
    }

    void park(int c, long t, long wakeAt) {
        parked[c] = true;
        parkedCount++;
        parks++;
        parkStart[c] = t + 1;
        s.sending.remove(c);
        if (wakeAt != Long.MAX_VALUE) {
            add((int) (wakeAt & mask), c);
        }
    }

    /** A signal for channel c arrives at {@code arrival}. */
    void signalled(int c, long arrival) {
        if (parked[c]) {
            add((int) (arrival & mask), c);
        }
    }

    void due(long t) {
        int b = (int) (t & mask);
        int[] bucket = buckets[b];
        for (int i = 0, n = counts[b]; i < n; i++) {
            unpark(bucket[i], t);
        }
        counts[b] = 0;
    }

    void unpark(int c, long t) {
        if (parked[c]) {
            parked[c] = false;
            parkedCount--;
            s.stalled[c] += t - parkStart[c];
            s.sending.add(c);
        }
    }

    /** Stalled ticks of a parked channel up to and including t are counted in. */
    void syncAll(long t) {
        if (parkedCount == 0) {
            return;
        }
        for (int c = 0; c < parked.length; c++) {
            if (parked[c] && t + 1 > parkStart[c]) {
                s.stalled[c] += t + 1 - parkStart[c];
                parkStart[c] = t + 1;
            }
        }
    }

    private void add(int b, int c) {
        if (counts[b] == buckets[b].length) {
            buckets[b] = java.util.Arrays.copyOf(buckets[b], 2 * counts[b]);
        }
        buckets[b][counts[b]++] = c;
    }
}
