package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    /** Refuses fresh packets before tick 100, lets them in after; creates packets at host 0 at ticks 5, 6 and 7. */
    static final class RefuseUntil100 implements EndToEnd {
        final List<Long> created = new ArrayList<>();
        final List<Long> deliveredIds = new ArrayList<>();

        @Override
        public void attach(Hosts h) {
            for (long t = 5; t <= 7; t++) {
                long at = t;
                h.at(at, () -> created.add(h.create(0, 1, 4, at).id()));
            }
        }

        @Override
        public boolean mayInject(Packet p, long tick) {
            return tick >= 100;
        }

        @Override
        public void delivered(Packet p, long tick) {
            deliveredIds.add(p.id());
        }
    }

    /** The source queue's order (SourceQueue): overtaking packets keep theirs, and so do the refused ones behind. */
    @Test
    void createdPacketsLeaveInTheirOrderThenTheRefusedOnesInTheirs() {
        RefuseUntil100 scheme = new RefuseUntil100();
        Network net = chain(scheme);
        net.advance(400);
        List<Long> delivered = scheme.deliveredIds;
        assertEquals(scheme.created, delivered.subList(0, 3), "the three created packets first, as created");
        List<Long> fresh = delivered.subList(3, delivered.size());
        // Back to back from tick 100 (a head the tick after the previous tail): one 4-flit packet every 4 ticks, at
        // most 75 by tick 400, less the few the path still holds.
        assertTrue(fresh.size() >= 70 && fresh.size() <= 75, fresh.size() + " fresh packets delivered");
        List<Long> firstGenerated = new ArrayList<>();
        for (long id = 0; firstGenerated.size() < fresh.size(); id++) {
            if (!scheme.created.contains(id)) {
                firstGenerated.add(id);
            }
        }
        assertEquals(firstGenerated, fresh, "the refused packets in generation order, none skipped");
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
