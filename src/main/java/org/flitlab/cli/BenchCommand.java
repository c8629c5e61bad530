package org.flitlab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.flitlab.experiment.Benchmark;
import org.flitlab.experiment.BenchmarkCases;
import org.flitlab.experiment.Kernels;
import org.flitlab.scenario.Limits;
import org.flitlab.stats.RunResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code flitlab bench}: the engine speed suite (docs/performance.md; cases in {@link BenchmarkCases}); cases 1-4 run on
 * one thread and print one line per measured case, case 5 times a 12-point sweep on one thread against all cores,
 * case 6 runs case 1's traffic on meshes of several sizes (a diagnostic of memory effects), case 7 (only when
 * asked for) runs BookSim's speed case as a whole {@code flitlab run} process ({@link SpeedCaseProcess}), case 8
 * (only when asked for) runs the same case with BookSim's router inside this JVM, warmed up by the cases before it.
 * Results and the targets they are held to are in docs/performance.md.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Measure engine speed: simulated flit-hops per wall second on one thread, and sweep speed-up.",
        footer = {"", "Cases:",
            "  0  the first engine check: 8x8 mesh, dimension order, uniform, 8-flit packets, one 8-flit VC, loads 0.2 and 0.4",
            "  1  8x8 mesh, dimension order, uniform, 8-flit packets, 2 VCs of 8 flits, loads 0.1/0.3/0.45 (100,000 packets)",
            "  2  the same with 64- and 512-flit packets (as many flits as case 1), cost per packet vs 8-flit",
            "  3  AN1 corefringe, client/server 1000-flit packets, 4 KB stop/go buffers, up*/down*, 0.5 flits/tick/host (10,000 packets)",
            "  4  C104 10-cube (1024 terminals), e-cube, continuous uniform 32-flit packets, 1-packet buffers (100,000 packets)",
            "  5  12-point latency-vs-load sweep of case 1 on one thread vs all cores (10,000 packets a point)",
            "  6  diagnostic: case 1's traffic on 3x3 to 16x16 meshes (cost per flit-hop against network size)",
            "  7  BookSim's speed case as a whole `flitlab run` process (sample booksim-speed-mesh8x8, 300,000 ticks):",
            "     flit router-crossings per second from process start, peak resident memory (not run by default)",
            "  8  BookSim 2's speed case with its router (booksim-iq) in this JVM: 8x8 mesh, 1 VC of 8 flits, Bernoulli 8-flit, 0.12",
            "     (144,000 packets; not run by default)",
            "", "Examples:", "  flitlab bench", "  flitlab bench --case 1", "  flitlab bench --case 3 --packets 2000"})
public final class BenchCommand implements Callable<Integer> {
    private static final double[] SWEEP_LOADS = {0.04, 0.08, 0.12, 0.16, 0.2, 0.24, 0.28, 0.32, 0.36, 0.4, 0.44, 0.48};

    @Spec
    private CommandSpec spec;

    @Option(names = "--case", paramLabel = "N", description = "Run only case N (0-8); default: cases 0-6.")
    private Integer only;

    @Option(names = "--packets", paramLabel = "N", description = "Measured packets per case (per point in case 5), to shorten a run; default: each case's own.")
    private Long packets;

    @Option(names = "--threads", paramLabel = "N", description = "Threads of case 5's parallel sweep (default: the number of cores).")
    private Integer threads;

    @Option(names = "--flit-by-flit", description = "Run cases 0-4 and 6 without the block fast path (same results), to see what it saves.")
    private boolean flitByFlit;

