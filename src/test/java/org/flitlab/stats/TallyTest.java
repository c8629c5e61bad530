package org.flitlab.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TallyTest {
    @Test
    void welfordEqualsTwoPassMeanAndVarianceOnAHundredThousandValues() {
        SplittableRandom random = new SplittableRandom(42);
        double[] values = new double[100_000];
        Tally tally = new Tally();
        for (int i = 0; i < values.length; i++) {
            // A large offset with a small spread, as latencies in ticks are: the naive formula would cancel.
            values[i] = 1.0e6 + 25.0 * random.nextGaussian();
            tally.add(values[i]);
        }
        double sum = 0.0;
        for (double v : values) {
            sum += v;
        }
        double mean = sum / values.length;
        double squares = 0.0;
        for (double v : values) {
            squares += (v - mean) * (v - mean);
        }
        double variance = squares / (values.length - 1);

        assertEquals(values.length, tally.count());
        assertEquals(mean, tally.mean(), 1e-9 * Math.abs(mean));
        assertEquals(variance, tally.variance(), 1e-9 * variance);
        assertEquals(Math.sqrt(variance), tally.stdDev(), 1e-9 * Math.sqrt(variance));
        assertEquals(sum, tally.sum(), 1e-9 * sum);
    }

    @Test
    void noObservationGivesZerosNotNaN() {
        Tally tally = new Tally();
        assertEquals(0, tally.count());
        assertEquals(0.0, tally.mean());
        assertEquals(0.0, tally.variance());
        assertEquals(0.0, tally.stdDev());
        assertEquals(0.0, tally.min());
        assertEquals(0.0, tally.max());
        assertEquals(0.0, tally.sum());
    }

    @Test
    void oneObservationHasItsValueAsMeanAndZeroVariance() {
        Tally tally = new Tally();
        tally.add(7.5);
        assertEquals(7.5, tally.mean());
        assertEquals(0.0, tally.variance());
        assertEquals(7.5, tally.min());
        assertEquals(7.5, tally.max());
    }

    @Test
    void smallSampleHasTheTextbookValues() {
        Tally tally = new Tally();
        for (double v : new double[] {2, 4, 4, 4, 5, 5, 7, 9}) {
            tally.add(v);
        }
        assertEquals(5.0, tally.mean(), 1e-12);
        assertEquals(32.0 / 7.0, tally.variance(), 1e-12);
        assertEquals(2.0, tally.min());
        assertEquals(9.0, tally.max());
        assertEquals(40.0, tally.sum(), 1e-12);
    }

    @Test
    void mergingTwoTalliesEqualsAddingEverythingToOne() {
        SplittableRandom random = new SplittableRandom(7);
        Tally whole = new Tally();
        Tally first = new Tally();
        Tally second = new Tally();
        for (int i = 0; i < 1000; i++) {
            double v = 100 + 10 * random.nextGaussian();
            whole.add(v);
            (i < 300 ? first : second).add(v);
        }
        first.merge(second);
        assertEquals(whole.count(), first.count());
        assertEquals(whole.mean(), first.mean(), 1e-12 * whole.mean());
        assertEquals(whole.variance(), first.variance(), 1e-9 * whole.variance());
        assertEquals(whole.min(), first.min());
        assertEquals(whole.max(), first.max());
    }

    @Test
    void mergingIntoAnEmptyTallyCopiesTheOther() {
        Tally other = new Tally();
        other.add(-3);
        other.add(5);
        Tally empty = new Tally();
        empty.merge(other);
        assertEquals(2, empty.count());
        assertEquals(1.0, empty.mean());
        assertEquals(32.0, empty.variance());
        assertEquals(-3.0, empty.min());
    }

    @Test
    void nanIsRejectedWithTheValueInTheMessage() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Tally().add(Double.NaN));
        assertTrue(e.getMessage().contains("NaN"), e.getMessage());
    }
}
