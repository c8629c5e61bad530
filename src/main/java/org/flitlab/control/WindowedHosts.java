package org.flitlab.control;

import java.util.HashMap;
import java.util.Map;
import java.util.function.IntFunction;
import org.flitlab.network.Packet;
import org.flitlab.stats.EndToEndStats;
import org.flitlab.stats.EndToEndStats.Summary;
import org.flitlab.stats.Tally;

/**
 * Window-gated traffic on the engine (model.md, End-to-end flow control): every packet the workload generates is
 * a request (a window packet) that starts only when its source's {@link Gate} allows, and is answered by a
 * response (an acknowledgement) of {@code replyFlits} created at its destination, or, with ideal replies, at the
 * instant of delivery. Serves the static window (AN1), request/response with SW, ASW and SPP (ServerNet).
 * Measures the round trip (request leaving its host to response arrival), the request-to-response time, the
 * time-averaged outstanding requests (per source that sent requests), and the latency from the head of the host queue to head arrival (AN1
 * Figure 10). A request the network drops is never answered and keeps its window slot. With a start-up delay
 * (ServerNet, Shurbanov et al. 3: "the transfer of data from memory to the interface has a start-up delay") a
 * request the gate admits at tick t takes its window slot at t but leaves its host at t + startupTicks; its host's
 * link carries nothing else meanwhile except responses, which overtake it. With a processing time (ServerNet,
 * Shurbanov et al. 3: "request-processing delays", "queueing delays at the end devices") a destination handles the
 * requests it receives one at a time, in arrival order, each for {@code processingTicks}, and creates the response
 * when it is done; with pipelined processing it handles all of them at once, each answered processingTicks after
 * its arrival (a pure delay, no queue at the device). With responses first ({@link #withResponsesFirst}) a host sends
 * the responses it owes before any request queued at it, instead of in the one FIFO. Engine thread only.
 */
final class WindowedHosts implements EndToEndControl {
    private final String scheme;
    private final IntFunction<Gate> gateMaker;
    private final int replyFlits;
    private final long startupTicks;
    private final long processingTicks;
    /** Whether a device overlaps the processing of its requests instead of taking them one at a time. */
    private final boolean pipelinedProcessing;
    /** Whether a host sends its queued responses before its queued requests ({@link #responsesFirst()}). */
    private boolean responsesFirst;
    /** Per destination host, the tick its device finishes the requests it has received. */
    private long[] deviceFreeAt;
    /** Request id to the tick its memory-to-interface start-up ends, from admission to leaving the host. */
    private final Map<Long, Long> readyAt = new HashMap<>();
    private Hosts hosts;
    private Gate[] gates;
    private RequestTracker[] trackers;
    /** Request id to {source, destination}, from its start to its response's arrival. */
    private final Map<Long, int[]> requests = new HashMap<>();
    /** Reply id to the request id it answers. */
    private final Map<Long, Long> replies = new HashMap<>();
    /** Packet id to the tick it was first asked about, at the head of its host queue. */
    private final Map<Long, Long> firstAsked = new HashMap<>();
    private long[] wakeScheduled;
    private Tally headOfQueue = new Tally();
    private long repliesSent;

    /**
     * @param scheme     the catalogue id, for the statistics
     * @param gateMaker  makes the gate of each source host index
     * @param replyFlits size of a response, or 0 for ideal (instant, not sent) responses
     */
    WindowedHosts(String scheme, IntFunction<Gate> gateMaker, int replyFlits) {
        this(scheme, gateMaker, replyFlits, 0);
    }

    /** As above, each admitted request leaving its host {@code startupTicks} (at least 0) after admission. */
    WindowedHosts(String scheme, IntFunction<Gate> gateMaker, int replyFlits, long startupTicks) {
        this(scheme, gateMaker, replyFlits, startupTicks, 0);
    }

    /** As above, each destination processing a request for {@code processingTicks} (at least 0) before answering. */
    WindowedHosts(String scheme, IntFunction<Gate> gateMaker, int replyFlits, long startupTicks, long processingTicks) {
        this(scheme, gateMaker, replyFlits, startupTicks, processingTicks, false);
    }

    /** As above; {@code pipelined} processes every request from its arrival, without waiting for the device. */
    WindowedHosts(String scheme, IntFunction<Gate> gateMaker, int replyFlits, long startupTicks, long processingTicks,
                  boolean pipelined) {
        this.pipelinedProcessing = pipelined;
        if (processingTicks < 0) {
            throw new IllegalArgumentException("processingTicks is " + processingTicks + "; it must be at least 0 ticks");
        }
        this.processingTicks = processingTicks;
        if (startupTicks < 0) {
            throw new IllegalArgumentException("startupTicks is " + startupTicks + "; it must be at least 0 ticks");
        }
        this.scheme = scheme;
        this.gateMaker = gateMaker;
        this.replyFlits = replyFlits;
        this.startupTicks = startupTicks;
    }

    /** This scheme with a separate response path at every host (or one FIFO); before the run. Returns this. */
    WindowedHosts withResponsesFirst(boolean first) {
        responsesFirst = first;
        return this;
    }

    @Override
    public boolean responsesFirst() {
        return responsesFirst;
    }

    @Override
    public void attach(Hosts h) {
        hosts = h;
        gates = new Gate[h.hostCount()];
        trackers = new RequestTracker[h.hostCount()];
        wakeScheduled = new long[h.hostCount()];
        deviceFreeAt = new long[h.hostCount()];
        for (int i = 0; i < gates.length; i++) {
            gates[i] = gateMaker.apply(i);
            trackers[i] = new RequestTracker();
            wakeScheduled[i] = -1;
        }
    }

