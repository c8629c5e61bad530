package org.flitlab.network.flat;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.flitlab.network.Engine;
import org.flitlab.network.EventRecorder;
import org.flitlab.network.PacketTrace;
import org.flitlab.network.RunEvents;
import org.junit.jupiter.api.Test;

/**
 * The workbench's event recorder on the flat kernel (issue 19, with issue 17's "Follow a worm"): on random small
 * scenarios within the flat kernel's coverage (drawn as in {@link FlatSnapshotDifferentialTest}, a third with BookSim's
 * pipelined router), recording switched on at the same random tick in both kernels, both record the same packets with
 * the same hops (node, input channel and virtual channel, landed, packet ahead, ready, granted, output, head and tail
 * sent) and timestamps, so the inspectors' event log is the same list of events in the same order; the link
 * utilisation sampled at each snapshot is the same; and recording and drawing snapshots (which count stop/go signals
 * without taking them in) change no delivery of the flat kernel.
 */
class FlatEventRecordingTest {

    @Test
    void bothKernelsRecordTheSameEventsInTheSameOrder() {
        SplittableRandom rnd = new SplittableRandom(20261127L);
        int compared = 0;
        long delivered = 0;
        for (int i = 0; i < 80; i++) {
            long caseSeed = rnd.nextLong();
            Engine[] pair = FlatSnapshotDifferentialTest.pair(caseSeed);
            Engine[] plain = FlatSnapshotDifferentialTest.pair(caseSeed);
            if (pair == null) {
                continue;
            }
            String what = "case " + i + " (seed " + caseSeed + ") " + pair[0].config();
            EventRecorder[] events = recordSideBySide(pair, new SplittableRandom(caseSeed ^ 0x5DEECE66DL));
            List<PacketTrace> reference = events[0].traces();
            assertEquals(reference, events[1].traces(), what + ": traces");
            assertEquals(RunEvents.of(events[0], pair[0].topology()).all(), RunEvents.of(events[1], pair[1].topology()).all(),
                    what + ": the event log");
            for (int c = 0; c < pair[0].topology().channelCount(); c += 3) {
                assertArrayEquals(events[0].utilisation(c, 100), events[1].utilisation(c, 100), what + ": utilisation of " + c);
            }
            plain[1].advance(pair[1].tick());
            assertEquals(plain[1].recorder().deliveryDigest(), pair[1].recorder().deliveryDigest(), what + ": recording changed nothing");
            delivered += reference.stream().filter(PacketTrace::isDelivered).count();
            compared++;
        }
        assertTrue(compared >= 60, "scenarios compared: " + compared);
        assertTrue(delivered > 5_000, "deliveries recorded: " + delivered);
    }

    /** Switches recording on in both at one random tick, then advances both in random slices, drawing after each. */
    private static EventRecorder[] recordSideBySide(Engine[] pair, SplittableRandom slices) {
        long start = slices.nextInt(300);
        EventRecorder[] events = new EventRecorder[2];
        for (int e = 0; e < 2; e++) {
            pair[e].advance(start);
            events[e] = pair[e].recordEvents();
        }
        long end = start + 1_000 + slices.nextInt(2_000);
        for (long until = start; until < end && !pair[0].isDeadlocked(); ) {
            until += 1 + slices.nextInt(200);
            for (Engine e : pair) {
                e.advance(until);
                e.snapshot();
            }
        }
        return events;
    }
}
