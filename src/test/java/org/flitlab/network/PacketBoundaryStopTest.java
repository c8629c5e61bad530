package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.flitlab.routing.SelectionPolicy;
import org.flitlab.routing.selection.LeastRecentlyStoppedSelection;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.routing.shortest.ShortestPathFactory;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.Topology;
import org.flitlab.topology.TopologyBuilder;
import org.flitlab.traffic.ExplicitFlowsPattern;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/**
 * AN1 section 3.5, Figure 12: b at switch 0 sends to B at switch 2 over 0-1-2 or 0-3-2; a1 and a2 at switch 1
 * send to A at switch 2 over link (1,2). Random choice sends half of b's packets into switch 1, where link
 * (1,2) gives it a third, so plain stop/go stops b's input mid-packet and b gets 2/3; stop on packet boundary
 * lets b route round the stopped link; least-recently-stopped routes all of b over switch 3.
 */
class PacketBoundaryStopTest {
    private static final double A_LOAD = 0.45;
    private static final double B_LOAD = 0.9;

    /** Throughput delivered to each host index over a long window, in flits per tick. */
    private static double[] run(NetworkConfig cfg, SelectionPolicy selection) {
        TopologyBuilder b = new TopologyBuilder("figure-12");
        int[] s = new int[4];
        for (int i = 0; i < 4; i++) {
            s[i] = b.addSwitch("s" + i, 12);
        }
        int hb = b.addHost("b", HostRole.CLIENT);
        int a1 = b.addHost("a1", HostRole.CLIENT);
        int a2 = b.addHost("a2", HostRole.CLIENT);
        int ha = b.addHost("A", HostRole.SERVER);
        int hB = b.addHost("B", HostRole.SERVER);
        b.connect(hb, s[0]).connect(a1, s[1]).connect(a2, s[1]).connect(ha, s[2]).connect(hB, s[2]);
        b.connect(s[0], s[1]).connect(s[0], s[3]).connect(s[1], s[2]).connect(s[3], s[2]);
        Topology t = b.build();
        int ib = index(t, "b");
        int ia1 = index(t, "a1");
        int ia2 = index(t, "a2");
        int iA = index(t, "A");
        int iB = index(t, "B");
        FixedSize size = new FixedSize(20);
        var flows = new ExplicitFlowsPattern(new ExplicitFlowsPattern.Params(List.of(
                new ExplicitFlowsPattern.Flow(ib, iB), new ExplicitFlowsPattern.Flow(ia1, iA), new ExplicitFlowsPattern.Flow(ia2, iA))));
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(h == ib ? B_LOAD : A_LOAD, size), size, flows.create(t), Double.NaN);
        Network net = new Network(t, cfg, new ShortestPathFactory().create(t, 1), selection, w, 12);
        long warm = 5_000;
        long window = 60_000;
        net.advance(warm);
        long[] before = new long[t.hostCount()];
        for (int h = 0; h < before.length; h++) {
            before[h] = net.deliveredFlits(h);
        }
        net.advance(warm + window);
        net.checkConservation();
        return new double[] {(net.deliveredFlits(iB) - before[iB]) / (double) window,
                (net.deliveredFlits(iA) - before[iA]) / (double) window};
    }

    private static int index(Topology t, String name) {
        for (int h = 0; h < t.hostCount(); h++) {
            if (t.node(t.hostNode(h)).name().equals(name)) {
                return h;
            }
        }
        throw new AssertionError(name);
    }

    /** AN1: start/stop at half-full / half-empty of a buffer larger than a packet. */
    private static NetworkConfig plain() {
        return NetworkConfig.defaults().withBufferFlits(64).withStopGo(32, 16);
    }

    @Test
    void plainStopGoLimitsSourceBToTwoThirdsOfALink() {
        double[] r = run(plain(), new RandomIdleSelection());
        assertEquals(2.0 / 3, r[0], 0.05, "b gets 2/3 of a link; a1 and a2 together " + r[1]);
        assertEquals(2.0 / 3, r[1], 0.06, "a1 and a2 get a third of link (1,2) each");
    }

    @Test
    void stopOnPacketBoundaryLetsSourceBSendItsWholeLoad() {
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(64).withStopGo(60, 16).withPacketBoundaryStop(32);
        double[] r = run(cfg, new RandomIdleSelection());
        assertEquals(B_LOAD, r[0], 0.03, "b sends all it offers; a1 and a2 together get " + r[1]);
    }

    @Test
    void leastRecentlyStoppedGivesEverySourceItsFullLoad() {
        double[] r = run(plain(), new LeastRecentlyStoppedSelection());
        assertEquals(B_LOAD, r[0], 0.03, "b");
        assertEquals(2 * A_LOAD, r[1], 0.03, "a1 and a2");
    }

    @Test
    void readyMarkOutsideTheStopGoMarksIsRefused() {
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(64).withStopGo(40, 16).withPacketBoundaryStop(40);
        List<String> problems = cfg.problems(1, 20);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("readyMark is 40"), problems.get(0));
        assertThrows(IllegalArgumentException.class, () -> NetworkConfig.defaults().withPacketBoundaryStop(4).problems(1, 1).forEach(p -> {
            throw new IllegalArgumentException(p);
        }));
    }
}
