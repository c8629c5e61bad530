package org.flitlab.scenario;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The scenario of one point of a sweep, for {@link ScenarioJson}: a single run with the series' overrides and the
 * swept value applied. Stateless and thread-safe.
 */
final class SweepPoints {
    private SweepPoints() {
    }

    /**
     * The series' overrides, then the swept parameter set to {@code value} (null for the scenario's own value), with
     * the sweep section reset so that the result is a single run.
     */
    static ReadResult point(Scenario scenario, Series series, Double value, Catalog catalog) {
        Map<String, String> all = new LinkedHashMap<>();
        if (series != null) {
            all.putAll(series.overrides());
        }
        if (value != null) {
            all.put(scenario.sweep().parameter(), OverrideText.of(value));
        }
        String source = "sweep point " + (series == null ? "" : series.name() + " ") + all;
        return ScenarioOverrides.apply(ScenarioJson.toTree(scenario.withSweep(SweepSpec.defaults())), all, source,
                catalog, false);
    }
}
