package org.flitlab.experiment;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.BooleanSupplier;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;

/**
 * One run of a {@link Sweep}: the pool, the points' shared flags, and the bookkeeping of the coordinating
 * thread (the caller of {@link #run}). Pool threads only run points and touch the atomic fields and the
 * queue of finished points; everything else, including every listener call, stays on the coordinating
 * thread. Used once.
 */
final class SweepExecution {
    private static final long POLL_MILLIS = 25;
    private static final long PROGRESS_INTERVAL_MILLIS = 100;
    /** How long a cancelled sweep waits for points that ignore their cancel flag before it returns anyway. */
    private static final long CANCEL_GRACE_MILLIS = 2000;

    private final SweepPlan plan;
    private final PointRunner runner;
    private final SweepListener listener;
    private final BooleanSupplier cancelledByCaller;
    private final int threads;
    private final List<SweepPoint> points;
    private final boolean stopAfterSaturation;

    // Shared with the pool threads.
    private final AtomicBoolean cancelled = new AtomicBoolean();
    /** Per series, the lowest value index known to be saturated (an upper bound on the first one). */
    private final AtomicIntegerArray knownSaturated;
    private final AtomicReferenceArray<RunProgress> live;
    private final LinkedBlockingQueue<Finished> finished = new LinkedBlockingQueue<>();

    // Coordinating thread only.
    private final RunResult[] results;
    private final boolean[] delivered;
    /** Per series, the number of leading value indexes whose replications all finished unsaturated. */
    private final int[] cleanPrefix;
    private long startMillis;
    private long lastProgressMillis;
    private long cancelledAtMillis = -1;

    /** A point that ended; {@code result} is null if it was skipped without running. */
    private record Finished(int planIndex, RunResult result) {
    }

    SweepExecution(SweepPlan plan, PointRunner runner, SweepListener listener, BooleanSupplier cancelled, int threads) {
        this.plan = plan;
        this.runner = runner;
        this.listener = listener;
        this.cancelledByCaller = cancelled;
        this.threads = threads;
        this.points = plan.points();
        this.stopAfterSaturation = plan.stopAfterSaturation();
        this.knownSaturated = new AtomicIntegerArray(plan.seriesCount());
        for (int s = 0; s < plan.seriesCount(); s++) {
            knownSaturated.set(s, Integer.MAX_VALUE);
        }
        this.live = new AtomicReferenceArray<>(points.size());
        this.results = new RunResult[points.size()];
        this.delivered = new boolean[points.size()];
        this.cleanPrefix = new int[plan.seriesCount()];
    }

    SweepResult run() {
        startMillis = System.currentTimeMillis();
        lastProgressMillis = startMillis;
        ExecutorService pool = Executors.newFixedThreadPool(threads, daemonThreads());
        try {
            for (int i : startOrder()) {
                pool.execute(() -> runPoint(i));
            }
            awaitPoints();
        } finally {
            // Stops any point still running when we leave early (listener error, cancellation grace expired);
            // after a normal end nothing runs any more and the flag changes nothing.
            cancelled.set(true);
            pool.shutdownNow();
        }
        return finish();
    }

    // ---- pool threads -------------------------------------------------------------------------------

    private void runPoint(int planIndex) {
        SweepPoint p = points.get(planIndex);
        if (cancelled.get() || beyondSaturation(p)) {
            finished.add(new Finished(planIndex, null));
            return;
        }
        long t0 = System.currentTimeMillis();
        RunResult r;
        try {
            r = runner.run(p, progressTo(planIndex), () -> cancelled.get() || beyondSaturation(p));
            if (r == null) {
                r = failed(p, "the point runner returned no result", t0);
            }
        } catch (Exception | StackOverflowError | AssertionError | LinkageError e) {
            r = failed(p, FailureText.of(e), t0);
        }
        if (stopAfterSaturation && endsSeries(r)) {
            knownSaturated.accumulateAndGet(p.series(), p.index(), Math::min);
        }
        live.set(planIndex, null);
        finished.add(new Finished(planIndex, r));
    }

    private boolean beyondSaturation(SweepPoint p) {
        return stopAfterSaturation && p.index() > knownSaturated.get(p.series());
    }

    private SimulationListener progressTo(int planIndex) {
        return new SimulationListener() {
            @Override
            public void progress(RunProgress progress) {
                live.set(planIndex, progress);
            }
        };
    }

    private static RunResult failed(SweepPoint p, String message, long t0) {
        return RunResult.failed(message, p.seed(), 0, 0, 0, Double.NaN, System.currentTimeMillis() - t0);
    }

    // ---- coordinating thread ------------------------------------------------------------------------

    /**
     * Value index first, so every series' low values run before anyone's high values: a series climbing to
     * saturation stops early. A sweep that runs every point starts at the high end instead, because there the
     * points cost most (more load, bigger networks): with the longest first, the last point to finish is a short
     * one and no core waits long at the end (longest-processing-time-first scheduling).
     */
    private int[] startOrder() {
        int[] order = new int[points.size()];
        int k = 0;
        for (int step = 0; step < plan.valueCount(); step++) {
            int i = stopAfterSaturation ? step : plan.valueCount() - 1 - step;
            for (int s = 0; s < plan.seriesCount(); s++) {
                for (int r = 0; r < plan.replications(); r++) {
                    order[k++] = plan.indexOf(s, i, r);
                }
            }
        }
        return order;
    }

