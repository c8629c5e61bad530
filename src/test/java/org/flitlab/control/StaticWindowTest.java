package org.flitlab.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class StaticWindowTest {

    @Test
    void aPerSourceWindowCountsEveryDestinationTogether() {
        StaticWindow w = new StaticWindow(2, WindowScope.PER_SOURCE);
        w.started(3);
        w.started(4);
        assertFalse(w.mayStart(5), "two packets to two hosts fill a per-source window of 2");
        w.acknowledged(3);
        assertTrue(w.mayStart(5));
        assertEquals(1, w.outstandingTotal());
    }

    @Test
    void aPerPairWindowCountsEachDestinationAlone() {
        StaticWindow w = new StaticWindow(1, WindowScope.PER_PAIR);
        w.started(3);
        assertFalse(w.mayStart(3));
        assertTrue(w.mayStart(4), "host 4 has its own window");
        w.started(4);
        assertEquals(2, w.outstandingTotal());
        assertEquals(1, w.outstanding(4));
    }

    @Test
    void theWindowIsNeverExceededNorAcknowledgedBelowZero() {
        StaticWindow w = new StaticWindow(1, WindowScope.PER_SOURCE);
        w.started(1);
        assertThrows(IllegalStateException.class, () -> w.started(2));
        w.acknowledged(1);
        assertThrows(IllegalStateException.class, () -> w.acknowledged(1));
    }

    @Test
    void aWindowBelowOneIsRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new StaticWindow(0, WindowScope.PER_PAIR));
        assertEquals("window is 0; it must be at least 1 packet", e.getMessage());
    }
}
