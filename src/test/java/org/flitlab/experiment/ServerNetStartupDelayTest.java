package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.flitlab.control.AlternatingWindowParams;
import org.flitlab.control.EndToEndPlan;
import org.flitlab.control.RequestResponseParams;
import org.flitlab.network.NetworkConfig;
import org.flitlab.stats.EndToEndStats;
import org.flitlab.stats.RunResult;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.junit.jupiter.api.Test;

/**
 * ServerNet's memory-to-interface start-up delay (Shurbanov et al. 3): an admitted request leaves its host
 * {@code startupTicks} later; the round trip runs from its leaving, the request-to-response time from its generation.
 */
class ServerNetStartupDelayTest {
    private static final int STARTUP = 100;
    private static final int RESPONSE_BYTES = 32 * EndToEndSimulationTest.FLIT_BYTES;

    private static RunResult run(double load, EndToEndPlan plan) {
        Topology line = MeshTopology.build(new MeshTopology.Params(4, 1, 1, 1, 0, 0));
        return EndToEndSimulationTest.run(line, NetworkConfig.defaults().withBufferFlits(8), load, 32, plan,
                RunControl.quick(20_000, 2_000));
    }

    @Test
    void onAnIdleNetworkTheStartUpAddsItselfToRequestToResponseAndNothingToTheRoundTrip() {
        EndToEndStats none = run(0.002, new RequestResponseParams(RESPONSE_BYTES, 4)).endToEnd();
        EndToEndStats startup = run(0.002, new RequestResponseParams(RESPONSE_BYTES, 4, STARTUP)).endToEnd();
        assertEquals(none.roundTrip().mean(), startup.roundTrip().mean(), 1.0,
                "the round trip starts when the request leaves its host");
        assertEquals(STARTUP, startup.requestToResponse().mean() - none.requestToResponse().mean(), 2.0,
                "a request that finds its host idle waits exactly the start-up before it leaves");
    }

    @Test
    void underAWindowOfOneEachSourceCompletesOneRequestPerStartUpPlusRoundTrip() {
        // Past saturation a window-1 source is admitted again the tick a response arrives, so its cycle is the
        // start-up plus one round trip (renewal): responses per tick per source = 1 / (startup + mean RTT).
        RunResult r = run(1.0, new AlternatingWindowParams(RESPONSE_BYTES, 1, 0, STARTUP));
        EndToEndStats s = r.endToEnd();
        double perSource = s.roundTrip().count() / (double) r.measureTicks() / 4;
        assertEquals(1.0 / (STARTUP + s.roundTrip().mean()), perSource, 0.03 / (STARTUP + s.roundTrip().mean()));
        assertEquals(s.roundTrip().mean() / (STARTUP + s.roundTrip().mean()), s.meanOutstanding(), 0.03,
                "a request counts as outstanding from leaving its host (Little's law over the cycle)");
    }

    @Test
    void aNegativeStartUpIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new RequestResponseParams(RESPONSE_BYTES, 4, -1));
        assertEquals("startupTicks is -1; it must be at least 0 ticks", e.getMessage());
    }
}
