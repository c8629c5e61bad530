package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.flitlab.control.EndToEndPlan;
import org.flitlab.control.TcpRenoParams;
import org.flitlab.network.Network;
import org.flitlab.network.NetworkConfig;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.selection.RandomIdleSelection;

import org.flitlab.stats.EndToEndStats;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.traffic.DestinationPattern;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.UniformPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/** TCP Reno over the simulated network (Bianco et al.): goodput on an idle network, with a window of one, and shared. */
class EndToEndSimulationTest {
    /** 16-byte flits: a 9140 + 40 byte segment is 574 flits, of which 571.25 are payload; an ACK is 3 flits. */
    static final int FLIT_BYTES = 16;

    /** Runs Poisson traffic of fixed-size packets, uniform over hosts, with dimension-order routing and {@code plan}. */
    static RunResult run(Topology t, NetworkConfig cfg, double load, int sizeFlits, EndToEndPlan plan, RunControl control) {
        return run(t, cfg, load, sizeFlits, new UniformPattern().create(t), plan, control);
    }

    static RunResult run(Topology t, NetworkConfig cfg, double load, int sizeFlits, DestinationPattern pattern,
                         EndToEndPlan plan, RunControl control) {
        FixedSize size = new FixedSize(sizeFlits);
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(load, size), size, pattern, load);
        Network net = new Network(t, cfg, new DimensionOrderFactory("xy", false).create(t, cfg.virtualChannels()), new RandomIdleSelection(), w, 7);
        net.setEndToEnd(plan.newControl(FLIT_BYTES, w.destinations(), new SplittableRandom(11)));
        RunResult r = new SimulationRun(net, control, 7).run(SimulationListener.NONE, () -> false);
        assertEquals(RunStatus.COMPLETED, r.status(), r.message());
        return r;
    }

    private static EndToEndStats tcp(int window, int linkDelay) {
        Topology line = MeshTopology.build(new MeshTopology.Params(4, 1, 1, linkDelay, 0, 0));
        TcpRenoParams p = new TcpRenoParams(9140, 40, window, 16, 1_000_000, List.of(new TcpRenoParams.Flow(0, 3)));
        // buffers that cover the credit round trip, so that long links still run at 1 flit/tick
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(2 * linkDelay + 16);
        return run(line, cfg, 0, 8, p, RunControl.quick(20_000, 400)).endToEnd();
    }

    @Test
    void aSingleFlowOnAnIdleNetworkReachesLinkSpeedLessTheHeaders() {
        EndToEndStats s = tcp(5, 1);
        assertEquals("tcp-reno", s.scheme());
        assertEquals(571.25 / 574, s.goodput()[0], 0.01, "payload share of a segment's flits");
        assertEquals(0, s.retransmissions(), "no worm is dropped, so nothing is sent again");
        assertEquals(0, s.timeouts());
        assertEquals(1.0, s.efficiency()[0], 0.02);
    }

    @Test
    void aWindowOfOneCarriesOneSegmentPerRoundTrip() {
        int d = 100;
        EndToEndStats s = tcp(1, d);
        // 5 links each way (host, 3 switch links, host) of d ticks, 4 switches of 1 tick, then the 574-flit segment
        // and the 3-flit ACK behind their heads.
        double roundTrip = 2 * (5 * d + 4) + 574 + 3;
        assertTrue(s.goodput()[0] <= 571.25 / roundTrip * 1.01, "at most one segment per round trip: " + s.goodput()[0]);
        assertEquals(571.25 / roundTrip, s.goodput()[0], 0.05 * 571.25 / roundTrip);
        assertTrue(s.goodput()[0] < 0.5 * tcp(5, d).goodput()[0], "a larger window fills the long pipe");
    }

    @Test
    void twoFlowsIntoOneHostShareItsLinkAndReportTheirFairness() {
        Topology line = MeshTopology.build(new MeshTopology.Params(4, 1, 1, 1, 0, 0));
        TcpRenoParams p = new TcpRenoParams(9140, 40, 5, 16, 1_000_000,
                List.of(new TcpRenoParams.Flow(0, 3), new TcpRenoParams.Flow(1, 3)));
        EndToEndStats s = run(line, NetworkConfig.defaults(), 0, 8, p, RunControl.quick(20_000, 800)).endToEnd();
        double[] g = s.goodput();
        assertEquals(2, g.length);
        assertEquals(571.25 / 574, g[0] + g[1], 0.02, "together they fill host 3's link with payload: " + g[0] + " + " + g[1]);
        double jain = (g[0] + g[1]) * (g[0] + g[1]) / (2 * (g[0] * g[0] + g[1] * g[1]));
        assertEquals(jain, s.goodputFairness(), 1e-12);
        assertEquals(0, s.retransmissions(), "back-pressure, not loss, shares the link: nothing is dropped");
    }
}
