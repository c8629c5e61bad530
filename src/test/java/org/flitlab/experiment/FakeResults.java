package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Objects;
import org.flitlab.stats.LatencySummary;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;

/** Run results for fake point runners, and a comparison of results that ignores wall time. */
final class FakeResults {
    private FakeResults() {
    }

    /** A result of {@code status} for point {@code p}: 100 measured packets of mean delivery latency {@code latency}. */
    static RunResult of(SweepPoint p, RunStatus status, double latency, double halfWidth, boolean saturated) {
        LatencySummary delivery = new LatencySummary(100, latency, halfWidth, 1, 1000, 10, 20, 30);
        return new RunResult(status, status == RunStatus.COMPLETED ? "" : status.name().toLowerCase(), saturated,
                saturated ? "fake saturation" : "", p.seed(), 5000, 500, 4000, 120, 110, delivery, delivery,
                delivery, LatencySummary.empty(), 3.0, p.value(), p.value() * 0.9, p.value() * 14.4,
                new double[] {p.value(), p.index(), p.replication()}, 1, -1, List.of(), List.of(), List.of(), RunResult.emptyHistogram(), 0);
    }

    static RunResult completed(SweepPoint p, double latency, boolean saturated) {
        return of(p, RunStatus.COMPLETED, latency, 0.5, saturated);
    }

    /** A completed result that carries only packet counts, for runners that advance a network by hand. */
    static RunResult counted(SweepPoint p, long generated, long delivered) {
        LatencySummary none = LatencySummary.empty();
        return new RunResult(RunStatus.COMPLETED, "", false, "", p.seed(), 0, 0, 0, generated, delivered, none, none,
                none, none, 0, p.value(), 0, 0, new double[0], 1, -1, List.of(), List.of(), List.of(), RunResult.emptyHistogram(), 0);
    }

    /** Asserts that two results agree in every component except the wall time. */
    static void assertSameNumbers(RunResult a, RunResult b, String where) {
        for (RecordComponent c : RunResult.class.getRecordComponents()) {
            if (c.getName().equals("wallMillis")) {
                continue;
            }
            try {
                Object x = c.getAccessor().invoke(a);
                Object y = c.getAccessor().invoke(b);
                assertTrue(Objects.deepEquals(x, y), where + ": " + c.getName() + " is " + x + " and " + y);
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
        }
    }

    /** Asserts that two sweep results list the same points with the same numbers. */
    static void assertSamePoints(SweepResult a, SweepResult b) {
        assertEquals(a.points().size(), b.points().size(), "number of points");
        for (int i = 0; i < a.points().size(); i++) {
            assertEquals(a.points().get(i).point(), b.points().get(i).point());
            assertSameNumbers(a.points().get(i).result(), b.points().get(i).result(), a.points().get(i).point().toString());
        }
    }
}
