package org.flitlab.control;

import java.util.HashMap;
import java.util.Map;
import org.flitlab.stats.Tally;

/**
 * Request/response bookkeeping of one source host (Shurbanov et al.: every request is answered by a response
 * packet): the round-trip time from a request leaving the host to its response arriving (the paper's RTT), the
 * request-to-response time from the request's generation (which adds the time it was held at the source, as
 * SPP's inter-request delay does), and the time-averaged number of outstanding requests (OR, Table 2).
 *
 * <p>Invariant: outstanding() equals requests started minus responses received. Mutable, owned by one run's
 * engine thread.
 */
public final class RequestTracker {
    private final Map<Long, long[]> open = new HashMap<>();
    private Tally roundTrips = new Tally();
    private Tally requestToResponse = new Tally();
    private long since;
    private double area;
    private long measureFrom;

    /** Request {@code requestId}, generated at {@code generatedTick}, left the host at {@code now}. */
    public void started(long requestId, long generatedTick, long now) {
        if (generatedTick > now) {
            throw new IllegalArgumentException("generatedTick is " + generatedTick + "; it must not be after now (" + now + ")");
        }
        advance(now);
        if (open.putIfAbsent(requestId, new long[] {generatedTick, now}) != null) {
            throw new IllegalStateException("request " + requestId + " started twice");
        }
    }

    /** The response to {@code requestId} arrived at {@code now}; returns the round-trip time in ticks. */
    public long responded(long requestId, long now) {
        advance(now);
        long[] times = open.remove(requestId);
        if (times == null) {
            throw new IllegalStateException("a response to request " + requestId + ", which is not outstanding");
        }
        long rtt = now - times[1];
        roundTrips.add(rtt);
        requestToResponse.add(now - times[0]);
        return rtt;
    }

    private void advance(long now) {
        if (now > since) {
            area += (double) open.size() * (now - since);
            since = now;
        }
    }

    /** Forget round trips and the outstanding average so far (end of warm-up at {@code now}). */
    public void startMeasuring(long now) {
        advance(now);
        area = 0;
        measureFrom = now;
        roundTrips = new Tally();
        requestToResponse = new Tally();
    }

    /** Requests outstanding now. */
    public int outstanding() {
        return open.size();
    }

    /** Outstanding requests averaged over time from the start of measurement to {@code now}. */
    public double meanOutstanding(long now) {
        advance(now);
        return now == measureFrom ? open.size() : area / (now - measureFrom);
    }

    /** Request leaving the host to response arriving, ticks. */
    public Tally roundTrips() {
        return roundTrips;
    }

    /** Request generated to response arriving, ticks. */
    public Tally requestToResponse() {
        return requestToResponse;
    }
}
