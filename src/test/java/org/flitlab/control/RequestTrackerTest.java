package org.flitlab.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class RequestTrackerTest {

    @Test
    void theRoundTripRunsFromLeavingTheHostAndRequestToResponseFromGeneration() {
        RequestTracker t = new RequestTracker();
        t.started(1, 40, 50);
        assertEquals(30, t.responded(1, 80));
        assertEquals(30, t.roundTrips().mean());
        assertEquals(40, t.requestToResponse().mean(), "held 10 ticks at the source");
    }

    @Test
    void outstandingRequestsAreAveragedOverTime() {
        RequestTracker t = new RequestTracker();
        t.startMeasuring(0);
        t.started(1, 0, 0);
        t.started(2, 0, 10);
        t.responded(1, 20);
        t.responded(2, 40);
        // 1 outstanding for 10 ticks, 2 for 10, 1 for 20, 0 for 10: 50 request-ticks over 50 ticks
        assertEquals(1.0, t.meanOutstanding(50), 1e-12);
        assertEquals(0, t.outstanding());
    }

    @Test
    void aResponseWithoutItsRequestIsAnError() {
        RequestTracker t = new RequestTracker();
        assertThrows(IllegalStateException.class, () -> t.responded(9, 1));
    }
}
