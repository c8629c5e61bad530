package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.flitlab.routing.RoutingFactory;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.selection.RoundRobinSelection;
import org.flitlab.routing.updown.UpDownFactory;
import org.flitlab.topology.Topology;
import org.flitlab.topology.hypercube.HypercubeTopology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.topology.torus.TorusTopology;
import org.flitlab.traffic.ArrivalProcess;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.UniformPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/**
 * BookSim's router on random small networks with deadlock-free dimension-order routing, random stage delays, VCs,
 * buffers, link delays, tail-credit waits and loads up to overload: no buffer overflows (the engine checks every
 * landing), flits are conserved, the network never deadlocks, once the sources stop every packet is delivered, and
 * no channel counts more transmitting and stalled ticks than ticks.
 */
class PipelinedRouterSoakTest {
    @Test
    void randomNetworksConserveFlitsAndDrain() {
        SplittableRandom rnd = new SplittableRandom(15);
        long stalls = 0;
        for (int i = 0; i < 40; i++) {
            Topology t = randomTopology(rnd);
            RoutingFactory rf = new DimensionOrderFactory("xy", true);
            if (rf.supports(t).isPresent()) {
                rf = new UpDownFactory();
            }
            int len = 1 + rnd.nextInt(12);
            int vcs = 2 + rnd.nextInt(2);
            NetworkConfig cfg = randomConfig(rnd, vcs);
            double load = 0.05 + 0.9 * rnd.nextDouble();
            FixedSize size = new FixedSize(len);
            long stop = 3000;
            Workload w = new Workload(h -> stopping(PoissonArrivals.forOfferedLoad(load, size), stop), size,
                    new UniformPattern().create(t), load);
            Network n = new Network(t, cfg, rf.create(t, vcs), new RoundRobinSelection(), w, rnd.nextLong());
            String what = t + " " + cfg + " load " + load + " length " + len;
            n.advance(stop);
            n.checkConservation();
            for (OutputChannel oc : n.channels) {
                // ServerNet's link states: a channel transmits, is stalled or is idle in each tick, never two at once.
                assertTrue(oc.transmittingTicks + oc.stalledTicks <= stop + 1, what);
                stalls += oc.node < n.switches.length ? oc.stalledTicks : 0;
            }
            n.advance(400_000);
            assertFalse(n.isDeadlocked(), what);
            n.checkConservation();
            assertTrue(n.generatedPackets() > 0, what);
            assertEquals(0, n.undeliveredPackets(), what);
            assertTrue(n.isQuiescent(), what);
        }
        assertTrue(stalls > 0, "some switch output waited for a credit or lost its switch allocation");
    }

    /** A small mesh, torus or hypercube with links of 1 to 3 ticks. */
    private static Topology randomTopology(SplittableRandom rnd) {
        int delay = 1 + rnd.nextInt(3);
        return switch (rnd.nextInt(3)) {
            case 0 -> MeshTopology.build(new MeshTopology.Params(2 + rnd.nextInt(3), 1 + rnd.nextInt(3), 1 + rnd.nextInt(2), delay, 0, 0));
            case 1 -> TorusTopology.build(new TorusTopology.Params(3 + rnd.nextInt(3), 1 + rnd.nextInt(3), 1, delay, 0, 0));
            default -> HypercubeTopology.build(new HypercubeTopology.Params(1 + rnd.nextInt(4), 1, delay, 0, 0));
        };
    }

    /** BookSim's router with random stage delays and tail-credit waits, random buffers and either ejection. */
    private static NetworkConfig randomConfig(SplittableRandom rnd, int vcs) {
        RouterModel router = new RouterModel(true, 1 + rnd.nextInt(2), 1 + rnd.nextInt(2), 1 + rnd.nextInt(2), 1 + rnd.nextInt(2),
                rnd.nextBoolean(), 1 + rnd.nextInt(2));
        return NetworkConfig.defaults().withBufferFlits(1 + rnd.nextInt(10)).withVirtualChannels(vcs).withRouter(router)
                .withEjection(rnd.nextBoolean() ? Ejection.VIRTUAL_CHANNELS : Ejection.ONE_WORM).withDeadlockTimeoutTicks(3000);
    }

    private static ArrivalProcess stopping(ArrivalProcess a, long stop) {
        return new ArrivalProcess() {
            public long firstArrival(SplittableRandom r) {
                long t = a.firstArrival(r);
                return t < stop ? t : -1;
            }

            public long nextArrival(long now, SplittableRandom r) {
                long t = a.nextArrival(now, r);
                return t < stop ? t : -1;
            }
        };
    }
}
