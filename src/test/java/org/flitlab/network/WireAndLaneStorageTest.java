package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The compact storage of the per-flit path: a lane keeps its front segment in fields and the rest in a ring, and
 * a wire packs each flit's arrival tick, sequence number and virtual channel into one long. Both must behave as
 * plain FIFOs at their limits (ring growth, the largest sequence number and virtual channel, ticks past 2^32).
 */
class WireAndLaneStorageTest {

    private static Packet packet(long id, int flits) {
        return new Packet(id, 0, 1, flits, 0, false);
    }

    @Test
    void laneIsAFifoOfSegmentsThroughRingGrowth() {
        Lane lane = new Lane(null, -1);
        List<Packet> packets = new ArrayList<>();
        for (int i = 0; i < 11; i++) {
            Packet p = packet(i, 3);
            packets.add(p);
            lane.append(p, 0, 2);
            lane.append(p, 2, 1); // a continuation merges into the segment just added
        }
        assertEquals(11, lane.segmentCount());
        assertEquals(33, lane.flits());
        for (Packet p : packets) {
            assertSame(p, lane.frontPacket());
            assertEquals(3, lane.frontCount());
            for (int seq = 0; seq < 3; seq++) {
                assertEquals(seq, lane.pop());
            }
        }
        assertTrue(lane.isEmpty());
        assertNull(lane.frontPacket());
        assertEquals(0, lane.segmentCount());
    }

    @Test
    void removingTheFrontPacketPromotesTheNextSegment() {
        Lane lane = new Lane(null, -1);
        Packet a = packet(1, 5);
        Packet b = packet(2, 4);
        lane.append(a, 1, 4);
        lane.append(b, 0, 2);
        assertEquals(4, lane.removeFrontPacket());
        assertSame(b, lane.frontPacket());
        assertEquals(0, lane.frontSeq());
        assertEquals(2, lane.flits());
        lane.append(b, 2, 2);
        assertEquals(4, lane.frontCount());
    }

    @Test
    void wireKeepsTickSequenceAndChannelAtTheirLimits() {
        OutputChannel wire = new OutputChannel(0, 0, 0, 3, 64, null, true);
        Packet p = packet(7, NetworkConfig.MAX_PACKET_FLITS);
        long start = (1L << 32) - 2; // arrival ticks cross 2^32, where only their low 32 bits are stored
        for (int i = 0; i < 3; i++) {
            wire.launch(start + i, p, NetworkConfig.MAX_PACKET_FLITS - 3 + i, 63 - i);
        }
        assertFalse(wire.hasLandingAt(start + 2));
        for (int i = 0; i < 3; i++) {
            assertTrue(wire.hasLandingAt(start + 3 + i));
            assertSame(p, wire.landingPacket());
            assertEquals(NetworkConfig.MAX_PACKET_FLITS - 3 + i, wire.landingSeq());
            assertEquals(63 - i, wire.landingVc());
            wire.dropLanded();
        }
        assertEquals(0, wire.inFlight());
    }

    @Test
    void tooLongAPacketIsAConfigurationProblemNamingTheLimit() {
        NetworkConfig config = NetworkConfig.defaults();
        List<String> problems = config.problems(1, NetworkConfig.MAX_PACKET_FLITS + 1);
        assertTrue(problems.stream().anyMatch(m -> m.contains(String.valueOf(NetworkConfig.MAX_PACKET_FLITS + 1))
                && m.contains("at most " + NetworkConfig.MAX_PACKET_FLITS)), problems.toString());
        assertTrue(config.problems(1, NetworkConfig.MAX_PACKET_FLITS).stream().noneMatch(m -> m.contains("longest packet")));
    }

    @Test
    void removingTheLastQueuedPacketLeavesTheOneBeforeItLast() {
        Lane lane = new Lane(null, -1);
        Packet a = packet(1, 3);
        Packet b = packet(2, 3);
        Packet c = packet(3, 2);
        lane.append(a, 0, 3);
        lane.append(b, 0, 2);
        lane.append(c, 0, 2);
        assertEquals(2, lane.removeQueuedPacket(c));
        assertSame(b, lane.lastPacket(), "a head landing now queues behind b, not behind nothing");
        lane.append(b, 2, 1); // b's tail continues its segment
        assertEquals(2, lane.segmentCount());
        assertEquals(6, lane.flits());
        assertEquals(1, lane.removeQueuedPacket(b) / 3, "b's three flits go together");
        assertSame(a, lane.lastPacket());
    }
}
