package org.flitlab.stats;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SaturationCriterionTest {
    private static final SaturationCriterion STANDARD = SaturationCriterion.standard();

    private static QueueGrowth flatQueue(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        QueueGrowth queue = new QueueGrowth();
        for (long tick = 10_000; tick <= 20_000; tick += 100) {
            queue.add(tick, 40 + random.nextInt(-8, 9));
        }
        return queue;
    }

    @Test
    void acceptedWellShortOfOfferedIsSaturated() {
        SaturationVerdict verdict = STANDARD.verdict(0.4, 0.3, flatQueue(1));
        assertTrue(verdict.saturated());
        assertTrue(verdict.reason().startsWith("accepted 0.300 < offered 0.400"), verdict.reason());
    }

    @Test
    void acceptedWithinFivePercentOfOfferedIsNotSaturated() {
        SaturationVerdict verdict = STANDARD.verdict(0.4, 0.398, flatQueue(2));
        assertFalse(verdict.saturated(), verdict.reason());
    }

    @Test
    void aTinyOfferedLoadIsJudgedWithAnAbsoluteSlack() {
        // 10% short in relative terms, but only 0.001 flits/tick/host: noise, not saturation.
        assertFalse(STANDARD.verdict(0.01, 0.009, new QueueGrowth()).saturated());
        assertTrue(STANDARD.verdict(0.01, 0.004, new QueueGrowth()).saturated());
    }

    @Test
    void aQueueGrowingLinearlyFromZeroToFiveHundredIsSaturatedEvenAtFullThroughput() {
        long[] ticks = new long[101];
        long[] queued = new long[101];
        for (int i = 0; i <= 100; i++) {
            ticks[i] = 50_000 + 100L * i;
            queued[i] = 5L * i;
        }
        SaturationVerdict verdict = STANDARD.verdict(0.4, 0.4, ticks, queued);
        assertTrue(verdict.saturated());
        assertTrue(verdict.reason().startsWith("source queues grew by 500.0 packets over 10000 ticks"),
                verdict.reason());
    }

    @Test
    void aQueueGrowingByLessThanTheFloorIsNotSaturated() {
        long[] ticks = {0, 1000, 2000, 3000};
        long[] queued = {0, 3, 6, 9};
        assertFalse(STANDARD.verdict(0.2, 0.2, ticks, queued).saturated());
    }

    @Test
    void theQueueGrowthLimitScalesWithThePacketsGeneratedInTheWindow() {
        // Hu & Kleinrock Figure 5, timeout 50: the total queue over 36 hosts wandered up by about 10 packets while
        // 6000 were generated, and the point was stable; 1% of 6000 is 60.
        QueueGrowth wander = QueueGrowth.of(new long[] {0, 5000, 10_000}, new long[] {20, 25, 31});
        assertTrue(STANDARD.verdict(0.3, 0.3, wander).saturated(), "without the window's traffic the floor of 10 fires");
        assertFalse(STANDARD.verdict(0.3, 0.3, wander, 6000).saturated(), "11 packets of 6000 is noise");
        // A 3% overload, inside the throughput rule's 5% tolerance, grows the queue by 3% of what was generated.
        QueueGrowth overload = QueueGrowth.of(new long[] {0, 5000, 10_000}, new long[] {20, 110, 200});
        assertTrue(STANDARD.verdict(0.3, 0.291, overload, 6000).saturated(), "180 packets of 6000 is saturation");
    }

    @Test
    void bothRulesFiringAreBothReported() {
        long[] ticks = {0, 1000, 2000};
        long[] queued = {0, 1000, 2000};
        SaturationVerdict verdict = STANDARD.verdict(0.5, 0.25, ticks, queued);
        assertTrue(verdict.saturated());
        assertTrue(verdict.reason().contains("accepted 0.250 < offered 0.500")
                && verdict.reason().contains("source queues grew by 2000.0"), verdict.reason());
    }

    @Test
    void invalidParametersAreRejectedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new SaturationCriterion(1.0, 0.0, 10, 0.2));
        assertTrue(e.getMessage().startsWith("relativeTolerance is 1.0"), e.getMessage());
    }
}
