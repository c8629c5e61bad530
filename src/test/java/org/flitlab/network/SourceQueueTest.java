package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The source queue the injection relies on: one FIFO in which only a packet needing no admission overtakes, kept
 * as two FIFOs so that a queue grown past saturation costs O(1) per operation (docs/performance.md, Saturated
 * sources). Checked against the single list it replaces, scanned front to back.
 */
class SourceQueueTest {
    private long nextId;

    private Packet packet(boolean admitted, int flits) {
        Packet p = new Packet(nextId++, 0, 1, flits, 0, false);
        p.admitted = admitted;
        return p;
    }

    @Test
    void aRefusedHeadIsOvertakenOnlyByTheFirstPacketNeedingNoAdmission() {
        SourceQueue q = new SourceQueue();
        Packet request1 = packet(false, 76);
        Packet request2 = packet(false, 76);
        Packet response1 = packet(true, 12);
        Packet response2 = packet(true, 12);
        for (Packet p : List.of(request1, request2, response1, response2)) {
            q.add(p);
        }
        assertSame(request1, q.peek(), "the front is the packet queued first");
        assertSame(response1, q.firstAdmitted(), "the first response, behind two requests");
        assertSame(response2, q.peekLast());
        q.remove(response1);
        assertSame(request1, q.peek(), "the requests keep their places");
        assertSame(response2, q.firstAdmitted());
        q.remove(response2);
        assertNull(q.firstAdmitted());
        assertSame(request2, q.peekLast(), "the tail is the last packet still queued");
        assertEquals(2, q.size());
        assertEquals(152, q.flits());
    }

    @Test
    void theFrontIsTakenEvenIfItsFlagChangedWhenItWasLetIn() {
        SourceQueue q = new SourceQueue();
        Packet request = packet(false, 4);
        Packet response = packet(true, 1);
        q.add(request);
        q.add(response);
        request.admitted = true;
        q.remove(request);
        assertSame(response, q.peek());
        assertEquals(1, q.size());
    }

    @Test
    void onlyTheFrontOrTheFirstAdmittedPacketMayLeave() {
        SourceQueue q = new SourceQueue();
        q.add(packet(false, 1));
        Packet second = packet(false, 1);
        q.add(second);
        assertThrows(IllegalStateException.class, () -> q.remove(second));
    }

    /** Random adds and departures as Injection makes them, against a list scanned as the engine did before. */
    @Test
    void behavesAsTheScannedListItReplaces() {
        SplittableRandom random = new SplittableRandom(7);
        SourceQueue q = new SourceQueue();
        List<Packet> model = new ArrayList<>();
        for (int step = 0; step < 20_000; step++) {
            if (model.isEmpty() || random.nextInt(3) > 0) {
                Packet p = packet(random.nextInt(4) == 0, 1 + random.nextInt(80));
                q.add(p);
                model.add(p);
            } else {
                Packet leaving = random.nextBoolean() ? model.get(0) : firstAdmitted(model);
                if (leaving != null) {
                    q.remove(leaving);
                    model.remove(leaving);
                }
            }
            assertMatches(model, q, step);
        }
    }

    private static Packet firstAdmitted(List<Packet> model) {
        for (Packet p : model) {
            if (p.admitted) {
                return p;
            }
        }
        return null;
    }

    private static void assertMatches(List<Packet> model, SourceQueue q, int step) {
        String where = "after step " + step;
        assertEquals(model.size(), q.size(), where);
        assertEquals(model.isEmpty(), q.isEmpty(), where);
        assertSame(model.isEmpty() ? null : model.get(0), q.peek(), where);
        assertSame(model.isEmpty() ? null : model.get(model.size() - 1), q.peekLast(), where);
        assertSame(firstAdmitted(model), q.firstAdmitted(), where);
        if (step % 1000 == 0) {
            assertEquals(model.stream().mapToLong(p -> p.lengthFlits).sum(), q.flits(), where);
        }
    }
}
