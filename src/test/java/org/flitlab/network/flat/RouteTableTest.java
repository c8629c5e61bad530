package org.flitlab.network.flat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.flitlab.network.NetworkConfig;
import org.flitlab.routing.ProbePacket;
import org.flitlab.routing.RingTie;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.RoutingFactory;
import org.flitlab.routing.TestTopologies;
import org.flitlab.routing.desttag.DestinationTagFactory;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.interval.IntervalLabellingFactory;
import org.flitlab.routing.shortest.HopClassFactory;
import org.flitlab.routing.shortest.ShortestPathFactory;
import org.flitlab.routing.source.SourceFactory;
import org.flitlab.routing.updown.UpDownFactory;
import org.flitlab.routing.valiant.ValiantFactory;
import org.flitlab.topology.Topology;
import org.flitlab.topology.fly.FlyTopology;
import org.flitlab.topology.multistage.C104MinTopology;
import org.junit.jupiter.api.Test;

/**
 * The flat kernel's routing table (issue 19) answers as the routing algorithm does: for every input lane of every
 * switch (every arrival port and virtual channel), every destination host and several sources and hop counts, the
 * table's candidates are the algorithm's, in the same order; likewise at every source host. This also checks each
 * routing's claim ({@code RoutingAlgorithm.inputClasses}) that its answer does not read the packet's source or hops.
 */
class RouteTableTest {
    @Test
    void dimensionOrderOnMeshCubeAndOddTorusWithDateline() {
        check(TestTopologies.grid(4, 3, false, 2), new DimensionOrderFactory("xy", false), 2);
        check(TestTopologies.hypercube(4), new DimensionOrderFactory(), 1);
        // Odd rings have no ties, so dimension order with a dateline is tabled by arrival dimension and class.
        check(TestTopologies.grid(5, 3, true, 1), new DimensionOrderFactory("yx", true), 4);
        check(TestTopologies.grid(4, 4, true, 1), new DimensionOrderFactory("xy", true, RingTie.POSITIVE), 2);
    }

    @Test
    void adaptiveAndClassedRoutings() {
        check(TestTopologies.grid(4, 4, true, 1), new ShortestPathFactory(), 2);
        check(TestTopologies.grid(3, 3, true, 1), new UpDownFactory(4), 2);
        check(TestTopologies.ring(6), new HopClassFactory(), 4);
        check(TestTopologies.grid(3, 3, false, 1), new UpDownFactory(), 1);
    }

    @Test
    void multistageRoutings() {
        check(C104MinTopology.build(C104MinTopology.defaults()), new IntervalLabellingFactory(), 1);
        check(FlyTopology.build(new FlyTopology.Params(2, 3, 1, 0)), new DestinationTagFactory(), 2);
    }

    @Test
    void routingsThatReadThePacketAreNotTabled() {
        Topology torus = TestTopologies.grid(4, 4, true, 1);
        assertNull(table(torus, new SourceFactory(), 1));
        assertNull(table(TestTopologies.hypercube(3), new ValiantFactory(), 2));
        // A tie at half an even ring drawn per packet, or split by the source's coordinate.
        assertNull(table(torus, new DimensionOrderFactory("xy", true), 2));
        assertNull(table(torus, new DimensionOrderFactory("xy", true, RingTie.BALANCED), 2));
        assertNull(table(torus, new ShortestPathFactory(RingTie.RANDOM), 1));
    }

    @Test
    void aTableLargerThanTheLimitIsNotMade() {
        // (1,024 switch rows + 1,024 host rows) x 1,024 destinations = 2 M entries, above the limit of 256 K.
        assertTrue(2048L * 1024 > RouteTable.MAX_ENTRIES);
        assertNull(table(TestTopologies.hypercube(10), new DimensionOrderFactory(), 1));
        // 256 rows of each x 256 destinations = 128 K entries: made.
        assertNotNull(table(TestTopologies.grid(16, 16, false, 1), new DimensionOrderFactory("xy", false), 1));
    }

    private static RouteTable table(Topology t, RoutingFactory f, int vcs) {
        assertTrue(f.supports(t).isEmpty(), () -> f.supports(t).orElse(""));
        return RouteTable.build(state(t, vcs), f.create(t, vcs));
    }

    private static FlatState state(Topology t, int vcs) {
        return new FlatState(t, NetworkConfig.defaults().withVirtualChannels(vcs));
    }

    private static void check(Topology t, RoutingFactory f, int vcs) {
        FlatState s = state(t, vcs);
        RoutingAlgorithm routing = f.create(t, vcs);
        RouteTable table = RouteTable.build(s, routing);
        assertNotNull(table, t + " " + f.getClass().getSimpleName());
        int[] sources = {t.hostNode(0), t.hostNode(t.hostCount() / 2), t.hostNode(t.hostCount() - 1)};
        int compared = 0;
        for (int d = 0; d < t.hostCount(); d++) {
            compared += checkLanes(s, routing, table, t.hostNode(d), sources);
            compared += checkHosts(t, routing, table, t.hostNode(d));
        }
        assertTrue(compared >= t.hostCount() * t.hostCount(), "compared " + compared);
    }

    /** Every input lane of every switch, for packets to {@code destination} from each source, after 1 and 3 hops. */
    private static int checkLanes(FlatState s, RoutingAlgorithm routing, RouteTable table, int destination, int[] sources) {
        ProbePacket probe = new ProbePacket();
        RouteCandidates expected = new RouteCandidates();
        int compared = 0;
        for (int c = 0; c < s.channels; c++) {
            if (s.sinkHost[c] >= 0) {
                continue;
            }
            int sw = s.chanTarget[c];
            int port = s.chanTargetPort[c];
            for (int v = 0; v < s.vcs; v++) {
                for (int source : sources) {
                    for (int hops = 1; hops <= 3; hops += 2) {
                        probe.reset(source, destination);
                        probe.setHopsTaken(hops);
                        expected.clear();
                        routing.route(sw, port, v, probe, expected);
                        assertEquals(expected.toString(), table.atLane(c * s.vcs + v, destination).toString(),
                                "switch " + sw + " port " + port + " to " + destination);
                        compared++;
                    }
                }
            }
        }
        return compared;
    }

    private static int checkHosts(Topology t, RoutingAlgorithm routing, RouteTable table, int destination) {
        ProbePacket probe = new ProbePacket();
        RouteCandidates expected = new RouteCandidates();
        for (int h = 0; h < t.hostCount(); h++) {
            probe.reset(t.hostNode(h), destination);
            expected.clear();
            routing.route(t.hostNode(h), -1, -1, probe, expected);
            assertEquals(expected.toString(), table.atHost(h, destination).toString(), "host " + h);
        }
        return t.hostCount();
    }
}
