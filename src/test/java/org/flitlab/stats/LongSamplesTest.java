package org.flitlab.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class LongSamplesTest {
    private static LongSamples oneToHundredShuffled() {
        LongSamples samples = new LongSamples(4);
        // 37 is coprime with 100, so this visits 1..100 once each, out of order.
        for (int i = 0; i < 100; i++) {
            samples.add((i * 37L) % 100 + 1);
        }
        return samples;
    }

    @Test
    void percentilesAreExactNearestRankOnOneToHundred() {
        LongSamples samples = oneToHundredShuffled();
        assertEquals(50, samples.percentile(50));
        assertEquals(95, samples.percentile(95));
        assertEquals(99, samples.percentile(99));
        assertEquals(100, samples.percentile(100));
        assertEquals(1, samples.percentile(0));
        assertEquals(1, samples.percentile(1));
        assertEquals(51, samples.percentile(50.5));
        assertEquals(1, samples.min());
        assertEquals(100, samples.max());
        assertEquals(50.5, samples.mean(), 1e-12);
    }

    @Test
    void percentileOfFewValuesRoundsTheRankUp() {
        LongSamples samples = LongSamples.of(30, 10, 20);
        // ceil(0.5 * 3) = rank 2, ceil(0.34 * 3) = rank 2, ceil(0.33 * 3) = rank 1.
        assertEquals(20, samples.percentile(50));
        assertEquals(20, samples.percentile(34));
        assertEquals(10, samples.percentile(33));
    }

    @Test
    void growingPastTheInitialCapacityKeepsArrivalOrder() {
        LongSamples samples = new LongSamples(1);
        for (long v = 0; v < 10_000; v++) {
            samples.add(v * 3);
        }
        assertEquals(10_000, samples.size());
        assertEquals(0, samples.get(0));
        assertEquals(3 * 9_999, samples.get(9_999));
        assertEquals(4_321 * 3, samples.get(4_321));
    }

    @Test
    void addingAfterAPercentileInvalidatesTheSortedCopy() {
        LongSamples samples = LongSamples.of(5, 1, 3);
        assertEquals(5, samples.max());
        samples.add(9);
        assertEquals(9, samples.max());
        assertEquals(9, samples.percentile(100));
        samples.add(-2);
        assertEquals(-2, samples.min());
        assertArrayEquals(new long[] {5, 1, 3, 9, -2}, samples.toArray());
    }

    @Test
    void copyRangeIsIndependentAndInOrder() {
        LongSamples samples = LongSamples.of(10, 20, 30, 40, 50);
        LongSamples tail = samples.copyRange(2, 5);
        samples.add(60);
        assertArrayEquals(new long[] {30, 40, 50}, tail.toArray());
        assertEquals(40.0, tail.mean());
        tail.add(70);
        assertEquals(6, samples.size());
        assertArrayEquals(new double[] {30, 40, 50, 70}, tail.toDoubleArray());
    }

    @Test
    void emptySamplesHaveMeanZeroButNoMinimum() {
        LongSamples empty = new LongSamples();
        assertEquals(0.0, empty.mean());
        assertThrows(IllegalStateException.class, empty::min);
        assertThrows(IllegalStateException.class, () -> empty.percentile(50));
    }

    @Test
    void outOfRangeArgumentsAreRejected() {
        LongSamples samples = LongSamples.of(1, 2);
        assertThrows(IllegalArgumentException.class, () -> samples.percentile(100.5));
        assertThrows(IllegalArgumentException.class, () -> samples.percentile(Double.NaN));
        assertThrows(IndexOutOfBoundsException.class, () -> samples.get(2));
        assertThrows(IndexOutOfBoundsException.class, () -> samples.copyRange(1, 3));
    }

    @Test
    void aValueBeyondIntKeepsEveryValueExactly() {
        LongSamples samples = new LongSamples(2);
        samples.add(-5);
        samples.add(Integer.MAX_VALUE);
        long big = Integer.MAX_VALUE + 10L;
        samples.add(big);
        samples.add(Long.MIN_VALUE);
        samples.add(7);
        assertArrayEquals(new long[] {-5, Integer.MAX_VALUE, big, Long.MIN_VALUE, 7}, samples.toArray());
        assertEquals(big, samples.max());
        assertEquals(Long.MIN_VALUE, samples.min());
        assertEquals(7, samples.percentile(60));
        assertArrayEquals(new long[] {big, Long.MIN_VALUE}, samples.copyRange(2, 4).toArray());
        assertEquals(Integer.MAX_VALUE / 2.0, LongSamples.of(1, Integer.MAX_VALUE - 1L).copyRange(0, 2).mean());
    }

    @Test
    void valuesBeyondShortWidenTheStorageAndKeepOrderAndPercentiles() {
        LongSamples samples = new LongSamples(1);
        samples.add(Short.MAX_VALUE);
        samples.add(-3);
        assertEquals(-3, samples.percentile(50));
        samples.add(Short.MAX_VALUE + 1L);
        samples.add(Short.MIN_VALUE - 1L);
        samples.add(5);
        assertArrayEquals(new long[] {Short.MAX_VALUE, -3, Short.MAX_VALUE + 1L, Short.MIN_VALUE - 1L, 5}, samples.toArray());
        assertEquals(Short.MIN_VALUE - 1L, samples.min());
        assertEquals(Short.MAX_VALUE + 1L, samples.max());
        assertEquals(5, samples.percentile(60));
        assertEquals((Short.MAX_VALUE * 2 + 1 - 3 + Short.MIN_VALUE - 1 + 5) / 5.0, samples.mean());
        assertArrayEquals(new long[] {-3, Short.MAX_VALUE + 1L}, samples.copyRange(1, 3).toArray());
    }

    @Test
    void makingRoomAheadKeepsTheValuesAndStillTakesMoreThanAsked() {
        LongSamples samples = new LongSamples(2);
        samples.add(4);
        samples.add(-1);
        samples.ensureCapacity(3);
        samples.add(Integer.MAX_VALUE);
        samples.add(9);
        samples.ensureCapacity(1);
        assertArrayEquals(new long[] {4, -1, Integer.MAX_VALUE, 9}, samples.toArray());
        assertEquals(4, samples.percentile(50));
        assertThrows(IllegalArgumentException.class, () -> samples.ensureCapacity(Integer.MAX_VALUE));
    }
}
