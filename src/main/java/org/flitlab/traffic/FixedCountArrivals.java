package org.flitlab.traffic;

import java.util.SplittableRandom;

/**
 * A fixed number of packets per host, all generated at tick 0: the workload of a k-permutation, whose completion
 * time the C104 study measures (section 7.7, Figure 7.8: each node of the 8-cube creates twenty packets to the same
 * destination, a "20-permutation"). Combine with a permutation {@link DestinationPattern}.
 *
 * <p>Not thread-safe: it counts the packets still to generate, so one instance serves one host of one run.
 * {@link #firstArrival} restarts the count, so an instance can be reused for a new run.
 */
public final class FixedCountArrivals implements ArrivalProcess {
    /** Stable catalogue id. */
    public static final String ID = "fixed-count";

    private final int count;
    private int remaining;

    /** @param count the number of packets this host generates, at least 0 */
    public FixedCountArrivals(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count is " + count + "; it must be at least 0 packets");
        }
        this.count = count;
    }

    /** The number of packets generated per host. */
    public int count() {
        return count;
    }

    @Override
    public long firstArrival(SplittableRandom random) {
        if (count == 0) {
            return -1;
        }
        remaining = count - 1;
        return 0;
    }

    @Override
    public long nextArrival(long now, SplittableRandom random) {
        if (remaining == 0) {
            return -1;
        }
        remaining--;
        return now;
    }

    @Override
    public String toString() {
        return count + " packets at tick 0";
    }
}
