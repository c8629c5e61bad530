package org.flitlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The report bench case 7 reads from its child process. */
class ProcessReportTest {
    @Test
    void writesCpuTimePeakResidentMemoryUptimeAndThreadsOnlyWhenAsked(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("report.txt");
        ProcessReport.writeIfAsked();
        assertTrue(!Files.exists(file));
        System.setProperty(ProcessReport.PROPERTY, file.toString());
        try {
            ProcessReport.writeIfAsked();
        } finally {
            System.clearProperty(ProcessReport.PROPERTY);
        }
        List<String> lines = Files.readAllLines(file);
        List<String> keys = lines.stream().map(l -> l.substring(0, l.indexOf('='))).toList();
        assertEquals(List.of("cpuNanos", "peakResidentKiB", "uptimeMillis"), keys.subList(0, 3));
        // Then the CPU by kind of thread where /proc has it (Linux): ThreadCpu's six kinds, else nothing.
        assertTrue(keys.size() == 3 || keys.subList(3, keys.size()).equals(List.of("threadCpuNanos.c1", "threadCpuNanos.c2",
                "threadCpuNanos.vm", "threadCpuNanos.sweep", "threadCpuNanos.main", "threadCpuNanos.other")), keys.toString());
        long cpu = Long.parseLong(lines.get(0).substring(lines.get(0).indexOf('=') + 1));
        assertTrue(cpu > 0, "this JVM has used some CPU: " + lines);
        if (Files.exists(Path.of("/proc/self/status"))) {
            // A running JVM holds at least its heap's first pages and the JDK's class-data archive: over 10 MB.
            assertTrue(ProcessReport.peakResidentKiB() > 10 * 1024, lines.toString());
        }
    }

    /**
     * On Linux the report reads /proc instead of the management beans (no java.management classes loaded at the end of
     * the timed process): the same clock ticks for the process's CPU, read between two readings of the bean, and an
     * uptime that starts with the process, a little before the JVM's own clock.
     */
    @Test
    void procFiguresAgreeWithTheManagementBeans() throws Exception {
        Path stat = Path.of("/proc/self/stat");
        Assumptions.assumeTrue(Files.exists(stat), "Linux only");
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long tick = 10_000_000L;
        long before = os.getProcessCpuTime();
        long cpu = ProcessReport.processCpuNanos(Files.readString(stat, StandardCharsets.US_ASCII));
        long after = os.getProcessCpuTime();
        assertTrue(before - tick <= cpu && cpu <= after + tick, before + " <= " + cpu + " <= " + after);
        long jvmUp = ManagementFactory.getRuntimeMXBean().getUptime();
        long up = ProcessReport.uptimeMillis(Files.readString(stat, StandardCharsets.US_ASCII));
        long jvmUpAfter = ManagementFactory.getRuntimeMXBean().getUptime();
        // The process is older than the JVM's clock by its exec and the JVM's own start (well under a few seconds).
        assertTrue(jvmUp - 10 <= up && up <= jvmUpAfter + 5_000, jvmUp + " <= " + up + " <= " + jvmUpAfter + " + 5 s");
    }

    /**
     * Without /proc (not Linux) or with a stat line it cannot read, the report falls back to the management beans:
     * the process's CPU between two readings of the bean, and the JVM's uptime.
     */
    @Test
    void withoutProcTheFiguresComeFromTheManagementBeans() {
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long before = os.getProcessCpuTime();
        long cpu = ProcessReport.processCpuNanos(null);
        long after = os.getProcessCpuTime();
        assertTrue(before <= cpu && cpu <= after, before + " <= " + cpu + " <= " + after);
        for (String stat : new String[] {null, "12 (java) S 1", "not a stat line"}) {
            long jvmUp = ManagementFactory.getRuntimeMXBean().getUptime();
            long up = ProcessReport.uptimeMillis(stat);
            long jvmUpAfter = ManagementFactory.getRuntimeMXBean().getUptime();
            assertTrue(jvmUp <= up && up <= jvmUpAfter, stat + ": " + jvmUp + " <= " + up + " <= " + jvmUpAfter);
        }
    }
}
