package org.flitlab.network;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntFunction;
import org.flitlab.routing.RoutingAlgorithm;
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
import org.flitlab.topology.Topology;
import org.flitlab.topology.hypercube.HypercubeTopology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.topology.torus.TorusTopology;
import org.flitlab.traffic.ArrivalProcess;
import org.flitlab.traffic.BimodalSize;
import org.flitlab.traffic.ComplementPattern;
import org.flitlab.traffic.ContinuousArrivals;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.SizeDistribution;
import org.flitlab.traffic.UniformPattern;
import org.flitlab.traffic.Workload;

/**
 * Random small networks for the soak and differential tests: generator and size, routing, selection, flow
 * control, switching, queueing, arbitration, virtual channels, buffer and packet sizes, link and switch delays,
 * load and traffic, all drawn from one seeded stream, so a failing case is named by its seed.
 */
public final class RandomNetworks {
    /**
     * What to draw.
     *
     * @param maxPacketFlits longest packet drawn (half the cases draw up to 16 flits when this is larger)
     * @param maxLoad        highest offered load, flits/tick/host
     * @param mixedTraffic   also continuous sources and the complement permutation, besides Poisson uniform
     */
    public record Options(int maxPacketFlits, double maxLoad, boolean mixedTraffic) {
    }

    /** A drawn network and a line that describes it. */
    public record Drawn(Network network, String description) {
    }

    /** What a drawn network is made of, for building it on another kernel (the routing and selection are fresh). */
    public record Parts(Topology topology, NetworkConfig config, RoutingAlgorithm routing, SelectionPolicy selection,
                        Workload workload, long seed, String description) {
        /** The reference engine of these parts. */
        public Network network() {
            return new Network(topology, config, routing, selection, workload, seed);
        }
    }

    private RandomNetworks() {
    }

    /**
     * Draws one network from {@code rnd}; {@code mechanisms}, when not null, also switches on stop on packet
     * boundary, timeouts and host deflection from its own stream.
     *
     * @throws IllegalArgumentException if the engine refuses the drawn configuration (the message names why)
     */
    public static Drawn draw(SplittableRandom rnd, Options options, SplittableRandom mechanisms) {
        Parts p = drawParts(rnd, options, mechanisms);
        return new Drawn(p.network(), p.description());
    }

    /** The parts {@link #draw} builds its network from, drawn from {@code rnd} in the same order. */
    public static Parts drawParts(SplittableRandom rnd, Options options, SplittableRandom mechanisms) {
        // Every draw from rnd stays in this order: a change of order would change every seeded case.
        int delay = 1 + rnd.nextInt(3);
        Topology t = drawTopology(rnd, delay);
        RoutingFactory rf = drawRouting(rnd, t);
        int maxPacket = 1 + rnd.nextInt(rnd.nextBoolean() ? Math.min(16, options.maxPacketFlits()) : options.maxPacketFlits());
        SizeDistribution sizes = rnd.nextBoolean() ? new FixedSize(maxPacket) : new BimodalSize(1 + rnd.nextInt(maxPacket), maxPacket, 0.5);
        int vcs = 1 + rnd.nextInt(3);
        int buffer = 1 + rnd.nextInt(24);
        NetworkConfig cfg = NetworkConfig.defaults().withVirtualChannels(vcs).withSwitchDelayTicks(1 + rnd.nextInt(2))
                .withDeadlockTimeoutTicks(400)
                .withQueueing(rnd.nextInt(4) == 0 ? InputQueueing.VIRTUAL_OUTPUT_QUEUES : InputQueueing.FIFO)
                .withArbitration(OutputArbitration.values()[rnd.nextInt(4)])
                .withVcArbitration(VcArbitration.values()[rnd.nextInt(2)]);
        if (rnd.nextBoolean()) {
            buffer = Math.max(buffer, 2 * delay + 1 + rnd.nextInt(6));
            int high = buffer - 2 * delay;
            cfg = cfg.withStopGo(high, rnd.nextInt(high + 1));
        }
        if (rnd.nextInt(5) == 0) {
            cfg = cfg.withSwitching(Switching.STORE_AND_FORWARD);
            buffer = Math.max(buffer, maxPacket);
            if (cfg.flowControl() == LinkFlowControl.STOP_GO) {
                cfg = cfg.withStopGo(buffer - 2 * delay, Math.min(cfg.stopLowMark(), buffer - 2 * delay));
            }
        }
        // Hosts take one worm per virtual channel in half the draws (by buffer parity, so no draw is added).
        cfg = cfg.withBufferFlits(buffer).withEjection(buffer % 2 == 0 ? Ejection.VIRTUAL_CHANNELS : Ejection.ONE_WORM);
        vcs = Math.max(vcs, rf.create(t, Math.max(vcs, 2)).virtualChannelsRequired());
        cfg = cfg.withVirtualChannels(vcs);
        if (mechanisms != null) {
            cfg = withMechanisms(cfg, mechanisms);
        }
        double load = 0.01 + options.maxLoad() * rnd.nextDouble() * rnd.nextDouble();
        boolean continuous = options.mixedTraffic() && rnd.nextInt(8) == 0;
        boolean complement = options.mixedTraffic() && rnd.nextInt(4) == 0;
        SelectionPolicy sel = drawSelection(rnd);
        Workload w = workload(t, sizes, load, continuous, complement);
        String d = t + " " + rf.getClass().getSimpleName() + " " + cfg + " load " + (continuous ? "continuous" : load)
                + (complement ? " complement" : " uniform") + " sizes " + sizes + " " + sel.getClass().getSimpleName();
        return new Parts(t, cfg, rf.create(t, vcs), sel, w, rnd.nextLong(), d);
    }

