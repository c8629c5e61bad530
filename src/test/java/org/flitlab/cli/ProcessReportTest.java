package org.flitlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
}
