package org.flitlab.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class RetransmissionTimerTest {

    @Test
    void theFirstSampleGivesMeanPlusFourHalfSamples() {
        RetransmissionTimer t = new RetransmissionTimer(1, 1000);
        assertEquals(1000, t.timeoutTicks(), "no sample yet: the initial RTO");
        t.sample(100);
        assertEquals(100, t.meanTicks());
        assertEquals(50, t.deviationTicks());
        assertEquals(300, t.timeoutTicks(), "100 + 4 x 50");
    }

    @Test
    void laterSamplesFollowJacobsonsGains() {
        RetransmissionTimer t = new RetransmissionTimer(1, 1000);
        t.sample(100);
        t.sample(180);
        assertEquals(110, t.meanTicks(), 1e-9, "100 + 80 / 8");
        assertEquals(57.5, t.deviationTicks(), 1e-9, "50 + (80 - 50) / 4");
        assertEquals(340, t.timeoutTicks(), "110 + 4 x 57.5");
    }

    @Test
    void theTimeoutIsRoundedUpToTheGranularityAndAtLeastOneGranule() {
        RetransmissionTimer coarse = new RetransmissionTimer(64, 1000);
        coarse.sample(100);
        assertEquals(320, coarse.timeoutTicks(), "300 rounded up to 5 x 64");
        RetransmissionTimer tiny = new RetransmissionTimer(64, 1000);
        tiny.sample(0);
        assertEquals(64, tiny.timeoutTicks());
    }

    @Test
    void eachTimeoutDoublesUntilTheNextSample() {
        RetransmissionTimer t = new RetransmissionTimer(1, 1000);
        t.sample(100);
        t.backOff();
        t.backOff();
        assertEquals(1200, t.timeoutTicks());
        t.sample(100);
        assertEquals(100 + 4 * 37.5, t.timeoutTicks(), "mean 100, deviation 50 + (0 - 50) / 4");
    }

    @Test
    void aGranularityBelowOneTickIsRefused() {
        assertEquals("granularityTicks is 0; it must be at least 1 tick",
                assertThrows(IllegalArgumentException.class, () -> new RetransmissionTimer(0, 10)).getMessage());
    }
}