    /** Poisson arrivals at {@code load} or continuous sources, to uniform or complement destinations. */
    private static Workload workload(Topology t, SizeDistribution sizes, double load, boolean continuous, boolean complement) {
        IntFunction<ArrivalProcess> arrivals = continuous ? h -> new ContinuousArrivals() : h -> PoissonArrivals.forOfferedLoad(load, sizes);
        return new Workload(arrivals, sizes, complement ? new ComplementPattern().create(t) : new UniformPattern().create(t),
                continuous ? Double.NaN : load);
    }

    /** A mesh, torus, cube or ring with links of {@code delay} ticks and one or two hosts per switch. */
    private static Topology drawTopology(SplittableRandom rnd, int delay) {
        int hostsPerSwitch = 1 + rnd.nextInt(2);
        return switch (rnd.nextInt(4)) {
            case 0 -> MeshTopology.build(new MeshTopology.Params(2 + rnd.nextInt(3), 1 + rnd.nextInt(3), hostsPerSwitch, delay, 0, 0));
            case 1 -> TorusTopology.build(new TorusTopology.Params(2 + rnd.nextInt(4), 1 + rnd.nextInt(3), hostsPerSwitch, delay, 0, 0));
            case 2 -> HypercubeTopology.build(new HypercubeTopology.Params(1 + rnd.nextInt(4), hostsPerSwitch, delay, 0, 0));
            default -> TorusTopology.build(new TorusTopology.Params(3 + rnd.nextInt(5), 1, 1, delay, 0, 0));
        };
    }

    /** A routing that supports {@code t}: one drawn, or up*&#47;down* where the drawn one does not. */
    private static RoutingFactory drawRouting(SplittableRandom rnd, Topology t) {
        List<RoutingFactory> routings = List.of(new ShortestPathFactory(), new UpDownFactory(), new SourceFactory(),
                new DimensionOrderFactory("xy", true), new DimensionOrderFactory("yx", false));
        RoutingFactory rf = routings.get(rnd.nextInt(routings.size()));
        return rf.supports(t).isPresent() ? new UpDownFactory() : rf;
    }

    private static SelectionPolicy drawSelection(SplittableRandom rnd) {
        return switch (rnd.nextInt(5)) {
            case 0 -> new RandomIdleSelection();
            case 1 -> new LowestNumberedSelection();
            case 2 -> new LeastRecentlyStoppedSelection();
            case 3 -> new StaticPairSelection();
            default -> new RoundRobinSelection();
        };
    }

    private static NetworkConfig withMechanisms(NetworkConfig cfg, SplittableRandom m) {
        if (cfg.flowControl() == LinkFlowControl.STOP_GO && cfg.stopHighMark() > cfg.stopLowMark() && m.nextInt(3) == 0) {
            cfg = cfg.withPacketBoundaryStop(cfg.stopLowMark() + m.nextInt(cfg.stopHighMark() - cfg.stopLowMark()));
        }
        switch (m.nextInt(4)) {
            case 0 -> cfg = cfg.withRecovery(Recovery.timeout(5 + m.nextInt(200)));
            case 1 -> cfg = cfg.withRecovery(Recovery.hostDeflection(5 + m.nextInt(200), m.nextInt(3), m.nextBoolean()));
            default -> { }
        }
        return cfg;
    }
}
