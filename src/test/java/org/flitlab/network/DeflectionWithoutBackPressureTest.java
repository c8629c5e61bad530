package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.routing.shortest.ShortestPathFactory;
import org.flitlab.topology.Topology;
import org.flitlab.topology.manhattan.ManhattanTopology;
import org.flitlab.traffic.ArrivalProcess;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.UniformPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/**
 * Bianco et al.'s links without back-pressure ({@link Deflection#withoutBackPressure()}) on a 4x4 Manhattan network
 * (10 m links, 4 ticks; one or three hosts per switch): 48-flit worms, 64-flit buffers, Poisson sources that stop at
 * tick {@value #STOP}, run until the network is empty.
 */
class DeflectionWithoutBackPressureTest {
    private static final int WORM = 48;
    private static final long STOP = 20_000;
    private static final long EMPTY = 200_000;

    private static Network run(Deflection deflection, double load, int hostsPerSwitch) {
        Topology t = ManhattanTopology.build(new ManhattanTopology.Params(4, 10, 640e6, 8, 2.0 / 3, 1, 0, hostsPerSwitch));
        FixedSize size = new FixedSize(WORM);
        Workload w = new Workload(h -> until(PoissonArrivals.forOfferedLoad(load, size)), size, new UniformPattern().create(t), load);
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(64).withDeadlockTimeoutTicks(3000).withDeflection(deflection);
        Network net = new Network(t, cfg, new ShortestPathFactory().create(t, 1), new RandomIdleSelection(), w, 7);
        net.setMeasuring(true);
        net.advance(STOP);
        net.checkConservation();
        net.advance(EMPTY);
        net.checkConservation();
        return net;
    }

    /** Channel-ticks in which a switch had a flit for a neighbour switch and did not send it. */
    private static long transitStalls(Network net) {
        long stalled = 0;
        for (OutputChannel oc : net.channels) {
            if (oc.node < net.switches.length && oc.vcs[0].downstream != null) {
                stalled += oc.stalledTicks;
            }
        }
        return stalled;
    }

    @Test
    void switchesNeverWaitAndNoBufferOverflows() {
        for (int hosts : new int[] {1, 3}) {
            Network credit = run(Deflection.on(), 0.8, hosts);
            assertTrue(transitStalls(credit) > 0, hosts + " hosts: with credits the credit round trip holds switches back");
            Network free = run(Deflection.on().withoutBackPressure(), 0.8, hosts);
            assertFalse(free.isDeadlocked());
            assertEquals(0, transitStalls(free), hosts + " hosts: without back-pressure a switch never waits for its neighbour");
            assertEquals(free.generatedPackets(), free.recorder().deliveredPackets(),
                    "the study's rules keep every buffer from overflowing (the engine would stop): every worm arrives, once");
        }
    }

    @Test
    void whereCreditsNeverStopALinkTheRunIsTheSame() {
        Network credit = run(Deflection.on(), 0.05, 1);
        assertEquals(0, transitStalls(credit), "light load: back-pressure never acts");
        Network free = run(Deflection.on().withoutBackPressure(), 0.05, 1);
        assertEquals(credit.recorder().deliveredPackets(), free.recorder().deliveredPackets());
        assertEquals(credit.recorder().routingDeflections(), free.recorder().routingDeflections());
        assertEquals(credit.recorder().packetLatency().mean(), free.recorder().packetLatency().mean());
    }

    /** The GUI's view of a switch-to-switch link without back-pressure: no credit count (not the uncountable stock). */
    @Test
    void theSnapshotShowsNoCreditsOnLinksWithoutBackPressure() {
        Network free = run(Deflection.on().withoutBackPressure(), 0.05, 1);
        VcView[][] without = free.snapshot().vcs();
        VcView[][] with = run(Deflection.on(), 0.05, 1).snapshot().vcs();
        for (OutputChannel oc : free.channels) {
            if (oc.node < free.switches.length && oc.vcs[0].downstream != null) {
                assertEquals(-1, without[oc.channel][0].credits(), "channel " + oc.channel);
                assertEquals(64, with[oc.channel][0].credits(), "empty network: every credit home");
            }
        }
    }

    @Test
    void linksWithoutBackPressureNeedDeflection() {
        assertThrows(IllegalArgumentException.class, () -> new Deflection(false, 0, false));
        assertTrue(Deflection.on().backPressure(), "credits by default");
    }

    /** The process until tick {@value #STOP}, then no more packets. */
    private static ArrivalProcess until(ArrivalProcess p) {
        return new ArrivalProcess() {
            @Override
            public long firstArrival(SplittableRandom random) {
                return cut(p.firstArrival(random));
            }

            @Override
            public long nextArrival(long now, SplittableRandom random) {
                return cut(p.nextArrival(now, random));
            }

            private long cut(long tick) {
                return tick >= STOP ? -1 : tick;
            }
        };
    }
}