    @Override
    public boolean mayInject(Packet p, long tick) {
        int src = hosts.hostIndex(p.sourceNode());
        int dst = hosts.hostIndex(p.destinationNode());
        firstAsked.putIfAbsent(p.id(), tick);
        // Without a start-up delay nothing is ever waiting in readyAt: no boxed look-up per request.
        Long ready = startupTicks > 0 ? readyAt.get(p.id()) : null;
        if (ready != null) {
            return leaveAfterStartup(p, src, dst, ready, tick);
        }
        Gate g = gates[src];
        if (g.mayStart(dst, tick)) {
            g.started(dst, tick);
            if (startupTicks > 0) {
                readyAt.put(p.id(), tick + startupTicks);
                wakeAt(src, tick + startupTicks, tick);
                return false;
            }
            leave(p, src, dst, tick);
            return true;
        }
        wakeAt(src, g.retryTick(dst), tick);
        return false;
    }

    /**
     * A request waiting behind its host's responses ({@link #responsesFirst}), the link free: its head-of-queue
     * latency starts now, as when its host first asks for it in one FIFO. Its start-up, if it has one and it has not
     * begun, begins now if the window admits it, beside the responses on the link, as in one FIFO where the request is
     * asked and the response overtakes it during the start-up. Asking cannot let it leave here: with a start-up, the
     * first ask only starts it.
     */
    @Override
    public void headWaiting(Packet p, long tick) {
        if (startupTicks > 0 && !readyAt.containsKey(p.id())) {
            mayInject(p, tick);
        } else {
            firstAsked.putIfAbsent(p.id(), tick);
        }
    }

    /** A request whose start-up ends at {@code ready}: it leaves now if that has come, else waits for it. */
    private boolean leaveAfterStartup(Packet p, int src, int dst, long ready, long tick) {
        if (tick < ready) {
            wakeAt(src, ready, tick);
            return false;
        }
        readyAt.remove(p.id());
        leave(p, src, dst, tick);
        return true;
    }

    private void leave(Packet p, int src, int dst, long tick) {
        trackers[src].started(p.id(), p.generatedTick(), tick);
        requests.put(p.id(), new int[] {src, dst});
    }

    private void wakeAt(int src, long wake, long tick) {
        if (wake > tick && wake != wakeScheduled[src]) {
            wakeScheduled[src] = wake;
            hosts.at(wake, () -> hosts.retry(src, wake));
        }
    }

    @Override
    public void delivered(Packet p, long tick) {
        Long answered = replies.remove(p.id());
        if (answered != null) {
            answer(answered, tick);
            return;
        }
        Long asked = firstAsked.remove(p.id());
        if (asked != null && p.measured()) {
            headOfQueue.add(p.headArrivedTick() - asked);
        }
        int[] pair = requests.get(p.id());
        if (pair == null) {
            return;
        }
        if (processingTicks == 0) {
            respond(p.id(), pair, tick);
            return;
        }
        long done = (pipelinedProcessing ? tick : Math.max(tick, deviceFreeAt[pair[1]])) + processingTicks;
        if (!pipelinedProcessing) {
            deviceFreeAt[pair[1]] = done;
        }
        long id = p.id();
        hosts.at(done, () -> respond(id, pair, done));
    }

    /** The destination has processed request {@code requestId}: it answers now. */
    private void respond(long requestId, int[] pair, long tick) {
        if (replyFlits == 0) {
            answer(requestId, tick);
        } else {
            Packet reply = hosts.create(pair[1], pair[0], replyFlits, tick);
            replies.put(reply.id(), requestId);
            repliesSent++;
        }
    }

    private void answer(long requestId, long tick) {
        int[] pair = requests.remove(requestId);
        long rtt = trackers[pair[0]].responded(requestId, tick);
        gates[pair[0]].answered(pair[1], rtt);
        hosts.retry(pair[0], tick);
    }

    @Override
    public void startMeasuring(long tick) {
        for (int i = 0; i < gates.length; i++) {
            trackers[i].startMeasuring(tick);
            gates[i].startMeasuring();
        }
        headOfQueue = new Tally();
        repliesSent = 0;
    }

    @Override
    public EndToEndStats stats(long tick) {
        Tally rtt = new Tally();
        Tally r2r = new Tally();
        Tally wins = new Tally();
        Tally delays = new Tally();
        double outstanding = 0;
        int sources = 0;
        for (int i = 0; i < trackers.length; i++) {
            rtt.merge(trackers[i].roundTrips());
            r2r.merge(trackers[i].requestToResponse());
            if (trackers[i].roundTrips().count() > 0 || trackers[i].outstanding() > 0) {
                outstanding += trackers[i].meanOutstanding(tick);
                sources++;
            }
            SimplifiedPacketPair spp = gates[i].packetPair();
            if (spp != null) {
                wins.merge(spp.wins());
                delays.merge(spp.interRequestDelays());
            }
        }
        return new EndToEndStats(scheme, Summary.of(rtt), Summary.of(r2r), outstanding / Math.max(1, sources),
                Summary.EMPTY, Summary.of(headOfQueue), Summary.of(wins), Summary.of(delays), repliesSent,
                new double[0], new double[0], 1, 0, 0, 0);
    }
}
