package org.flitlab.stats;

/**
 * Occupancy of one input buffer (one virtual channel of one channel) over the measurement interval
 * (model.md, Measurement: "buffer occupancy"). The mean is time-weighted: the average over ticks of the
 * number of flits held. Invariants: {@code 0 <= meanFlits <= maxFlits <= capacityFlits}, capacity at least 1.
 * Immutable and thread-safe.
 *
 * @param channel       channel index whose receiving buffer this is
 * @param vc            virtual channel on that channel, 0 when there is only one
 * @param meanFlits     time-weighted mean number of flits held
 * @param maxFlits      largest number of flits held at once
 * @param capacityFlits size of the buffer in flits
 */
public record BufferOccupancy(int channel, int vc, double meanFlits, int maxFlits, int capacityFlits) {
    /** Time-weighted means are quotients of large sums; allow their last-bit rounding above the maximum. */
    private static final double MEAN_SLACK = 1e-9;

    public BufferOccupancy {
        if (channel < 0) {
            throw new IllegalArgumentException("channel is " + channel + "; it must not be negative");
        }
        if (vc < 0) {
            throw new IllegalArgumentException("vc is " + vc + "; it must not be negative");
        }
        if (capacityFlits < 1) {
            throw new IllegalArgumentException("capacityFlits is " + capacityFlits + "; it must be at least 1");
        }
        if (maxFlits < 0 || maxFlits > capacityFlits) {
            throw new IllegalArgumentException("maxFlits is " + maxFlits + "; it must be between 0 and capacityFlits "
                    + capacityFlits);
        }
        if (!(meanFlits >= 0.0 && meanFlits <= maxFlits * (1 + MEAN_SLACK))) {
            throw new IllegalArgumentException("meanFlits is " + meanFlits + "; it must be between 0 and maxFlits "
                    + maxFlits);
        }
    }

    /** Mean fill as a fraction of the capacity, in [0, 1]. */
    public double meanFillFraction() {
        return Math.min(1.0, meanFlits / capacityFlits);
    }
}
