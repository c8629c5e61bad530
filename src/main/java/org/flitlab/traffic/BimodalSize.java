package org.flitlab.traffic;

import java.util.SplittableRandom;

/**
 * Two packet lengths: {@code shortFlits} with probability {@code shortProbability}, else {@code longFlits}
 * (Owicki &amp; Karlin's AN1 study: 80% of packets 100 bytes, 20% 1500 bytes; see {@link #an1(int)}).
 * Immutable and thread-safe.
 *
 * @param shortFlits       the length of a short packet in flits, at least 1
 * @param longFlits        the length of a long packet in flits, at least 1
 * @param shortProbability the probability of a short packet, in [0, 1]
 */
public record BimodalSize(int shortFlits, int longFlits, double shortProbability) implements SizeDistribution {
    /** Stable catalogue id. */
    public static final String ID = "bimodal";

    public BimodalSize {
        if (shortFlits < 1) {
            throw new IllegalArgumentException("shortFlits is " + shortFlits
                    + "; a packet must be at least 1 flit long");
        }
        if (longFlits < 1) {
            throw new IllegalArgumentException("longFlits is " + longFlits + "; a packet must be at least 1 flit long");
        }
        if (!(shortProbability >= 0 && shortProbability <= 1)) {
            throw new IllegalArgumentException("shortProbability is " + shortProbability + "; it must be in [0, 1]");
        }
    }

    /**
     * The AN1 bimodal workload: 80% of packets 100 bytes and 20% 1500 bytes, in flits of {@code flitBytes} bytes
     * (a length that is not a whole number of flits is rounded up, as a partly filled flit still occupies a flit).
     * With 1-byte flits the mean is 0.8 x 100 + 0.2 x 1500 = 380 flits.
     *
     * @param flitBytes bytes per flit, at least 1
     */
    public static BimodalSize an1(int flitBytes) {
        if (flitBytes < 1) {
            throw new IllegalArgumentException("flitBytes is " + flitBytes + "; a flit must hold at least 1 byte");
        }
        return new BimodalSize(flitsFor(100, flitBytes), flitsFor(1500, flitBytes), 0.8);
    }

    private static int flitsFor(int bytes, int flitBytes) {
        return (bytes + flitBytes - 1) / flitBytes;
    }

    @Override
    public int sampleFlits(SplittableRandom random) {
        return random.nextDouble() < shortProbability ? shortFlits : longFlits;
    }

    @Override
    public double meanFlits() {
        return shortProbability * shortFlits + (1 - shortProbability) * longFlits;
    }

    @Override
    public boolean hasSizeClasses() {
        return shortFlits != longFlits;
    }

    @Override
    public int maxFlits() {
        if (shortProbability == 1) {
            return shortFlits;
        }
        if (shortProbability == 0) {
            return longFlits;
        }
        return Math.max(shortFlits, longFlits);
    }
}
