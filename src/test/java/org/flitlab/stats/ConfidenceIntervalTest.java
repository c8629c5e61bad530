package org.flitlab.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ConfidenceIntervalTest {
    @Test
    void relativeHalfWidthDividesByTheSizeOfTheMean() {
        assertEquals(0.05, new ConfidenceInterval(-200.0, 10.0, 20).relativeHalfWidth(), 1e-12);
        assertEquals(190.0, new ConfidenceInterval(200.0, 10.0, 20).lower());
    }

    @Test
    void zeroMeanOrInfiniteWidthGiveInfiniteRelativeHalfWidth() {
        assertEquals(Double.POSITIVE_INFINITY, new ConfidenceInterval(0.0, 1.0, 20).relativeHalfWidth());
        assertEquals(Double.POSITIVE_INFINITY, new ConfidenceInterval(0.0, 0.0, 20).relativeHalfWidth());
        ConfidenceInterval unknown = new ConfidenceInterval(3.0, Double.POSITIVE_INFINITY, 0);
        assertEquals(Double.POSITIVE_INFINITY, unknown.relativeHalfWidth());
        assertFalse(unknown.isFinite());
    }

    @Test
    void negativeOrNaNHalfWidthIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> new ConfidenceInterval(1.0, -0.1, 10));
        assertThrows(IllegalArgumentException.class, () -> new ConfidenceInterval(1.0, Double.NaN, 10));
        assertThrows(IllegalArgumentException.class, () -> new ConfidenceInterval(Double.NaN, 1.0, 10));
    }
}
