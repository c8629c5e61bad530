package org.flitlab.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class QueueGrowthTest {
    @Test
    void slopeOfAnExactLineAtLargeTicksIsItsGradient() {
        QueueGrowth growth = new QueueGrowth();
        long start = 4_000_000_000L;
        for (long t = 0; t <= 1000; t += 10) {
            growth.add(start + t, 7 + t / 5);
        }
        assertEquals(0.2, growth.slope(), 1e-12);
        assertEquals(1000, growth.spanTicks());
        assertEquals(200.0, growth.fittedGrowth(), 1e-9);
        assertEquals(107.0, growth.meanQueue(), 1e-9);
    }

    @Test
    void slopeIsTheLeastSquaresFitOfScatteredPoints() {
        // Points (0,1) (1,3) (2,2) (3,6): slope = sum dx*dy / sum dx^2 = (-1.5*-2 + -0.5*0 + 0.5*-1 + 1.5*3) / 5 = 1.4.
        QueueGrowth growth = QueueGrowth.of(new long[] {0, 1, 2, 3}, new long[] {1, 3, 2, 6});
        assertEquals(1.4, growth.slope(), 1e-12);
        assertEquals(4.2, growth.fittedGrowth(), 1e-12);
    }

    @Test
    void fewerThanTwoDistinctTicksHaveNoSlope() {
        assertEquals(0.0, new QueueGrowth().slope());
        assertEquals(0.0, QueueGrowth.of(new long[] {5, 5}, new long[] {1, 9}).slope());
    }

    @Test
    void samplesGoingBackInTimeAreRejected() {
        QueueGrowth growth = new QueueGrowth();
        growth.add(10, 1);
        assertThrows(IllegalArgumentException.class, () -> growth.add(9, 1));
    }
}
