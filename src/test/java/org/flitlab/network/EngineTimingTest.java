package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.flitlab.topology.Topology;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/** Timing of the engine against numbers derived by hand on a chain of switches. */
class EngineTimingTest {
    private static Network chain(int switches, int len, NetworkConfig cfg, double load, long seed) {
        Topology t = ChainFixture.chain(switches, 1);
        Workload w = new Workload(h -> new PoissonArrivals(load / len), ChainFixture.fixed(len), ChainFixture.leftToRight(), load);
        return new Network(t, cfg, ChainFixture.chainRouting(t, cfg.virtualChannels()), ChainFixture.firstFree(), w, seed);
    }

    @Test
    void storeAndForwardAddsHopsTimesPacketLengthLessTheHeadFlit() {
        int switches = 5;
        int len = 12;
        Network ct = chain(switches, len, NetworkConfig.defaults().withBufferFlits(16), 0.001, 3);
        Network sf = chain(switches, len, NetworkConfig.defaults().withBufferFlits(16).withSwitching(Switching.STORE_AND_FORWARD), 0.001, 3);
        for (Network n : new Network[] {ct, sf}) {
            n.setMeasuring(true);
            n.advance(400_000);
            n.checkConservation();
        }
        double diff = sf.recorder().deliveryLatency().mean() - ct.recorder().deliveryLatency().mean();
        // Each switch waits for the tail before forwarding: (len - 1) more ticks than cut-through, whose head
        // flit has already arrived (see docs/model.md on AN1's "hops x packet length").
        assertEquals(switches * (len - 1), diff, 0.01 * switches * len);
        assertTrue(ct.recorder().measuredDelivered() > 20);
    }

    /**
     * The source queue is a discrete-time queue: X ~ Poisson(lambda) packets arrive at each tick boundary, each
     * needs P ticks of the link. Let U be the unfinished work (ticks) just before a boundary; then
     * U' = max(U + P X - 1, 0). Writing Y = P X - 1 and squaring U' = U + Y + I{U + Y = -1}, stationarity gives
     * E[U] = (P^2 lambda - rho (1 - rho)) / (2 (1 - rho)) = rho P / (2 (1 - rho)) - rho / 2, with rho = lambda P.
     * A packet also waits for the others of its batch ahead of it: P E[X(X-1)] / (2 E[X]) = rho / 2. So the mean
     * wait is exactly rho P / (2 (1 - rho)), the continuous M/D/1 value.
     */
    @Test
    void singlePathMatchesMd1WaitingTime() {
        int len = 10;
        for (double rho : new double[] {0.3, 0.6, 0.8}) {
            Network n = chain(2, len, NetworkConfig.defaults(), rho, 11);
            n.advance(20_000);
            n.setMeasuring(true);
            n.advance(rho < 0.7 ? 1_500_000 : 4_000_000);
            n.checkConservation();
            double md1 = rho * len / (2 * (1 - rho));
            double measured = n.recorder().sourceQueueing().mean();
            assertEquals(md1, measured, 0.05 * md1, "rho " + rho + " over " + n.recorder().measuredDelivered() + " packets");
            double zeroLoad = 3 + 2 * 1 + len - 1;
            assertEquals(md1 + zeroLoad, n.recorder().deliveryLatency().mean(), 0.05 * md1 + 0.01 * zeroLoad);
        }
    }
}
