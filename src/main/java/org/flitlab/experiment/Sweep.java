package org.flitlab.experiment;

import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.BooleanSupplier;

/**
 * Runs the points of a {@link SweepPlan} in parallel on a pool of threads, each point
 * single-threaded and deterministic through a {@link PointRunner}, and collects a {@link SweepResult} that is
 * the same whatever the thread count (model.md, Measurement: the same numbers sequential or parallel).
 *
 * <p>Points start in order of value index, then series, then replication, so that every series' low values
 * run first and a saturated value is known before later values start. With stop-after-saturation a point
 * beyond a known saturated value index of its series is not started, or is cancelled if running, and the
 * result keeps exactly the points up to and including each series' first saturated value index.
 *
 * <p>Cancellation: the caller's flag is polled about every 25 ms; running points then see their own cancel
 * flag turn true (SimulationRun checks it every slice) and the sweep returns CANCELLED with the points that
 * had finished. A point that throws becomes a FAILED result and the others go on.
 *
 * <p>A {@code Sweep} holds only its thread count: it is immutable, and one instance may run several sweeps,
 * even at once; each run makes and shuts down its own pool of daemon threads.
 */
public final class Sweep {
    private final int threads;

    /** A sweep with one thread per available processor. */
    public Sweep() {
        this(Runtime.getRuntime().availableProcessors());
    }

    /**
     * @param threads the most points run at once, at least 1
     */
    public Sweep(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads is " + threads + "; it must be at least 1");
        }
        this.threads = threads;
    }

    /** The most points run at once. */
    public int threads() {
        return threads;
    }

    /**
     * Runs the plan and blocks until every needed point has finished or the sweep is cancelled. The listener
     * is called on this thread.
     *
     * @param cancelled polled about every 25 ms, on this thread only; true cancels the sweep
     * @throws RuntimeException whatever the listener throws, after the running points have been told to stop
     */
    public SweepResult run(SweepPlan plan, PointRunner runner, SweepListener listener, BooleanSupplier cancelled) {
        Objects.requireNonNull(plan, "plan");
        Objects.requireNonNull(runner, "runner");
        Objects.requireNonNull(listener, "listener");
        Objects.requireNonNull(cancelled, "cancelled");
        int poolSize = Math.max(1, Math.min(threads, plan.pointCount()));
        return new SweepExecution(plan, runner, listener, cancelled, poolSize).run();
    }

    /** Runs the plan with no listener and no cancellation. */
    public SweepResult run(SweepPlan plan, PointRunner runner) {
        return run(plan, runner, SweepListener.NONE, () -> false);
    }

    /**
     * Runs the plan on a new daemon thread and returns at once. The listener is called on that thread.
     * Cancelling the returned future cancels the sweep as the flag does (the future then reports
     * cancellation rather than the partial result); with the flag the future completes with a CANCELLED result.
     */
    public CompletableFuture<SweepResult> start(SweepPlan plan, PointRunner runner, SweepListener listener,
                                                BooleanSupplier cancelled) {
        Objects.requireNonNull(plan, "plan");
        Objects.requireNonNull(runner, "runner");
        Objects.requireNonNull(listener, "listener");
        Objects.requireNonNull(cancelled, "cancelled");
        CompletableFuture<SweepResult> future = new CompletableFuture<>();
        Thread thread = new Thread(() -> {
            try {
                future.complete(run(plan, runner, listener, () -> future.isCancelled() || cancelled.getAsBoolean()));
            } catch (RuntimeException | Error e) {
                future.completeExceptionally(e);
            }
        }, "flitlab-sweep");
        thread.setDaemon(true);
        thread.start();
        return future;
    }
}
