package org.flitlab.routing.valiant;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The universal-routing word's fields at their limits: the largest switch number universal routing admits and the
 * largest random header share one int without spilling into each other or the sign bit.
 */
class RouteWordTest {
    @Test
    void theLastAdmittedSwitchAndTheLargestHeaderReadBackInBothPhases() {
        int last = RouteWord.MAX_SWITCHES - 1;
        int header = RouteWord.HEADERS - 1;
        int word = RouteWord.withHeader(RouteWord.of(last, 1), header);
        assertEquals(last, RouteWord.intermediate(word));
        assertEquals(header, RouteWord.header(word));
        assertEquals(1, RouteWord.phase(word));
        int second = RouteWord.secondPhase(word);
        assertEquals(last, RouteWord.intermediate(second));
        assertEquals(2, RouteWord.phase(second));
    }

    @Test
    void theLimitIsWhatTheBitsBelowTheHeaderHold() {
        // 20 bits below the header: one for the phase, 19 for the switch number plus one (0 means never prepared).
        assertEquals((1 << 19) - 1, RouteWord.MAX_SWITCHES);
        assertEquals(0, RouteWord.header(RouteWord.of(RouteWord.MAX_SWITCHES - 1, 2)), "the switch does not reach the header");
    }
}
