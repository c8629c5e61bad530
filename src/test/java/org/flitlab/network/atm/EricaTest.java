package org.flitlab.network.atm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** ERICA with Table 2's B = 2000 values: target delay 500 cells, interval 50 slots. */
class EricaTest {
    static final EricaParams P = EricaParams.table2(2000);

    private static EricaPort measured(int abrCells, int vcs, int otherCells, int queue) {
        EricaPort port = new EricaPort(P);
        for (int i = 0; i < abrCells; i++) {
            port.counted(i % vcs, true);
        }
        for (int i = 0; i < otherCells; i++) {
            port.counted(-1, false);
        }
        port.measure(queue);
        return port;
    }

    @Test
    void overloadCutsASourceAboveItsFairShareToCcrOverZ() {
        // 100 ABR cells in 50 slots from 2 circuits, no other traffic, short queue: z = 2, fair share 0.5
        EricaPort port = measured(100, 2, 0, 0);
        assertEquals(2, port.overloadFactor(), 1e-12);
        assertEquals(0.5, port.fairShare(), 1e-12);
        assertEquals(0.6, port.explicitRate(1.2), 1e-12);
        assertTrue(port.explicitRate(1.2) < 1.2);
    }

    @Test
    void underloadLetsASourceRiseToItsFairShareOrCcrOverZ() {
        // 20 ABR cells from 2 circuits: z = 0.4, fair share 0.5; a source at 0.1 may go to 0.5, one at 0.3 to 0.75
        EricaPort port = measured(20, 2, 0, 0);
        assertEquals(0.5, port.explicitRate(0.1), 1e-12);
        assertEquals(0.75, port.explicitRate(0.3), 1e-12);
    }

    @Test
    void backgroundCellsAndAQueueAboveTheTargetDelayShrinkTheAbrCapacity() {
        assertEquals(0.6, measured(20, 1, 20, 0).targetCapacity(), 1e-12);
        // Q = 1000 > Q0 = 500: f = 1.15 * 500 / (0.15 * 1000 + 500) = 0.8846
        assertEquals(1.15 * 500 / 650, measured(20, 1, 0, 1000).targetCapacity(), 1e-12);
        assertEquals(0.5, measured(20, 1, 0, 1_000_000).targetCapacity(), 1e-12, "never below the drain limit");
    }

    @Test
    void markingOnlyLowersTheExplicitRateOfAnRmCell() {
        EricaPort port = measured(100, 2, 0, 0);
        RmCells rm = new RmCells();
        int r = rm.open(0.8, 1);
        port.mark(rm, r);
        assertEquals(0.5, rm.er(r), 1e-12);
        rm.lowerEr(r, 0.3);
        port.mark(rm, r);
        assertEquals(0.3, rm.er(r), 1e-12);
    }

    @Test
    void identicalGreedyFlowsOnASharedLinkReachEqualShares() {
        AtmConfig c = AtmConfig.ubr(2000).withService(P);
        AtmNetwork net = new AtmNetwork(CellSwitchTest.MANHATTAN, c, (v, t, s) -> { }, new SplittableRandom(1));
        int a = net.openCircuit(List.of(0, 1, 2), true);
        int b = net.openCircuit(List.of(5, 1, 2), true);
        for (int i = 0; i < 1000; i++) {
            net.send(a, 9180, i);
        }
        net.advance(10_000);
        assertTrue(net.allowedRate(a) > 0.9, "alone, a takes the link: " + net.allowedRate(a));
        for (int i = 0; i < 1000; i++) {
            net.send(b, 9180, i);
        }
        net.advance(60_000);
        long a0 = net.cellsSent(a);
        long b0 = net.cellsSent(b);
        net.advance(80_000);
        double shareA = (net.cellsSent(a) - a0) / 20_000.0;
        double shareB = (net.cellsSent(b) - b0) / 20_000.0;
        assertEquals(0.5, net.allowedRate(a), 0.05);
        assertEquals(0.5, net.allowedRate(b), 0.05);
        assertEquals(shareA, shareB, 0.03, "cells sent per slot over the last 20 000 slots");
        assertEquals(0, net.droppedCells());
    }
}
