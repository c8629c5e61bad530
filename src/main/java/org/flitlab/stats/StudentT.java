package org.flitlab.stats;

/**
 * Quantiles of Student's t distribution, as needed for 95% batch-means confidence intervals
 * (model.md, Measurement: "a target relative confidence-interval half-width (batch means, 95%)").
 *
 * <p>For 1 to 30 degrees of freedom the value comes from a table (computed to 9 decimals); above 30 from the
 * Cornish-Fisher expansion of t in powers of 1/df around the normal quantile (Abramowitz and Stegun 26.7.5),
 * whose error there is below 1e-7 and falls quickly with df. Stateless and thread-safe.
 */
public final class StudentT {
    /** Upper 2.5% point of the standard normal distribution, the limit of {@link #quantile975} as df grows. */
    public static final double NORMAL_975 = 1.959963984540054;

    /** t(0.975, df) for df = 1..30 (index df - 1). */
    private static final double[] TABLE_975 = {
        12.706204736, 4.302652730, 3.182446305, 2.776445105, 2.570581836,
        2.446911851, 2.364624252, 2.306004135, 2.262157163, 2.228138852,
        2.200985160, 2.178812830, 2.160368656, 2.144786688, 2.131449546,
        2.119905299, 2.109815578, 2.100922040, 2.093024054, 2.085963447,
        2.079613845, 2.073873068, 2.068657610, 2.063898562, 2.059538553,
        2.055529439, 2.051830516, 2.048407142, 2.045229642, 2.042272456,
    };

    private StudentT() {
    }

    /**
     * The 0.975 quantile of Student's t with {@code degreesOfFreedom} degrees of freedom: the multiplier of
     * a two-sided 95% confidence interval (12.706 at 1, 2.228 at 10, 1.984 at 100, tending to 1.960).
     * Accurate to better than 1e-6.
     *
     * @param degreesOfFreedom at least 1 (for b batch means it is b - 1)
     */
    public static double quantile975(int degreesOfFreedom) {
        if (degreesOfFreedom < 1) {
            throw new IllegalArgumentException("degreesOfFreedom is " + degreesOfFreedom
                    + "; it must be at least 1 (a confidence interval from b batches has b - 1)");
        }
        if (degreesOfFreedom <= TABLE_975.length) {
            return TABLE_975[degreesOfFreedom - 1];
        }
        return cornishFisher(NORMAL_975, degreesOfFreedom);
    }

    private static double cornishFisher(double z, double df) {
        double z2 = z * z;
        double z3 = z2 * z;
        double z5 = z3 * z2;
        double z7 = z5 * z2;
        double z9 = z7 * z2;
        double g1 = (z3 + z) / 4.0;
        double g2 = (5 * z5 + 16 * z3 + 3 * z) / 96.0;
        double g3 = (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / 384.0;
        double g4 = (79 * z9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / 92160.0;
        return z + (g1 + (g2 + (g3 + g4 / df) / df) / df) / df;
    }
}
