package org.flitlab.stats;

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
        return of(values.toDoubleArray(), batches);
    }

    /** The interval for the values in order; see the class comment. {@code batches} is at least 2. */
    public static ConfidenceInterval of(double[] values, int batches) {
        if (values == null) {
            throw new IllegalArgumentException("values is null; it must be an array");
        }
        if (batches < 2) {
            throw new IllegalArgumentException("batches is " + batches + "; it must be at least 2");
        }
        if (values.length < 2L * batches) {
            Tally all = new Tally();
            for (double value : values) {
                all.add(value);
            }
            return new ConfidenceInterval(all.mean(), Double.POSITIVE_INFINITY, 0);
        }
        Tally batchMeans = new Tally();
        for (double mean : means(values, batches)) {
            batchMeans.add(mean);
        }
        double halfWidth = StudentT.quantile975(batches - 1) * batchMeans.stdDev() / Math.sqrt(batches);
        return new ConfidenceInterval(batchMeans.mean(), halfWidth, batches);
    }

    /**
     * Means of {@code batches} consecutive batches of {@code values.length / batches} values each, the
     * remainder dropped at the start. Requires {@code values.length >= batches}.
     */
    static double[] means(double[] values, int batches) {
        int batchSize = values.length / batches;
        int first = values.length - batchSize * batches;
        double[] means = new double[batches];
        for (int b = 0; b < batches; b++) {
            Tally batch = new Tally();
            int start = first + b * batchSize;
            for (int i = start; i < start + batchSize; i++) {
                batch.add(values[i]);
            }
            means[b] = batch.mean();
        }
        return means;
    }
}
