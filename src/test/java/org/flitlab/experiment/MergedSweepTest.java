package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.junit.jupiter.api.Test;

/** Results of separately run points join into what the in-process sweep reports. */
class MergedSweepTest {
    private static final SweepPlan PLAN = new SweepPlan(List.of("a", "b"), "offeredLoad", new double[] {0.1, 0.2, 0.3, 0.4}, 2, 9);

    /** Series a saturates at value index 1 (in replication 1 only), series b deadlocks at index 2. */
    private static Map<Integer, RunResult> results() {
        Map<Integer, RunResult> out = new HashMap<>();
        for (SweepPoint p : PLAN.points()) {
            boolean saturated = p.series() == 0 && p.index() == 1 && p.replication() == 1;
            RunStatus status = p.series() == 1 && p.index() == 2 ? RunStatus.DEADLOCK : RunStatus.COMPLETED;
            out.put(PLAN.indexOf(p), FakeResults.of(p, status, 10 + p.index(), 0.5, saturated));
        }
        return out;
    }

    @Test
    void eachSeriesStopsAtItsFirstSaturatedOrDeadlockedValueLikeTheSweep() {
        SweepResult merged = MergedSweep.of(PLAN, results());
        SweepResult inProcess = new Sweep(2).run(PLAN, (p, l, c) -> results().get(PLAN.indexOf(p)));
        assertEquals(2 * 2 + 3 * 2, merged.points().size(), "a keeps indexes 0-1, b keeps 0-2, two replications each");
        FakeResults.assertSamePoints(inProcess, merged);
        assertEquals(SweepStatus.COMPLETED, merged.status());
        assertEquals(1, merged.threads());
    }

    @Test
    void pointsBeyondSaturationMayBeMissingButEarlierOnesMayNot() {
        Map<Integer, RunResult> some = results();
        some.remove(PLAN.indexOf(0, 3, 0));
        assertEquals(List.of(), MergedSweep.missing(PLAN, some), "a's index 3 is past its saturation");
        some.remove(PLAN.indexOf(1, 0, 1));
        assertEquals(List.of(PLAN.indexOf(1, 0, 1)), MergedSweep.missing(PLAN, some));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MergedSweep.of(PLAN, some));
        assertTrue(e.getMessage().contains("[" + PLAN.indexOf(1, 0, 1) + "]"), e.getMessage());
    }

    @Test
    void withoutStopAfterSaturationEveryPointIsKeptAndAFailureFailsTheSweep() {
        SweepPlan all = PLAN.withStopAfterSaturation(false);
        Map<Integer, RunResult> r = results();
        SweepPoint p = all.points().get(5);
        r.put(5, FakeResults.of(p, RunStatus.FAILED, 0, 0, false));
        SweepResult merged = MergedSweep.of(all, r);
        assertEquals(all.pointCount(), merged.points().size());
        assertEquals(SweepStatus.FAILED, merged.status());
    }
}
