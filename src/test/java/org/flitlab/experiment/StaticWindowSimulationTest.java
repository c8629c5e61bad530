package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.flitlab.control.StaticWindowParams;
import org.flitlab.control.WindowScope;
import org.flitlab.network.NetworkConfig;
import org.flitlab.stats.EndToEndStats;
import org.flitlab.stats.RunResult;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.traffic.ExplicitFlowsPattern;
import org.junit.jupiter.api.Test;

/**
 * A static window on the simulated network (model.md, End-to-end flow control): one host sends 8-flit packets to
 * a host 3 switches away faster than the window lets it, so the window alone sets the rate.
 */
class StaticWindowSimulationTest {

    private static RunResult run(int window, boolean ideal) {
        Topology line = MeshTopology.build(new MeshTopology.Params(4, 1, 1, 1, 0, 0));
        var flows = new ExplicitFlowsPattern(new ExplicitFlowsPattern.Params(List.of(new ExplicitFlowsPattern.Flow(0, 3, 1))));
        return EndToEndSimulationTest.run(line, NetworkConfig.defaults(), 2.0, 8, flows.create(line),
                new StaticWindowParams(window, WindowScope.PER_PAIR, 32, ideal), RunControl.quick(5_000, 2_000));
    }

    /** Data flits delivered per tick: one 8-flit packet per answered window slot. */
    private static double dataRate(RunResult r) {
        return 8.0 * r.endToEnd().roundTrip().count() / r.measureTicks();
    }

    @Test
    void aWindowOfOneHoldsOnePacketInFlightAndSendsOnePerRoundTrip() {
        EndToEndStats s = run(1, true).endToEnd();
        assertTrue(s.meanOutstanding() > 0.9 && s.meanOutstanding() <= 1.0, "outstanding " + s.meanOutstanding());
        assertEquals(0, s.acknowledgements(), "ideal acknowledgements use no packets");
        // head: 5 links and 4 switches of one tick; tail 7 flits behind it
        assertEquals(5 + 4 + 8, s.roundTrip().mean(), 1.0, "an ideal acknowledgement arrives with the tail");
    }

    @Test
    void realAcknowledgementsAddTheirTripToTheRoundTripAndCostThroughput() {
        RunResult ideal = run(1, true);
        RunResult real = run(1, false);
        double extra = real.endToEnd().roundTrip().mean() - ideal.endToEnd().roundTrip().mean();
        assertEquals(5 + 4 + 2, extra, 1.5, "a 2-flit acknowledgement crosses 5 links and 4 switches");
        assertTrue(real.endToEnd().acknowledgements() >= real.endToEnd().roundTrip().count());
        assertTrue(dataRate(real) < dataRate(ideal));
    }

    @Test
    void aWindowCoveringTheRoundTripRunsAtLinkRate() {
        RunResult one = run(1, false);
        RunResult four = run(4, false);
        assertEquals(8.0 / one.endToEnd().roundTrip().mean(), dataRate(one), 0.02, "window 1: one packet per round trip");
        assertTrue(dataRate(four) > 0.9, "four packets of 8 flits cover the ~28-tick round trip: " + dataRate(four));
    }
}
