package org.flitlab.stats;

/**
 * Jain's fairness index of an allocation (Jain, Chiu and Hawe 1984), as used for TCP goodput per flow in
 * Bianco et al. 2001 and for throughput per host (model.md, Measurement):
 * {@code J = (sum x)^2 / (n * sum x^2)}. It is 1 when every {@code x} is equal and {@code 1/n} when one
 * member gets everything. An all-zero allocation is treated as equal shares and gives 1 (instead of 0/0).
 * Values must be finite and non-negative (throughputs); at least one is required. Stateless and thread-safe.
 */
public final class JainFairness {
    private JainFairness() {
    }

    /** The index of {@code x}, in [1/n, 1]. */
    public static double index(double[] x) {
        if (x == null || x.length == 0) {
            throw new IllegalArgumentException("x is " + (x == null ? "null" : "empty")
                    + "; it must hold at least one value");
        }
        double sum = 0.0;
        double sumOfSquares = 0.0;
        for (int i = 0; i < x.length; i++) {
            if (!(x[i] >= 0.0) || x[i] == Double.POSITIVE_INFINITY) {
                throw new IllegalArgumentException("x[" + i + "] is " + x[i] + "; it must be finite and >= 0");
            }
            sum += x[i];
            sumOfSquares += x[i] * x[i];
        }
        if (sumOfSquares == 0.0) {
            return 1.0;
        }
        // Rounding can push an all-equal allocation a hair above 1.
        return Math.min(1.0, sum * sum / (x.length * sumOfSquares));
    }
}
