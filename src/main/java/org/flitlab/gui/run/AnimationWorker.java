package org.flitlab.gui.run;

import java.util.concurrent.atomic.AtomicReference;
import javafx.concurrent.Task;
import org.flitlab.network.Engine;
import org.flitlab.network.NetworkSnapshot;

/**
 * The background task that owns one live {@link Engine} (either kernel) and advances it at the speed {@link RunPacing} asks,
 * keeping only the latest {@link NetworkSnapshot} for the FX pulse to pull (architecture.md: a fast simulation
 * cannot flood the UI). The network never leaves this task's thread; only immutable snapshots do.
 * Ends when cancelled; stops advancing when the network deadlocks.
 */
final class AnimationWorker extends Task<Void> {
    /** Wall time from the start of one pass of the loop to the start of the next, ms (a little under the FX pulse). */
    private static final long FRAME_MILLIS = 15;
    /** The most ticks one pass may simulate, so that cancellation stays prompt at full speed. */
    private static final long MAX_TICKS_PER_PASS = 5_000;
    /** The fewest ticks simulated between two published snapshots (a long Step stays quick). */
    private static final long MIN_SLICE_TICKS = 64;

    private final Engine network;
    private final RunPacing pacing;
    private final AtomicReference<NetworkSnapshot> latest = new AtomicReference<>();

    AnimationWorker(Engine network, RunPacing pacing) {
        this.network = network;
        this.pacing = pacing;
        network.advance(0);
        latest.set(network.snapshot());
    }

    /** The newest snapshot; never null. Safe from any thread. */
    NetworkSnapshot latest() {
        return latest.get();
    }

    @Override
    protected Void call() throws InterruptedException {
        long last = System.nanoTime();
        double credit = 0;
        while (!isCancelled()) {
            if (!pacing.playing()) {
                pacing.awaitWork();
                last = System.nanoTime();
            }
            long now = System.nanoTime();
            long passEnd = now + FRAME_MILLIS * 1_000_000;
            double seconds = (now - last) / 1e9;
            last = now;
            long ticks = pacing.takeSteps();
            if (pacing.playing()) {
                credit = Math.min(credit + seconds * pacing.ticksPerSecond(), MAX_TICKS_PER_PASS);
                long whole = (long) credit;
                credit -= whole;
                ticks += whole;
            } else {
                credit = 0;
            }
            if (ticks > 0 && !network.isDeadlocked()) {
                advance(Math.min(ticks, MAX_TICKS_PER_PASS));
            }
            // Sleep only what is left of the pass: a fixed sleep after the work made a pass at full speed last
            // about 25 ms, so only about 40 new pictures a second reached a 60 Hz screen.
            Thread.sleep(Math.max(1, (passEnd - System.nanoTime()) / 1_000_000));
        }
        return null;
    }

    /**
     * Simulates {@code ticks} ticks in slices of about one frame's worth at the current speed (at least
     * {@value #MIN_SLICE_TICKS}), publishing a snapshot after each: when the engine is slower than the speed asked
     * (a 100-switch network at full speed), a pass is long, and one snapshot per pass showed only 3-4 new frames a
     * second (measured by AnimationFrameRateProbe); slices keep the picture moving at the pulse rate.
     */
    private void advance(long ticks) {
        long target = network.tick() + ticks;
        long slice = Math.max(MIN_SLICE_TICKS, (long) (pacing.ticksPerSecond() * FRAME_MILLIS / 1000.0));
        while (network.tick() < target && !isCancelled() && !network.isDeadlocked()) {
            network.advance(Math.min(target, network.tick() + slice));
            latest.set(network.snapshot());
        }
    }
}
