package org.flitlab.stats;

/**
 * MSER-5 warm-up detection (White 1997; White, Cobb and Spratt 2000): how many initial observations to
 * discard so that the rest best represents the steady state (model.md, Measurement: "warm-up is discarded
 * (fixed or detected)").
 *
 * <p>The series is reduced to {@code k = floor(n / 5)} means of consecutive batches of 5 (the last
 * {@code n mod 5} values are left out, as in the published rule). For each truncation {@code d} batches,
 * {@code 0 <= d <= k / 2}, the MSER statistic is the squared deviation of the remaining batch means around
 * their own mean divided by {@code (k - d)^2}: it falls while truncating removes biased values and rises once
 * it only removes data. The answer is {@code 5 * d*} original observations, {@code d*} the smallest minimiser.
 * Truncation is limited to the first half because a minimum found later only reflects noise in a short tail
 * and signals that the run is too short to have reached steady state.
 *
 * <p>Fewer than 10 observations (fewer than two batches) give 0. Stateless and thread-safe.
 */
public final class Mser5 {
    /** Observations per batch in MSER-5. */
    public static final int BATCH_SIZE = 5;

    private Mser5() {
    }

    /** The number of initial observations of {@code values} (arrival order) to discard; see the class comment. */
    public static int truncation(LongSamples values) {
        if (values == null) {
            throw new IllegalArgumentException("values is null; it must be a LongSamples");
        }
        return truncation(values.toDoubleArray());
    }

    /** The number of initial observations of {@code values} to discard, a multiple of 5 in [0, n/2]. */
    public static int truncation(double[] values) {
        if (values == null) {
            throw new IllegalArgumentException("values is null; it must be an array");
        }
        int k = values.length / BATCH_SIZE;
        if (k < 2) {
            return 0;
        }
        double[] batchMeans = batchMeansOfFive(values, k);
        // Walk from the end so each suffix's deviation sum comes from a running Welford tally in O(k) total.
        // At least two batches must remain: a single one has zero spread and would always "win".
        int maxD = Math.min(k / 2, k - 2);
        double[] statistic = new double[maxD + 1];
        Tally suffix = new Tally();
        for (int d = k - 1; d >= 0; d--) {
            suffix.add(batchMeans[d]);
            if (d <= maxD) {
                double remaining = k - d;
                statistic[d] = suffix.variance() * (remaining - 1) / (remaining * remaining);
            }
        }
        int best = 0;
        for (int d = 1; d < statistic.length; d++) {
            if (statistic[d] < statistic[best]) {
                best = d;
            }
        }
        return best * BATCH_SIZE;
    }

    private static double[] batchMeansOfFive(double[] values, int k) {
        double[] means = new double[k];
        for (int j = 0; j < k; j++) {
            double total = 0.0;
            for (int i = j * BATCH_SIZE; i < (j + 1) * BATCH_SIZE; i++) {
                total += values[i];
            }
            means[j] = total / BATCH_SIZE;
        }
        return means;
    }
}
