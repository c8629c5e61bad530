package org.flitlab.experiment;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.flitlab.network.Network;
import org.flitlab.network.NetworkConfig;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.stats.RunResult;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.UniformPattern;
import org.flitlab.traffic.Workload;

/**
 * The engine's speed benchmark (issue 2; a benchmark, not a timed test): runs fixed cases on the calling
 * thread and reports simulated flit-hops per wall second, ticks per second, peak heap and wall time. The
 * figures go in docs/performance.md with the machine they were measured on.
 */
public final class Benchmark {
    /** One measured case: how to build its network and how long to run it. */
    public record Case(String name, double offeredLoad, Supplier<Network> network, RunControl control) {
    }

    /** What one case measured. */
    public record Measurement(String name, double offeredLoad, long measuredPackets, long flitHops, long ticks,
                              double wallSeconds, long peakHeapBytes, RunResult result) {
        public double flitHopsPerSecond() {
            return flitHops / wallSeconds;
        }

        public double ticksPerSecond() {
            return ticks / wallSeconds;
        }

        public String line() {
            return String.format(Locale.ROOT, "%-38s load %.2f  %8d pkts  %7.2f Mflit-hops/s  %9.0f ticks/s  %6.1f MB heap  %6.2f s  latency %.1f%s",
                    name, offeredLoad, measuredPackets, flitHopsPerSecond() / 1e6, ticksPerSecond(), peakHeapBytes / 1e6,
                    wallSeconds, result.deliveryLatency().mean(), result.saturated() ? " (saturated)" : "");
        }
    }

    private Benchmark() {
    }

    /**
     * Issue 2's cases: an 8x8 mesh, one host per switch, dimension-order (x then y), uniform destinations,
     * 8-flit packets, credit flow control with 8-flit buffers, at each offered load (flits/host/tick).
     */
    public static List<Case> meshCases(double[] loads, long measuredPackets, int packetFlits, int virtualChannels) {
        List<Case> cases = new ArrayList<>();
        for (double load : loads) {
            String name = "mesh8x8 dor uniform " + packetFlits + "-flit" + (virtualChannels > 1 ? " " + virtualChannels + "vc" : "");
            cases.add(new Case(name, load, () -> mesh(load, packetFlits, virtualChannels, 1),
                    RunControl.quick(5_000, measuredPackets).withMaxTicks(100_000_000)));
        }
        return cases;
    }

    static Network mesh(double load, int packetFlits, int virtualChannels, long seed) {
        Topology t = MeshTopology.build(new MeshTopology.Params(8, 8, 1, 1, 0, 0));
        RoutingAlgorithm routing = new DimensionOrderFactory("xy", false).create(t, virtualChannels);
        FixedSize size = new FixedSize(packetFlits);
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(load, size), size, new UniformPattern().create(t), load);
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(8).withVirtualChannels(virtualChannels);
        return new Network(t, cfg, routing, new RandomIdleSelection(), w, seed);
    }

    /** Runs one case after a short untimed warm-up run of the same case (so the JIT has compiled the engine). */
    public static Measurement run(Case c) {
        Network warm = c.network().get();
        new SimulationRun(warm, c.control().withMeasuredPackets(Math.max(1, c.control().measuredPackets() / 10)), 1)
                .run(SimulationListener.NONE, () -> false);
        System.gc();
        resetPeaks();
        Network net = c.network().get();
        long start = System.nanoTime();
        RunResult r = new SimulationRun(net, c.control(), 1).run(SimulationListener.NONE, () -> false);
        double wall = (System.nanoTime() - start) / 1e9;
        return new Measurement(c.name(), c.offeredLoad(), r.measuredPackets(), net.flitHops(), net.tick() + 1, wall, peakHeap(), r);
    }

    private static void resetPeaks() {
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                pool.resetPeakUsage();
            }
        }
    }

    private static long peakHeap() {
        long sum = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                sum += pool.getPeakUsage().getUsed();
            }
        }
        return sum;
    }
}
