package org.flitlab.traffic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ArrivalProcessesTest {
    private final SplittableRandom random = new SplittableRandom(42);

    @Test
    void poissonMeanInterArrivalTimeIsOneOverTheRate() {
        double rate = 0.3;
        PoissonArrivals arrivals = new PoissonArrivals(rate);
        int samples = 100_000;
        long first = arrivals.firstArrival(random);
        long t = first;
        for (int i = 0; i < samples; i++) {
            long next = arrivals.nextArrival(t, random);
            assertTrue(next >= t);
            t = next;
        }
        double meanGap = (double) (t - first) / samples;
        assertEquals(1 / rate, meanGap, 0.02 / rate);
    }

    @Test
    void poissonCountsPerTickHaveAVarianceEqualToTheirMean() {
        for (double rate : new double[] {0.4, 2.5}) {
            long ticks = 100_000;
            int[] counts = countsPerTick(new PoissonArrivals(rate), ticks);
            double mean = 0;
            for (int c : counts) {
                mean += c;
            }
            mean /= ticks;
            double variance = 0;
            for (int c : counts) {
                variance += (c - mean) * (c - mean);
            }
            variance /= ticks - 1;
            assertEquals(rate, mean, 0.02 * rate, "mean count per tick at rate " + rate);
            assertEquals(mean, variance, 0.05 * mean, "variance of the count per tick at rate " + rate);
        }
    }

    @Test
    void poissonPutsSeveralPacketsInOneTickAtHighRates() {
        int[] counts = countsPerTick(new PoissonArrivals(3), 1000);
        assertTrue(Arrays.stream(counts).max().orElseThrow() >= 3);
    }

    private int[] countsPerTick(PoissonArrivals arrivals, long ticks) {
        int[] counts = new int[(int) ticks];
        long t = arrivals.firstArrival(random);
        while (t < ticks) {
            counts[(int) t]++;
            t = arrivals.nextArrival(t, random);
        }
        return counts;
    }

    @Test
    void offeredLoadInFlitsIsDividedByTheMeanPacketLength() {
        assertEquals(0.05, PoissonArrivals.forOfferedLoad(0.5, new FixedSize(10)).packetsPerTick(), 1e-15);
        assertEquals(0.5 / 380, PoissonArrivals.forOfferedLoad(0.5, BimodalSize.an1(1)).packetsPerTick(), 1e-15);
    }

    @Test
    void aZeroRateNeverGenerates() {
        assertEquals(-1, new PoissonArrivals(0).firstArrival(random));
    }

    @Test
    void aNegativeRateIsRefusedWithItsValue() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new PoissonArrivals(-1));
        assertEquals("packetsPerTick is -1.0; it must be a finite number of at least 0", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new PoissonArrivals(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> PoissonArrivals.forOfferedLoad(-0.1, new FixedSize(1)));
    }

    @Test
    void continuousArrivalsStartAtTickZeroAndThenRefillWhenIdle() {
        ContinuousArrivals arrivals = new ContinuousArrivals();
        assertEquals(0, arrivals.firstArrival(random));
        assertEquals(-1, arrivals.nextArrival(0, random));
        assertTrue(arrivals.refillWhenIdle());
        assertFalse(new PoissonArrivals(1).refillWhenIdle());
    }

    @Test
    void fixedCountGeneratesEveryPacketAtTickZeroAndRestartsWithEachRun() {
        FixedCountArrivals arrivals = new FixedCountArrivals(20);
        for (int run = 0; run < 2; run++) {
            int generated = 0;
            for (long t = arrivals.firstArrival(random); t >= 0; t = arrivals.nextArrival(t, random)) {
                assertEquals(0, t);
                generated++;
            }
            assertEquals(20, generated);
        }
        assertEquals(-1, new FixedCountArrivals(0).firstArrival(random));
        assertEquals("count is -2; it must be at least 0 packets",
                assertThrows(IllegalArgumentException.class, () -> new FixedCountArrivals(-2)).getMessage());
    }
}
