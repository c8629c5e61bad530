package org.flitlab.scenario;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One curve of a sweep: a name for the legend and the changes that make it from the base scenario, as override
 * paths and values ({@code {"routing.id": "shortest"}}), applied in order with {@link ScenarioJson#withOverrides}.
 * Values are JSON text or bare strings, as on the command line's {@code --set PATH=VALUE}. Immutable.
 *
 * @param name      the legend entry; not blank
 * @param overrides path to value, in the order given
 */
public record Series(String name, Map<String, String> overrides) {
    public Series {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("name is '" + name + "'; give the series a name for the legend");
        }
        overrides = Collections.unmodifiableMap(new LinkedHashMap<>(overrides));
        for (Map.Entry<String, String> e : overrides.entrySet()) {
            if (e.getKey() == null || e.getKey().isBlank() || e.getValue() == null) {
                throw new IllegalArgumentException("overrides has an empty path or value (" + e.getKey() + " = " + e.getValue() + ")");
            }
        }
    }
}
