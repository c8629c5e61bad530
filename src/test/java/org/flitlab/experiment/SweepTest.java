package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.flitlab.stats.StudentT;
import org.junit.jupiter.api.Test;

class SweepTest {
    private static final double[] EIGHT_LOADS = {0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8};

    /** Latency 10 + 10 x value index + replication; saturated from value index {@code saturatedFrom}; short varied sleeps. */
    private static PointRunner fake(int saturatedFrom) {
        return (p, listener, cancelled) -> {
            sleep(Math.floorMod(p.seed(), 7));
            return FakeResults.completed(p, 10 + 10 * p.index() + p.replication(), p.index() >= saturatedFrom);
        };
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Records what a sweep listener is told. */
    private static final class Recorder implements SweepListener {
        final List<PointResult> finished = Collections.synchronizedList(new ArrayList<>());
        final List<SweepProgress> progress = Collections.synchronizedList(new ArrayList<>());

        @Override
        public void pointFinished(SweepPoint point, RunResult result) {
            finished.add(new PointResult(point, result));
        }

        @Override
        public void progress(SweepProgress p) {
            progress.add(p);
        }
    }

    @Test
    void resultListsEveryPointInPlanOrderWithItsOwnSeed() {
        SweepPlan plan = new SweepPlan(List.of("a", "b"), "offeredLoad", new double[] {0.1, 0.2, 0.3}, 2, 5);
        SweepResult result = new Sweep(3).run(plan, fake(Integer.MAX_VALUE));
        assertEquals(SweepStatus.COMPLETED, result.status());
        assertEquals(3, result.threads());
        assertEquals(plan, result.plan());
        assertEquals(plan.points(), result.points().stream().map(PointResult::point).toList());
        for (PointResult p : result.points()) {
            assertEquals(p.point().seed(), p.result().seed());
        }
        assertEquals(List.of(0, 0, 1, 1, 2, 2), result.series(1).stream().map(p -> p.point().index()).toList());
        assertEquals(-1, result.firstSaturatedIndex(0));
    }

    @Test
    void poolIsNoLargerThanThePlan() {
        SweepPlan plan = new SweepPlan(List.of("a"), "offeredLoad", new double[] {0.1, 0.2}, 1, 5);
        assertEquals(2, new Sweep(8).run(plan, fake(99)).threads());
        assertThrows(IllegalArgumentException.class, () -> new Sweep(0));
    }

    @Test
    void stopAfterSaturationKeepsIndexesUpToTheFirstSaturatedOneWhateverTheThreadCount() {
        SweepPlan plan = new SweepPlan(List.of("a", "b"), "offeredLoad", EIGHT_LOADS, 2, 11);
        Recorder oneListener = new Recorder();
        Recorder fourListener = new Recorder();
        SweepResult one = new Sweep(1).run(plan, fake(3), oneListener, () -> false);
        SweepResult four = new Sweep(4).run(plan, fake(3), fourListener, () -> false);
        for (SweepResult r : List.of(one, four)) {
            assertEquals(SweepStatus.COMPLETED, r.status());
            for (int s = 0; s < 2; s++) {
                assertEquals(List.of(0, 0, 1, 1, 2, 2, 3, 3), r.series(s).stream().map(p -> p.point().index()).toList());
                assertEquals(3, r.firstSaturatedIndex(s));
            }
        }
        FakeResults.assertSamePoints(one, four);
        // The listener hears of exactly the reported points, never of one beyond saturation.
        assertEquals(16, oneListener.finished.size());
        assertEquals(16, fourListener.finished.size());
        assertTrue(fourListener.finished.stream().allMatch(p -> p.point().index() <= 3));
    }

    @Test
    void oneSaturatedReplicationEndsItsSeriesOnly() {
        SweepPlan plan = new SweepPlan(List.of("a", "b"), "offeredLoad", EIGHT_LOADS, 3, 11);
        PointRunner runner = (p, l, c) -> FakeResults.completed(p, 10 + p.index(),
                p.series() == 0 && p.index() == 2 && p.replication() == 1);
        for (int threads : new int[] {1, 3}) {
            SweepResult r = new Sweep(threads).run(plan, runner);
            assertEquals(9, r.series(0).size(), "3 replications of value indexes 0..2");
            assertEquals(2, r.firstSaturatedIndex(0));
            assertEquals(24, r.series(1).size(), "series b never saturates");
        }
    }

    @Test
    void withoutStopAfterSaturationEveryPointIsReported() {
        SweepPlan plan = new SweepPlan(List.of("a"), "offeredLoad", EIGHT_LOADS, 1, 11).withStopAfterSaturation(false);
        SweepResult r = new Sweep(2).run(plan, fake(3));
        assertEquals(8, r.points().size());
        assertEquals(3, r.firstSaturatedIndex(0));
    }

    @Test
    void cancellationReturnsCancelledWithTheFinishedPointsWithinOneSecond() throws Exception {
        SweepPlan plan = new SweepPlan(List.of("a"), "offeredLoad", new double[] {0.1, 0.2, 0.3, 0.4, 0.5, 0.6}, 1, 3);
        PointRunner runner = (p, l, cancelled) -> {
            if (p.index() < 2) {
                return FakeResults.completed(p, 10, false);
            }
            long end = System.currentTimeMillis() + 30_000;
            while (!cancelled.getAsBoolean() && System.currentTimeMillis() < end) {
                sleep(5);
            }
            return FakeResults.of(p, RunStatus.CANCELLED, 0, 0, false);
        };
        AtomicBoolean flag = new AtomicBoolean();
        long[] flaggedAt = new long[1];
        Thread canceller = new Thread(() -> {
            sleep(300);
            flaggedAt[0] = System.nanoTime();
            flag.set(true);
        });
        canceller.start();
        SweepResult r = new Sweep(2).run(plan, runner, SweepListener.NONE, flag::get);
        long returnedAfterFlagMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - flaggedAt[0]);
        canceller.join();
        assertEquals(SweepStatus.CANCELLED, r.status());
        assertTrue(returnedAfterFlagMillis < 1000, "returned " + returnedAfterFlagMillis + " ms after the flag");
        assertEquals(List.of(0, 1), r.points().stream().map(p -> p.point().index()).toList());
    }

