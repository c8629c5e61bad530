package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.flitlab.gui.run.Examples;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.gui.run.RoutingChoice;
import org.flitlab.network.NetworkConfig;
import org.flitlab.scenario.Scenario;
import org.flitlab.topology.torus.TorusTopology;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Measures the animation (the workbench must show worms moving smoothly): a 10x10 torus (100 switches, 100 hosts) at full animation speed, counting FX
 * pulses (AnimationTimer frames), canvas scenes drawn (new snapshots) and simulated ticks over
 * {@code flitlab.probe.seconds} (5 by default; {@code flitlab.probe.radix} sets another k x k torus), the CPU time
 * per pulse of the FX thread, the Prism renderer, the simulation and (with {@code flitlab.probe.xserver} set to
 * Xvfb's process id) the X server, and timing one canvas repaint call. Then, paused, it repaints the moving layer
 * on every pulse for {@code flitlab.probe.paused} seconds (3): the drawing's own cost, free of the simulation's
 * share of the cores, and so the steadiest number on a busy machine. Prints one line and appends it to
 * target/animation-rate.txt. A measurement, not a regression test: tagged soak-long so the normal suite skips
 * it. Under Monocle: {@code mvn -o test -Dtest=AnimationFrameRateProbe -DexcludedGroups=}; on a real (or Xvfb)
 * display run {@link #main} with the test classpath.
 */
@Tag("soak-long")
@ExtendWith(ApplicationExtension.class)
class AnimationFrameRateProbe {
    private WorkbenchApp app;

    @Start
    void start(Stage stage) {
        app = TestWorkbench.app();
        app.start(stage);
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(app::stop);
    }

    @Test
    void aHundredSwitchTorusAtFullSpeedIsMeasured() throws Exception {
        String line = measure(app, Double.parseDouble(System.getProperty("flitlab.probe.seconds", "5")));
        assertTrue(line.contains("pulses/s"), line);
    }

    /** On a real display: starts the toolkit, opens the workbench, measures, exits. */
    public static void main(String[] args) throws Exception {
        CountDownLatch up = new CountDownLatch(1);
        WorkbenchApp[] app = new WorkbenchApp[1];
        Platform.startup(() -> {
            app[0] = TestWorkbench.app();
            app[0].start(new Stage());
            up.countDown();
        });
        up.await();
        measure(app[0], args.length > 0 ? Double.parseDouble(args[0]) : 5);
        onFx(app[0]::stop);
        Platform.exit();
        System.exit(0);
    }

    /**
     * The cost of drawing alone, free of the simulation's share of the cores: with the run paused (the last
     * snapshot stays), the moving layer is repainted on every pulse for {@code seconds}. Returns pulses per second
     * and the renderer's and FX thread's CPU milliseconds per pulse.
     */
    private static double[] pausedRepaint(WorkbenchApp app, double seconds) throws Exception {
        AtomicLong pulses = new AtomicLong();
        AnimationTimer repaint = new AnimationTimer() {
            @Override
            public void handle(long now) {
                pulses.incrementAndGet();
                app.window().canvas().redrawFrame();
            }
        };
        onFx(() -> app.model().live().pause());
        Thread.sleep(300);
        onFx(repaint::start);
        Thread.sleep(500);
        long p0 = pulses.get();
        long[] cpu0 = threadCpu();
        long t0 = System.nanoTime();
        Thread.sleep((long) (seconds * 1000));
        long p1 = pulses.get();
        long[] cpu1 = threadCpu();
        double wall = (System.nanoTime() - t0) / 1e9;
        onFx(repaint::stop);
        long n = Math.max(1, p1 - p0);
        return new double[] {n / wall, (cpu1[1] - cpu0[1]) / 1e6 / n, (cpu1[0] - cpu0[0]) / 1e6 / n};
    }

    /** Name prefixes of the threads whose CPU time is reported per pulse: FX application, Prism renderer, simulation. */
    private static final String[][] THREADS = {{"JavaFX Application Thread", "GtkNativeMainLoopThread"}, {"QuantumRenderer"},
        {"flitlab-animation"}};

    /** CPU nanoseconds used so far by each group of {@link #THREADS} (CPU, not wall time, so a busy machine counts less). */
    private static long[] threadCpu() {
        var bean = ManagementFactory.getThreadMXBean();
        long[] ns = new long[THREADS.length];
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            for (int i = 0; i < THREADS.length; i++) {
                for (String prefix : THREADS[i]) {
                    if (t.getName().startsWith(prefix)) {
                        ns[i] += Math.max(0, bean.getThreadCpuTime(t.getId()));
                    }
                }
            }
        }
        return ns;
    }

    /**
     * CPU milliseconds used so far by the X server whose process id is {@code flitlab.probe.xserver} (Xvfb does the
     * window's pixel uploads), from /proc; 0 when not given or not readable.
     */
    private static long xServerCpuMillis() {
        String pid = System.getProperty("flitlab.probe.xserver");
        if (pid == null) {
            return 0;
        }
        try {
            String stat = Files.readString(Path.of("/proc", pid, "stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            // Fields 14 and 15 of stat (utime, stime) in clock ticks, conventionally 100 per second.
            return (Long.parseLong(f[11]) + Long.parseLong(f[12])) * 10;
        } catch (IOException | RuntimeException e) {
            return 0;
        }
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

    static String measure(WorkbenchApp app, double seconds) throws Exception {
        int k = Integer.getInteger("flitlab.probe.radix", 10);
        var torus = TestScenarios.torus(k, 4, 0.3, 16);
        AtomicLong frames = new AtomicLong();
        AtomicLong scenes = new AtomicLong();
        AnimationTimer counter = pulseCounter(frames);
        openAndWarmUp(app, torus, scenes);
        long[] start = new long[3];
        onFx(() -> {
            System.arraycopy(counts(app, frames, scenes), 0, start, 0, 3);
            counter.start();
        });
        long t0 = System.nanoTime();
        long[] cpu0 = threadCpu();
        long x0 = xServerCpuMillis();
        Thread.sleep((long) (seconds * 1000));
        long[] cpu1 = threadCpu();
        long x1 = xServerCpuMillis();
        long[] end = new long[3];
        onFx(() -> {
            counter.stop();
            System.arraycopy(counts(app, frames, scenes), 0, end, 0, 3);
        });
        double wall = (System.nanoTime() - t0) / 1e9;
        long pulses = Math.max(1, end[0] - start[0]);
        double[] cpuPerPulse = perPulse(cpu0, cpu1, pulses);
        double[] paint = paintTimes(app);
        double[] paused = pausedRepaint(app, Double.parseDouble(System.getProperty("flitlab.probe.paused", "3")));
        String line = String.format(Locale.ROOT, "%s/%s: %s, %.1f s: %.1f pulses/s, %.1f scenes/s, %.0f ticks/s, "
                        + "full canvas repaint %.1f ms, frame-layer repaint %.1f ms (%d worms on screen); CPU per pulse: FX thread %.2f ms, "
                        + "renderer %.2f ms, simulation %.2f ms, X server %.2f ms; paused, moving layer repainted every pulse: %.1f pulses/s, "
                        + "renderer %.2f ms, FX thread %.2f ms per pulse", System.getProperty("glass.platform", "gtk"),
                System.getProperty("prism.order", "default"), torus.name(), wall, (end[0] - start[0]) / wall, (end[1] - start[1]) / wall,
                (end[2] - start[2]) / wall, paint[0], paint[1], (int) paint[2], cpuPerPulse[0], cpuPerPulse[1], cpuPerPulse[2],
                (x1 - x0) / (double) pulses, paused[0], paused[1], paused[2]);
        System.out.println("ANIMATION-RATE " + line);
        appendToReport(line);
        return line;
    }

    /** Counts the FX pulses: an AnimationTimer runs once per pulse. */
    private static AnimationTimer pulseCounter(AtomicLong frames) {
        return new AnimationTimer() {
            @Override
            public void handle(long now) {
                frames.incrementAndGet();
            }
        };
    }

    /** Appends the line to target/animation-rate.txt, so runs on several platforms add up in one file. */
    private static void appendToReport(String line) throws IOException {
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "animation-rate.txt"), line + System.lineSeparator(),
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /** Opens the torus playing at speed 1, counting scenes, then lets the JIT and the first frames settle. */
    private static void openAndWarmUp(WorkbenchApp app, Scenario torus, AtomicLong scenes) throws Exception {
        onFx(() -> {
            app.model().open(torus, null);
            app.window().canvas().fitView();
            app.model().live().speedProperty().set(1);
            app.model().live().play();
            app.model().sceneProperty().addListener((o, was, now) -> scenes.incrementAndGet());
        });
        Thread.sleep(1000); // warm-up: JIT, first frames
    }

    /** Pulses, scenes and simulated ticks so far (on the FX thread). */
    private static long[] counts(WorkbenchApp app, AtomicLong frames, AtomicLong scenes) {
        return new long[] {frames.get(), scenes.get(), app.model().live().snapshot().tick()};
    }

    private static double[] perPulse(long[] cpu0, long[] cpu1, long pulses) {
        double[] cpuPerPulse = new double[THREADS.length];
        for (int i = 0; i < THREADS.length; i++) {
            cpuPerPulse[i] = (cpu1[i] - cpu0[i]) / 1e6 / pulses;
        }
        return cpuPerPulse;
    }

    /** Paused: ms for a full canvas repaint, ms for a frame-layer repaint (each the mean of 20), worms on screen. */
    private static double[] paintTimes(WorkbenchApp app) throws Exception {
        double[] paintMs = new double[3];
        onFx(() -> {
            app.model().live().pause();
            var canvas = app.window().canvas();
            canvas.redraw();
            long p0 = System.nanoTime();
            for (int i = 0; i < 20; i++) {
                canvas.redraw();
            }
            paintMs[0] = (System.nanoTime() - p0) / 20 / 1e6;
            long f0 = System.nanoTime();
            for (int i = 0; i < 20; i++) {
                canvas.redrawFrame();
            }
            paintMs[1] = (System.nanoTime() - f0) / 20 / 1e6;
            paintMs[2] = app.model().live().snapshot().worms().size();
        });
        return paintMs;
    }
}
