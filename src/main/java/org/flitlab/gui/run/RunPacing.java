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

    boolean playing() {
        return playing;
    }

    void setPlaying(boolean on) {
        playing = on;
    }

    double ticksPerSecond() {
        return ticksPerSecond;
    }

    void setTicksPerSecond(double tps) {
        ticksPerSecond = Math.max(MIN_TICKS_PER_SECOND, Math.min(MAX_TICKS_PER_SECOND, tps));
    }

    void addSteps(long ticks) {
        pendingSteps.addAndGet(ticks);
    }

    long takeSteps() {
        return pendingSteps.getAndSet(0);
    }
}
