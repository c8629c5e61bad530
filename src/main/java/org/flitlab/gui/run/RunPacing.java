package org.flitlab.gui.run;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The commands the FX thread gives a running animation worker: play or pause, the speed in simulated ticks per
 * wall-clock second, and ticks still to step. Thread-safe: the FX thread writes, the worker reads.
 */
final class RunPacing {
    /** The slowest animation speed, ticks per second (slow motion: a flit per link every half second). */
    static final double MIN_TICKS_PER_SECOND = 2;
    /** The fastest animation speed, ticks per second. */
    static final double MAX_TICKS_PER_SECOND = 20_000;

    private volatile boolean playing;
    private volatile double ticksPerSecond = 40;
    private final AtomicLong pendingSteps = new AtomicLong();
    /** What a paused worker waits on; play and step notify it. */
    private final Object work = new Object();

    boolean playing() {
        return playing;
    }

    void setPlaying(boolean on) {
        playing = on;
        wakeWorker();
    }

    double ticksPerSecond() {
        return ticksPerSecond;
    }

    void setTicksPerSecond(double tps) {
        ticksPerSecond = Math.max(MIN_TICKS_PER_SECOND, Math.min(MAX_TICKS_PER_SECOND, tps));
    }

    void addSteps(long ticks) {
        pendingSteps.addAndGet(ticks);
        wakeWorker();
    }

    private void wakeWorker() {
        synchronized (work) {
            work.notifyAll();
        }
    }

    /**
     * Blocks the calling worker while paused with no steps pending, so a paused window's simulation thread does
     * not wake at all (it used to poll every 15 ms); returns at once otherwise. Interrupted by a cancelled task.
     */
    void awaitWork() throws InterruptedException {
        synchronized (work) {
            while (!playing && pendingSteps.get() == 0) {
                work.wait();
            }
        }
    }

    long takeSteps() {
        return pendingSteps.getAndSet(0);
    }
}
