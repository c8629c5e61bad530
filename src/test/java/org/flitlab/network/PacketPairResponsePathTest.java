package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.flitlab.control.PacketPairParams;
import org.flitlab.topology.Topology;
import org.flitlab.traffic.DestinationPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/**
 * Simplified packet pair with a separate response path ({@code responsesFirst}, as request-response's): a host sends
 * the responses it owes before any request queued at it. Two hosts at the ends of a chain, each sending 20-flit
 * requests to the other every 10 ticks (twice what its link carries), 4-flit responses, window 4, delta 10^6 ticks
 * (every comparison a win, so the inter-request delay stays 0 and the window alone limits the requests).
 */
class PacketPairResponsePathTest {
    private static final int REQUEST = 20;
    private static final int RESPONSE = 4;
    private static final long TICKS = 6000;

    /** Per delivered response, the ticks it waited at its host (created to leaving). */
    private static List<Long> responseWaits(boolean responsesFirst) {
        Topology t = ChainFixture.chain(3, 1);
        DestinationPattern bothWays = (s, r) -> 1 - s;
        Workload w = new Workload(h -> ChainFixture.every(10), ChainFixture.fixed(REQUEST), bothWays, 1);
        Network net = new Network(t, NetworkConfig.defaults(), ChainFixture.chainRouting(t, 1), ChainFixture.firstFree(), w, 1);
        EndToEnd scheme = new PacketPairParams(RESPONSE, 4, 1e6, 8, 4, false, 0, responsesFirst)
                .newControl(1, bothWays, new SplittableRandom(1));
        assertEquals(responsesFirst, scheme.responsesFirst());
        List<Long> waits = new ArrayList<>();
        net.setEndToEnd(new EndToEnd() {
            public void attach(Hosts hosts) {
                scheme.attach(hosts);
            }

            public boolean mayInject(Packet packet, long tick) {
                return scheme.mayInject(packet, tick);
            }

            public boolean responsesFirst() {
                return scheme.responsesFirst();
            }

            public void headWaiting(Packet packet, long tick) {
                scheme.headWaiting(packet, tick);
            }

            public void headDelivered(Packet packet, long tick) {
                scheme.headDelivered(packet, tick);
            }

            public void delivered(Packet packet, long tick) {
                if (packet.lengthFlits() == RESPONSE) {
                    waits.add(packet.injectedTick() - packet.generatedTick());
                }
                scheme.delivered(packet, tick);
            }
        });
        net.advance(TICKS);
        return waits;
    }

    @Test
    void withResponsesFirstAResponseWaitsAtMostForTheRequestOnTheLink() {
        List<Long> waits = responseWaits(true);
        assertTrue(waits.size() > 100, waits.size() + " responses");
        long max = waits.stream().mapToLong(Long::longValue).max().orElseThrow();
        // The request already on the link (REQUEST flits, one a tick) and the tick before the next worm starts.
        assertTrue(max <= REQUEST + 1, "a response waited " + max + " ticks, more than one request on the link");
    }

    @Test
    void inOneFifoAResponseWaitsBehindAdmittedRequests() {
        List<Long> waits = responseWaits(false);
        long max = waits.stream().mapToLong(Long::longValue).max().orElseThrow();
        assertTrue(max > REQUEST + 1, "the longest wait of a response, " + max + " ticks, is one request's at most");
    }
}
