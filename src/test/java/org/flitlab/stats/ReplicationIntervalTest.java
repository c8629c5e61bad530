package org.flitlab.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ReplicationIntervalTest {
    @Test
    void fiveReplicationsGiveTheStudentTIntervalComputedByHand() {
        // mean 3; s^2 = (4 + 1 + 0 + 1 + 4) / 4 = 2.5; t(0.975, 4) = 2.776445105; 2.776445105 sqrt(2.5 / 5) = 1.963243
        ReplicationInterval ci = ReplicationInterval.of(5, 1, 4, 2, 3);
        assertEquals(5, ci.count());
        assertEquals(3.0, ci.mean(), 1e-12);
        assertEquals(1.963243161, ci.halfWidth(), 1e-8);
    }

    @Test
    void twoReplicationsUseTwelvePointSevenAndNaNsAreLeftOut() {
        // mean 20.5; s = sqrt(0.5); t(0.975, 1) = 12.706204736: half-width 12.706204736 * sqrt(0.5) / sqrt(2) = 6.353102368
        ReplicationInterval ci = ReplicationInterval.of(20, Double.NaN, 21);
        assertEquals(2, ci.count());
        assertEquals(20.5, ci.mean(), 1e-12);
        assertEquals(6.353102368, ci.halfWidth(), 1e-9);
    }

    @Test
    void oneReplicationHasAMeanButNoIntervalAndNoneHasNeither() {
        ReplicationInterval one = ReplicationInterval.of(0.52);
        assertEquals(0.52, one.mean(), 0);
        assertTrue(Double.isNaN(one.halfWidth()));
        ReplicationInterval none = ReplicationInterval.of(Double.NaN);
        assertEquals(0, none.count());
        assertTrue(Double.isNaN(none.mean()));
    }
}
