package org.flitlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** CPU time by kind of thread from /proc's stat lines (what bench case 7 prints about its child). */
class ThreadCpuTest {
    /** A stat line of a compiler thread: its name holds a space; utime 150 and stime 25 ticks of 10 ms. */
    private static final String C2 = "4242 (C2 CompilerThre) S 4200 4200 17 0 -1 4194368 1203 0 0 0 150 25 0 0 20 0 18 0 "
            + "1291 9000000000 20000 18446744073709551615 1 1 0 0 0 0 0 0 0 0 0 0 -1 1 0 0 0 0 0";

    @Test
    void readsTheNameAndTheUserPlusSystemTicksAfterIt() {
        assertEquals("C2 CompilerThre", ThreadCpu.nameOf(C2));
        assertEquals((150 + 25) * 10_000_000L, ThreadCpu.cpuNanos(C2));
        // A name with a ')' of its own: the name ends at the last ')'.
        String odd = C2.replace("(C2 CompilerThre)", "(a) b)");
        assertEquals("a) b", ThreadCpu.nameOf(odd));
        assertEquals(1_750_000_000L, ThreadCpu.cpuNanos(odd));
    }

    @Test
    void sortsThreadsIntoCompilersVmThreadSweepMainAndTheRest() {
        assertEquals("c1", ThreadCpu.kind("C1 CompilerThre"));
        assertEquals("c2", ThreadCpu.kind("C2 CompilerThre"));
        assertEquals("vm", ThreadCpu.kind("VM Thread"));
        assertEquals("sweep", ThreadCpu.kind("flitlab-sweep-p"));
        assertEquals("main", ThreadCpu.kind("java"));
        assertEquals("other", ThreadCpu.kind("Signal Dispatch"));
    }

    @Test
    void theLiveThreadsTogetherUseNoMoreThanTheWholeProcess() {
        Map<String, Long> kinds = ThreadCpu.byKind();
        if (!Files.isDirectory(Path.of("/proc/self/task"))) {
            assertTrue(kinds.isEmpty());
            return;
        }
        assertEquals(List.of("c1", "c2", "vm", "sweep", "main", "other"), List.copyOf(kinds.keySet()));
        long live = kinds.values().stream().mapToLong(Long::longValue).sum();
        long process = ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory
                .getOperatingSystemMXBean()).getProcessCpuTime();
        // Each thread's time is whole 10 ms ticks, rounded down: the sum cannot exceed the process's own count.
        assertTrue(live > 0 && live <= process, live + " ns of " + process);
    }
}