    @Test
    void cancellingTheFutureStopsTheSweep() throws Exception {
        SweepPlan plan = new SweepPlan(List.of("a"), "offeredLoad", new double[] {0.1, 0.2}, 1, 3);
        AtomicInteger stopped = new AtomicInteger();
        PointRunner runner = (p, l, cancelled) -> {
            while (!cancelled.getAsBoolean()) {
                sleep(5);
            }
            stopped.incrementAndGet();
            return FakeResults.of(p, RunStatus.CANCELLED, 0, 0, false);
        };
        var future = new Sweep(2).start(plan, runner, SweepListener.NONE, () -> false);
        sleep(100);
        future.cancel(true);
        long deadline = System.currentTimeMillis() + 1000;
        while (stopped.get() < 2 && System.currentTimeMillis() < deadline) {
            sleep(5);
        }
        assertEquals(2, stopped.get(), "both running points saw their cancel flag");
    }

    @Test
    void startGivesTheSameResultAsRun() throws Exception {
        SweepPlan plan = new SweepPlan(List.of("a", "b"), "offeredLoad", EIGHT_LOADS, 1, 8);
        SweepResult async = new Sweep(2).start(plan, fake(5), SweepListener.NONE, () -> false).get(10, TimeUnit.SECONDS);
        FakeResults.assertSamePoints(new Sweep(1).run(plan, fake(5)), async);
    }

    @Test
    void aPointThatThrowsFailsAloneAndTheSweepGoesOn() {
        SweepPlan plan = new SweepPlan(List.of("a", "b"), "offeredLoad", new double[] {0.1, 0.2, 0.3, 0.4}, 1, 3);
        PointRunner runner = (p, l, c) -> {
            if (p.series() == 1 && p.index() == 2) {
                throw new IllegalStateException("boom at " + p.value());
            }
            return p.series() == 1 && p.index() == 3 ? null : FakeResults.completed(p, 10, false);
        };
        SweepResult r = new Sweep(2).run(plan, runner);
        assertEquals(SweepStatus.FAILED, r.status());
        assertEquals(8, r.points().size());
        List<PointResult> failures = r.failures();
        assertEquals(2, failures.size());
        // the message says what happened in words, without Java's class name
        assertEquals("internal error (an inconsistent state): boom at 0.3; please report it with the scenario", failures.get(0).result().message());
        assertEquals(failures.get(0).point().seed(), failures.get(0).result().seed());
        assertEquals("the point runner returned no result", failures.get(1).result().message());
        assertTrue(r.series(0).stream().allMatch(p -> p.result().status() == RunStatus.COMPLETED));
    }

