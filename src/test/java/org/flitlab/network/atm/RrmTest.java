package org.flitlab.network.atm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** PD+ relative rate marking (Bianco et al., Section 2.2.1) with Table 2's B = 2000 values: beta 15, l_t 10, h_t 200. */
class RrmTest {
    static final RrmParams P = RrmParams.table2(2000);

    @ParameterizedTest(name = "Q {0}, D_Q {1}: {2}")
    @CsvSource({
        // any Q; D_Q < -beta: increase
        "500, -16, INCREASE", "5, -30, INCREASE",
        // any Q; beta < D_Q: decrease
        "5, 16, DECREASE", "100, 40, DECREASE",
        // Q < l_t; -beta <= D_Q <= 0: increase
        "9, -15, INCREASE", "9, 0, INCREASE",
        // Q < l_t; 0 < D_Q <= beta: keep
        "9, 1, KEEP", "0, 15, KEEP",
        // l_t <= Q < h_t; |D_Q| <= beta: keep
        "10, -15, KEEP", "199, 15, KEEP",
        // h_t <= Q; -beta <= D_Q < 0: keep
        "200, -1, KEEP", "1500, -15, KEEP",
        // h_t <= Q; 0 <= D_Q <= beta: decrease
        "200, 0, DECREASE", "1500, 15, DECREASE"
    })
    void theSevenRulesMapQueueAndDerivativeToFeedback(int q, int dq, RrmFeedback expected) {
        assertEquals(expected, RrmFeedback.of(q, dq, P));
    }

    @ParameterizedTest(name = "Q {0} -> {1}: rate {2}")
    @CsvSource({
        "100, 50, UP", "0, 40, DOWN", "5, 0, UP", "0, 5, SAME", "50, 60, SAME", "300, 290, SAME", "300, 300, DOWN"
    })
    void eachRuleMovesTheSourceRateInItsDirection(int before, int after, String direction) {
        RrmPort port = new RrmPort(P);
        port.tick(P.intervalSlots() - 1, before);
        port.tick(2L * P.intervalSlots() - 1, after);
        RmCells rm = new RmCells();
        AbrSource source = new AbrSource(P.source());
        double acr = source.allowedRate();
        int record = rm.open(acr, 1);
        port.mark(rm, record);
        source.backwardRm(rm.ci(record), rm.ni(record), rm.er(record));
        double now = source.allowedRate();
        switch (direction) {
            case "UP" -> assertEquals(acr + P.source().rif() * P.source().pcr(), now, 1e-12);
            case "DOWN" -> assertEquals(acr * (1 - P.source().rdf()), now, 1e-12);
            default -> assertEquals(acr, now, 0);
        }
    }

    @Test
    void theFeedbackIsHeldBetweenSamples() {
        RrmPort port = new RrmPort(P);
        port.tick(49, 300);
        port.tick(99, 300);
        assertEquals(RrmFeedback.DECREASE, port.feedback());
        port.tick(100, 0);
        port.tick(148, 0);
        assertEquals(RrmFeedback.DECREASE, port.feedback(), "no sample before slot 149");
        port.tick(149, 0);
        assertEquals(RrmFeedback.INCREASE, port.feedback());
    }

    @Test
    void aLoneGreedyRrmSourceClimbsFromIcrTowardsThePeakWithoutLoss() {
        AtmConfig c = AtmConfig.ubr(2000).withService(P);
        AtmNetwork net = new AtmNetwork(CellSwitchTest.MANHATTAN, c, (v, t, s) -> { }, new SplittableRandom(1));
        int vc = net.openCircuit(List.of(0, 1, 2), true);
        for (int i = 0; i < 200; i++) {
            net.send(vc, 9180, i);
        }
        assertEquals(150.0 / 640, net.allowedRate(vc), 1e-12);
        net.advance(20_000);
        assertTrue(net.allowedRate(vc) > 0.9, "ACR " + net.allowedRate(vc));
        assertEquals(0, net.droppedCells());
    }

    @Test
    void twoGreedyRrmSourcesOnOneLinkAreHeldBelowTheBufferAndLoseNothing() {
        AtmConfig c = AtmConfig.ubr(2000).withService(P);
        AtmNetwork net = new AtmNetwork(CellSwitchTest.MANHATTAN, c, (v, t, s) -> { }, new SplittableRandom(1));
        int a = net.openCircuit(List.of(0, 1, 2), true);
        int b = net.openCircuit(List.of(5, 1, 2), true);
        for (int i = 0; i < 400; i++) {
            net.send(a, 9180, i);
            net.send(b, 9180, i);
        }
        net.advance(40_000);
        long sent = net.cellsSent(a) + net.cellsSent(b);
        net.advance(60_000);
        assertEquals(0, net.droppedCells());
        // the rates oscillate around the link rate (relative marking has no fixed point) but keep the link busy
        double perSlot = (net.cellsSent(a) + net.cellsSent(b) - sent) / 20_000.0;
        assertTrue(perSlot > 0.8 && perSlot <= 1, "data cells per slot " + perSlot);
    }
}
