package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Recording events for the inspectors (issue 17) is opt-in and changes no result: on random small scenarios (every
 * routing, queueing, switching, flow control and arbitration RandomNetworks draws, with timeouts and host
 * deflection in some), a run with the recorder on delivers every packet at the same ticks as one without it (the
 * delivery digest), makes the same flit-hops and ends in the same deadlock, if any.
 */
class EventRecordingDeterminismTest {
    private static final RandomNetworks.Options SHAPES = new RandomNetworks.Options(40, 0.6, true);

    @Test
    void recordingEventsLeavesEveryDeliveryOfFortyRandomScenariosUnchanged() {
        SplittableRandom rnd = new SplittableRandom(20261125L);
        int compared = 0;
        long recordedDeliveries = 0;
        for (int i = 0; i < 40; i++) {
            long seed = rnd.nextLong();
            Network plain;
            Network recorded;
            try {
                plain = RandomNetworks.draw(new SplittableRandom(seed), SHAPES, new SplittableRandom(seed + 1)).network();
                recorded = RandomNetworks.draw(new SplittableRandom(seed), SHAPES, new SplittableRandom(seed + 1)).network();
            } catch (IllegalArgumentException rejected) {
                continue;
            }
            EventRecorder events = recorded.recordEvents();
            for (Network n : new Network[] {plain, recorded}) {
                n.advance(500);
                n.setMeasuring(true);
                n.advance(4_000);
                n.checkConservation();
            }
            String what = "case " + i + " (seed " + seed + ")";
            assertEquals(plain.recorder().deliveryDigest(), recorded.recorder().deliveryDigest(), what);
            assertEquals(plain.recorder().deliveredPackets(), recorded.recorder().deliveredPackets(), what);
            assertEquals(plain.flitHops(), recorded.flitHops(), what);
            assertEquals(plain.tick(), recorded.tick(), what);
            assertEquals(plain.isDeadlocked(), recorded.isDeadlocked(), what);
            for (PacketTrace tr : events.traces()) {
                recordedDeliveries += tr.isDelivered() ? 1 : 0;
            }
            compared++;
        }
        assertTrue(compared >= 30, "scenarios compared: " + compared);
        assertTrue(recordedDeliveries > 1000, "deliveries recorded: " + recordedDeliveries);
    }
}
