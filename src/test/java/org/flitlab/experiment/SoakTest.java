package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import java.util.SplittableRandom;
import org.flitlab.network.InputQueueing;
import org.flitlab.network.Network;
import org.flitlab.network.NetworkConfig;
import org.flitlab.network.OutputArbitration;
import org.flitlab.network.Recovery;
import org.flitlab.network.Switching;
import org.flitlab.network.VcArbitration;
import org.flitlab.routing.RoutingFactory;
import org.flitlab.routing.SelectionPolicy;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.selection.LeastRecentlyStoppedSelection;
import org.flitlab.routing.selection.LowestNumberedSelection;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.routing.selection.RoundRobinSelection;
import org.flitlab.routing.selection.StaticPairSelection;
import org.flitlab.routing.shortest.ShortestPathFactory;
import org.flitlab.routing.source.SourceFactory;
import org.flitlab.routing.updown.UpDownFactory;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.flitlab.topology.Topology;
import org.flitlab.topology.hypercube.HypercubeTopology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.topology.torus.TorusTopology;
import org.flitlab.traffic.BimodalSize;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.SizeDistribution;
import org.flitlab.traffic.UniformPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Random small scenarios (generator, size, routing, selection, flow control, switching, queueing,
 * arbitration, virtual channels, buffer and packet sizes, delays, load): each must end COMPLETED or
 * DEADLOCK within a bound of ticks, never hang or throw, and conserve flits (checked by the run itself:
 * a violation would come back as FAILED). Seeded, so a failure names a reproducible case.
 */
class SoakTest {
    @Test
    void twoHundredRandomScenariosEndCleanly() {
        soak(200, 20260101L, 600);
    }

    @Test
    @Tag("soak-long")
    void twoThousandRandomScenariosEndCleanly() {
        soak(2000, 777L, 3000);
    }

    private static void soak(int cases, long seed, long packets) {
        SplittableRandom rnd = new SplittableRandom(seed);
        SplittableRandom mechanisms = new SplittableRandom(seed + 1);
        int deadlocks = 0;
        for (int i = 0; i < cases; i++) {
            String description = "";
            try {
                Case c = randomCase(rnd, mechanisms);
                description = c.description;
                RunResult r = new SimulationRun(c.network, RunControl.quick(300, packets).withMaxTicks(300_000), 1)
                        .run(SimulationListener.NONE, () -> false);
                assertTrue(r.status() == RunStatus.COMPLETED || r.status() == RunStatus.DEADLOCK,
                        "case " + i + " " + description + " ended " + r.status() + ": " + r.message());
                assertTrue(r.simulatedTicks() <= 300_000 + 1024, "case " + i + " ran past its bound");
                if (r.status() == RunStatus.DEADLOCK) {
                    deadlocks++;
                    assertTrue(!r.deadlockCycle().isEmpty() || r.message().contains("flow control"), description);
                }
            } catch (IllegalArgumentException rejected) {
                // A configuration the engine refuses before running (e.g. routing needs more VCs): fine, but the
                // message must name the parameter.
                assertTrue(rejected.getMessage().matches(".*(is|needs).*"), rejected.getMessage());
            } catch (RuntimeException e) {
                fail("case " + i + " " + description + " threw " + e, e);
            }
        }
        assertTrue(deadlocks < cases, "not every random case may deadlock");
    }

    private static NetworkConfig withMechanisms(NetworkConfig cfg, SplittableRandom m) {
        if (cfg.flowControl() == org.flitlab.network.LinkFlowControl.STOP_GO && cfg.stopHighMark() > cfg.stopLowMark()
                && m.nextInt(3) == 0) {
            cfg = cfg.withPacketBoundaryStop(cfg.stopLowMark() + m.nextInt(cfg.stopHighMark() - cfg.stopLowMark()));
        }
        switch (m.nextInt(4)) {
            case 0 -> cfg = cfg.withRecovery(Recovery.timeout(5 + m.nextInt(200)));
            case 1 -> cfg = cfg.withRecovery(Recovery.hostDeflection(5 + m.nextInt(200), m.nextInt(3), m.nextBoolean()));
            default -> { }
        }
        return cfg;
    }

    private record Case(Network network, String description) {
    }

