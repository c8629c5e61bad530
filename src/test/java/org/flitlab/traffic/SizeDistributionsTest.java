package org.flitlab.traffic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SizeDistributionsTest {
    private final SplittableRandom random = new SplittableRandom(7);

    @Test
    void an1BimodalMeanIsThreeHundredEightyBytesInFlits() {
        // 0.8 x 100 B + 0.2 x 1500 B = 380 B.
        assertEquals(380, BimodalSize.an1(1).meanFlits(), 1e-9);
        assertEquals(95, BimodalSize.an1(4).meanFlits(), 1e-9);
        assertEquals(19, BimodalSize.an1(20).meanFlits(), 1e-9);
        assertEquals(new BimodalSize(100, 1500, 0.8), BimodalSize.an1(1));
        assertEquals(1500, BimodalSize.an1(1).maxFlits());
    }

    @Test
    void an1RoundsAPartFlitUp() {
        assertEquals(new BimodalSize(2, 24, 0.8), BimodalSize.an1(64));
    }

    @Test
    void bimodalDrawsShortPacketsWithTheGivenProbability() {
        BimodalSize sizes = BimodalSize.an1(1);
        int n = 100_000;
        int shorts = 0;
        for (int i = 0; i < n; i++) {
            int f = sizes.sampleFlits(random);
            assertTrue(f == 100 || f == 1500);
            shorts += f == 100 ? 1 : 0;
        }
        assertEquals(0.8, (double) shorts / n, 0.01);
    }

    @Test
    void bimodalMaxIgnoresALengthThatCannotOccur() {
        assertEquals(10, new BimodalSize(10, 50, 1).maxFlits());
        assertEquals(50, new BimodalSize(10, 50, 0).maxFlits());
    }

    @Test
    void exponentialSizesAreGeometricWithTheGivenMean() {
        ExponentialSize sizes = new ExponentialSize(20);
        assertEquals(20, sizes.meanFlits(), 0);
        assertEquals(1000, sizes.maxFlits());
        int n = 100_000;
        double sum = 0;
        int ones = 0;
        for (int i = 0; i < n; i++) {
            int f = sizes.sampleFlits(random);
            assertTrue(f >= 1 && f <= 1000);
            sum += f;
            ones += f == 1 ? 1 : 0;
        }
        assertEquals(20, sum / n, 0.02 * 20);
        // P(1) = 1 / mean for a geometric length on 1, 2, 3, ...
        assertEquals(0.05, (double) ones / n, 0.003);
    }

    @Test
    void aCappedExponentialReportsTheExactCappedMean() {
        ExponentialSize sizes = new ExponentialSize(10, 5);
        double exact = 10 * (1 - Math.pow(0.9, 5));
        assertEquals(exact, sizes.meanFlits(), 1e-12);
        double sum = 0;
        int n = 100_000;
        for (int i = 0; i < n; i++) {
            sum += sizes.sampleFlits(random);
        }
        assertEquals(exact, sum / n, 0.02 * exact);
    }

    @Test
    void anExponentialMeanOfOneAlwaysGivesOneFlit() {
        ExponentialSize sizes = new ExponentialSize(1);
        for (int i = 0; i < 100; i++) {
            assertEquals(1, sizes.sampleFlits(random));
        }
        assertEquals(1, sizes.meanFlits(), 0);
        assertThrows(IllegalArgumentException.class, () -> new ExponentialSize(0.5));
    }

    @Test
    void discreteSizesFollowTheirProbabilities() {
        DiscreteSize sizes = new DiscreteSize(new int[] {4, 8, 64}, new double[] {0.5, 0.25, 0.25});
        assertEquals(0.5 * 4 + 0.25 * 8 + 0.25 * 64, sizes.meanFlits(), 0);
        assertEquals(64, sizes.maxFlits());
        int n = 100_000;
        int fours = 0;
        int sixtyFours = 0;
        for (int i = 0; i < n; i++) {
            int f = sizes.sampleFlits(random);
            fours += f == 4 ? 1 : 0;
            sixtyFours += f == 64 ? 1 : 0;
        }
        assertEquals(0.5, (double) fours / n, 0.01);
        assertEquals(0.25, (double) sixtyFours / n, 0.01);
    }

    @Test
    void discreteSizesNeverDrawALengthOfProbabilityZero() {
        DiscreteSize sizes = new DiscreteSize(new int[] {3, 99, 5}, new double[] {0.5, 0, 0.5});
        assertEquals(5, sizes.maxFlits());
        for (int i = 0; i < 10_000; i++) {
            assertTrue(sizes.sampleFlits(random) != 99);
        }
    }

    @Test
    void discreteProbabilitiesMustSumToOneAndTheMessageNamesTheIndex() {
        assertEquals("probabilities sum to 0.9 at the last index, 2; they must sum to 1 within 1.0E-9",
                message(() -> new DiscreteSize(new int[] {1, 2, 3}, new double[] {0.3, 0.3, 0.3})));
        assertEquals("probabilities[1] is -0.1; it must be in [0, 1]",
                message(() -> new DiscreteSize(new int[] {1, 2, 3}, new double[] {0.6, -0.1, 0.5})));
        assertEquals("probabilities[1] is 0.7 and brings the sum to 1.2; they must sum to 1 within 1.0E-9",
                message(() -> new DiscreteSize(new int[] {1, 2, 3}, new double[] {0.5, 0.7, 0})));
        assertEquals("flits[2] is 0; a packet must be at least 1 flit long",
                message(() -> new DiscreteSize(new int[] {1, 2, 0}, new double[] {0.2, 0.3, 0.5})));
        new DiscreteSize(new int[] {1, 2}, new double[] {0.5, 0.5 + 1e-10});
    }

    @Test
    void aFixedSizeIsAlwaysItsLength() {
        FixedSize sizes = new FixedSize(16);
        assertEquals(16, sizes.sampleFlits(random));
        assertEquals(16, sizes.meanFlits(), 0);
        assertEquals(16, sizes.maxFlits());
        assertEquals("flits is 0; a packet must be at least 1 flit long", message(() -> new FixedSize(0)));
    }

    private static String message(Runnable r) {
        return assertThrows(IllegalArgumentException.class, r::run).getMessage();
    }
}
