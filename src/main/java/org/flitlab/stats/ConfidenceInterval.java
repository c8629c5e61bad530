package org.flitlab.stats;

/**
 * A two-sided 95% confidence interval {@code mean +- halfWidth} for the mean of a measured quantity, from
 * {@code batches} batch means (model.md, Measurement). The half-width is +infinity when there were too few
 * values to form the batches (see {@link BatchMeans}); it is never NaN. Units are those of the measured
 * quantity (ticks for latencies). Immutable and thread-safe.
 *
 * @param mean      the point estimate
 * @param halfWidth non-negative, possibly +infinity
 * @param batches   the number of batches the interval was formed from (0 if none could be formed)
 */
public record ConfidenceInterval(double mean, double halfWidth, int batches) {
    public ConfidenceInterval {
        if (!Double.isFinite(mean)) {
            throw new IllegalArgumentException("mean is " + mean + "; it must be a finite number");
        }
        if (!(halfWidth >= 0.0)) {
            throw new IllegalArgumentException("halfWidth is " + halfWidth + "; it must be >= 0 or +infinity");
        }
        if (batches < 0) {
            throw new IllegalArgumentException("batches is " + batches + "; it must not be negative");
        }
    }

    /**
     * Half-width relative to the size of the mean, {@code halfWidth / |mean|}: the stopping criterion
     * "relative half-width below 5%". +infinity when the mean is 0 (no relative precision can be claimed)
     * or when the half-width is infinite.
     */
    public double relativeHalfWidth() {
        if (mean == 0.0) {
            return Double.POSITIVE_INFINITY;
        }
        return halfWidth / Math.abs(mean);
    }

    /** True if the half-width is finite, i.e. there were enough values to form the batches. */
    public boolean isFinite() {
        return Double.isFinite(halfWidth);
    }

    /** Lower end, {@code mean - halfWidth} (-infinity if the half-width is infinite). */
    public double lower() {
        return mean - halfWidth;
    }

    /** Upper end, {@code mean + halfWidth} (+infinity if the half-width is infinite). */
    public double upper() {
        return mean + halfWidth;
    }
}
