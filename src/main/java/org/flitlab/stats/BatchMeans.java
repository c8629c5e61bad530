package org.flitlab.stats;

import java.util.function.IntToDoubleFunction;

/**
 * The method of batch means: a 95% confidence interval for the steady-state mean of a correlated series
 * (consecutive packet latencies are strongly correlated), model.md, Measurement. The series is cut, in
 * order, into {@code b} equal consecutive batches; if the batches are long enough their means are nearly
 * independent and nearly normal, so the interval is {@code t(0.975, b - 1) * s / sqrt(b)} where {@code s}
 * is the sample standard deviation of the batch means.
 *
 * <p>When {@code n} is not a multiple of {@code b}, the {@code n mod b} values at the <em>start</em> are
 * dropped: the early values are the ones nearest the initial transient (any warm-up bias left after
 * truncation is there), while the latest values are the best steady-state information. The reported mean
 * is the mean of the batch means, i.e. of the values used.
 *
 * <p>With fewer than {@code 2 * b} values (batches of one value say nothing about correlation) no interval
 * is claimed: the half-width is +infinity, the mean is that of all values (0 if there are none) and the
 * interval's batch count is 0. Stateless and thread-safe.
 */
public final class BatchMeans {
    private BatchMeans() {
    }

    /** The interval for the samples in arrival order; see the class comment. {@code batches} is at least 2. */
    public static ConfidenceInterval of(LongSamples values, int batches) {
        if (values == null) {
            throw new IllegalArgumentException("values is null; it must be a LongSamples");
        }
        // Read in place, not through a double[] copy: the copy (8 bytes a packet) was the largest garbage of a run's
        // summary, promoted into the old generation and kept resident to the process's end (performance.md, session 11).
        return of(values::get, values.size(), batches);
    }

    /** The interval for the values in order; see the class comment. {@code batches} is at least 2. */
    public static ConfidenceInterval of(double[] values, int batches) {
        if (values == null) {
            throw new IllegalArgumentException("values is null; it must be an array");
        }
        return of(i -> values[i], values.length, batches);
    }

    /** The interval for the {@code n} values {@code at(0) .. at(n - 1)} in order. */
    private static ConfidenceInterval of(IntToDoubleFunction at, int n, int batches) {
        if (batches < 2) {
            throw new IllegalArgumentException("batches is " + batches + "; it must be at least 2");
        }
        if (n < 2L * batches) {
            Tally all = new Tally();
            for (int i = 0; i < n; i++) {
                all.add(at.applyAsDouble(i));
            }
            return new ConfidenceInterval(all.mean(), Double.POSITIVE_INFINITY, 0);
        }
        Tally batchMeans = new Tally();
        for (double mean : means(at, n, batches)) {
            batchMeans.add(mean);
        }
        double halfWidth = StudentT.quantile975(batches - 1) * batchMeans.stdDev() / Math.sqrt(batches);
        return new ConfidenceInterval(batchMeans.mean(), halfWidth, batches);
    }

    /**
     * Means of {@code batches} consecutive batches of {@code n / batches} values each, the remainder dropped at
     * the start. Requires {@code n >= batches}.
     */
    private static double[] means(IntToDoubleFunction at, int n, int batches) {
        int batchSize = n / batches;
        int first = n - batchSize * batches;
        double[] means = new double[batches];
        for (int b = 0; b < batches; b++) {
            Tally batch = new Tally();
            int start = first + b * batchSize;
            for (int i = start; i < start + batchSize; i++) {
                batch.add(at.applyAsDouble(i));
            }
            means[b] = batch.mean();
        }
        return means;
    }
}