    private void awaitPoints() {
        int outstanding = points.size();
        while (outstanding > 0) {
            Finished f;
            try {
                f = finished.poll(POLL_MILLIS, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                cancel();
                return;
            }
            while (f != null) {
                accept(f);
                outstanding--;
                f = finished.poll();
            }
            long now = System.currentTimeMillis();
            if (cancelledAtMillis < 0 && cancelledByCaller.getAsBoolean()) {
                cancel();
            }
            if (cancelledAtMillis >= 0 && now - cancelledAtMillis > CANCEL_GRACE_MILLIS) {
                return;
            }
            if (now - lastProgressMillis >= PROGRESS_INTERVAL_MILLIS) {
                lastProgressMillis = now;
                listener.progress(progress(now));
            }
        }
    }

    private void cancel() {
        cancelledAtMillis = System.currentTimeMillis();
        cancelled.set(true);
    }

    private void accept(Finished f) {
        if (f.result() == null) {
            return;
        }
        results[f.planIndex()] = f.result();
        int s = points.get(f.planIndex()).series();
        if (stopAfterSaturation) {
            while (cleanPrefix[s] < plan.valueCount() && clean(s, cleanPrefix[s])) {
                cleanPrefix[s]++;
            }
        }
        int lastKept = stopAfterSaturation ? Math.min(cleanPrefix[s], plan.valueCount() - 1) : plan.valueCount() - 1;
        for (int i = 0; i <= lastKept; i++) {
            for (int r = 0; r < plan.replications(); r++) {
                deliver(plan.indexOf(s, i, r));
            }
        }
    }

    /**
     * Whether a point ends its series' climb: it saturated, or it deadlocked (a load that deadlocks is past
     * saturation, and higher loads would only deadlock again).
     */
    private static boolean endsSeries(RunResult r) {
        // a point cut short by its tick limit: a larger value would be too
        return r.saturated() || r.status() == RunStatus.DEADLOCK || r.status() == RunStatus.INCOMPLETE;
    }

    /** Whether every replication of value index {@code i} of series {@code s} finished unsaturated. */
    private boolean clean(int s, int i) {
        for (int r = 0; r < plan.replications(); r++) {
            RunResult res = results[plan.indexOf(s, i, r)];
            if (res == null || endsSeries(res)) {
                return false;
            }
        }
        return true;
    }

    private void deliver(int planIndex) {
        RunResult r = results[planIndex];
        if (r != null && !delivered[planIndex] && !droppedByCancel(r)) {
            delivered[planIndex] = true;
            listener.pointFinished(points.get(planIndex), r);
        }
    }

    private boolean droppedByCancel(RunResult r) {
        return cancelledAtMillis >= 0 && r.status() == RunStatus.CANCELLED;
    }

    private SweepProgress progress(long now) {
        int total = 0;
        int done = 0;
        double work = 0;
        long measured = 0;
        for (int i = 0; i < points.size(); i++) {
            if (beyondSaturation(points.get(i))) {
                continue;
            }
            total++;
            RunResult r = results[i];
            RunProgress running = live.get(i);
            if (r != null) {
                done++;
                work += 1;
                measured += r.measuredPackets();
            } else if (running != null) {
                work += Math.max(0, Math.min(1, running.fraction()));
                measured += running.measuredDelivered();
            }
        }
        long elapsed = now - startMillis;
        long eta = work > 0 ? Math.round(elapsed * (total - work) / work) : -1;
        return new SweepProgress(done, total, measured, elapsed, eta);
    }

    private SweepResult finish() {
        boolean wasCancelled = cancelledAtMillis >= 0;
        int[] firstSaturated = new int[plan.seriesCount()];
        Arrays.fill(firstSaturated, Integer.MAX_VALUE);
        for (int i = 0; i < points.size(); i++) {
            if (stopAfterSaturation && results[i] != null && endsSeries(results[i])) {
                SweepPoint p = points.get(i);
                firstSaturated[p.series()] = Math.min(firstSaturated[p.series()], p.index());
            }
        }
        List<PointResult> kept = new ArrayList<>();
        boolean anyFailed = false;
        for (int i = 0; i < points.size(); i++) {
            SweepPoint p = points.get(i);
            RunResult r = results[i];
            if (r != null && p.index() <= firstSaturated[p.series()] && !(wasCancelled && r.status() == RunStatus.CANCELLED)) {
                kept.add(new PointResult(p, r));
                anyFailed |= r.status() == RunStatus.FAILED;
                if (!delivered[i]) {
                    delivered[i] = true;
                    listener.pointFinished(p, r);
                }
            }
        }
        long now = System.currentTimeMillis();
        listener.progress(new SweepProgress(kept.size(), wasCancelled ? progress(now).pointsTotal() : kept.size(),
                kept.stream().mapToLong(k -> k.result().measuredPackets()).sum(), now - startMillis, 0));
        SweepStatus status = wasCancelled ? SweepStatus.CANCELLED : anyFailed ? SweepStatus.FAILED : SweepStatus.COMPLETED;
        return new SweepResult(plan, kept, status, now - startMillis, threads);
    }

    private ThreadFactory daemonThreads() {
        AtomicInteger n = new AtomicInteger();
        return task -> {
            Thread t = new Thread(task, "flitlab-sweep-point-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
