package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.routing.source.SourceFactory;
import org.flitlab.topology.Topology;
import org.flitlab.topology.torus.TorusTopology;
import org.flitlab.traffic.ExponentialSize;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.UniformDistancePattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/**
 * Hu &amp; Kleinrock's timeout with backward reset on their Myrinet torus: 8-port switches with 4 hosts each,
 * 80-flit buffers with STOP/GO at 27/43 flits of free space, 10-tick links, source routing over all shortest
 * paths, uniform-distance destinations, exponential worms.
 */
class TimeoutTest {
    /** The study's network and traffic; returns the network after {@code ticks}. */
    static Network myrinet(int radix, NetworkConfig cfg, double load, double meanFlits, long seed) {
        Topology t = TorusTopology.build(new TorusTopology.Params(radix, radix, 4, 10, 8, 0));
        ExponentialSize size = new ExponentialSize(meanFlits);
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(load, size), size,
                new UniformDistancePattern().create(t), load);
        return new Network(t, cfg, new SourceFactory().create(t, 1), new RandomIdleSelection(), w, seed);
    }

    /** 80-flit buffers; STOP when free space falls below 27 (occupancy above 53), GO at 43 free (occupancy 37). */
    static NetworkConfig myrinetConfig() {
        return NetworkConfig.defaults().withBufferFlits(80).withStopGo(53, 37).withDeadlockTimeoutTicks(20_000);
    }

    /** Accepted flits per tick over the whole network between {@code warm} and {@code end}. */
    static double throughput(Network net, long warm, long end) {
        net.advance(warm);
        long before = net.recorder().deliveredFlits();
        net.setMeasuring(true);
        net.advance(end);
        net.checkConservation();
        return (net.recorder().deliveredFlits() - before) / (double) (end - warm);
    }

    @Test
    void shortTimeoutsRaiseThroughputAtHighLoadOnTheThreeByThreeTorus() {
        Network slow = myrinet(3, myrinetConfig().withRecovery(Recovery.timeout(3000)), 0.6, 100, 5);
        Network fast = myrinet(3, myrinetConfig().withRecovery(Recovery.timeout(100)), 0.6, 100, 5);
        double longTimeout = throughput(slow, 10_000, 50_000);
        double shortTimeout = throughput(fast, 10_000, 50_000);
        assertTrue(shortTimeout > 1.8 * longTimeout, "Figure 5 direction: timeout 100 gives " + shortTimeout
                + " flits/tick, timeout 3000 gives " + longTimeout);
        assertTrue(fast.recorder().timeouts() > slow.recorder().timeouts());
        assertEquals(fast.recorder().timeouts(), fast.recorder().retransmissions(), "without deflection every timeout is a retransmission");
        assertTrue(!fast.isDeadlocked() && !slow.isDeadlocked());
    }

    @Test
    void withoutTimeoutsSourceRoutedTorusDeadlocksAndTimeoutsRecover() {
        Network plain = myrinet(3, myrinetConfig().withDeadlockTimeoutTicks(2000), 0.6, 100, 5);
        plain.advance(60_000);
        assertTrue(plain.isDeadlocked(), "shortest-path source routes on a torus form cycles");
        Network timed = myrinet(3, myrinetConfig().withDeadlockTimeoutTicks(2000).withRecovery(Recovery.timeout(200)), 0.6, 100, 5);
        timed.advance(60_000);
        assertTrue(!timed.isDeadlocked(), "a timeout tears down a worm of every cycle");
        timed.checkConservation();
    }

    @Test
    void aTimedOutWormIsDeliveredOnceWithItsOriginalGenerationTime() {
        Network n = myrinet(3, myrinetConfig().withRecovery(Recovery.timeout(50)), 0.4, 100, 9);
        n.setMeasuring(true);
        n.advance(20_000);
        n.setMeasuring(false);
        n.advance(400_000);
        assertTrue(n.recorder().retransmissions() > 0);
        assertEquals(n.recorder().measuredGenerated(), n.recorder().measuredDelivered(),
                "every measured packet is delivered (a second delivery would throw)");
        assertTrue(n.recorder().deliveryLatency().max() > 50, "latency runs from the first generation, across retries");
        Conservation c = n.checkConservation();
        assertTrue(c.retransmittedFlits() > 0 && c.purgedFlits() > 0, c.toString());
    }

    @Test
    void recoveryParametersAreValidated() {
        assertThrows(IllegalArgumentException.class, () -> new Recovery(-1, false, 0, false));
        assertThrows(IllegalArgumentException.class, () -> new Recovery(0, true, 0, false));
        assertThrows(IllegalArgumentException.class, () -> new Recovery(10, false, 0, true));
    }
}
