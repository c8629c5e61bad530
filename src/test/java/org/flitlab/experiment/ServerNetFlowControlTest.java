package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.flitlab.control.AlternatingWindowParams;
import org.flitlab.control.EndToEndPlan;
import org.flitlab.control.PacketPairParams;
import org.flitlab.control.RequestResponseParams;
import org.flitlab.network.NetworkConfig;
import org.flitlab.stats.EndToEndStats;
import org.flitlab.stats.RunResult;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.junit.jupiter.api.Test;

/**
 * Request/response flow control past saturation (Shurbanov et al., Sections 2-3): 16 hosts on a 4 x 4 mesh offer
 * a full link of 32-flit requests, each answered by a 32-flit response, under a window of 4 outstanding requests.
 */
class ServerNetFlowControlTest {
    private static final int RESPONSE_BYTES = 32 * EndToEndSimulationTest.FLIT_BYTES;

    /** Runs are deterministic, so tests share them. */
    private static final Map<EndToEndPlan, RunResult> RUNS = new ConcurrentHashMap<>();

    private static RunResult run(EndToEndPlan plan) {
        return RUNS.computeIfAbsent(plan, ServerNetFlowControlTest::simulate);
    }

    private static RunResult simulate(EndToEndPlan plan) {
        Topology mesh = MeshTopology.build(new MeshTopology.Params(4, 4, 1, 1, 0, 0));
        return EndToEndSimulationTest.run(mesh, NetworkConfig.defaults().withBufferFlits(8), 1.0, 32, plan,
                RunControl.quick(20_000, 5_000));
    }

    /** Responses received per tick over the measurement window. */
    private static double responseRate(RunResult r) {
        return r.endToEnd().roundTrip().count() / (double) r.measureTicks();
    }

    @Test
    void everyRequestIsAnsweredAndNoSourceExceedsItsWindow() {
        RunResult sw = run(new RequestResponseParams(RESPONSE_BYTES, 4));
        EndToEndStats s = sw.endToEnd();
        assertEquals("request-response", s.scheme());
        assertTrue(s.meanOutstanding() > 3 && s.meanOutstanding() <= 4, "past saturation SW keeps its window nearly full: " + s.meanOutstanding());
        assertTrue(s.requestToResponse().mean() > 10 * s.roundTrip().mean(),
                "requests queue at the source, so request-to-response far exceeds the round trip: " + s.requestToResponse().mean());
        assertTrue(s.acknowledgements() >= s.roundTrip().count(), "a response packet for every answered request");
    }

    @Test
    void alternatingWindowKeepsTheThroughputOfTheStaticWindowAtALowerRoundTrip() {
        RunResult sw = run(new RequestResponseParams(RESPONSE_BYTES, 4));
        RunResult asw = run(new AlternatingWindowParams(RESPONSE_BYTES, 4, 0));
        assertTrue(responseRate(asw) >= 0.9 * responseRate(sw), "ASW " + responseRate(asw) + " vs SW " + responseRate(sw));
        assertTrue(asw.endToEnd().roundTrip().mean() < 0.8 * sw.endToEnd().roundTrip().mean(),
                "ASW RTT " + asw.endToEnd().roundTrip().mean() + " vs SW " + sw.endToEnd().roundTrip().mean());
        assertTrue(asw.endToEnd().meanOutstanding() < sw.endToEnd().meanOutstanding(), "ASW drains to LWM 0 before sending again");
    }

    @Test
    void packetPairWithASmallDeltaLowersRoundTripAndThroughput() {
        RunResult small = run(new PacketPairParams(RESPONSE_BYTES, 4, 3, 8, 16, false));
        RunResult large = run(new PacketPairParams(RESPONSE_BYTES, 4, 400, 8, 16, false));
        assertTrue(responseRate(small) < responseRate(large), responseRate(small) + " vs " + responseRate(large));
        assertTrue(small.endToEnd().roundTrip().mean() < 0.6 * large.endToEnd().roundTrip().mean(),
                small.endToEnd().roundTrip().mean() + " vs " + large.endToEnd().roundTrip().mean());
        EndToEndStats s = small.endToEnd();
        assertTrue(s.interRequestDelay().mean() > large.endToEnd().interRequestDelay().mean(),
                "a smaller delta means fewer wins, hence a longer inter-request delay");
        assertTrue(Math.abs(s.wins().mean() - 4) < 1, "Table 1: wins settle near h/2 = 4, the equilibrium: " + s.wins().mean());
        assertTrue(s.wins().max() <= 8 && s.wins().min() >= 0);
    }

    @Test
    void packetPairWithAZeroStepIsTheStaticWindowButStillCountsItsWins() {
        // The ServerNet win-probability probe's instrument: with step 0 the inter-request delay stays 0, so SPP is
        // SW 4, and its wins tally how often consecutive round trips from one destination differ by less than delta.
        RunResult sw = run(new RequestResponseParams(RESPONSE_BYTES, 4));
        RunResult zero = run(new PacketPairParams(RESPONSE_BYTES, 4, 3, 8, 0, false));
        assertEquals(sw.endToEnd().roundTrip().count(), zero.endToEnd().roundTrip().count());
        assertEquals(sw.endToEnd().roundTrip().mean(), zero.endToEnd().roundTrip().mean(), 1e-9);
        assertEquals(0, zero.endToEnd().interRequestDelay().max());
        assertTrue(zero.endToEnd().wins().count() > 0, "comparisons are still tallied");
        assertTrue(zero.endToEnd().wins().mean() < 4, "at SW's load fewer than half the RTT pairs are within delta 3 ticks, "
                + "which is why SPP with a step throttles: " + zero.endToEnd().wins().mean());
    }
}
