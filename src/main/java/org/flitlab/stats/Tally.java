package org.flitlab.stats;

/**
 * A running tally of double observations: count, mean, sample variance, min, max and sum, kept with
 * Welford's update so that the variance does not suffer the cancellation of the textbook
 * "sum of squares minus square of sum" formula (latencies in ticks are large and close together).
 *
 * <p>Zero and one observation give plain numbers, never NaN: with no observation the mean, variance, sum,
 * min and max are all 0; with one observation the variance (and standard deviation) is 0. Callers that must
 * tell "no data" from "zero" check {@link #count()}.
 *
 * <p>Observations must be finite (a NaN would poison every later value). Mutable, not thread-safe: one run
 * (or one thread of a run) owns a tally; tallies from several threads are combined with {@link #merge}.
 * Used for every mean reported under model.md, Measurement.
 */
public final class Tally {
    private long count;
    private double mean;
    /** Sum of squared deviations from the current mean (Welford's M2). */
    private double m2;
    private double sum;
    private double min;
    private double max;

    /** Adds one observation; it must be finite. */
    public void add(double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("value is " + value + "; it must be a finite number");
        }
        count++;
        double delta = value - mean;
        mean += delta / count;
        m2 += delta * (value - mean);
        sum += value;
        if (count == 1) {
            min = value;
            max = value;
        } else {
            min = Math.min(min, value);
            max = Math.max(max, value);
        }
    }

    /**
     * Adds every observation of {@code other} to this tally (Chan, Golub and LeVeque's pairwise combination),
     * as if they had been added one by one. {@code other} is not changed.
     */
    public void merge(Tally other) {
        if (other == null) {
            throw new IllegalArgumentException("other is null; it must be a tally");
        }
        if (other.count == 0) {
            return;
        }
        if (count == 0) {
            count = other.count;
            mean = other.mean;
            m2 = other.m2;
            sum = other.sum;
            min = other.min;
            max = other.max;
            return;
        }
        long total = count + other.count;
        double delta = other.mean - mean;
        mean += delta * other.count / total;
        m2 += other.m2 + delta * delta * ((double) count * other.count / total);
        count = total;
        sum += other.sum;
        min = Math.min(min, other.min);
        max = Math.max(max, other.max);
    }

    /** Number of observations added. */
    public long count() {
        return count;
    }

    /** Arithmetic mean; 0 when empty. */
    public double mean() {
        return mean;
    }

    /** Sample variance (divisor n - 1); 0 with fewer than two observations. */
    public double variance() {
        return count < 2 ? 0.0 : Math.max(0.0, m2 / (count - 1));
    }

    /** Sample standard deviation, the square root of {@link #variance()}; 0 with fewer than two observations. */
    public double stdDev() {
        return Math.sqrt(variance());
    }

    /** Smallest observation; 0 when empty. */
    public double min() {
        return min;
    }

    /** Largest observation; 0 when empty. */
    public double max() {
        return max;
    }

    /** Sum of the observations; 0 when empty. */
    public double sum() {
        return sum;
    }

    @Override
    public String toString() {
        return "Tally[count=" + count + ", mean=" + mean + ", stdDev=" + stdDev() + ", min=" + min + ", max=" + max + "]";
    }
}
