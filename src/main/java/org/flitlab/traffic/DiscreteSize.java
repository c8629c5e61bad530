package org.flitlab.traffic;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * A given distribution of packet lengths: length {@code flits[i]} with probability {@code probabilities[i]}
 * (model.md, Traffic: "or a given distribution"). The probabilities must be non-negative and sum to 1 within
 * {@code 1e-9}; the last length absorbs that rounding when sampling. Lengths may repeat.
 * Immutable and thread-safe.
 */
public final class DiscreteSize implements SizeDistribution {
    /** Stable catalogue id. */
    public static final String ID = "discrete";

    /** How far the probabilities may sum from 1. */
    public static final double TOLERANCE = 1e-9;

    private final int[] flits;
    private final double[] probabilities;
    private final double[] cumulative;

    /**
     * @param flits         the possible lengths in flits, each at least 1; at least one
     * @param probabilities their probabilities, as many as lengths, each in [0, 1], summing to 1 within 1e-9
     */
    public DiscreteSize(int[] flits, double[] probabilities) {
        if (flits.length == 0) {
            throw new IllegalArgumentException("flits is empty; give at least one packet length");
        }
        if (probabilities.length != flits.length) {
            throw new IllegalArgumentException("probabilities has " + probabilities.length + " entries but flits has "
                    + flits.length + "; give one probability per length");
        }
        this.flits = flits.clone();
        this.probabilities = probabilities.clone();
        this.cumulative = new double[flits.length];
        double sum = 0;
        for (int i = 0; i < flits.length; i++) {
            check(i);
            sum += this.probabilities[i];
            cumulative[i] = sum;
        }
        if (Math.abs(sum - 1) > TOLERANCE) {
            throw new IllegalArgumentException("probabilities sum to " + readable(sum) + " at the last index, "
                    + (flits.length - 1) + "; they must sum to 1 within " + TOLERANCE);
        }
    }

    private void check(int i) {
        if (flits[i] < 1) {
            throw new IllegalArgumentException("flits[" + i + "] is " + flits[i]
                    + "; a packet must be at least 1 flit long");
        }
        double p = probabilities[i];
        if (!(p >= 0 && p <= 1)) {
            throw new IllegalArgumentException("probabilities[" + i + "] is " + p + "; it must be in [0, 1]");
        }
        double partial = i == 0 ? p : cumulative[i - 1] + p;
        if (partial > 1 + TOLERANCE) {
            throw new IllegalArgumentException("probabilities[" + i + "] is " + p
                    + " and brings the sum to " + readable(partial)
                    + "; they must sum to 1 within " + TOLERANCE);
        }
    }

    /** Twelve significant digits, so that 0.3 + 0.3 + 0.3 reads as the 0.9 the user wrote. */
    private static String readable(double x) {
        return new BigDecimal(x).round(new MathContext(12)).stripTrailingZeros().toPlainString();
    }

    /** The possible lengths in flits (a copy). */
    public int[] flits() {
        return flits.clone();
    }

    /** Their probabilities (a copy). */
    public double[] probabilities() {
        return probabilities.clone();
    }

    @Override
    public int sampleFlits(SplittableRandom random) {
        double u = random.nextDouble() * cumulative[cumulative.length - 1];
        int i = Arrays.binarySearch(cumulative, u);
        // An exact hit on a boundary belongs to the next bucket: the intervals are [c[i-1], c[i]).
        i = i >= 0 ? i + 1 : -i - 1;
        while (i < flits.length - 1 && probabilities[i] == 0) {
            i++;
        }
        return flits[Math.min(i, flits.length - 1)];
    }

    @Override
    public double meanFlits() {
        double mean = 0;
        for (int i = 0; i < flits.length; i++) {
            mean += probabilities[i] * flits[i];
        }
        return mean;
    }

    @Override
    public boolean hasSizeClasses() {
        return Arrays.stream(flits).distinct().count() > 1;
    }

    @Override
    public int maxFlits() {
        int max = 0;
        for (int i = 0; i < flits.length; i++) {
            if (probabilities[i] > 0) {
                max = Math.max(max, flits[i]);
            }
        }
        return max;
    }

    @Override
    public String toString() {
        return "lengths " + Arrays.toString(flits) + " flits with probabilities " + Arrays.toString(probabilities);
    }
}