    @Option(names = "--engine", paramLabel = "KIND", description = "auto (default: the flat kernel where it covers a case and packets are short), flat (wherever it covers) or reference (every case on the reference engine).")
    private String engine = "auto";

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        if (!List.of("auto", Kernels.FLAT, RunResult.REFERENCE_ENGINE).contains(engine)) {
            spec.commandLine().getErr().println("--engine is '" + Limits.safe(engine) + "'; it must be auto, flat or reference");
            return FlitLabCommand.INVALID_INPUT;
        }
        // The choice is a JVM-wide property (Kernels reads it); it is put back after the bench so that a later run in
        // the same JVM (a test, a second command) is not changed by this one.
        String before = System.getProperty(Kernels.PROPERTY);
        if (!"auto".equals(engine)) {
            System.setProperty(Kernels.PROPERTY, engine);
        }
        try {
            return bench(out);
        } finally {
            if (before == null) {
                System.clearProperty(Kernels.PROPERTY);
            } else {
                System.setProperty(Kernels.PROPERTY, before);
            }
        }
    }

    private int bench(PrintWriter out) throws IOException, InterruptedException {
        String problem = problem();
        if (problem != null) {
            spec.commandLine().getErr().println(problem);
            return FlitLabCommand.INVALID_INPUT;
        }
        Runtime rt = Runtime.getRuntime();
        out.printf("FlitLab benchmark on %s, %s %s, %d cores, max heap %d MB, collector %s%n", System.getProperty("os.arch"),
                System.getProperty("java.vm.name"), System.getProperty("java.version"), rt.availableProcessors(), rt.maxMemory() >> 20,
                collectors());
        runSingleRunCases(out);
        runScalingCases(out);
        out.flush();
        return FlitLabCommand.OK;
    }

    /** What is wrong with the options, or null when they are usable. */
    private String problem() {
        if (only != null && (only < 0 || only > 8)) {
            return "--case is " + only + "; it must be from 0 to 8";
        }
        if ((packets != null && packets < 1) || (threads != null && threads < 1)) {
            return "--packets is " + packets + " and --threads is " + threads + "; both must be at least 1";
        }
        return null;
    }

    /** Cases 0 to 4: one simulation per measurement, on the mesh, the corefringe and the C104 cube. */
    private void runSingleRunCases(PrintWriter out) throws IOException, InterruptedException {
        List<Benchmark.Measurement> eightFlit = new ArrayList<>();
        if (wants(0)) {
            out.println("case 0");
            measure(out, Benchmark.meshCases(new double[] {0.2, 0.4}, packets(100_000), 8, 1));
        }
        if (wants(1)) {
            out.println("case 1");
            eightFlit.addAll(measure(out, BenchmarkCases.mesh(8, packets(100_000))));
        }
        if (wants(2)) {
            caseTwo(out, eightFlit);
        }
        if (wants(3)) {
            out.println("case 3");
            measure(out, List.of(BenchmarkCases.corefringe(packets(10_000))));
        }
        if (wants(4)) {
            out.println("case 4");
            Benchmark.Measurement m = measure(out, List.of(BenchmarkCases.c104Cube(packets(100_000)))).get(0);
            out.printf(Locale.ROOT, "  target < 60 s and < 1 GB: %s%n", m.wallSeconds() < 60 && m.peakHeapBytes() < 1e9 ? "met" : "NOT met");
        }
    }

    /** Cases 5 to 8: how the simulator scales with threads and network size, and the speed cases run on their own. */
    private void runScalingCases(PrintWriter out) throws IOException, InterruptedException {
        if (wants(5)) {
            out.println("case 5");
            int n = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
            out.println(Benchmark.speedUp(SWEEP_LOADS, packets(10_000), n).line());
        }
        if (wants(6)) {
            out.println("case 6");
            measure(out, BenchmarkCases.meshSizes(packets(100_000)));
        }
        if (only != null && only == 7) {
            out.println("case 7");
            out.println(SpeedCaseProcess.run(packets).line());
        }
        if (only != null && only == 8) {
            // BookSim's speed case measures 3 periods of 50,000 cycles: 64 hosts x 0.12 / 8 x 150,000 = 144,000 packets.
            out.println("case 8");
            measure(out, List.of(BenchmarkCases.booksimSpeed(packets(144_000))));
        }
    }

    private boolean wants(int n) {
        return only == null || only == n;
    }

    private long packets(long caseDefault) {
        return packets == null ? caseDefault : packets;
    }

    /** Longer packets, each measured with as many flits as case 1 unless --packets says otherwise. */
    private void caseTwo(PrintWriter out, List<Benchmark.Measurement> eightFlit) {
        out.println("case 2");
        if (eightFlit.isEmpty()) {
            eightFlit.addAll(measure(out, BenchmarkCases.mesh(8, packets(100_000))));
        }
        for (int flits : BenchmarkCases.LONG_PACKET_FLITS) {
            List<Benchmark.Measurement> longer = measure(out, BenchmarkCases.mesh(flits, packets(100_000 * 8L / flits)));
            for (int i = 0; i < longer.size(); i++) {
                Benchmark.Measurement l = longer.get(i);
                Benchmark.Measurement e = eightFlit.get(i);
                double ratio = l.wallSecondsPerPacket() / e.wallSecondsPerPacket();
                double cpuRatio = l.cpuSecondsPerPacket() / e.cpuSecondsPerPacket();
                out.printf(Locale.ROOT, "  %d-flit at load %.2f: %.1f µs wall per delivered packet, %.1fx the 8-flit %.1f µs"
                        + " (CPU: %.1f µs, %.1fx)%s%n", flits, l.offeredLoad(), 1e6 * l.wallSecondsPerPacket(), ratio,
                        1e6 * e.wallSecondsPerPacket(), 1e6 * l.cpuSecondsPerPacket(), cpuRatio,
                        flits == 512 ? "  target <= 8x: " + (ratio <= 8 ? "met" : "NOT met") : "");
            }
        }
    }

    /** The garbage collectors in use: the engine is 5-12% faster under the parallel or serial collector than under G1. */
    private static String collectors() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream()
                .map(GarbageCollectorMXBean::getName).collect(Collectors.joining(" + "));
    }

    private List<Benchmark.Measurement> measure(PrintWriter out, List<Benchmark.Case> cases) {
        List<Benchmark.Measurement> all = new ArrayList<>();
        for (Benchmark.Case c : cases) {
            Benchmark.Measurement m = Benchmark.run(c, !flitByFlit);
            all.add(m);
            out.println(m.line());
            out.flush();
        }
        return all;
    }
}
