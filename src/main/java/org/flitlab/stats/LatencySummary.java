package org.flitlab.stats;

/**
 * What FlitLab reports for one latency measure of one point (model.md, Measurement: "mean, max,
 * percentiles and the interval are reported"). All values are in ticks.
 *
 * <p>{@code mean} is the mean of all values; {@code ciHalfWidth} is the batch-means 95% half-width (see
 * {@link BatchMeans}, which drops up to {@code batches - 1} leading values, so its centre can differ slightly
 * from {@code mean}); it is +infinity when there were fewer than {@code 2 * batches} values. Percentiles are
 * exact nearest-rank values. The {@link #empty()} summary has count 0, mean 0, an infinite half-width and 0
 * for min, max and percentiles. Immutable and thread-safe.
 *
 * @param count       number of values
 * @param mean        arithmetic mean, ticks
 * @param ciHalfWidth 95% confidence half-width of the mean, ticks, >= 0 or +infinity
 * @param min         smallest value
 * @param max         largest value
 * @param p50         median (nearest rank)
 * @param p95         95th percentile (nearest rank)
 * @param p99         99th percentile (nearest rank)
 */
public record LatencySummary(long count, double mean, double ciHalfWidth, long min, long max, long p50, long p95,
                             long p99) {
    public LatencySummary {
        if (count < 0) {
            throw new IllegalArgumentException("count is " + count + "; it must not be negative");
        }
        if (!Double.isFinite(mean)) {
            throw new IllegalArgumentException("mean is " + mean + "; it must be a finite number");
        }
        if (!(ciHalfWidth >= 0.0)) {
            throw new IllegalArgumentException("ciHalfWidth is " + ciHalfWidth + "; it must be >= 0 or +infinity");
        }
        if (count > 0 && !(min <= p50 && p50 <= p95 && p95 <= p99 && p99 <= max)) {
            throw new IllegalArgumentException("min " + min + ", p50 " + p50 + ", p95 " + p95 + ", p99 " + p99
                    + ", max " + max + " are out of order; they must be non-decreasing");
        }
    }

    /** The summary of no values: count 0, mean 0, half-width +infinity, everything else 0. */
    public static LatencySummary empty() {
        return new LatencySummary(0, 0.0, Double.POSITIVE_INFINITY, 0, 0, 0, 0, 0);
    }

    /**
     * Summarises {@code values} (already stripped of warm-up), with a batch-means interval over
     * {@code batches} batches (at least 2). No values give {@link #empty()}.
     */
    public static LatencySummary of(LongSamples values, int batches) {
        if (values == null) {
            throw new IllegalArgumentException("values is null; it must be a LongSamples");
        }
        if (batches < 2) {
            throw new IllegalArgumentException("batches is " + batches + "; it must be at least 2");
        }
        if (values.isEmpty()) {
            return empty();
        }
        double halfWidth = BatchMeans.of(values, batches).halfWidth();
        return new LatencySummary(values.size(), values.mean(), halfWidth, values.min(), values.max(),
                values.percentile(50), values.percentile(95), values.percentile(99));
    }

    /** {@code ciHalfWidth / |mean|}; +infinity when the mean is 0 or the half-width is infinite. */
    public double relativeHalfWidth() {
        return mean == 0.0 ? Double.POSITIVE_INFINITY : ciHalfWidth / Math.abs(mean);
    }

    /** True if there were no values. */
    public boolean isEmpty() {
        return count == 0;
    }
}
