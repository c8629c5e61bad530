package org.flitlab.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.flitlab.network.atm.AtmConfig;
import org.flitlab.topology.Topology;
import org.flitlab.topology.manhattan.ManhattanTopology;
import org.junit.jupiter.api.Test;

class TcpOverAtmTest {
    static final ManhattanTopology.Params P16 = ManhattanTopology.defaults();
    static final Topology M16 = ManhattanTopology.build(P16);

    static TcpRenoParams tcp(int window) {
        TcpRenoParams b = TcpRenoParams.bianco();
        return new TcpRenoParams(b.mssBytes(), b.headerBytes(), window, b.granularityTicks(), b.initialTimeoutTicks(), b.flows());
    }

    static void show(String what, AtmTcpResult r) {
        System.out.printf("%s: goodput %s mean %.3f eff %.3f bound %.3f loss %.4f timeouts %d%n", what,
                Arrays.toString(r.goodput()), r.meanGoodput(), r.meanEfficiency(), r.meanMaxGoodput(),
                r.cellLossRatio(), r.timeouts());
    }

    @Test
    void aLoneFlowWithoutBackgroundGetsTheWholeLinkLessTheAal5Overhead() {
        var flows = List.of(ManhattanTopology.threeToOneDisjoint(P16).get(0));
        TcpOverAtm t = new TcpOverAtm(M16, AtmConfig.ubr(2000), tcp(5), flows, new SplittableRandom(1));
        AtmTcpResult r = t.run(20_000, 100_000);
        show("alone", r);
        // W = 5 segments cover the round trip (about 250 slots vs 960 slots of window): the link stays busy
        assertEquals(9140.0 / 10176, r.maxGoodput()[0], 1e-12);
        assertEquals(r.maxGoodput()[0], r.goodput()[0], 0.01);
        assertEquals(1.0, r.efficiency()[0], 1e-9);
        assertEquals(0, r.droppedCells());
    }

    @Test
    void ubrWith200CellBuffersLosesCellsUnderBackgroundLoadAndTcpRetransmits() {
        var flows = ManhattanTopology.threeToOneDisjoint(P16);
        TcpOverAtm t = new TcpOverAtm(M16, AtmConfig.ubr(200).withBackgroundLoad(0.3), tcp(5), flows, new SplittableRandom(3));
        AtmTcpResult r = t.run(20_000, 150_000);
        show("ubr200", r);
        assertTrue(r.droppedCells() > 0, "no cell dropped");
        assertTrue(r.lostSegments() > 0);
        assertTrue(r.retransmissions() > 0);
        assertTrue(r.meanEfficiency() < 1);
        assertTrue(r.meanGoodput() < r.meanMaxGoodput());
    }

    @Test
    void ubrWith2000CellBuffersAndNoBackgroundLosesNothingOnDisjointRoutes() {
        var flows = ManhattanTopology.threeToOneDisjoint(P16);
        TcpOverAtm t = new TcpOverAtm(M16, AtmConfig.ubr(2000), tcp(5), flows, new SplittableRandom(3));
        AtmTcpResult r = t.run(20_000, 100_000);
        show("ubr2000", r);
        assertEquals(0, r.droppedCells());
        for (int f = 0; f < 3; f++) {
            assertEquals(r.maxGoodput()[f], r.goodput()[f], 0.01);
        }
        assertEquals(1.0, r.fairness(), 1e-3);
    }
}
