package org.flitlab.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class Mser5Test {
    private static double[] noise(long seed, int n) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] values = new double[n];
        for (int i = 0; i < n; i++) {
            values[i] = random.nextGaussian();
        }
        return values;
    }

    @Test
    void anInitialOffsetOfFiveHundredValuesIsTruncatedNearFiveHundred() {
        for (long seed = 1; seed <= 10; seed++) {
            double[] values = noise(seed, 5000);
            for (int i = 0; i < 500; i++) {
                values[i] += 10.0;
            }
            int truncation = Mser5.truncation(values);
            assertTrue(truncation >= 450 && truncation <= 600, "seed " + seed + ": truncation " + truncation);
            assertEquals(0, truncation % 5);
        }
    }

    @Test
    void aStationarySequenceIsTruncatedByLessThanATenth() {
        for (long seed = 1; seed <= 10; seed++) {
            int truncation = Mser5.truncation(noise(100 + seed, 5000));
            assertTrue(truncation < 500, "seed " + seed + ": truncation " + truncation);
        }
    }

    @Test
    void aDecayingTransientInLatenciesIsTruncatedWhereItHasDiedOut() {
        // Latency-like ticks: 1000 + 400 * exp(-i / 100) + noise; the bias is below one noise sd after ~400.
        SplittableRandom random = new SplittableRandom(3);
        LongSamples latencies = new LongSamples();
        for (int i = 0; i < 5000; i++) {
            latencies.add(Math.round(1000 + 400 * Math.exp(-i / 100.0) + 20 * random.nextGaussian()));
        }
        int truncation = Mser5.truncation(latencies);
        assertTrue(truncation >= 200 && truncation <= 800, "truncation " + truncation);
    }

    @Test
    void truncationNeverPassesHalfTheSequence() {
        // A ramp never settles: MSER keeps wanting more, and the rule caps it at half.
        double[] ramp = new double[1000];
        for (int i = 0; i < ramp.length; i++) {
            ramp[i] = -i;
        }
        assertEquals(500, Mser5.truncation(ramp));
    }

    @Test
    void fewerThanTwoBatchesOfFiveAreNotTruncated() {
        assertEquals(0, Mser5.truncation(new double[] {9, 9, 9, 9, 9, 0, 0, 0, 0}));
        assertEquals(0, Mser5.truncation(new double[0]));
        // Two batches: truncating one would leave a single batch, which the rule does not allow.
        assertEquals(0, Mser5.truncation(new double[] {9, 9, 9, 9, 9, 0, 0, 0, 0, 0}));
    }

    @Test
    void aConstantSequenceIsNotTruncated() {
        assertEquals(0, Mser5.truncation(LongSamples.of(new long[1000])));
    }
}
