package org.flitlab.experiment;

import java.util.Objects;
import java.util.function.BooleanSupplier;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.Scenario;
import org.flitlab.stats.RunResult;

/**
 * One point of a sweep as a self-contained job (batch runs; docs/batch.md): the point's own scenario (the series'
 * overrides and the swept value already applied, no sweep section), its place in the plan and its seed. Running a
 * job on any machine gives the same {@link RunResult} as the in-process sweep gives that point (model.md,
 * Measurement: the same scenario and seed give the same numbers). Immutable and thread-safe.
 *
 * @param planId    the {@link BatchPlan#id() id} of the plan the job belongs to, so results of different plans
 *                  are never merged together
 * @param planIndex the point's position in {@link SweepPlan#points()}
 * @param parameter the swept parameter's override path (for labels)
 * @param point     series, value, replication and seed of the point
 * @param scenario  the point's scenario, ready to run
 */
public record PointJob(String planId, int planIndex, String parameter, SweepPoint point, Scenario scenario) {
    public PointJob {
        Objects.requireNonNull(planId, "planId");
        Objects.requireNonNull(parameter, "parameter");
        Objects.requireNonNull(point, "point");
        Objects.requireNonNull(scenario, "scenario");
        if (planIndex < 0) {
            throw new IllegalArgumentException("planIndex is " + planIndex + "; it must be 0 or more");
        }
    }

    /**
     * Runs the job on the calling thread with the point's seed. As in {@link Sweep}, a run that throws (an invalid
     * scenario included) becomes a FAILED result whose message is the exception's class and message.
     */
    public RunResult run(Catalog catalog, SimulationListener listener, BooleanSupplier cancelled) {
        long t0 = System.currentTimeMillis();
        try {
            return new ScenarioRunner(catalog).run(scenario, point.seed(), listener, cancelled);
        } catch (Exception | StackOverflowError | AssertionError | LinkageError e) {
            return RunResult.failed(FailureText.of(e), point.seed(), 0, 0, 0, Double.NaN,
                    System.currentTimeMillis() - t0);
        }
    }
}
