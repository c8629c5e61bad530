package org.flitlab.traffic;

import java.util.SplittableRandom;

/**
 * Geometric draws for the per-tick (slotted) arrival processes: the number of independent trials, each a success
 * with probability {@code p}, up to and including the first success. Drawing the gap in one step by inversion
 * gives the same distribution as tossing a coin every tick (as BookSim does) at one random number per event.
 */
final class Geometric {
    /** Gaps longer than this are treated as "never" by callers; far beyond any run. */
    static final long NEVER = Long.MAX_VALUE / 4;

    private Geometric() {
    }

    /**
     * Trials up to and including the first success, at least 1: {@code P(k) = (1 - p)^(k - 1) p}. Returns
     * {@link #NEVER} when {@code p} is 0 or the draw lies beyond it.
     */
    static long trials(double p, SplittableRandom random) {
        if (p >= 1) {
            return 1;
        }
        if (p <= 0) {
            return NEVER;
        }
        // 1 - u lies in (0, 1], so the logarithm is finite and at most 0; log1p(-p) is below 0.
        double k = Math.floor(Math.log(1.0 - random.nextDouble()) / Math.log1p(-p));
        return k >= NEVER ? NEVER : 1 + (long) k;
    }
}
