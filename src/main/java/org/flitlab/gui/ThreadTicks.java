package org.flitlab.gui;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The CPU time of each native thread of this process, from /proc/self/task/N/stat (Linux), by thread name: the
 * workbench's own threads and the JVM's (collector, JIT compiler, "VM Periodic Task Thread") alike, which Java's
 * thread bean does not list. For {@link WorkbenchCost}.
 */
final class ThreadTicks {
    private ThreadTicks() {
    }

    /** utime + stime in clock ticks of every thread now, summed by name (empty where /proc is missing). */
    static Map<String, Long> read() {
        Map<String, Long> ticks = new HashMap<>();
        try (Stream<Path> tasks = Files.list(Path.of("/proc/self/task"))) {
            tasks.forEach(t -> {
                try {
                    String stat = Files.readString(t.resolve("stat"));
                    String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
                    String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                    ticks.merge(name, Long.parseLong(f[11]) + Long.parseLong(f[12]), Long::sum);
                } catch (IOException | RuntimeException e) {
                    // The thread ended between the listing and the read: it used nothing more.
                }
            });
        } catch (IOException e) {
            return ticks;
        }
        return ticks;
    }

    /** The threads that used CPU between two readings, busiest first, as "name 30 ms". */
    static String busiest(Map<String, Long> before, Map<String, Long> after, double hz) {
        String list = after.entrySet().stream()
                .map(e -> Map.entry(e.getKey(), e.getValue() - before.getOrDefault(e.getKey(), 0L)))
                .filter(e -> e.getValue() > 0)
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                .map(e -> String.format(Locale.ROOT, "%s %.0f ms", e.getKey(), 1000 * e.getValue() / hz))
                .collect(Collectors.joining(", "));
        return list.isEmpty() ? "none" : list;
    }
}
