package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.flitlab.control.EndToEndControl;
import org.flitlab.control.RequestResponseParams;
import org.flitlab.stats.EndToEndStats;
import org.flitlab.topology.Topology;
import org.flitlab.traffic.ArrivalProcess;
import org.flitlab.traffic.DestinationPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/**
 * Request/response with a separate response path ({@code responsesFirst}, EndToEnd#responsesFirst): a host sends
 * the responses it owes before any request queued at it; with one FIFO a response waits behind the requests queued
 * before it that its host's window admits. Two hosts at the ends of a chain, each sending 20-flit requests to the
 * other every 10 ticks (twice what its link carries, so a backlog of requests is always queued), 4-flit responses;
 * and the same hosts with three requests timed so that a response is owed while a request is on the link, for the
 * start-up and the head-of-queue latency of the request behind it.
 */
class ResponsePathTest {
    private static final int REQUEST = 20;
    private static final int RESPONSE = 4;
    private static final long TICKS = 6000;
    private static final int STARTUP = 40;

    /** Every packet delivered in the run, requests and responses (told apart by length). */
    private static List<Packet> run(boolean responsesFirst) {
        return run(responsesFirst, null);
    }

    /** The same, recording every packet's events into {@code stories[0]} if given. */
    private static List<Packet> run(boolean responsesFirst, EventRecorder[] stories) {
        Topology t = ChainFixture.chain(3, 1);
        DestinationPattern bothWays = (s, r) -> 1 - s;
        Workload w = new Workload(h -> ChainFixture.every(10), ChainFixture.fixed(REQUEST), bothWays, 1);
        Network net = new Network(t, NetworkConfig.defaults(), ChainFixture.chainRouting(t, 1), ChainFixture.firstFree(), w, 1);
        EndToEnd scheme = new RequestResponseParams(RESPONSE, 4, 0, 0, false, responsesFirst)
                .newControl(1, bothWays, new SplittableRandom(1));
        List<Packet> delivered = new ArrayList<>();
        net.setEndToEnd(new Recording(scheme, delivered));
        if (stories != null) {
            stories[0] = net.recordEvents();
        }
        net.advance(TICKS);
        return delivered;
    }

    /** Requests of a response's own host that left between the response's creation and its leaving. */
    private static int requestsAhead(Packet response, List<Packet> all) {
        int n = 0;
        for (Packet p : all) {
            if (p.lengthFlits() == REQUEST && p.sourceNode() == response.sourceNode()
                    && p.injectedTick() > response.generatedTick() && p.injectedTick() < response.injectedTick()) {
                n++;
            }
        }
        return n;
    }

    @Test
    void withResponsesFirstNoResponseWaitsBehindARequestOfItsHost() {
        List<Packet> all = run(true);
        long responses = all.stream().filter(p -> p.lengthFlits() == RESPONSE).count();
        assertTrue(responses > 100, responses + " responses");
        long maxWait = 0;
        for (Packet p : all) {
            if (p.lengthFlits() == RESPONSE) {
                assertEquals(0, requestsAhead(p, all), "response " + p.id() + " waited behind a request of its host");
                maxWait = Math.max(maxWait, p.injectedTick() - p.generatedTick());
            }
        }
        // At most the request already on the link (REQUEST flits, one a tick) and the tick before the next worm starts.
        assertTrue(maxWait <= REQUEST + 1, "a response waited " + maxWait + " ticks, more than one request on the link");
    }

    /**
     * A response's story names the packet it queued behind at its host (the workbench's worm story): with responses
     * first, a response or the worm on the link when it was created, never a request still queued then, which it
     * overtakes; in one FIFO the last packet queued, often such a request.
     */
    @Test
    void aResponsesStoryNamesThePacketItReallyQueuedBehind() {
        for (boolean first : new boolean[] {true, false}) {
            EventRecorder[] stories = new EventRecorder[1];
            List<Packet> all = run(first, stories);
            Map<Long, Packet> byId = all.stream().collect(Collectors.toMap(Packet::id, p -> p));
            long behindQueuedRequests = stories[0].traces().stream()
                    .filter(tr -> tr.lengthFlits() == RESPONSE && tr.isDelivered())
                    .filter(tr -> {
                        Packet ahead = byId.get(tr.hops().get(0).behindPacket());
                        return ahead != null && ahead.lengthFlits() == REQUEST && ahead.injectedTick() > tr.generatedTick();
                    })
                    .count();
            assertEquals(first, behindQueuedRequests == 0, behindQueuedRequests + " responses named a request still"
                    + " queued when they were created; responses first: " + first);
        }
    }

    @Test
    void inOneFifoResponsesWaitBehindAdmittedRequests() {
        List<Packet> all = run(false);
        long behind = all.stream().filter(p -> p.lengthFlits() == RESPONSE && requestsAhead(p, all) > 0).count();
        long responses = all.stream().filter(p -> p.lengthFlits() == RESPONSE).count();
        assertTrue(behind > responses / 10, behind + " of " + responses + " responses waited behind a request");
        long maxWait = all.stream().filter(p -> p.lengthFlits() == RESPONSE)
                .mapToLong(p -> p.injectedTick() - p.generatedTick()).max().orElse(0);
        // A response behind a request that left after it was created waits for that whole request and more.
        assertTrue(maxWait > REQUEST + 1, "the longest wait of a response, " + maxWait + " ticks, is one request's at most");
    }

