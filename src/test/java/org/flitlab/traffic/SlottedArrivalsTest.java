package org.flitlab.traffic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Bernoulli and on/off arrivals (BookSim's injection processes) against their derived moments. */
class SlottedArrivalsTest {
    private static final int TICKS = 400_000;
    private final SplittableRandom random = new SplittableRandom(7);

    private int[] countsPerTick(ArrivalProcess arrivals) {
        int[] counts = new int[TICKS];
        long t = arrivals.firstArrival(random);
        while (t >= 0 && t < TICKS) {
            counts[(int) t]++;
            long next = arrivals.nextArrival(t, random);
            assertTrue(next < 0 || next >= t);
            t = next;
        }
        return counts;
    }

    private static double mean(int[] x) {
        double m = 0;
        for (int v : x) {
            m += v;
        }
        return m / x.length;
    }

    private static double variance(int[] x) {
        double m = mean(x);
        double v = 0;
        for (int c : x) {
            v += (c - m) * (c - m);
        }
        return v / (x.length - 1);
    }

    private static double lagOneCorrelation(int[] x) {
        double m = mean(x);
        double c = 0;
        for (int i = 1; i < x.length; i++) {
            c += (x[i] - m) * (x[i - 1] - m);
        }
        return c / (x.length - 1) / variance(x);
    }

    @Test
    void bernoulliCountsPerTickAreZeroOrOneWithMeanPAndVariancePTimesOneLessP() {
        for (double p : new double[] {0.05, 0.3, 0.9}) {
            int[] counts = countsPerTick(new BernoulliArrivals(p));
            assertTrue(Arrays.stream(counts).allMatch(c -> c <= 1), "at most one packet a tick at p " + p);
            assertEquals(p, mean(counts), 0.01 * p + 0.001, "mean at p " + p);
            assertEquals(p * (1 - p), variance(counts), 0.02 * p * (1 - p), "variance at p " + p);
            assertEquals(0, lagOneCorrelation(counts), 0.01, "ticks are independent at p " + p);
        }
    }

    @Test
    void bernoulliGapsAreGeometric() {
        double p = 0.2;
        BernoulliArrivals arrivals = new BernoulliArrivals(p);
        long t = arrivals.firstArrival(random);
        int samples = 200_000;
        int ones = 0;
        long sum = 0;
        for (int i = 0; i < samples; i++) {
            long next = arrivals.nextArrival(t, random);
            ones += next - t == 1 ? 1 : 0;
            sum += next - t;
            t = next;
        }
        assertEquals(1 / p, (double) sum / samples, 0.01 / p);
        assertEquals(p, (double) ones / samples, 0.01, "P(gap = 1) = p");
    }

    @Test
    void bernoulliOfferedLoadIsDividedByThePacketLengthAndCappedAtOnePacketATick() {
        assertEquals(0.05, BernoulliArrivals.forOfferedLoad(0.4, new FixedSize(8)).probability(), 1e-15);
        assertEquals(1, BernoulliArrivals.forOfferedLoad(8, new FixedSize(8)).probability(), 1e-15);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BernoulliArrivals.forOfferedLoad(1.5, new FixedSize(1)));
        assertTrue(e.getMessage().startsWith("offeredLoad is 1.5;"), e.getMessage());
        assertEquals(-1, new BernoulliArrivals(0).firstArrival(random));
    }

    /**
     * The on/off chain is on alpha / (alpha + beta) of the ticks, so the long-run rate is r1 alpha / (alpha + beta)
     * with r1 = rate (alpha + beta) / alpha. Counts in successive ticks are correlated through the state: with
     * pi = alpha / (alpha + beta), cov(X_t, X_t+1) = r1^2 (pi (1 - beta) - pi^2) and var = r1 pi (1 - r1 pi).
     */
    @Test
    void onOffLongRunRateAndBurstCorrelationAreTheMarkovChainValues() {
        double rate = 0.1;
        double alpha = 0.1;
        double beta = 0.3;
        OnOffArrivals arrivals = new OnOffArrivals(rate, alpha, beta);
        double pi = alpha / (alpha + beta);
        double r1 = rate / pi;
        assertEquals(r1, arrivals.onRate(), 1e-12);
        int[] counts = countsPerTick(arrivals);
        assertTrue(Arrays.stream(counts).allMatch(c -> c <= 1));
        assertEquals(r1 * pi, mean(counts), 0.03 * rate, "long-run rate");
        double correlation = r1 * r1 * (pi * (1 - beta) - pi * pi) / (r1 * pi * (1 - r1 * pi));
        assertEquals(correlation, lagOneCorrelation(counts), 0.01, "lag-1 correlation of the counts per tick");
    }

    @Test
    void onOffWithAlphaAndBetaSummingToOneIsBernoulli() {
        // alpha + beta = 1 makes the next state independent of the current one: P(on) = alpha every tick.
        int[] counts = countsPerTick(new OnOffArrivals(0.2, 0.5, 0.5));
        assertEquals(0.2, mean(counts), 0.005);
        assertEquals(0, lagOneCorrelation(counts), 0.01);
    }

    @Test
    void onOffRefusesARateThatNeedsMoreThanOnePacketATickWhileOn() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new OnOffArrivals(0.3, 0.1, 0.3));
        assertTrue(e.getMessage().contains("must be in [0, 0.25]"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new OnOffArrivals(0.1, 0, 0.3));
    }
}
