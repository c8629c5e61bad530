package org.flitlab.traffic;

import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.IntFunction;

/**
 * A destination pattern that draws with {@code draw} and knows its exact shares in closed form, for the bounds
 * ({@link DestinationPattern#exactShares}). Immutable and thread-safe if both parts are.
 *
 * @param draw   draws destinations and tells which hosts send
 * @param shares the exact share of each destination host for a source host; a fresh array per call
 */
record ExactPattern(DestinationPattern draw, IntFunction<double[]> shares) implements DestinationPattern {
    ExactPattern {
        Objects.requireNonNull(draw, "draw");
        Objects.requireNonNull(shares, "shares");
    }

    @Override
    public int destination(int sourceHost, SplittableRandom random) {
        return draw.destination(sourceHost, random);
    }

    @Override
    public boolean sends(int sourceHost) {
        return draw.sends(sourceHost);
    }

    @Override
    public double[] exactShares(int sourceHost) {
        return shares.apply(sourceHost);
    }

    /** Shares spread evenly over {@code hosts}, indexed over {@code hostCount} hosts. */
    static double[] even(int hostCount, int[] hosts) {
        double[] row = new double[hostCount];
        for (int h : hosts) {
            row[h] += 1.0 / hosts.length;
        }
        return row;
    }
}
