package org.flitlab.network.atm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class Aal5Test {
    @Test
    void aTcpSegmentOf9180BytesTakes192CellsOf53Bytes() {
        // 9140 payload + 40 TCP/IP + 8 trailer = 9188 bytes = 191.4 payloads, so 192 cells
        assertEquals(192, Aal5.cells(9180));
        assertEquals(192 * 53, Aal5.wireBytes(9180));
    }

    @Test
    void theTrailerAndPaddingAreCountedAtEveryBoundary() {
        assertEquals(1, Aal5.cells(0));
        assertEquals(1, Aal5.cells(40));
        assertEquals(1, Aal5.cells(40));
        assertEquals(2, Aal5.cells(41));
        assertEquals(2, Aal5.cells(88));
        assertEquals(3, Aal5.cells(89));
    }

    @Test
    void payloadEfficiencyOfTcpOverAal5Is9140Over10176() {
        assertEquals(9140.0 / 10176, Aal5.payloadEfficiency(9140, 40), 1e-15);
    }

    @Test
    void negativeBytesAreRefusedWithTheParameterName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Aal5.cells(-1));
        assertEquals("packetBytes is -1; it must be at least 0", e.getMessage());
    }
}
