package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.flitlab.topology.Topology;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/** What end-to-end schemes need beyond admission: timers, and replies that are not stuck behind refused requests. */
class EndToEndHostsTest {

    /** Refuses every fresh packet; at tick 5 creates one packet at host 0 for host 1. */
    static final class RefuseAllButOne implements EndToEnd {
        final Set<Long> created = new HashSet<>();
        final List<Long> deliveredCreated = new ArrayList<>();
        long freshDelivered;

        @Override
        public void attach(Hosts h) {
            h.at(5, () -> created.add(h.create(0, 1, 4, 5).id()));
        }

        @Override
        public boolean mayInject(Packet p, long tick) {
            return false;
        }

        @Override
        public void delivered(Packet p, long tick) {
            if (created.contains(p.id())) {
                deliveredCreated.add(tick);
            } else {
                freshDelivered++;
            }
        }
    }

    private static Network chain(EndToEnd scheme) {
        Topology t = ChainFixture.chain(2, 1);
        Workload w = new Workload(h -> ChainFixture.every(2), ChainFixture.fixed(4), ChainFixture.leftToRight(), 1);
        Network net = new Network(t, NetworkConfig.defaults(), ChainFixture.chainRouting(t, 1), ChainFixture.firstFree(), w, 1);
        net.setEndToEnd(scheme);
        return net;
    }

    @Test
    void aCreatedPacketOvertakesARefusedHeadOfItsQueue() {
        RefuseAllButOne scheme = new RefuseAllButOne();
        Network net = chain(scheme);
        net.advance(200);
        assertEquals(1, scheme.deliveredCreated.size(), "the created packet left although fresh ones were queued before it");
        assertEquals(0, scheme.freshDelivered);
        assertEquals(0, net.checkConservation().onWires());
    }

    @Test
    void anActionRunsAtTheTickItWasSetFor() {
        List<Long> ticks = new ArrayList<>();
        Network[] holder = new Network[1];
        holder[0] = chain(new EndToEnd() {
            @Override
            public void attach(Hosts h) {
                h.at(37, () -> ticks.add(holder[0].tick()));
                h.at(0, () -> ticks.add(holder[0].tick()));
            }
        });
        holder[0].advance(100);
        assertEquals(List.of(0L, 37L), ticks);
    }
}
