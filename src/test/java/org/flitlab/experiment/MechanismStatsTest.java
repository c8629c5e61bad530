package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.flitlab.network.Network;
import org.flitlab.network.NetworkConfig;
import org.flitlab.network.Recovery;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.routing.source.SourceFactory;
import org.flitlab.stats.MechanismStats;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.flitlab.topology.Topology;
import org.flitlab.topology.torus.TorusTopology;
import org.flitlab.traffic.ExponentialSize;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.SizeDistribution;
import org.flitlab.traffic.UniformDistancePattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/** A run's result carries what timeouts and host deflection did (Hu &amp; Kleinrock), as plain values. */
class MechanismStatsTest {
    private static RunResult run(Recovery recovery) {
        return run(recovery, new ExponentialSize(50));
    }

    private static RunResult run(Recovery recovery, SizeDistribution size) {
        Topology t = TorusTopology.build(new TorusTopology.Params(3, 3, 4, 10, 8, 0));
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(0.3, size), size, new UniformDistancePattern().create(t), 0.3);
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(80).withStopGo(53, 37).withRecovery(recovery);
        Network net = new Network(t, cfg, new SourceFactory().create(t, 1), new RandomIdleSelection(), w, 7);
        return new SimulationRun(net, RunControl.quick(5_000, 3_000), 7).run(SimulationListener.NONE, () -> false);
    }

    @Test
    void timeoutRunReportsTimeoutsRetransmissionsAndSuccessProbability() {
        RunResult r = run(Recovery.timeout(60));
        assertEquals(RunStatus.COMPLETED, r.status(), r.message());
        MechanismStats m = r.mechanisms();
        assertTrue(m.timeouts() > 0 && m.timeouts() == m.retransmissions(), m.toString());
        assertTrue(m.timeoutProbability() > 0 && m.timeoutProbability() < 1);
        // P_S = (1 - P_T)^h, h the switches on a path (links crossed minus one); timeouts are not uniform over
        // switches, so the product form is only the study's approximation.
        double predicted = m.predictedSuccessProbability(r.meanHops() - 1);
        assertEquals(m.successProbability(), predicted, 0.15, "measured P_S against (1 - P_T)^h");
        assertEquals(0, m.deflections());
    }

    @Test
    void deflectionRunReportsHostBufferOccupancy() {
        // Fixed 40-flit packets: a host stores and sends back whole worms, so what it holds is a multiple of 40.
        int length = 40;
        RunResult r = run(Recovery.hostDeflection(60, 1, false), new FixedSize(length));
        MechanismStats m = r.mechanisms();
        assertTrue(m.deflections() > 0, m.toString());
        assertTrue(m.hostBufferPeakFlits() >= length, "a deflected worm is held whole: " + m);
        assertEquals(0, m.hostBufferPeakFlits() % length, "whole worms only: " + m);
        // The mean over all 36 hosts together can be no more than every host at the one-host peak at once.
        assertTrue(m.meanHostBufferFlits() > 0 && m.meanHostBufferFlits() <= 36.0 * m.hostBufferPeakFlits(), m.toString());
    }

    @Test
    void plainRunReportsNothing() {
        MechanismStats m = run(Recovery.OFF).mechanisms();
        assertEquals(0, m.timeouts() + m.retransmissions() + m.deflections() + m.purgedFlits() + m.droppedFlits());
    }
}
