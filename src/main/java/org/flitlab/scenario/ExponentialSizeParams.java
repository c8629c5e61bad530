package org.flitlab.scenario;

import org.flitlab.traffic.ExponentialSize;

/**
 * "Exponential" (geometric) packet lengths, Hu &amp; Kleinrock (see {@link ExponentialSize}). Immutable.
 *
 * @param meanFlits mean length in flits, finite and at least 1
 * @param capFlits  the longest length returned, at least 1; 0 for the default cap of 50 x the mean
 */
public record ExponentialSizeParams(double meanFlits, int capFlits) {
    public ExponentialSizeParams {
        if (!(meanFlits >= 1) || Double.isInfinite(meanFlits)) {
            throw new IllegalArgumentException("meanFlits is " + meanFlits + "; it must be a finite number of at least 1 flit");
        }
        if (capFlits < 0) {
            throw new IllegalArgumentException("capFlits is " + capFlits + "; it must be at least 1 flit, or 0 for 50 x the mean");
        }
    }

    /** The size distribution these parameters describe. */
    public ExponentialSize toDistribution() {
        return capFlits == 0 ? new ExponentialSize(meanFlits) : new ExponentialSize(meanFlits, capFlits);
    }
}
