package org.flitlab.traffic;

import java.util.SplittableRandom;

/**
 * Every packet has the same length (model.md, Traffic; AN1's fixed 1000-byte workload, the C104 study's packets).
 * Immutable and thread-safe.
 *
 * @param flits the length of every packet in flits, at least 1
 */
public record FixedSize(int flits) implements SizeDistribution {
    /** Stable catalogue id. */
    public static final String ID = "fixed";

    public FixedSize {
        if (flits < 1) {
            throw new IllegalArgumentException("flits is " + flits + "; a packet must be at least 1 flit long");
        }
    }

    @Override
    public int sampleFlits(SplittableRandom random) {
        return flits;
    }

    @Override
    public double meanFlits() {
        return flits;
    }

    @Override
    public int maxFlits() {
        return flits;
    }
}
