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
    void writesCpuTimePeakResidentMemoryAndUptimeOnlyWhenAsked(@TempDir Path dir) throws Exception {
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
        assertEquals(List.of("cpuNanos", "peakResidentKiB", "uptimeMillis"), lines.stream().map(l -> l.substring(0, l.indexOf('='))).toList());
        long cpu = Long.parseLong(lines.get(0).substring(lines.get(0).indexOf('=') + 1));
        assertTrue(cpu > 0, "this JVM has used some CPU: " + lines);
        if (Files.exists(Path.of("/proc/self/status"))) {
            // A running JVM holds at least its heap's first pages and the JDK's class-data archive: over 10 MB.
            assertTrue(ProcessReport.peakResidentKiB() > 10 * 1024, lines.toString());
        }
    }
}
