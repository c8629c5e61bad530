package org.flitlab.network.atm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** ABR source rules with Table 2's values: PCR 1, MCR 1/640, ICR 150/640, TBE 512, RIF 1/64, RDF 1/16. */
class AbrSourceTest {
    static final AbrSourceParams T2 = AbrSourceParams.table2();

    @Test
    void startsAtIcrAndSendsAForwardRmCellFirstAndEvery32ndCell() {
        AbrSource s = new AbrSource(T2);
        assertEquals(150.0 / 640, s.allowedRate(), 0);
        assertTrue(s.forwardRmDue());
        s.sent(true);
        for (int i = 1; i < 32; i++) {
            assertFalse(s.forwardRmDue());
            s.sent(false);
        }
        assertTrue(s.forwardRmDue());
    }

    @Test
    void ciCutsByRdfNiKeepsNeitherAddsRifTimesPcrAndErCaps() {
        AbrSource s = new AbrSource(T2);
        double acr = s.allowedRate();
        s.backwardRm(false, false, 1);
        assertEquals(acr + 1.0 / 64, s.allowedRate(), 1e-15);
        acr = s.allowedRate();
        s.backwardRm(false, true, 1);
        assertEquals(acr, s.allowedRate(), 0);
        s.backwardRm(true, false, 1);
        assertEquals(acr * 15 / 16, s.allowedRate(), 1e-15);
        s.backwardRm(false, false, 0.1);
        assertEquals(0.1, s.allowedRate(), 1e-15);
        s.backwardRm(false, false, 0);
        assertEquals(1.0 / 640, s.allowedRate(), 0, "never below MCR");
    }

    @Test
    void moreThanTbeOverNrmUnansweredForwardRmCellsCutTheRate() {
        AbrSource s = new AbrSource(T2);
        double icr = s.allowedRate();
        for (int i = 0; i < 16; i++) {
            s.sent(true);
        }
        assertEquals(icr, s.allowedRate(), 0, "512 / 32 = 16 unanswered are allowed");
        s.sent(true);
        assertEquals(icr * 15 / 16, s.allowedRate(), 1e-15);
    }
}
