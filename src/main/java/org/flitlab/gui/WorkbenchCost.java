package org.flitlab.gui;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;

/**
 * The workbench's cost benchmark (docs/performance.md, "Workbench cost"): opens the real window on a 10 x 10
 * torus (100 switches, 100 hosts, 2 virtual channels, uniform 16-flit packets at load 0.3) with the animation at
 * full speed, so the engine runs as fast as it can, and measures for {@code seconds} (default 10) the time
 * between FX pulses (frame times: mean, median, 95th and 99th percentile, worst), new pictures and simulated ticks
 * a second; then the process's resident memory (now and peak, from /proc/self/status); then, paused, the CPU the
 * whole process uses over {@code pausedSeconds} (default 5; from /proc/self/stat) and each thread's share. A
 * benchmark, not a test; needs a display (Xvfb works). Prints one line per measure. Run it as docs/performance.md
 * says: {@code java -cp target/flitlab.jar org.flitlab.gui.WorkbenchCost [seconds [pausedSeconds]]}.
 */
public final class WorkbenchCost {
    /** Seconds over which the paused CPU is measured unless the second argument says otherwise. */
    private static final double PAUSED_SECONDS = 5;
    /** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
    private static final double USER_HZ = 100;

    private WorkbenchCost() {
    }

    public static void main(String[] args) throws Exception {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 10;
        double paused = args.length > 1 ? Double.parseDouble(args[1]) : PAUSED_SECONDS;
        Preferences prefs = Preferences.userRoot().node("flitlab-workbench-cost");
        WorkbenchApp[] app = new WorkbenchApp[1];
        CountDownLatch up = new CountDownLatch(1);
        Platform.startup(() -> {
            try {
                app[0] = new WorkbenchApp(prefs, Files.createTempDirectory("flitlab-cost"));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            Stage stage = new Stage();
            app[0].start(stage);
            stage.setX(0);
            stage.setY(0);
            up.countDown();
        });
        up.await();
        try {
            run(app[0], seconds, paused);
        } finally {
            onFx(app[0]::stop);
            removeQuietly(prefs);
            Platform.exit();
        }
        System.exit(0);
    }

    private static void run(WorkbenchApp app, double seconds, double paused) throws Exception {
        onFx(() -> {
            app.model().open(torus(), null);
            app.window().canvas().fitView();
            app.model().live().speedProperty().set(1);
            app.model().live().play();
        });
        Thread.sleep(2000); // JIT and first frames
        System.out.println(animation(app, seconds));
        System.out.println(memory());
        onFx(() -> app.model().live().pause());
        Thread.sleep(3000); // the paused worker finishes its pass, the JIT its queue
        long[] pulses = {0};
        Runnable counter = () -> pulses[0]++;
        onFx(() -> app.window().root().getScene().addPostLayoutPulseListener(counter));
        System.out.println(pausedCpu(paused) + "; " + pulses[0] + " window pulses");
        onFx(() -> app.window().root().getScene().removePostLayoutPulseListener(counter));
    }

    /** Frame times while the engine runs flat out. */
    private static String animation(WorkbenchApp app, double seconds) throws Exception {
        long[] gaps = new long[(int) (seconds * 400) + 10];
        int[] count = {0};
        long[] last = {0};
        long[] scenes = {0};
        AnimationTimer timer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                if (last[0] != 0 && count[0] < gaps.length) {
                    gaps[count[0]++] = System.nanoTime() - last[0];
                }
                last[0] = System.nanoTime();
            }
        };
        long[] tick0 = new long[1];
        onFx(() -> {
            tick0[0] = app.model().live().snapshot().tick();
            app.model().sceneProperty().addListener((o, was, now) -> scenes[0]++);
            timer.start();
        });
        long t0 = System.nanoTime();
        Thread.sleep((long) (seconds * 1000));
        long[] tick1 = new long[1];
        onFx(() -> {
            timer.stop();
            tick1[0] = app.model().live().snapshot().tick();
        });
        double wall = (System.nanoTime() - t0) / 1e9;
        long[] g = Arrays.copyOf(gaps, count[0]);
        Arrays.sort(g);
        double mean = Arrays.stream(g).average().orElse(0) / 1e6;
        return String.format(Locale.ROOT, "animation, 10x10 torus at full speed, %.1f s: %.1f frames/s, frame time mean %.1f ms, "
                        + "median %.1f, p95 %.1f, p99 %.1f, worst %.1f ms; %.1f new pictures/s, %.0f ticks/s",
                wall, count[0] / wall, mean, pct(g, 0.5), pct(g, 0.95), pct(g, 0.99), pct(g, 1.0), scenes[0] / wall,
                (tick1[0] - tick0[0]) / wall);
    }

    private static double pct(long[] sorted, double p) {
        if (sorted.length == 0) {
            return 0;
        }
        return sorted[(int) Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))] / 1e6;
    }

    /** Resident memory now and at its peak, and the Java heap in use. */
    private static String memory() throws IOException {
        String status = Files.readString(Path.of("/proc/self/status"));
        Runtime rt = Runtime.getRuntime();
        return String.format(Locale.ROOT, "memory: resident %s MB now, %s MB peak; Java heap %d MB used of %d MB committed (max %d MB)",
                kbToMb(status, "VmRSS:"), kbToMb(status, "VmHWM:"), (rt.totalMemory() - rt.freeMemory()) >> 20,
                rt.totalMemory() >> 20, rt.maxMemory() >> 20);
    }

    private static String kbToMb(String status, String field) {
        for (String line : status.split("\n")) {
            if (line.startsWith(field)) {
                return Long.toString(Long.parseLong(line.substring(field.length()).trim().split("\\s+")[0]) / 1024);
            }
        }
        return "?";
    }

    /**
     * CPU of the whole process over the paused seconds, as a percentage of one core, and every thread that used
     * any (from /proc/self/task, so the JVM's own threads, the collector's and the JIT's, are named too).
     */
    private static String pausedCpu(double pausedSeconds) throws Exception {
        java.util.Map<String, Long> threads0 = ThreadTicks.read();
        long c0 = processCpuTicks();
        long t0 = System.nanoTime();
        Thread.sleep((long) (pausedSeconds * 1000));
        long c1 = processCpuTicks();
        double wall = (System.nanoTime() - t0) / 1e9;
        java.util.Map<String, Long> threads1 = ThreadTicks.read();
        double cpu = (c1 - c0) / USER_HZ;
        return String.format(Locale.ROOT, "paused: %.2f s of CPU in %.1f s, %.2f%% of one core; by thread: %s", cpu, wall,
                100 * cpu / wall, ThreadTicks.busiest(threads0, threads1, USER_HZ));
    }

    /** utime + stime of this process, in clock ticks (fields 14 and 15 of /proc/self/stat). */
    private static long processCpuTicks() throws IOException {
        String stat = Files.readString(Path.of("/proc/self/stat"));
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Long.parseLong(f[11]) + Long.parseLong(f[12]);
    }

    /** The measured network: the animation probe's 10 x 10 torus. */
    static Scenario torus() {
        return ScenarioJson.read("""
                {"format": "flitlab-scenario", "version": 1, "name": "10x10 torus", "description": "workbench cost",
                 "topology": {"id": "torus", "params": {"radixX": 10, "radixY": 10, "hostsPerSwitch": 1, "linkDelayTicks": 1}},
                 "network": {"bufferFlits": 4, "virtualChannels": 2},
                 "routing": {"id": "dimension-order", "params": {"order": "xy", "dateline": true}},
                 "traffic": {"arrivals": {"id": "poisson", "params": {"offeredLoad": 0.3}},
                             "sizes": {"id": "fixed", "params": {"flits": 16}},
                             "destinations": {"id": "uniform"}},
                 "run": {"seed": 1, "deadlockTimeoutTicks": 1000}}
                """, "workbench cost").orElseThrow();
    }

    private static void onFx(Runnable r) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(1);
        Platform.runLater(() -> {
            try {
                r.run();
            } finally {
                done.countDown();
            }
        });
        done.await();
    }

    private static void removeQuietly(Preferences prefs) {
        try {
            prefs.removeNode();
        } catch (BackingStoreException | IllegalStateException e) {
            // A leftover empty preferences node is harmless.
        }
    }
}
