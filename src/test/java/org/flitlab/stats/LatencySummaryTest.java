package org.flitlab.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class LatencySummaryTest {
    @Test
    void oneToHundredInTenBatchesHasTheHandComputedSummary() {
        LongSamples values = new LongSamples();
        for (long v = 1; v <= 100; v++) {
            values.add(v);
        }
        LatencySummary summary = LatencySummary.of(values, 10);
        assertEquals(100, summary.count());
        assertEquals(50.5, summary.mean(), 1e-12);
        assertEquals(1, summary.min());
        assertEquals(100, summary.max());
        assertEquals(50, summary.p50());
        assertEquals(95, summary.p95());
        assertEquals(99, summary.p99());
        // Batch means 5.5, 15.5, ..., 95.5: standard deviation 10 * sqrt(55 / 6), t(9) = 2.262157163.
        double expected = 2.262157163 * 10 * Math.sqrt(55.0 / 6.0) / Math.sqrt(10);
        assertEquals(expected, summary.ciHalfWidth(), 1e-8);
        assertEquals(expected / 50.5, summary.relativeHalfWidth(), 1e-10);
    }

    @Test
    void emptySamplesGiveTheEmptySummary() {
        LatencySummary summary = LatencySummary.of(new LongSamples(), 20);
        assertEquals(LatencySummary.empty(), summary);
        assertTrue(summary.isEmpty());
        assertEquals(0.0, summary.mean());
        assertEquals(Double.POSITIVE_INFINITY, summary.ciHalfWidth());
    }

    @Test
    void tooFewValuesForTheBatchesStillReportMeanAndPercentiles() {
        LatencySummary summary = LatencySummary.of(LongSamples.of(10, 20, 30), 20);
        assertEquals(20.0, summary.mean(), 1e-12);
        assertEquals(20, summary.p50());
        assertEquals(30, summary.p99());
        assertEquals(Double.POSITIVE_INFINITY, summary.ciHalfWidth());
    }

    @Test
    void percentilesOutOfOrderAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> new LatencySummary(3, 5.0, 1.0, 1, 9, 7, 6, 8));
    }
}
