package org.flitlab.experiment;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.scenario.Series;
import org.flitlab.scenario.SweepSpec;

/**
 * A scenario's sweep split into one {@link PointJob} per point (batch runs; docs/batch.md), so the points can run as
 * separate processes on other machines (GNU parallel, a Slurm job array) and be merged afterwards
 * ({@link MergedSweep}). The plan and the jobs are exactly those of {@link ScenarioSweep}: same points, same order,
 * same seeds, same point scenarios. Immutable and thread-safe.
 *
 * @param scenario the whole scenario, sweep section included (after any command-line overrides)
 * @param plan     its sweep plan
 * @param jobs     one job per point, in plan order ({@code jobs.get(i).planIndex() == i})
 */
public record BatchPlan(Scenario scenario, SweepPlan plan, List<PointJob> jobs) {
    public BatchPlan {
        Objects.requireNonNull(scenario, "scenario");
        Objects.requireNonNull(plan, "plan");
        jobs = List.copyOf(jobs);
        if (jobs.size() != plan.pointCount()) {
            throw new IllegalArgumentException("jobs has " + jobs.size() + " entries; the plan has " + plan.pointCount() + " points");
        }
    }

    /**
     * Splits {@code scenario}'s sweep into jobs.
     *
     * @throws IllegalArgumentException if the scenario of some point is invalid
     */
    public static BatchPlan of(Scenario scenario, Catalog catalog) {
        SweepPlan plan = new ScenarioSweep(scenario, catalog).plan();
        String id = idOf(scenario);
        SweepSpec s = scenario.sweep();
        List<PointJob> jobs = new ArrayList<>();
        for (SweepPoint p : plan.points()) {
            Series series = s.series().isEmpty() ? null : s.series().get(p.series());
            Double value = s.values().isEmpty() ? null : p.value();
            Scenario variant = ScenarioJson.point(scenario, series, value, catalog).orElseThrow();
            jobs.add(new PointJob(id, plan.indexOf(p), plan.parameter(), p, variant));
        }
        return new BatchPlan(scenario, plan, jobs);
    }

    /** The plan's id: the first 16 hex digits of the SHA-256 of the scenario as written. */
    public String id() {
        return idOf(scenario);
    }

    private static String idOf(Scenario scenario) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(ScenarioJson.write(scenario).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
