package org.flitlab.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class BatchMeansTest {
    @Test
    void intervalOnOneToEightInFourBatchesIsTheHandComputedOne() {
        // Batch means 1.5, 3.5, 5.5, 7.5: mean 4.5, variance 20/3, half-width t(3) * sqrt(20/3) / 2.
        ConfidenceInterval ci = BatchMeans.of(new double[] {1, 2, 3, 4, 5, 6, 7, 8}, 4);
        assertEquals(4.5, ci.mean(), 1e-12);
        assertEquals(3.182446305 * Math.sqrt(20.0 / 3.0) / 2.0, ci.halfWidth(), 1e-8);
        assertEquals(4, ci.batches());
    }

    @Test
    void remainderIsDroppedAtTheStart() {
        // 9 values in 4 batches of 2: the leading outlier is the one left out.
        ConfidenceInterval ci = BatchMeans.of(new double[] {1000, 1, 2, 3, 4, 5, 6, 7, 8}, 4);
        assertEquals(4.5, ci.mean(), 1e-12);
        assertEquals(3.182446305 * Math.sqrt(20.0 / 3.0) / 2.0, ci.halfWidth(), 1e-8);
    }

    @Test
    void longSamplesGiveTheSameIntervalAsDoubles() {
        ConfidenceInterval fromLongs = BatchMeans.of(LongSamples.of(3, 1, 4, 1, 5, 9, 2, 6, 5, 3), 5);
        ConfidenceInterval fromDoubles = BatchMeans.of(new double[] {3, 1, 4, 1, 5, 9, 2, 6, 5, 3}, 5);
        assertEquals(fromDoubles, fromLongs);
    }

    @Test
    void fewerThanTwoValuesPerBatchGiveAnInfiniteHalfWidth() {
        ConfidenceInterval ci = BatchMeans.of(new double[] {1, 2, 3, 4, 5, 6, 7, 8, 9}, 5);
        assertEquals(Double.POSITIVE_INFINITY, ci.halfWidth());
        assertEquals(5.0, ci.mean(), 1e-12);
        assertEquals(0, ci.batches());
        assertEquals(Double.POSITIVE_INFINITY, BatchMeans.of(new double[0], 2).halfWidth());
        assertEquals(0.0, BatchMeans.of(new double[0], 2).mean());
    }

    @Test
    void ninetyFivePercentIntervalsCoverTheTrueMeanAboutNinetyFivePercentOfTheTime() {
        SplittableRandom random = new SplittableRandom(20_240_601);
        int covered = 0;
        int replications = 400;
        for (int r = 0; r < replications; r++) {
            double[] values = new double[2000];
            for (int i = 0; i < values.length; i++) {
                values[i] = random.nextGaussian();
            }
            ConfidenceInterval ci = BatchMeans.of(values, 20);
            if (ci.lower() <= 0.0 && 0.0 <= ci.upper()) {
                covered++;
            }
        }
        double coverage = (double) covered / replications;
        assertTrue(coverage >= 0.92 && coverage <= 0.98, "coverage " + coverage);
    }

    @Test
    void fewerThanTwoBatchesAreRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BatchMeans.of(new double[] {1, 2, 3}, 1));
        assertTrue(e.getMessage().contains("batches is 1"), e.getMessage());
    }
}
