package org.flitlab.network.atm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.flitlab.topology.Topology;
import org.flitlab.topology.manhattan.ManhattanTopology;
import org.junit.jupiter.api.Test;

class CellSwitchTest {
    /** The paper's 16-node network: 1 km links are 400 byte ticks, 8 cell slots. */
    static final Topology MANHATTAN = ManhattanTopology.build(ManhattanTopology.defaults());

    static final class Record implements CircuitListener {
        final List<long[]> delivered = new ArrayList<>();
        final List<long[]> lost = new ArrayList<>();

        @Override
        public void delivered(int circuit, long tag, long slot) {
            delivered.add(new long[] {circuit, tag, slot});
        }

        @Override
        public void lost(int circuit, long tag, long slot) {
            lost.add(new long[] {circuit, tag, slot});
        }
    }

    @Test
    void aOneCellPacketCrossesThreeLinksOfEightSlotsIn24Slots() {
        Record r = new Record();
        AtmNetwork net = new AtmNetwork(MANHATTAN, AtmConfig.ubr(200), r, new SplittableRandom(1));
        int vc = net.openCircuit(List.of(0, 1, 2, 3), true);
        net.send(vc, 40, 7);
        net.advance(100);
        assertEquals(1, r.delivered.size());
        assertEquals(7, r.delivered.get(0)[1]);
        assertEquals(24, r.delivered.get(0)[2]);
    }

    @Test
    void aSegmentAloneArrivesWhole192SlotsAfterItsFirstCellLessOne() {
        Record r = new Record();
        AtmNetwork net = new AtmNetwork(MANHATTAN, AtmConfig.ubr(200), r, new SplittableRandom(1));
        int vc = net.openCircuit(List.of(0, 1), true);
        net.send(vc, 9180, 1);
        net.send(vc, 9180, 2);
        net.advance(1000);
        // cells leave back to back at the link rate: the last of the second packet leaves at slot 383, lands at 391
        assertEquals(List.of(1L, 2L), r.delivered.stream().map(d -> d[1]).toList());
        assertEquals(8 + 191, r.delivered.get(0)[2]);
        assertEquals(8 + 383, r.delivered.get(1)[2]);
        assertEquals(0, net.droppedCells());
        assertEquals(384, net.cellsSent(vc));
    }

    @Test
    void twoPeakRateCircuitsIntoOneLinkOverflowA200CellFifoAndLoseWholePackets() {
        Record r = new Record();
        AtmNetwork net = new AtmNetwork(MANHATTAN, AtmConfig.ubr(200), r, new SplittableRandom(1));
        int a = net.openCircuit(List.of(0, 1, 2), true);
        int b = net.openCircuit(List.of(5, 1, 2), true);
        for (int i = 0; i < 10; i++) {
            net.send(a, 9180, i);
            net.send(b, 9180, 100 + i);
        }
        net.advance(10_000);
        // link 1->2 gets two cells a slot and sends one: the FIFO fills after 200 slots and then drops one a slot
        assertTrue(net.droppedCells() > 1000, "dropped " + net.droppedCells());
        assertTrue(!r.lost.isEmpty());
        // a packet whose last cell was dropped is resolved (lost) only by a later last cell on its circuit
        assertTrue(r.delivered.size() + r.lost.size() <= 20);
        assertTrue(r.delivered.size() < 10, "delivered " + r.delivered.size());
        assertEquals(2 * 10 * 192, net.cellsSent(a) + net.cellsSent(b));
    }

    @Test
    void aBufferOf2000CellsAbsorbsTheSameBurstWithoutLoss() {
        Record r = new Record();
        AtmNetwork net = new AtmNetwork(MANHATTAN, AtmConfig.ubr(2000), r, new SplittableRandom(1));
        int a = net.openCircuit(List.of(0, 1, 2), true);
        int b = net.openCircuit(List.of(5, 1, 2), true);
        for (int i = 0; i < 10; i++) {
            net.send(a, 9180, i);
            net.send(b, 9180, 100 + i);
        }
        net.advance(10_000);
        // 3840 cells in 1920 slots at two a slot, drained at one: the queue peaks near 1920 < 2000
        assertEquals(0, net.droppedCells());
        assertEquals(20, r.delivered.size());
    }

    @Test
    void backgroundCellsArePoissonAtTheGivenRateAndAllAccountedFor() {
        Record r = new Record();
        AtmConfig c = AtmConfig.ubr(2000).withBackgroundLoad(0.3);
        AtmNetwork net = new AtmNetwork(MANHATTAN, c, r, new SplittableRandom(5));
        long slots = 20_000;
        net.advance(slots);
        double perSlotPerSwitch = net.backgroundSent() / (double) (slots * 16);
        // 96 000 expected; Poisson standard deviation 310, so 1% is over 3 deviations
        assertEquals(0.3, perSlotPerSwitch, 0.003);
        long inFlight = 0;
        for (int ch : net.channels()) {
            inFlight += net.queuedCells(ch);
        }
        assertEquals(0, net.droppedCells());
        // cells still on the wires: at most one per link slot (32 channels x 8 slots)
        long onWires = net.backgroundSent() - net.backgroundDelivered() - inFlight;
        assertTrue(onWires >= 0 && onWires <= 32 * 8, "on wires " + onWires);
    }
}
