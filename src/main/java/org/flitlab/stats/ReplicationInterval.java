package org.flitlab.stats;

/**
 * The mean of one measure over a point's replications (independent runs with different seeds) and its 95%
 * confidence half-width, Student t with n - 1 degrees of freedom: t(0.975, n - 1) s / sqrt(n), s the sample
 * standard deviation. This is the interval a single-seed result lacks: a run's own batch-means interval says how
 * well that run measured its mean, not how much another seed would move it. Immutable and thread-safe.
 *
 * @param count     replications that gave a number (NaN values are left out)
 * @param mean      their mean; NaN when there are none
 * @param halfWidth the 95% half-width; NaN with fewer than two values
 */
public record ReplicationInterval(int count, double mean, double halfWidth) {
    /** No value. */
    public static final ReplicationInterval NONE = new ReplicationInterval(0, Double.NaN, Double.NaN);

    /** The interval of {@code values}, NaN entries left out. */
    public static ReplicationInterval of(double... values) {
        Tally t = new Tally();
        for (double v : values) {
            if (!Double.isNaN(v)) {
                t.add(v);
            }
        }
        int n = (int) t.count();
        if (n == 0) {
            return NONE;
        }
        double half = n < 2 ? Double.NaN : StudentT.quantile975(n - 1) * t.stdDev() / Math.sqrt(n);
        return new ReplicationInterval(n, t.mean(), half);
    }
}
