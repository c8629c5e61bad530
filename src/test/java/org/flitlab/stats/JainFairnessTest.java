package org.flitlab.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class JainFairnessTest {
    @Test
    void equalSharesArePerfectlyFair() {
        assertEquals(1.0, JainFairness.index(new double[] {0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3}), 1e-15);
    }

    @Test
    void oneMemberTakingEverythingGivesOneOverN() {
        assertEquals(1.0 / 5, JainFairness.index(new double[] {0, 0, 2.5, 0, 0}), 1e-15);
    }

    @Test
    void unequalSharesGiveTheFormulaValue() {
        // (1 + 2 + 3)^2 / (3 * (1 + 4 + 9)) = 36 / 42.
        assertEquals(36.0 / 42.0, JainFairness.index(new double[] {1, 2, 3}), 1e-15);
    }

    @Test
    void allZeroIsTreatedAsEqualShares() {
        assertEquals(1.0, JainFairness.index(new double[] {0, 0, 0}));
    }

    @Test
    void emptyOrNegativeInputIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> JainFairness.index(new double[0]));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> JainFairness.index(new double[] {1, -1}));
        assertTrue(e.getMessage().contains("x[1] is -1.0"), e.getMessage());
    }
}
