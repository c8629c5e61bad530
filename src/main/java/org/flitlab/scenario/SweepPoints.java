package org.flitlab.scenario;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Makes the scenario of each sweep point (a series' overrides, then the swept value, with the sweep section reset)
 * by applying the overrides to the top-level sections they touch and binding only those sections again: the
 * others are the base scenario's own, already valid, records. The result is the one a full re-read of the changed
 * file gives, at the cost of one section instead of the whole file (a point of an offered-load sweep binds only
 * {@code traffic}), so that checking 100,000 values takes well under a second. A path whose first key is not a
 * scenario section falls back to the full re-read, which reports it. Not thread-safe: one per sweep check or
 * per thread; {@link ScenarioJson#point} makes one per call.
 */
final class SweepPoints {
    private final Scenario base;
    private final Catalog catalog;
    private final JsonObject tree;
    private final Map<String, RecordComponent> sections = new LinkedHashMap<>();

    SweepPoints(Scenario scenario, Catalog catalog) {
        this.base = scenario.withSweep(SweepSpec.defaults());
        this.catalog = catalog;
        this.tree = ScenarioJson.toTree(base);
        for (RecordComponent c : RecordAccess.components(Scenario.class)) {
            sections.put(c.getName(), c);
        }
    }

    /** The base scenario with its sweep section reset: the point of no series at the scenario's own value. */
    Scenario base() {
        return base;
    }

    /** The overrides of one point, in the order they apply: the series' own, then the swept parameter. */
    static Map<String, String> overrides(Scenario scenario, Series series, Double value) {
        Map<String, String> all = new LinkedHashMap<>();
        if (series != null) {
            all.putAll(series.overrides());
        }
        if (value != null) {
            all.put(scenario.sweep().parameter(), ScenarioJson.text(value));
        }
        return all;
    }

    /** The point's scenario, or every error of it, each at its path in the changed scenario. */
    ReadResult point(Map<String, String> overrides, String source) {
        if (overrides.isEmpty()) {
            return ReadResult.of(source, base);
        }
        Set<String> touched = new LinkedHashSet<>();
        try {
            for (String path : overrides.keySet()) {
                Object first = Overrides.parse(path).get(0);
                if (!(first instanceof String key) || !sections.containsKey(key)) {
                    return fullRead(overrides, source);
                }
                touched.add(key);
            }
        } catch (IllegalArgumentException e) {
            return ReadResult.failed(source, List.of(new ScenarioError("$", e.getMessage())));
        }
        JsonObject partial = new JsonObject();
        for (String key : touched) {
            partial.add(key, tree.get(key).deepCopy());
        }
        try {
            for (Map.Entry<String, String> o : overrides.entrySet()) {
                Overrides.set(partial, o.getKey(), o.getValue());
            }
        } catch (IllegalArgumentException e) {
            return ReadResult.failed(source, List.of(new ScenarioError("$", e.getMessage())));
        }
        return bind(partial, source);
    }

    private ReadResult bind(JsonObject partial, String source) {
        List<ScenarioError> errors = new ArrayList<>();
        RecordBinder binder = new RecordBinder(catalog, errors);
        Map<String, Object> values = FileRules.valuesOf(base);
        for (Map.Entry<String, JsonElement> e : partial.entrySet()) {
            RecordComponent c = sections.get(e.getKey());
            ComponentKind kind = FileRules.kindOf(Scenario.class, e.getKey()).orElse(null);
            values.put(e.getKey(), binder.bind(c.getGenericType(), "$." + e.getKey(), e.getValue(), kind));
        }
        if (!errors.isEmpty()) {
            return ReadResult.failed(source, errors);
        }
        try {
            return ReadResult.of(source, (Scenario) RecordAccess.construct(Scenario.class, values.values().toArray()));
        } catch (RuntimeException refusal) {
            return ReadResult.failed(source, List.of(new ScenarioError("$", String.valueOf(refusal.getMessage()))));
        }
    }

    private ReadResult fullRead(Map<String, String> overrides, String source) {
        ReadResult r = ScenarioJson.withOverrides(base, overrides, catalog);
        return r.isValid() ? ReadResult.of(source, r.scenario()) : ReadResult.failed(source, r.errors());
    }
}
