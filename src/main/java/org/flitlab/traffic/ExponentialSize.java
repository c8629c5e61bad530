package org.flitlab.traffic;

import java.util.SplittableRandom;

/**
 * "Exponential" packet lengths as Hu &amp; Kleinrock use them (worm sizes with an exponential distribution), made
 * discrete: the length is geometric on 1, 2, 3, ... flits, {@code P(k) = p (1-p)^(k-1)} with {@code p = 1/meanFlits},
 * whose mean is exactly {@code meanFlits}. A geometric length is the memoryless discrete counterpart of an
 * exponential one, so no length is rounded and no packet is ever 0 flits long.
 *
 * <p>The geometric distribution is unbounded, but store-and-forward buffers are checked against
 * {@link #maxFlits()}, so every sample is capped: a length above {@code capFlits} is returned as {@code capFlits}.
 * The default cap is {@code ceil(50 x meanFlits)}; the probability of reaching it is about {@code e^-50}, so the
 * capped mean equals {@code meanFlits} to double precision. {@link #meanFlits()} reports the exact mean of the
 * capped distribution, {@code meanFlits (1 - (1-p)^capFlits)}, whatever the cap.
 *
 * <p>Immutable and thread-safe.
 */
public final class ExponentialSize implements SizeDistribution {
    /** Stable catalogue id. */
    public static final String ID = "exponential";

    /** The default cap as a multiple of the mean. */
    public static final int DEFAULT_CAP_MEANS = 50;

    private final double nominalMeanFlits;
    private final int capFlits;
    /** ln(1 - p), negative, or -infinity when every packet is 1 flit. */
    private final double logFailure;

    /** @param meanFlits the mean length in flits, at least 1 and finite; the cap is {@code ceil(50 x meanFlits)} */
    public ExponentialSize(double meanFlits) {
        this(meanFlits, defaultCap(meanFlits));
    }

    /**
     * @param meanFlits the mean of the uncapped geometric length in flits, at least 1 and finite
     * @param capFlits  the longest length returned, at least 1
     */
    public ExponentialSize(double meanFlits, int capFlits) {
        checkMean(meanFlits);
        if (capFlits < 1) {
            throw new IllegalArgumentException("capFlits is " + capFlits + "; it must be at least 1 flit");
        }
        this.nominalMeanFlits = meanFlits;
        this.capFlits = capFlits;
        this.logFailure = Math.log1p(-1.0 / meanFlits);
    }

    private static void checkMean(double meanFlits) {
        if (!(meanFlits >= 1) || Double.isInfinite(meanFlits)) {
            throw new IllegalArgumentException("meanFlits is " + meanFlits
                    + "; it must be a finite number of at least 1 flit");
        }
    }

    private static int defaultCap(double meanFlits) {
        checkMean(meanFlits);
        return (int) Math.min(Integer.MAX_VALUE, Math.ceil(DEFAULT_CAP_MEANS * meanFlits));
    }

    /** The mean of the uncapped geometric length, as given to the constructor. */
    public double nominalMeanFlits() {
        return nominalMeanFlits;
    }

    @Override
    public int sampleFlits(SplittableRandom random) {
        if (nominalMeanFlits == 1) {
            return 1;
        }
        // Inversion: the number of failures before the first success is floor(ln U / ln(1-p)), U in (0, 1].
        double failures = Math.floor(Math.log(1.0 - random.nextDouble()) / logFailure);
        return failures >= capFlits - 1 ? capFlits : 1 + (int) failures;
    }

    @Override
    public double meanFlits() {
        // E[min(K, c)] = sum over k = 1..c of P(K >= k) = (1 - (1-p)^c) / p.
        return nominalMeanFlits * -Math.expm1(capFlits * logFailure);
    }

    @Override
    public int maxFlits() {
        return capFlits;
    }

    @Override
    public String toString() {
        return "geometric lengths, mean " + nominalMeanFlits + " flits, capped at " + capFlits;
    }
}