    @Test
    void progressComesAtMostTenTimesASecondAndEndsComplete() {
        SweepPlan plan = new SweepPlan(List.of("a", "b"), "offeredLoad", EIGHT_LOADS, 3, 1);
        PointRunner runner = (p, listener, c) -> {
            for (int k = 1; k <= 4; k++) {
                sleep(4);
                listener.progress(new RunProgress(RunProgress.Phase.MEASURE, 100L * k, 25L * k, 100, 0.25 * k));
            }
            return FakeResults.completed(p, 10, false);
        };
        Recorder recorder = new Recorder();
        SweepResult r = new Sweep(2).run(plan, runner, recorder, () -> false);
        List<SweepProgress> progress = recorder.progress;
        assertTrue(progress.size() <= r.wallMillis() / 100 + 2, progress.size() + " calls in " + r.wallMillis() + " ms");
        assertTrue(progress.size() >= 2, "48 points of about 16 ms on 2 threads take several tenths of a second");
        for (int i = 1; i < progress.size(); i++) {
            assertTrue(progress.get(i).pointsDone() >= progress.get(i - 1).pointsDone());
            assertTrue(progress.get(i).measuredPacketsSoFar() >= progress.get(i - 1).measuredPacketsSoFar());
        }
        SweepProgress last = progress.get(progress.size() - 1);
        assertEquals(48, last.pointsDone());
        assertEquals(48, last.pointsTotal());
        assertEquals(48 * 100, last.measuredPacketsSoFar());
        assertEquals(1.0, last.fraction());
        SweepProgress middle = progress.get(0);
        assertTrue(middle.pointsDone() < 48 && middle.etaMillis() > 0, middle.toString());
    }

    @Test
    void progressTotalShrinksWhenASeriesSaturates() {
        SweepPlan plan = new SweepPlan(List.of("a"), "offeredLoad", EIGHT_LOADS, 1, 1);
        Recorder recorder = new Recorder();
        new Sweep(1).run(plan, fake(1), recorder, () -> false);
        SweepProgress last = recorder.progress.get(recorder.progress.size() - 1);
        assertEquals(2, last.pointsDone());
        assertEquals(2, last.pointsTotal());
    }

    @Test
    void meansCombineReplicationsWithAStudentInterval() {
        SweepPlan plan = new SweepPlan(List.of("a"), "offeredLoad", new double[] {0.1, 0.2}, 3, 1);
        SweepResult r = new Sweep(2).run(plan, fake(1));
        List<ValueSummary> means = r.means(0);
        assertEquals(2, means.size());
        ValueSummary low = means.get(0);
        assertEquals(3, low.replications());
        assertEquals(3, low.completed());
        assertEquals(11.0, low.meanDeliveryLatency(), 1e-12, "latencies 10, 11, 12");
        assertEquals(StudentT.quantile975(2) * 1.0 / Math.sqrt(3), low.ciHalfWidth(), 1e-12);
        assertEquals(0.09, low.meanAcceptedThroughput(), 1e-12);
        assertFalse(low.saturated());
        assertTrue(means.get(1).saturated());
        assertEquals(21.0, means.get(1).meanDeliveryLatency(), 1e-12);
    }

    @Test
    void aSingleReplicationKeepsItsOwnInterval() {
        SweepPlan plan = new SweepPlan(List.of("a"), "offeredLoad", new double[] {0.1}, 1, 1);
        PointRunner runner = (p, l, c) -> FakeResults.of(p, RunStatus.COMPLETED, 40, 2.5, false);
        ValueSummary v = new Sweep(1).run(plan, runner).means(0).get(0);
        assertEquals(40.0, v.meanDeliveryLatency());
        assertEquals(2.5, v.ciHalfWidth());
        assertEquals(1, v.completed());
    }

    @Test
    void failedReplicationsStayOutOfTheMeans() {
        SweepPlan plan = new SweepPlan(List.of("a"), "offeredLoad", new double[] {0.1}, 2, 1);
        PointRunner runner = (p, l, c) -> p.replication() == 0 ? FakeResults.of(p, RunStatus.DEADLOCK, 999, 1, false)
                : FakeResults.of(p, RunStatus.COMPLETED, 30, 1.5, false);
        ValueSummary v = new Sweep(1).run(plan, runner).means(0).get(0);
        assertEquals(2, v.replications());
        assertEquals(1, v.completed());
        assertEquals(30.0, v.meanDeliveryLatency());
        assertEquals(1.5, v.ciHalfWidth());
    }

    @Test
    void aListenerErrorEndsTheSweepAndStopsItsPoints() {
        SweepPlan plan = new SweepPlan(List.of("a"), "offeredLoad", EIGHT_LOADS, 1, 1);
        AtomicInteger stillRunning = new AtomicInteger();
        PointRunner runner = (p, l, cancelled) -> {
            if (p.index() == 0) {
                return FakeResults.completed(p, 1, false);
            }
            stillRunning.incrementAndGet();
            while (!cancelled.getAsBoolean()) {
                sleep(5);
            }
            stillRunning.decrementAndGet();
            return FakeResults.of(p, RunStatus.CANCELLED, 0, 0, false);
        };
        SweepListener failing = new SweepListener() {
            @Override
            public void pointFinished(SweepPoint point, RunResult result) {
                throw new IllegalStateException("chart broke");
            }
        };
        assertThrows(IllegalStateException.class, () -> new Sweep(2).run(plan, runner, failing, () -> false));
        long deadline = System.currentTimeMillis() + 1000;
        while (stillRunning.get() > 0 && System.currentTimeMillis() < deadline) {
            sleep(5);
        }
        assertEquals(0, stillRunning.get());
    }
}
