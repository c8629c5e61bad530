package org.flitlab.cli;

import com.sun.management.OperatingSystemMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What a whole command-line process cost, written when the system property {@value #PROPERTY} names a file:
 * the process's CPU time (every thread: the JIT and the collector included), its peak resident memory
 * ({@code VmHWM} of {@code /proc/self/status}, Linux only, else -1) and the JVM's uptime, as {@code key=value}
 * lines, and the CPU time of the live threads by kind ({@link ThreadCpu}: the JIT's, the VM thread's, the main
 * thread's). {@code flitlab bench --case 7} starts {@code flitlab run} as a child process with it (BookSim's speed
 * case timed as a whole process, docs/performance.md); it is off unless asked for. Stateless.
 */
public final class ProcessReport {
    /** The system property naming the report file. */
    public static final String PROPERTY = "flitlab.processReport";

    private ProcessReport() {
    }

    /** Writes the report if {@value #PROPERTY} is set; a file that cannot be written is reported on stderr. */
    public static void writeIfAsked() {
        String file = System.getProperty(PROPERTY);
        if (file == null || file.isBlank()) {
            return;
        }
        List<String> lines = new ArrayList<>(List.of("cpuNanos=" + processCpuNanos(), "peakResidentKiB=" + peakResidentKiB(),
                "uptimeMillis=" + ManagementFactory.getRuntimeMXBean().getUptime()));
        ThreadCpu.byKind().forEach((kind, nanos) -> lines.add("threadCpuNanos." + kind + "=" + nanos));
        try {
            Files.write(Path.of(file), lines, StandardCharsets.UTF_8);
        } catch (IOException e) {
            System.err.println("cannot write the process report " + file + ": " + e.getMessage());
        }
    }

    private static long processCpuNanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return -1;
    }

    /** Peak resident set size in KiB from {@code /proc/self/status}, or -1 where there is none. */
    static long peakResidentKiB() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"), StandardCharsets.US_ASCII)) {
                if (line.startsWith("VmHWM:")) {
                    return Long.parseLong(line.substring(6).trim().split("\\s+")[0].toLowerCase(Locale.ROOT));
                }
            }
        } catch (IOException | RuntimeException e) {
            return -1;
        }
        return -1;
    }
}
