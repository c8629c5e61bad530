package org.flitlab.control;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class RenoReceiverTest {

    @Test
    void aGapMakesDuplicateAcksAndItsFillingAcknowledgesEverythingHeld() {
        RenoReceiver r = new RenoReceiver();
        assertEquals(1, r.received(0));
        assertEquals(1, r.received(2));
        assertEquals(1, r.received(3));
        assertEquals(1, r.received(5));
        assertEquals(4, r.received(1), "1 fills the gap: 2 and 3 were held");
        assertEquals(4, r.delivered());
        assertEquals(6, r.received(4));
        assertEquals(6, r.delivered());
    }

    @Test
    void copiesAreNotGoodput() {
        RenoReceiver r = new RenoReceiver();
        r.received(0);
        r.received(2);
        r.received(0);
        r.received(2);
        assertEquals(2, r.duplicates());
        assertEquals(1, r.delivered());
    }
}
