package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.flitlab.control.EndToEndPlan;
import org.flitlab.control.RequestResponseParams;
import org.flitlab.network.NetworkConfig;
import org.flitlab.stats.EndToEndStats;
import org.flitlab.stats.RunResult;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.junit.jupiter.api.Test;

/**
 * ServerNet's request processing at the destination device (Shurbanov et al. 3: "request-processing delays",
 * "queueing delays at the end devices"): a destination handles its requests one at a time, each for
 * {@code processingTicks}, and answers when it is done.
 */
class ServerNetProcessingTest {
    private static final int PROCESSING = 300;
    private static final int HOSTS = 4;
    private static final int RESPONSE_BYTES = 8 * EndToEndSimulationTest.FLIT_BYTES;

    private static RunResult run(double load, EndToEndPlan plan) {
        Topology line = MeshTopology.build(new MeshTopology.Params(HOSTS, 1, 1, 1, 0, 0));
        return EndToEndSimulationTest.run(line, NetworkConfig.defaults().withBufferFlits(8), load, 32, plan,
                RunControl.quick(20_000, 2_000));
    }

    @Test
    void onAnIdleNetworkTheProcessingAddsItselfToTheRoundTrip() {
        EndToEndStats none = run(0.001, new RequestResponseParams(RESPONSE_BYTES, 4)).endToEnd();
        EndToEndStats busy = run(0.001, new RequestResponseParams(RESPONSE_BYTES, 4, 0, PROCESSING)).endToEnd();
        assertEquals(PROCESSING, busy.roundTrip().mean() - none.roundTrip().mean(), 3.0,
                "a request that finds its destination idle is answered exactly the processing time later");
        assertEquals(PROCESSING, busy.roundTrip().min() - none.roundTrip().min(), 0.5);
    }

    @Test
    void pastSaturationEachDeviceAnswersAtMostOneRequestPerProcessingTime() {
        // One device answers one request per PROCESSING ticks at most, so all of them at most HOSTS / PROCESSING per
        // tick; past saturation with 16 requests outstanding among 4 devices they are nearly always busy.
        RunResult r = run(1.0, new RequestResponseParams(RESPONSE_BYTES, 4, 0, PROCESSING));
        double perTick = r.endToEnd().roundTrip().count() / (double) r.measureTicks();
        double bound = HOSTS / (double) PROCESSING;
        assertTrue(perTick <= bound * 1.01, perTick + " responses per tick, above the devices' " + bound);
        assertTrue(perTick >= bound * 0.7, perTick + " responses per tick: the devices are idle too often");
        assertTrue(r.endToEnd().roundTrip().mean() >= PROCESSING, "every round trip includes its processing");
    }

    @Test
    void pipelinedProcessingAlsoAddsExactlyItselfOnAnIdleNetwork() {
        EndToEndStats none = run(0.001, new RequestResponseParams(RESPONSE_BYTES, 4)).endToEnd();
        EndToEndStats piped = run(0.001, new RequestResponseParams(RESPONSE_BYTES, 4, 0, PROCESSING, true)).endToEnd();
        assertEquals(PROCESSING, piped.roundTrip().min() - none.roundTrip().min(), 0.5);
        assertEquals(PROCESSING, piped.roundTrip().mean() - none.roundTrip().mean(), 3.0);
    }

    @Test
    void pipelinedDevicesAreNoBottleneckAndTheWindowSetsTheRate() {
        // No device queue: every round trip lasts at least PROCESSING, so with a window of 4 per source the hosts
        // complete at most 4 HOSTS / PROCESSING round trips per tick, four times what one-at-a-time devices allow,
        // and Little's law ties the rate to the outstanding requests and the mean round trip.
        RunResult r = run(1.0, new RequestResponseParams(RESPONSE_BYTES, 4, 0, PROCESSING, true));
        EndToEndStats e = r.endToEnd();
        double perTick = e.roundTrip().count() / (double) r.measureTicks();
        double oneAtATime = HOSTS / (double) PROCESSING;
        assertTrue(perTick > 2 * oneAtATime, perTick + " responses per tick: the devices still queue");
        assertTrue(perTick <= 4 * oneAtATime * 1.01, perTick + " responses per tick, above the window's bound");
        assertTrue(e.roundTrip().min() >= PROCESSING, "every round trip includes its processing");
        assertEquals(HOSTS * e.meanOutstanding(), perTick * e.roundTrip().mean(), 0.05 * HOSTS * e.meanOutstanding(),
                "Little's law: outstanding requests = completion rate x mean round trip");
    }

    @Test
    void aNegativeProcessingTimeIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new RequestResponseParams(RESPONSE_BYTES, 4, 0, -1));
        assertEquals("processingTicks is -1; it must be at least 0 ticks", e.getMessage());
    }
}
