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
import java.util.Map;

/**
 * What a whole command-line process cost, written when the system property {@value #PROPERTY} names a file:
 * the process's CPU time (every thread: the JIT and the collector included), its peak resident memory
 * ({@code VmHWM} of {@code /proc/self/status}, Linux only, else -1) and the process's uptime, as {@code key=value}
 * lines, and the CPU time of the live threads by kind ({@link ThreadCpu}: the JIT's, the VM thread's, the main
 * thread's). {@code flitlab bench --case 7} starts {@code flitlab run} as a child process with it (BookSim's speed
 * case timed as a whole process, docs/performance.md); it is off unless asked for. Stateless.
 *
 * <p>On Linux the CPU time and the uptime come from {@code /proc/self/stat} (the same clock ticks the JVM's
 * {@code OperatingSystemMXBean} reads through {@code times()}), not from the management beans: their first use
 * loads some 130 classes of {@code java.management} and {@code jdk.management} that no class-data archive holds,
 * inside the process being timed and at its resident peak (docs/performance.md, "Session 12: the end of case 7's
 * process"). Elsewhere the beans are the fallback.
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
        String stat = selfStat();
        List<String> lines = new ArrayList<>(List.of("cpuNanos=" + processCpuNanos(stat), "peakResidentKiB=" + peakResidentKiB(),
                "uptimeMillis=" + uptimeMillis(stat)));
        // A loop, not a lambda: no lambda class to spin at the end of the timed process.
        for (Map.Entry<String, Long> kind : ThreadCpu.byKind().entrySet()) {
            lines.add("threadCpuNanos." + kind.getKey() + "=" + kind.getValue());
        }
        try {
            Files.write(Path.of(file), lines, StandardCharsets.UTF_8);
        } catch (IOException e) {
            System.err.println("cannot write the process report " + file + ": " + e.getMessage());
        }
    }

    /** {@code /proc/self/stat}, or null where there is none. */
    private static String selfStat() {
        try {
            return Files.readString(Path.of("/proc/self/stat"), StandardCharsets.US_ASCII);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** User plus system time of every thread, live or ended, from the stat line (else the management bean). */
    static long processCpuNanos(String stat) {
        if (stat != null) {
            return ThreadCpu.cpuNanos(stat);
        }
        if (ManagementFactory.getOperatingSystemMXBean() instanceof OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return -1;
    }

    /**
     * Milliseconds since the process started: the system's uptime less the stat line's start time (field 22, clock
     * ticks after boot), to the tick; else (no /proc, or an uptime younger than the process, as a container's can be)
     * the JVM's uptime from the management bean.
     */
    static long uptimeMillis(String stat) {
        if (stat != null) {
            try {
                String[] f = stat.substring(stat.lastIndexOf(')') + 2).trim().split(" ");
                String up = Files.readString(Path.of("/proc/uptime"), StandardCharsets.US_ASCII).trim().split(" ")[0];
                long ms = Math.round(Double.parseDouble(up) * 1000) - Long.parseLong(f[19]) * (1000 / ThreadCpu.TICKS_PER_SECOND);
                if (ms >= 0) {
                    return ms;
                }
                // A container's own /proc/uptime (lxcfs) starts after the host's boot that the start time counts from.
            } catch (IOException | RuntimeException e) {
                // fall through to the bean
            }
        }
        return ManagementFactory.getRuntimeMXBean().getUptime();
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
