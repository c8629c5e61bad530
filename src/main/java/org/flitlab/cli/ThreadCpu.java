package org.flitlab.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * CPU time of this process's live threads by kind, from {@code /proc/self/task/TID/stat} (Linux only; elsewhere
 * empty): where a whole {@code flitlab run} process spends its CPU besides the simulation. The kinds come from the
 * threads' names: the JIT's compiler threads ({@code C1 CompilerThre...}, {@code C2 CompilerThre...}), the VM thread
 * (the serial collector's pauses and other safepoint work run on it), the sweep's worker threads
 * ({@code flitlab-sweep-...}: the simulation), the launcher's main thread ({@code java}: start-up, reading the
 * scenario, writing results) and the rest. Threads that have already ended are not counted. Stateless.
 */
final class ThreadCpu {
    /** Clock ticks per second of {@code /proc}'s CPU times (USER_HZ, 100 on Linux). */
    static final long TICKS_PER_SECOND = 100;

    private ThreadCpu() {
    }

    /** CPU nanoseconds by kind (c1, c2, vm, sweep, main, other), in that order; empty where /proc is missing. */
    static Map<String, Long> byKind() {
        Map<String, Long> kinds = new LinkedHashMap<>();
        for (String kind : new String[] {"c1", "c2", "vm", "sweep", "main", "other"}) {
            kinds.put(kind, 0L);
        }
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(Path.of("/proc/self/task"))) {
            for (Path task : tasks) {
                addTask(kinds, task);
            }
        } catch (IOException | RuntimeException e) {
            return Map.of();
        }
        return kinds;
    }

    private static void addTask(Map<String, Long> kinds, Path task) {
        try {
            String stat = Files.readString(task.resolve("stat"), StandardCharsets.US_ASCII);
            String kind = kind(nameOf(stat));
            kinds.put(kind, kinds.get(kind) + cpuNanos(stat));
        } catch (IOException | RuntimeException e) {
            // the thread ended between listing and reading: not counted
        }
    }

    /** The thread's name: between the first '(' and the last ')' of its stat line. */
    static String nameOf(String stat) {
        return stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    }

    /** User plus system time of a stat line, in nanoseconds (fields 14 and 15, counted after the name). */
    static long cpuNanos(String stat) {
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).trim().split("\\s+");
        long ticks = Long.parseLong(f[11]) + Long.parseLong(f[12]);
        return ticks * (1_000_000_000L / TICKS_PER_SECOND);
    }

    /** The kind of a thread by its (15-character) name. */
    static String kind(String name) {
        if (name.startsWith("C1 Compiler")) {
            return "c1";
        }
        if (name.startsWith("C2 Compiler")) {
            return "c2";
        }
        if (name.equals("VM Thread")) {
            return "vm";
        }
        if (name.startsWith("flitlab-sweep")) {
            return "sweep";
        }
        return name.equals("java") ? "main" : "other";
    }
}
