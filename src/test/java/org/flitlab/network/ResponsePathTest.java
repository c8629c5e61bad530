package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.flitlab.control.RequestResponseParams;
import org.flitlab.topology.Topology;
import org.flitlab.traffic.DestinationPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/**
 * Request/response with a separate response path ({@code responsesFirst}, EndToEnd#responsesFirst): a host sends
 * the responses it owes before any request queued at it; with one FIFO a response waits behind the requests queued
 * before it that its host's window admits. Two hosts at the ends of a chain, each sending 20-flit requests to the
 * other every 10 ticks (twice what its link carries, so a backlog of requests is always queued), 4-flit responses.
 */
class ResponsePathTest {
    private static final int REQUEST = 20;
    private static final int RESPONSE = 4;
    private static final long TICKS = 6000;

    /** Every packet delivered in the run, requests and responses (told apart by length). */
    private static List<Packet> run(boolean responsesFirst) {
        Topology t = ChainFixture.chain(3, 1);
        DestinationPattern bothWays = (s, r) -> 1 - s;
        Workload w = new Workload(h -> ChainFixture.every(10), ChainFixture.fixed(REQUEST), bothWays, 1);
        Network net = new Network(t, NetworkConfig.defaults(), ChainFixture.chainRouting(t, 1), ChainFixture.firstFree(), w, 1);
        EndToEnd scheme = new RequestResponseParams(RESPONSE, 4, 0, 0, false, responsesFirst)
                .newControl(1, bothWays, new SplittableRandom(1));
        List<Packet> delivered = new ArrayList<>();
        net.setEndToEnd(new Recording(scheme, delivered));
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
