package org.flitlab.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class AlternatingWindowTest {

    @Test
    void reachingTheHighMarkHaltsUntilTheLowMark() {
        AlternatingWindow asw = new AlternatingWindow(4, 1);
        for (int i = 0; i < 4; i++) {
            assertTrue(asw.mayStart());
            asw.started();
        }
        assertTrue(asw.halted());
        asw.acknowledged();
        asw.acknowledged();
        assertFalse(asw.mayStart(), "2 outstanding is still above the low mark 1");
        asw.acknowledged();
        assertTrue(asw.mayStart(), "at the low mark the source resumes");
        assertEquals(1, asw.halts());
    }

    @Test
    void lowMarkZeroWaitsForEveryResponse() {
        AlternatingWindow asw = new AlternatingWindow(4, 0);
        for (int i = 0; i < 4; i++) {
            asw.started();
        }
        for (int i = 0; i < 3; i++) {
            asw.acknowledged();
            assertFalse(asw.mayStart());
        }
        asw.acknowledged();
        assertTrue(asw.mayStart());
    }

    @Test
    void lowMarkOneBelowHighIsTheStaticWindow() {
        AlternatingWindow asw = new AlternatingWindow(3, 2);
        StaticWindow sw = new StaticWindow(3, WindowScope.PER_SOURCE);
        int[] script = {1, 1, 1, 0, 1, 0, 0, 1, 1, 0};
        for (int step : script) {
            if (step == 1 && sw.mayStart(0)) {
                sw.started(0);
                asw.started();
            } else if (step == 0) {
                sw.acknowledged(0);
                asw.acknowledged();
            }
            assertEquals(sw.mayStart(0), asw.mayStart());
        }
    }

    @Test
    void marksAreValidatedByName() {
        assertEquals("lowMark is 4; it must be from 0 to highMark - 1 (3)",
                assertThrows(IllegalArgumentException.class, () -> new AlternatingWindow(4, 4)).getMessage());
        assertEquals("highMark is 0; it must be at least 1 request",
                assertThrows(IllegalArgumentException.class, () -> new AlternatingWindow(0, 0)).getMessage());
    }
}
