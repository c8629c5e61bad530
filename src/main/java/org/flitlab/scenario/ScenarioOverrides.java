package org.flitlab.scenario;

import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Overrides by path applied to a whole scenario, for {@link ScenarioJson}: each path set on the scenario's JSON tree
 * ({@link Overrides}), then the tree read again, so that every check of a file applies to the result. Stateless
 * and thread-safe.
 */
final class ScenarioOverrides {
    private ScenarioOverrides() {
    }

    /** The scenario with each path set to its value, in the map's iteration order, then read again. */
    static ReadResult apply(Scenario scenario, Map<String, String> overrides, Catalog catalog) {
        return apply(ScenarioJson.toTree(scenario), overrides, "overrides " + overrides, catalog, true);
    }

    /**
     * Sets each path of {@code tree} to its value, in order, and reads the tree as a scenario named {@code source};
     * {@code checkSweep} also checks the sweep section. A path that cannot be set is the one error, at "$".
     */
    static ReadResult apply(JsonObject tree, Map<String, String> overrides, String source, Catalog catalog,
            boolean checkSweep) {
        for (Map.Entry<String, String> o : overrides.entrySet()) {
            try {
                Overrides.set(tree, o.getKey(), o.getValue());
            } catch (IllegalArgumentException e) {
                return ReadResult.failed(source, List.of(new ScenarioError("$", e.getMessage())));
            }
        }
        return ScenarioJson.readTree(tree, source, catalog, new ArrayList<>(), checkSweep);
    }
}
