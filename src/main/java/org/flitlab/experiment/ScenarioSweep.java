package org.flitlab.experiment;

import java.util.List;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.scenario.Series;
import org.flitlab.scenario.SweepSpec;

/**
 * Connects a scenario's sweep section to {@link Sweep}: the {@link SweepPlan} it asks for, and a
 * {@link PointRunner} that makes each point's scenario (the series' overrides, then the swept value, read again
 * so that every check applies) and runs it with {@link ScenarioRunner}. Immutable and thread-safe.
 */
public final class ScenarioSweep {
    private final Scenario scenario;
    private final Catalog catalog;

    public ScenarioSweep(Scenario scenario, Catalog catalog) {
        this.scenario = scenario;
        this.catalog = catalog;
    }

    /**
     * The plan: one series per sweep series (or the scenario itself, named after it), the sweep's values (or the
     * parameter's own value in the scenario), the replications, the scenario's seed as base seed.
     */
    public SweepPlan plan() {
        SweepSpec s = scenario.sweep();
        List<String> names = s.series().isEmpty() ? List.of(scenario.name()) : s.series().stream().map(Series::name).toList();
        double[] values = s.values().isEmpty() ? new double[] {ownValue()} : s.values().stream().mapToDouble(Double::doubleValue).toArray();
        return new SweepPlan(names, s.parameter(), values, s.replications(), scenario.run().seed(), s.stopAfterSaturation());
    }

    /** Runs each point of {@link #plan()} on the calling thread; a point whose scenario is invalid throws. */
    public PointRunner pointRunner() {
        ScenarioRunner runner = new ScenarioRunner(catalog);
        return (point, listener, cancelled) -> {
            SweepSpec s = scenario.sweep();
            Series series = s.series().isEmpty() ? null : s.series().get(point.series());
            Double value = s.values().isEmpty() ? null : point.value();
            Scenario variant = ScenarioJson.point(scenario, series, value, catalog).orElseThrow();
            return runner.run(variant, point.seed(), listener, cancelled);
        };
    }

    /** The swept parameter's value in the scenario itself, or 0 if it is not a number there. */
    private double ownValue() {
        return ScenarioJson.valueAt(scenario, scenario.sweep().parameter()).map(text -> {
            try {
                return Double.parseDouble(text);
            } catch (NumberFormatException e) {
                return 0.0;
            }
        }).orElse(0.0);
    }
}
