package org.flitlab.control;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class BurstsTest {

    @Test
    void anAn1BurstIsSixtySevenPacketsOf1500BytesAndTheRest() {
        BurstShape an1 = new BurstShape(100_000, 1500, 16);
        int[] flits = an1.packetFlits();
        assertEquals(67, flits.length, "66 full packets of 1500 B and one of 1000 B");
        assertEquals(94, flits[0], "1500 B in 16-byte flits, rounded up");
        assertEquals(63, flits[66], "1000 B in 16-byte flits, rounded up");
        assertEquals(66 * 94 + 63, an1.burstFlits());
        assertArrayEquals(new int[] {3, 3}, new BurstShape(6, 3, 1).packetFlits());
    }

    @Test
    void packetsAreGeneratedOnlyAsTheWindowOpens() {
        Bursts b = new Bursts(new BurstShape(10, 2, 1), new StaticWindow(2, WindowScope.PER_PAIR));
        b.arrive(7);
        List<BurstPacket> first = b.release(0);
        assertEquals(2, first.size(), "a window of 2 lets 2 of the 5 packets out");
        assertTrue(b.release(1).isEmpty());
        b.acknowledged(7);
        List<BurstPacket> next = b.release(5);
        assertEquals(1, next.size());
        assertEquals(2, next.get(0).index());
    }

    @Test
    void theBurstTimeRunsFromTheFirstGenerationToTheLastDelivery() {
        Bursts b = new Bursts(new BurstShape(4, 2, 1), new StaticWindow(1, WindowScope.PER_PAIR));
        b.arrive(3);
        BurstPacket p0 = b.release(100).get(0);
        b.delivered(p0, 110);
        b.acknowledged(3);
        BurstPacket p1 = b.release(115).get(0);
        assertEquals(0, b.completedBursts());
        b.delivered(p1, 130);
        assertEquals(1, b.completedBursts());
        assertEquals(30, b.burstTicks().mean(), "generated at 100, last delivered at 130");
        assertEquals(0, b.openBursts());
    }

    @Test
    void burstsToOneDestinationGoOneAfterAnother() {
        Bursts b = new Bursts(new BurstShape(2, 1, 1), new StaticWindow(5, WindowScope.PER_PAIR));
        b.arrive(1);
        b.arrive(1);
        List<BurstPacket> out = b.release(0);
        assertEquals(List.of(0L, 0L, 1L, 1L), out.stream().map(BurstPacket::burstId).toList());
        assertEquals(List.of(0, 1, 0, 1), out.stream().map(BurstPacket::index).toList());
    }
}