    /** A digest of many seeded runs' results, to check that an optimisation changes no number. */
    static String digest(int cases, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < cases; i++) {
            try {
                Case c = randomCase(rnd, null);
                RunResult r = new SimulationRun(c.network, RunControl.quick(300, 400).withMaxTicks(300_000), 1)
                        .run(SimulationListener.NONE, () -> false);
                b.append(c.description.contains("arbitration=RANDOM") ? "R " : "- ").append(r.status()).append(r.simulatedTicks()).append(r.deliveredPackets())
                        .append(r.deliveryLatency().mean()).append(r.packetLatency().max())
                        .append(r.channelUsage().stream().mapToLong(u -> u.transmittingTicks() * 3 + u.stalledTicks()).sum()).append('\n');
            } catch (IllegalArgumentException rejected) {
                b.append("rejected\n");
            }
        }
        return b.toString();
    }

    @Test
    @Tag("soak-long")
    void printDigest() throws Exception {
        java.nio.file.Files.writeString(java.nio.file.Path.of(System.getProperty("digest.out", "/tmp/digest.txt")), digest(150, 99));
    }

    /**
     * A random case; {@code mechanisms}, when not null, also switches on stop on packet boundary, timeouts and
     * host deflection from its own stream (the digest passes null, so its cases stay those it always had).
     */
    private static Case randomCase(SplittableRandom rnd, SplittableRandom mechanisms) {
        int delay = 1 + rnd.nextInt(3);
        int hostsPerSwitch = 1 + rnd.nextInt(2);
        Topology t = switch (rnd.nextInt(4)) {
            case 0 -> MeshTopology.build(new MeshTopology.Params(2 + rnd.nextInt(3), 1 + rnd.nextInt(3), hostsPerSwitch, delay, 0, 0));
            case 1 -> TorusTopology.build(new TorusTopology.Params(2 + rnd.nextInt(4), 1 + rnd.nextInt(3), hostsPerSwitch, delay, 0, 0));
            case 2 -> HypercubeTopology.build(new HypercubeTopology.Params(1 + rnd.nextInt(4), hostsPerSwitch, delay, 0, 0));
            default -> TorusTopology.build(new TorusTopology.Params(3 + rnd.nextInt(5), 1, 1, delay, 0, 0));
        };
        List<RoutingFactory> routings = List.of(new ShortestPathFactory(), new UpDownFactory(), new SourceFactory(),
                new DimensionOrderFactory("xy", true), new DimensionOrderFactory("yx", false));
        RoutingFactory rf = routings.get(rnd.nextInt(routings.size()));
        if (rf.supports(t).isPresent()) {
            rf = new UpDownFactory();
        }
        int maxPacket = 1 + rnd.nextInt(24);
        SizeDistribution sizes = rnd.nextBoolean() ? new FixedSize(maxPacket) : new BimodalSize(1 + rnd.nextInt(maxPacket), maxPacket, 0.7);
        int vcs = 1 + rnd.nextInt(3);
        int buffer = 1 + rnd.nextInt(20);
        NetworkConfig cfg = NetworkConfig.defaults().withVirtualChannels(vcs).withSwitchDelayTicks(1 + rnd.nextInt(2))
                .withDeadlockTimeoutTicks(400)
                .withQueueing(rnd.nextInt(4) == 0 ? InputQueueing.VIRTUAL_OUTPUT_QUEUES : InputQueueing.FIFO)
                .withArbitration(OutputArbitration.values()[rnd.nextInt(4)])
                .withVcArbitration(VcArbitration.values()[rnd.nextInt(2)]);
        if (rnd.nextBoolean()) {
            buffer = Math.max(buffer, 2 * delay + 1 + rnd.nextInt(4));
            int high = buffer - 2 * delay;
            cfg = cfg.withStopGo(high, rnd.nextInt(high + 1));
        }
        if (rnd.nextInt(4) == 0) {
            cfg = cfg.withSwitching(Switching.STORE_AND_FORWARD);
            buffer = Math.max(buffer, maxPacket);
            if (cfg.flowControl() == org.flitlab.network.LinkFlowControl.STOP_GO) {
                cfg = cfg.withStopGo(buffer - 2 * delay, Math.min(cfg.stopLowMark(), buffer - 2 * delay));
            }
        }
        cfg = cfg.withBufferFlits(buffer);
        vcs = Math.max(vcs, rf.create(t, Math.max(vcs, 2)).virtualChannelsRequired());
        cfg = cfg.withVirtualChannels(vcs);
        if (mechanisms != null) {
            cfg = withMechanisms(cfg, mechanisms);
        }
        double load = 0.02 + 0.9 * rnd.nextDouble();
        SelectionPolicy sel = switch (rnd.nextInt(5)) {
            case 0 -> new RandomIdleSelection();
            case 1 -> new LowestNumberedSelection();
            case 2 -> new LeastRecentlyStoppedSelection();
            case 3 -> new StaticPairSelection();
            default -> new RoundRobinSelection();
        };
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(load, sizes), sizes, new UniformPattern().create(t), load);
        String d = t + " " + rf.getClass().getSimpleName() + " " + cfg + " load " + load + " sizes " + sizes + " " + sel.getClass().getSimpleName();
        return new Case(new Network(t, cfg, rf.create(t, vcs), sel, w, rnd.nextLong()), d);
    }
}
