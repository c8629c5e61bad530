package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.flitlab.topology.Topology;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/** The end-to-end hook: admission before injection, delivery notice, packets created at hosts. */
class EndToEndTest {
    /** A stop-and-wait scheme: one unacknowledged data packet per sender; each delivery is acknowledged by a 1-flit packet. */
    static final class StopAndWait implements EndToEnd {
        Hosts hosts;
        final Set<Long> acks = new HashSet<>();
        int outstanding;
        int maxOutstanding;
        long dataDelivered;
        long acksDelivered;

        @Override
        public void attach(Hosts h) {
            hosts = h;
        }

        @Override
        public boolean mayInject(Packet p, long tick) {
            if (outstanding > 0) {
                return false;
            }
            outstanding++;
            maxOutstanding = Math.max(maxOutstanding, outstanding);
            return true;
        }

        @Override
        public void delivered(Packet p, long tick) {
            if (acks.remove(p.id())) {
                acksDelivered++;
                outstanding--;
                hosts.retry(hosts.hostIndex(p.destinationNode()), tick + 1);
            } else {
                dataDelivered++;
                acks.add(hosts.create(hosts.hostIndex(p.destinationNode()), hosts.hostIndex(p.sourceNode()), 1, tick).id());
            }
        }
    }

    private static Network chain(StopAndWait scheme) {
        Topology t = ChainFixture.chain(3, 2);
        Workload w = new Workload(h -> ChainFixture.every(5), ChainFixture.fixed(4), ChainFixture.leftToRight(), 1);
        Network net = new Network(t, NetworkConfig.defaults(), ChainFixture.chainRouting(t, 1), ChainFixture.firstFree(), w, 1);
        if (scheme != null) {
            net.setEndToEnd(scheme);
        }
        return net;
    }

    @Test
    void stopAndWaitKeepsOnePacketOutstandingAndAcknowledgesEach() {
        StopAndWait scheme = new StopAndWait();
        Network net = chain(scheme);
        net.advance(2000);
        Conservation c = net.checkConservation();
        assertEquals(1, scheme.maxOutstanding);
        assertTrue(scheme.dataDelivered > 10, "data packets delivered: " + scheme.dataDelivered);
        assertTrue(scheme.dataDelivered - scheme.acksDelivered <= 1, scheme.dataDelivered + " data, " + scheme.acksDelivered + " acks");
        // Every delivered data packet made an ack packet, counted as generated.
        assertEquals(401 + scheme.dataDelivered, net.generatedPackets(), "401 arrivals at ticks 0, 5, ..., 2000, plus one ack per delivery");
        assertTrue(c.atSources() > 0, "stop-and-wait holds data packets back at the source");
    }

    @Test
    void withoutASchemeTheSameRunSendsMore() {
        StopAndWait scheme = new StopAndWait();
        Network held = chain(scheme);
        Network free = chain(null);
        held.advance(2000);
        free.advance(2000);
        assertTrue(free.deliveredFlits(1) > 2 * held.deliveredFlits(1),
                "round trips limit stop-and-wait: " + held.deliveredFlits(1) + " vs " + free.deliveredFlits(1));
    }

    @Test
    void aSchemeCannotBeSetOnceTheRunHasStarted() {
        Network net = chain(null);
        net.advance(1);
        assertThrows(IllegalStateException.class, () -> net.setEndToEnd(new StopAndWait()));
    }
}
