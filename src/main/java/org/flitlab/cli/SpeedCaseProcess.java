package org.flitlab.cli;

import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.flitlab.scenario.BundledSamples;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.traffic.SizeDistribution;

/**
 * {@code flitlab bench --case 7}: BookSim's speed case (the bundled sample {@value #SAMPLE}) run as a whole
 * {@code flitlab run} process, timed from process start, as BookSim itself is timed
 * (../shared/reference/booksim/README.md). The child JVM gets the same JVM options as this one (so a launcher's
 * class-data archive and collector apply to both) and writes a {@link ProcessReport}; the figure is flit
 * router-crossings per second: flits delivered x routers traversed (source and destination routers included; on a
 * mesh with one host per switch that is the links crossed less one, {@code mean_hops - 1}, from results.csv).
 */
final class SpeedCaseProcess {
    /** The bundled sample of the case. */
    static final String SAMPLE = "booksim-speed-mesh8x8";
    /** BookSim 2 on the same case and kind of machine, flit router-crossings per second (the reference README). */
    static final double BOOKSIM_CROSSINGS_PER_SECOND = 1.16e6;

    /** What one process run measured. */
    record Measurement(double wallSeconds, double cpuSeconds, long peakResidentKiB, long deliveredPackets, int packetFlits,
                       double meanRouters, long ticks, Map<String, Double> threadCpuSeconds) {
        double routerCrossings() {
            return deliveredPackets * (double) packetFlits * meanRouters;
        }

        String line() {
            return String.format(Locale.ROOT, "%s as a process: %d ticks, %d packets delivered, %.2f routers a packet,"
                    + " %.2f M flit router-crossings: %.2f M/s wall (%.2f s), %.2f M per CPU s (%.2f s, every thread),"
                    + " peak resident %.1f MB; BookSim 1.16 M/s: %.1fx (CPU)", SAMPLE, ticks, deliveredPackets, meanRouters,
                    routerCrossings() / 1e6, routerCrossings() / wallSeconds / 1e6, wallSeconds,
                    routerCrossings() / cpuSeconds / 1e6, cpuSeconds, peakResidentKiB / 1024.0,
                    routerCrossings() / cpuSeconds / BOOKSIM_CROSSINGS_PER_SECOND) + threads();
        }

        /**
         * Where the CPU went, when the child said: the JIT's two compilers, the VM thread (the serial collector's
         * pauses), the main thread (start-up, reading, writing) and the threads that had ended by then (the sweep's
         * point thread: the simulation itself).
         */
        private String threads() {
            if (threadCpuSeconds.isEmpty()) {
                return "";
            }
            double live = threadCpuSeconds.values().stream().mapToDouble(Double::doubleValue).sum();
            return String.format(Locale.ROOT, "%n  CPU s by thread: C1 %.2f, C2 %.2f, VM thread %.2f, main %.2f,"
                    + " simulation (ended threads and the sweep's) %.2f, other %.2f", threadCpuSeconds.get("c1"),
                    threadCpuSeconds.get("c2"), threadCpuSeconds.get("vm"), threadCpuSeconds.get("main"),
                    cpuSeconds - live + threadCpuSeconds.get("sweep"), threadCpuSeconds.get("other"));
        }
    }

    private SpeedCaseProcess() {
    }

    /**
     * Runs the case once in a child JVM.
     *
     * @param measuredPackets null for the case's own 144,000, else a shorter run (warm-up unchanged)
     */
    static Measurement run(Long measuredPackets) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("flitlab-bench7");
        try {
            Path report = dir.resolve("process.txt");
            List<String> command = command(report, dir.resolve("out"), measuredPackets);
            long start = System.nanoTime();
            Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(dir.resolve("log.txt").toFile()).start();
            int exit = p.waitFor();
            double wall = (System.nanoTime() - start) / 1e9;
            if (exit != 0 || !Files.exists(report)) {
                throw new IOException("flitlab run exited with " + exit + ": " + Files.readString(dir.resolve("log.txt")));
            }
            Map<String, String> r = keyValues(Files.readAllLines(report, StandardCharsets.UTF_8));
            Measurement m = measurement(wall, Long.parseLong(r.get("cpuNanos")) / 1e9, Long.parseLong(r.get("peakResidentKiB")),
                    Files.readAllLines(dir.resolve("out").resolve("results.csv"), StandardCharsets.UTF_8), packetFlits());
            return withThreads(m, r);
        } finally {
            deleteTree(dir);
        }
    }

    /** The child's command line: this JVM's java and options, the Launcher, and {@code run SAMPLE}. */
    private static List<String> command(Path report, Path out, Long measuredPackets) {
        List<String> c = new ArrayList<>();
        c.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        for (String option : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (!option.startsWith("-D" + ProcessReport.PROPERTY) && !option.startsWith("-agentlib") && !option.startsWith("-javaagent")) {
                c.add(option);
            }
        }
        c.addAll(List.of("-D" + ProcessReport.PROPERTY + "=" + report, "-cp", System.getProperty("java.class.path"),
                "org.flitlab.Launcher", "run", SAMPLE, "--no-charts", "--threads", "1", "--out", out.toString()));
        if (measuredPackets != null) {
            c.addAll(List.of("--set", "run.measuredPackets=" + measuredPackets));
        }
        return c;
    }

    /** The sample's packet length (fixed), from the bundled sample itself. */
    static int packetFlits() {
        var scenario = ScenarioJson.readFile(BundledSamples.find(SAMPLE).orElseThrow().file()).scenario();
        return (int) ((SizeDistribution) scenario.traffic().sizes().params()).meanFlits();
    }

    /**
     * Reads the work done from a run's results.csv: its header and its one point (the sample's series name and
     * message hold no comma, so a plain split reads it).
     */
    static Measurement measurement(double wall, double cpu, long peakKiB, List<String> resultsCsv, int packetFlits) {
        List<String> header = List.of(resultsCsv.get(0).split(",", -1));
        String[] point = resultsCsv.get(1).split(",", -1);
        return new Measurement(wall, cpu, peakKiB, Long.parseLong(point[header.indexOf("delivered_packets")]), packetFlits,
                Double.parseDouble(point[header.indexOf("mean_hops")]) - 1, Long.parseLong(point[header.indexOf("simulated_ticks")]),
                Map.of());
    }

    /** The measurement with the child's CPU by kind of thread ({@code threadCpuNanos.KIND} lines), if it wrote them. */
    static Measurement withThreads(Measurement m, Map<String, String> report) {
        Map<String, Double> threads = new HashMap<>();
        report.forEach((key, value) -> {
            if (key.startsWith("threadCpuNanos.")) {
                threads.put(key.substring("threadCpuNanos.".length()), Long.parseLong(value) / 1e9);
            }
        });
        if (!threads.keySet().containsAll(List.of("c1", "c2", "vm", "main", "sweep", "other"))) {
            return m;
        }
        return new Measurement(m.wallSeconds(), m.cpuSeconds(), m.peakResidentKiB(), m.deliveredPackets(), m.packetFlits(),
                m.meanRouters(), m.ticks(), threads);
    }

    static Map<String, String> keyValues(List<String> lines) {
        Map<String, String> m = new HashMap<>();
        for (String line : lines) {
            int eq = line.indexOf('=');
            if (eq > 0) {
                m.put(line.substring(0, eq), line.substring(eq + 1));
            }
        }
        return m;
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        }
    }
}