    /**
     * A request's memory-to-interface start-up runs while the responses its host owes go first, as it runs while a
     * response overtakes it in the one FIFO: host 1 sends one request at tick 0 and host 0 two at ticks 25 and 26,
     * each leaving {@code STARTUP} ticks after its window admits it. Host 0's response to host 1 is created while its
     * first request is on the link; when the link comes free (REQUEST ticks after that request left) the response
     * goes at once and the second request's start-up begins, so it leaves REQUEST + STARTUP ticks after the first, in
     * either order. (Started only after the response, it would leave RESPONSE ticks later.)
     */
    @Test
    void aRequestsStartUpRunsWhileItsHostsResponseGoesFirst() {
        for (boolean first : new boolean[] {true, false}) {
            Run run = runOnce(first, STARTUP);
            Packet r1 = run.request(25);
            assertEquals(25 + STARTUP, r1.injectedTick(), "the first request leaves after its start-up");
            assertTrue(run.responseOwedWhileOnTheLink(r1), "the response is owed while the link is busy");
            assertEquals(r1.injectedTick() + REQUEST, run.response().injectedTick(), "responses first: " + first);
            assertEquals(r1.injectedTick() + REQUEST + STARTUP, run.request(26).injectedTick(), "responses first: " + first);
        }
    }

    /**
     * Head-of-queue latency runs from the tick a request is first at the front of its host's requests with the link
     * free, whatever goes first then: without start-up, host 0's second request is there when its first request's
     * tail has left, REQUEST ticks after it left; with responses first the response goes then and the request
     * RESPONSE ticks later, and that wait is in its latency, as a response's overtaking a refused head is in one FIFO.
     */
    @Test
    void headOfQueueLatencyCountsTheWaitBehindTheResponses() {
        for (boolean first : new boolean[] {true, false}) {
            Run run = runOnce(first, 0);
            Packet r1 = run.request(25);
            Packet r2 = run.request(26);
            assertTrue(run.responseOwedWhileOnTheLink(r1), "the response is owed while the link is busy");
            assertEquals(r1.injectedTick() + REQUEST + (first ? RESPONSE : 0), r2.injectedTick(), "responses first: " + first);
            double expected = (run.request(0).headArrivedTick() - 0 + r1.headArrivedTick() - 25
                    + r2.headArrivedTick() - (r1.injectedTick() + REQUEST)) / 3.0;
            EndToEndStats.Summary hoq = run.stats().headOfQueueLatency();
            assertEquals(3, hoq.count());
            assertEquals(expected, hoq.mean(), 1e-9, "responses first: " + first);
        }
    }

    /** The packets delivered in a run and its scheme's statistics. */
    private record Run(List<Packet> delivered, EndToEndStats stats) {
        /** The request generated at {@code tick} (host 1's at 0, host 0's after). */
        Packet request(long tick) {
            return delivered.stream().filter(p -> p.lengthFlits() == REQUEST && p.generatedTick() == tick)
                    .findFirst().orElseThrow();
        }

        /** Host 0's one response (to host 1's request). */
        Packet response() {
            int host0 = request(25).sourceNode();
            return delivered.stream().filter(p -> p.lengthFlits() == RESPONSE && p.sourceNode() == host0)
                    .findFirst().orElseThrow();
        }

        /** Whether host 0's one response was created while {@code request} was on its link (the fixture's timing). */
        boolean responseOwedWhileOnTheLink(Packet request) {
            long created = response().generatedTick();
            return created > request.injectedTick() && created < request.injectedTick() + REQUEST;
        }
    }

    /** Host 1 requests once at tick 0, host 0 at ticks 25 and 26; each request starts up for {@code startup} ticks. */
    private static Run runOnce(boolean responsesFirst, int startup) {
        Topology t = ChainFixture.chain(3, 1);
        DestinationPattern bothWays = (s, r) -> 1 - s;
        Workload w = new Workload(h -> h == 0 ? at(25, 26) : at(0), ChainFixture.fixed(REQUEST), bothWays, 1);
        Network net = new Network(t, NetworkConfig.defaults(), ChainFixture.chainRouting(t, 1), ChainFixture.firstFree(), w, 1);
        EndToEndControl scheme = new RequestResponseParams(RESPONSE, 4, startup, 0, false, responsesFirst)
                .newControl(1, bothWays, new SplittableRandom(1));
        List<Packet> delivered = new ArrayList<>();
        net.setEndToEnd(new Recording(scheme, delivered));
        net.setMeasuring(true);
        net.advance(1000);
        return new Run(delivered, scheme.stats(1000));
    }

    /** One packet at each of {@code ticks}, then none. */
    private static ArrivalProcess at(long... ticks) {
        return new ArrivalProcess() {
            public long firstArrival(SplittableRandom r) {
                return ticks[0];
            }

            public long nextArrival(long now, SplittableRandom r) {
                return Arrays.stream(ticks).filter(t -> t > now).findFirst().orElse(-1);
            }
        };
    }

    /** Passes every call to the scheme and keeps each delivered packet. */
    private record Recording(EndToEnd scheme, List<Packet> delivered) implements EndToEnd {
        @Override
        public void attach(Hosts hosts) {
            scheme.attach(hosts);
        }

        @Override
        public boolean mayInject(Packet packet, long tick) {
            return scheme.mayInject(packet, tick);
        }

        @Override
        public boolean responsesFirst() {
            return scheme.responsesFirst();
        }

        @Override
        public void headWaiting(Packet packet, long tick) {
            scheme.headWaiting(packet, tick);
        }

        @Override
        public void headDelivered(Packet packet, long tick) {
            scheme.headDelivered(packet, tick);
        }

        @Override
        public void delivered(Packet packet, long tick) {
            delivered.add(packet);
            scheme.delivered(packet, tick);
        }
    }
}
