package org.flitlab.experiment;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.flitlab.network.Engine;
import org.flitlab.network.Network;
import org.flitlab.network.NetworkConfig;
import org.flitlab.network.flat.FlatKernel;
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
 * The engine's speed benchmark (a benchmark, not a timed test: figures compare across commits; docs/performance.md): runs fixed cases
 * ({@link BenchmarkCases}) on the calling thread and reports simulated flit-hops per wall second, ticks per
 * second, peak heap and wall time, and times a whole sweep on one thread against all cores
 * ({@link #speedUp}). The figures go in docs/performance.md with the machine they were measured on.
 * Stateless; each call builds its own networks, but the heap peaks it reads are the JVM's, so run one case
 * at a time.
 */
public final class Benchmark {
    /** One measured case: how to build its network and how long to run it. */
    public record Case(String name, double offeredLoad, Supplier<Engine> network, RunControl control) {
    }

    /** What one case measured. */
    public record Measurement(String name, double offeredLoad, long measuredPackets, long flitHops, long blockFlitHops, long ticks,
                              double wallSeconds, double cpuSeconds, long peakHeapBytes, RunResult result) {
        /** The kernel that ran the case ({@link Kernels}). */
        public String engine() {
            return result.engine();
        }

        public double flitHopsPerSecond() {
            return flitHops / wallSeconds;
        }

        public double ticksPerSecond() {
            return ticks / wallSeconds;
        }

        /** Wall seconds per packet delivered during the whole run (NaN if none was delivered). */
        public double wallSecondsPerPacket() {
            long delivered = result.deliveredPackets();
            return delivered == 0 ? Double.NaN : wallSeconds / delivered;
        }

        /** CPU seconds of the simulating thread per packet delivered during the whole run (NaN if none was). */
        public double cpuSecondsPerPacket() {
            long delivered = result.deliveredPackets();
            return delivered == 0 ? Double.NaN : cpuSeconds / delivered;
        }

        public String line() {
            return String.format(Locale.ROOT, "%-40s [%s] load %.2f  %7d pkts  %6.2f Mflit-hops/s (%6.2f per CPU s, %2.0f%% in blocks)  %8.0f ticks/s  %6.1f MB heap  %6.2f s wall  %6.2f s CPU  latency %.1f%s",
                    name, engine(), offeredLoad, measuredPackets, flitHopsPerSecond() / 1e6, flitHops / cpuSeconds / 1e6,
                    100.0 * blockFlitHops / Math.max(1, flitHops), ticksPerSecond(),
                    peakHeapBytes / 1e6, wallSeconds, cpuSeconds, result.deliveryLatency().mean(), result.saturated() ? " (saturated)" : "");
        }
    }

    private Benchmark() {
    }

    /**
     * The first engine check's cases: an 8x8 mesh, one host per switch, dimension-order (x then y), uniform destinations,
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

    static Engine mesh(double load, int packetFlits, int virtualChannels, long seed) {
        return mesh(8, load, packetFlits, virtualChannels, seed);
    }

    /** The mesh of {@link #mesh(double, int, int, long)} with {@code side} x {@code side} switches. */
    static Engine mesh(int side, double load, int packetFlits, int virtualChannels, long seed) {
        Topology t = MeshTopology.build(new MeshTopology.Params(side, side, 1, 1, 0, 0));
        RoutingAlgorithm routing = new DimensionOrderFactory("xy", false).create(t, virtualChannels);
        FixedSize size = new FixedSize(packetFlits);
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(load, size), size, new UniformPattern().create(t), load);
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(8).withVirtualChannels(virtualChannels);
        return Kernels.build(t, cfg, routing, new RandomIdleSelection(), w, seed);
    }

    /**
     * What {@link #speedUp} measured: the same sweep on one thread and on {@code threads}, and whether the two
     * gave the same numbers point by point.
     */
    public record SpeedUp(int points, int threads, double oneThreadSeconds, double parallelSeconds, boolean identical) {
        public double ratio() {
            return oneThreadSeconds / parallelSeconds;
        }

        public String line() {
            return String.format(Locale.ROOT, "sweep of %d points: 1 thread %.2f s, %d threads %.2f s, speed-up %.2fx, results %s",
                    points, oneThreadSeconds, threads, parallelSeconds, ratio(), identical ? "identical" : "DIFFERENT");
        }
    }

    /**
     * Case 5: a latency-vs-load sweep of the case-1 mesh (8-flit packets, two 8-flit virtual channels) over
     * {@code loads}, every point run (no stop after saturation), first on one thread, then on {@code threads}.
     */
    public static SpeedUp speedUp(double[] loads, long measuredPackets, int threads) {
        SweepPlan plan = new SweepPlan(List.of("mesh8x8 dor 8-flit"), "offeredLoad", loads, 1, 1, false);
        RunControl control = BenchmarkCases.control(measuredPackets);
        PointRunner runner = (point, listener, cancelled) ->
                new SimulationRun(mesh(point.value(), 8, 2, point.seed()), control, point.seed()).run(listener, cancelled);
        new Sweep(1).run(new SweepPlan(List.of("warm-up"), "offeredLoad", new double[] {loads[0]}, 1, 1, false), runner);
        long t0 = System.nanoTime();
        SweepResult one = new Sweep(1).run(plan, runner);
        long t1 = System.nanoTime();
        SweepResult many = new Sweep(threads).run(plan, runner);
        long t2 = System.nanoTime();
        boolean same = one.points().size() == many.points().size();
        for (int i = 0; same && i < one.points().size(); i++) {
            same = sameNumbers(one.points().get(i).result(), many.points().get(i).result());
        }
        return new SpeedUp(plan.pointCount(), threads, (t1 - t0) / 1e9, (t2 - t1) / 1e9, same);
    }

    /** Whether two results measured the same: every field but the wall time. */
    static boolean sameNumbers(RunResult a, RunResult b) {
        return a.status() == b.status() && a.saturated() == b.saturated() && a.seed() == b.seed()
                && a.simulatedTicks() == b.simulatedTicks() && a.measureTicks() == b.measureTicks()
                && a.generatedPackets() == b.generatedPackets() && a.deliveredPackets() == b.deliveredPackets()
                && a.packetLatency().equals(b.packetLatency()) && a.deliveryLatency().equals(b.deliveryLatency())
                && a.networkLatency().equals(b.networkLatency()) && a.sourceQueueing().equals(b.sourceQueueing())
                && Double.compare(a.acceptedThroughput(), b.acceptedThroughput()) == 0
                && Arrays.equals(a.acceptedPerHost(), b.acceptedPerHost())
                && a.channelUsage().equals(b.channelUsage()) && a.bufferOccupancy().equals(b.bufferOccupancy())
                && a.deliveryHistogram().equals(b.deliveryHistogram()) && a.completionTick() == b.completionTick()
                && a.perSource().equals(b.perSource());
    }

    /** Runs one case after a short untimed warm-up run of the same case (so the JIT has compiled the engine). */
    public static Measurement run(Case c) {
        return run(c, true);
    }

    /** {@link #run(Case)} with or without the block fast path ({@link Network#setFastPath}). */
    public static Measurement run(Case c, boolean fastPath) {
        // Warm up until the JIT has settled (at least a tenth of the case and a second): on one core the compiler
        // threads would otherwise share the core with the timed run.
        long warmUntil = System.nanoTime() + 1_000_000_000L;
        do {
            Engine warm = c.network().get();
            fastPath(warm, fastPath);
            new SimulationRun(warm, c.control().withMeasuredPackets(Math.max(1, c.control().measuredPackets() / 10)), 1)
                    .run(SimulationListener.NONE, () -> false);
        } while (System.nanoTime() < warmUntil);
        System.gc();
        resetPeaks();
        Engine net = c.network().get();
        fastPath(net, fastPath);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpuStart = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        RunResult r = new SimulationRun(net, c.control(), 1).run(SimulationListener.NONE, () -> false);
        double wall = (System.nanoTime() - start) / 1e9;
        // CPU time of this thread alone: on a shared machine it is the fairer measure of the engine's work.
        double cpu = cpuStart < 0 ? Double.NaN : (threads.getCurrentThreadCpuTime() - cpuStart) / 1e9;
        return new Measurement(c.name(), c.offeredLoad(), r.measuredPackets(), net.flitHops(),
                net instanceof Network n ? n.blockFlitHops() : net instanceof FlatKernel f ? f.blockFlitHops() : 0, net.tick() + 1,
                wall, cpu, peakHeap(), r);
    }

    /** The block fast path on or off, in either kernel. */
    private static void fastPath(Engine e, boolean on) {
        if (e instanceof Network n) {
            n.setFastPath(on);
        } else if (e instanceof FlatKernel f) {
            f.setBlocks(on);
        }
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
