package org.flitlab.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class StudentTTest {
    @Test
    void quantilesMatchThePublishedTable() {
        assertEquals(12.706, StudentT.quantile975(1), 1e-3);
        assertEquals(4.303, StudentT.quantile975(2), 1e-3);
        assertEquals(2.228, StudentT.quantile975(10), 1e-3);
        assertEquals(2.042, StudentT.quantile975(30), 1e-3);
        assertEquals(1.984, StudentT.quantile975(100), 1e-3);
        assertEquals(1.960, StudentT.quantile975(1_000_000), 1e-3);
    }

    @Test
    void quantilesAgreeWithNumericalIntegrationOfTheDensity() {
        int[] degrees = IntStream.concat(IntStream.rangeClosed(1, 45),
                IntStream.of(50, 60, 80, 100, 150, 250, 1000, 10_000)).toArray();
        for (int df : degrees) {
            assertEquals(integratedQuantile975(df), StudentT.quantile975(df), 1e-6, "df " + df);
        }
    }

    @Test
    void quantilesFallTowardTheNormalValue() {
        for (int df = 1; df < 500; df++) {
            assertTrue(StudentT.quantile975(df) > StudentT.quantile975(df + 1), "df " + df);
        }
        assertTrue(StudentT.quantile975(500) > StudentT.NORMAL_975);
    }

    @Test
    void fewerThanOneDegreeOfFreedomIsRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StudentT.quantile975(0));
        assertTrue(e.getMessage().contains("degreesOfFreedom is 0"), e.getMessage());
    }

    /**
     * With x = sqrt(df) tan(theta) the t density becomes proportional to cos(theta)^(df-1) on
     * [0, pi/2), so P(|T| < x) is a ratio of two smooth integrals; bisect for the theta where it is 0.95.
     */
    private static double integratedQuantile975(int df) {
        double whole = simpson(df, Math.PI / 2);
        double low = 0.0;
        double high = Math.PI / 2;
        for (int i = 0; i < 50; i++) {
            double mid = 0.5 * (low + high);
            if (simpson(df, mid) / whole < 0.95) {
                low = mid;
            } else {
                high = mid;
            }
        }
        return Math.sqrt(df) * Math.tan(0.5 * (low + high));
    }

    private static double simpson(int df, double upper) {
        int intervals = 2000;
        double h = upper / intervals;
        double total = 0.0;
        for (int i = 0; i <= intervals; i++) {
            double weight = (i == 0 || i == intervals) ? 1 : (i % 2 == 1 ? 4 : 2);
            total += weight * Math.pow(Math.cos(i * h), df - 1);
        }
        return total * h / 3;
    }
}
