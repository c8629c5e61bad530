package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.flitlab.topology.Topology;
import org.flitlab.traffic.BernoulliArrivals;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/** The source queue under Bernoulli arrivals against the discrete-time Geo/D/1 queue, derived by hand. */
class BernoulliQueueTest {
    /**
     * As in {@code EngineTimingTest}'s M/D/1 derivation, with X in {0, 1} (P(X = 1) = p, at most one packet a
     * tick): U' = max(U + P X - 1, 0), Y = P X - 1, and stationarity of U'^2 = (U + Y)^2 - I{U + Y = -1} gives
     * E[U] = (E[Y^2] - (1 - rho)) / (2 (1 - rho)) with E[Y^2] = P rho - 2 rho + 1, so
     * E[U] = rho (P - 1) / (2 (1 - rho)). No packet shares its tick, so there is no batch term: the mean wait is
     * rho (P - 1) / (2 (1 - rho)), below Poisson's rho P / (2 (1 - rho)) by rho / (2 (1 - rho)).
     */
    @Test
    void sourceQueueWaitIsTheGeoD1Value() {
        int len = 10;
        for (double rho : new double[] {0.3, 0.6}) {
            Topology t = ChainFixture.chain(2, 1);
            double p = rho / len;
            Workload w = new Workload(h -> new BernoulliArrivals(p), ChainFixture.fixed(len), ChainFixture.leftToRight(), rho);
            Network n = new Network(t, NetworkConfig.defaults(), ChainFixture.chainRouting(t, 1), ChainFixture.firstFree(), w, 5);
            n.advance(20_000);
            n.setMeasuring(true);
            n.advance(1_500_000);
            n.checkConservation();
            double geoD1 = rho * (len - 1) / (2 * (1 - rho));
            double poisson = rho * len / (2 * (1 - rho));
            double measured = n.recorder().sourceQueueing.mean();
            assertEquals(geoD1, measured, 0.04 * geoD1, "rho " + rho + " over " + n.recorder().measuredDelivered()
                    + " packets (Poisson would give " + poisson + ")");
        }
    }
}
