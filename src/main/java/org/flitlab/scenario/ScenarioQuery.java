package org.flitlab.scenario;

import com.google.gson.JsonElement;
import java.util.Optional;

/**
 * Reads one value of a scenario by the path an override would use ({@code routing.params.root},
 * {@code sweep.values[1]}), for {@link ScenarioJson}: the value as the scenario would be written. Stateless and
 * thread-safe.
 */
final class ScenarioQuery {
    private ScenarioQuery() {
    }

    /** The JSON text at {@code path} in the scenario as written (strings without quotes), if there is a value there. */
    static Optional<String> valueAt(Scenario scenario, String path) {
        JsonElement here = ScenarioJson.toTree(scenario);
        try {
            for (Object step : Overrides.parse(path)) {
                if (step instanceof Integer i) {
                    here = here.isJsonArray() && i < here.getAsJsonArray().size() ? here.getAsJsonArray().get(i) : null;
                } else {
                    here = here.isJsonObject() ? here.getAsJsonObject().get((String) step) : null;
                }
                if (here == null) {
                    return Optional.empty();
                }
            }
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        return Optional.of(here.isJsonPrimitive() ? here.getAsString() : here.toString());
    }
}
