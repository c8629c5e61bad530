package org.flitlab.gui.run;

import java.util.concurrent.atomic.AtomicReference;
import javafx.concurrent.Task;
import org.flitlab.network.Network;
import org.flitlab.network.NetworkSnapshot;

/**
 * The background task that owns one live {@link Network} and advances it at the speed {@link RunPacing} asks,
 * keeping only the latest {@link NetworkSnapshot} for the FX pulse to pull (architecture.md: a fast simulation
 * cannot flood the UI). The network never leaves this task's thread; only immutable snapshots do.
 * Ends when cancelled; stops advancing when the network deadlocks.
 */
final class AnimationWorker extends Task<Void> {
    /** Wall time between two passes of the loop, ms (about the FX pulse). */
    private static final long FRAME_MILLIS = 15;
    /** The most ticks one pass may simulate, so that cancellation stays prompt at full speed. */
    private static final long MAX_TICKS_PER_PASS = 5_000;

    private final Network network;
    private final RunPacing pacing;
    private final AtomicReference<NetworkSnapshot> latest = new AtomicReference<>();

    AnimationWorker(Network network, RunPacing pacing) {
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
            long now = System.nanoTime();
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
                network.advance(network.tick() + Math.min(ticks, MAX_TICKS_PER_PASS));
                latest.set(network.snapshot());
            }
            Thread.sleep(FRAME_MILLIS);
        }
        return null;
    }
}
