package org.flitlab.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class HistogramTest {
    @Test
    void oneToHundredInTenBinsHasTenInEach() {
        LongSamples values = new LongSamples();
        for (long v = 1; v <= 100; v++) {
            values.add(v);
        }
        Histogram histogram = Histogram.of(values, 10);
        assertEquals(10, histogram.binWidth());
        assertArrayEquals(new long[] {1, 11, 21, 31, 41, 51, 61, 71, 81, 91}, histogram.binStart());
        assertArrayEquals(new long[] {10, 10, 10, 10, 10, 10, 10, 10, 10, 10}, histogram.counts());
    }

    @Test
    void countsSumToTheNumberOfValuesAndCoverMinToMax() {
        SplittableRandom random = new SplittableRandom(11);
        LongSamples values = new LongSamples();
        for (int i = 0; i < 12_345; i++) {
            values.add(100 + (long) (50 * -Math.log(1 - random.nextDouble())));
        }
        Histogram histogram = Histogram.of(values, 37);
        assertEquals(values.size(), histogram.total());
        assertEquals(values.min(), histogram.binStart()[0]);
        long end = histogram.binStart()[histogram.bins() - 1] + histogram.binWidth();
        assertTrue(values.max() < end && values.max() >= end - histogram.binWidth());
        assertTrue(histogram.bins() <= 37);
    }

    @Test
    void fewDistinctValuesMakeFewerBinsOfWidthOne() {
        Histogram histogram = Histogram.of(LongSamples.of(7, 9, 7, 8, 7), 10);
        assertEquals(1, histogram.binWidth());
        assertArrayEquals(new long[] {7, 8, 9}, histogram.binStart());
        assertArrayEquals(new long[] {3, 1, 1}, histogram.counts());
    }

    @Test
    void noValuesMakeNoBins() {
        Histogram histogram = Histogram.of(new LongSamples(), 5);
        assertEquals(0, histogram.bins());
        assertEquals(0, histogram.total());
    }

    @Test
    void arraysAreCopiedSoTheHistogramCannotBeChanged() {
        long[] counts = {1, 2};
        Histogram histogram = new Histogram(new long[] {0, 5}, 5, counts);
        counts[0] = 99;
        histogram.counts()[1] = 99;
        assertArrayEquals(new long[] {1, 2}, histogram.counts());
        assertEquals(new Histogram(new long[] {0, 5}, 5, new long[] {1, 2}), histogram);
    }

    @Test
    void nonContiguousBinsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> new Histogram(new long[] {0, 6}, 5, new long[] {1, 2}));
    }
}
