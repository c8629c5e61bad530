package org.flitlab.gui.timeline;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import org.flitlab.experiment.Replay;

/**
 * Runs the timeline's replays one after another on a daemon thread, off the FX thread, and hands each answer back
 * on the FX thread, with a busy flag and the running replay's progress for the view. A new run of the timeline
 * ({@link #cancelAll}) cancels every job not yet answered: its answer would be about another scenario.
 */
final class ReplayJobs {
    /** Nanoseconds between two progress updates sent to the FX thread. */
    private static final long PROGRESS_NANOS = 50_000_000;

    private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "flitlab-replay");
        t.setDaemon(true);
        return t;
    });
    private final AtomicLong generation = new AtomicLong();
    private final AtomicInteger outstanding = new AtomicInteger();
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper();
    private final Consumer<String> log;

    /** @param log receives a line when a replay fails */
    ReplayJobs(Consumer<String> log) {
        this.log = log;
    }

    /**
     * Runs {@code work} with a watch that cancels it when the timeline restarts, then {@code answer} on the FX
     * thread with its result, unless cancelled meanwhile (a null result is handed on: the work found nothing).
     */
    <T> void submit(Function<Replay.Watch, T> work, Consumer<T> answer) {
        long gen = generation.get();
        outstanding.incrementAndGet();
        busy.set(true);
        progress.set(0);
        thread.execute(() -> {
            Watch watch = new Watch(gen);
            Outcome<T> out = new Outcome<>();
            try {
                out.result = watch.cancelled() ? null : work.apply(watch);
            } catch (RuntimeException e) {
                out.failure = e;
            } catch (Error e) {
                out.failure = e;
                throw e;
            } finally {
                // Whatever happened (an Error too), busy must clear: the finish is posted from here.
                Platform.runLater(() -> finish(gen, out.result, out.failure, answer));
            }
        });
    }

    /** Hands the answer on (unless cancelled), then clears the busy flag: not busy means every answer is shown. */
    private <T> void finish(long gen, T result, Throwable failure, Consumer<T> answer) {
        if (gen == generation.get()) {
            if (failure instanceof IllegalArgumentException bad) {
                log.accept("Could not replay the run: " + bad.getMessage() + ". Press Reset to start again.");
            } else if (failure != null) {
                log.accept("Could not replay the run: the simulation failed on the way. Press Reset to start again; "
                        + "if it fails again, undo the last change (Ctrl+Z).");
            } else {
                answer.accept(result);
            }
        }
        if (outstanding.decrementAndGet() == 0) {
            busy.set(false);
        }
    }

    /** Cancels every job not yet answered. */
    void cancelAll() {
        generation.incrementAndGet();
    }

    /** Stops the replay thread for good (window closing). */
    void dispose() {
        cancelAll();
        thread.shutdownNow();
    }

    /** Whether a replay is running or waiting. */
    ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** The running replay's progress, 0 to 1. */
    ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** What a job brought back: its result, or what stopped it. */
    private static final class Outcome<T> {
        private T result;
        private Throwable failure;
    }

    /** A job's view of cancellation and progress: throttled updates to the FX thread. */
    private final class Watch implements Replay.Watch {
        private final long gen;
        private long lastReport = System.nanoTime();

        Watch(long gen) {
            this.gen = gen;
        }

        @Override
        public boolean cancelled() {
            return gen != generation.get() || Thread.currentThread().isInterrupted();
        }

        @Override
        public void progress(double fraction) {
            long now = System.nanoTime();
            if (now - lastReport >= PROGRESS_NANOS) {
                lastReport = now;
                Platform.runLater(() -> progress.set(fraction));
            }
        }
    }
}
