package org.flitlab.scenario;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Checks that every point a sweep asks for is a valid scenario: each swept value on the base scenario, and each
 * series' overrides at the scenario's own value. An error is reported at the sweep entry that causes it, quoting the
 * error of the changed scenario; one error repeated by every value is reported once. Stateless.
 */
final class SweepCheck {
    private SweepCheck() {
    }

    static List<ScenarioError> problems(Scenario s, Catalog catalog) {
        List<ScenarioError> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        SweepSpec sweep = s.sweep();
        for (int i = 0; i < sweep.values().size(); i++) {
            double v = sweep.values().get(i);
            ReadResult r = ScenarioJson.point(s, null, v, catalog);
            for (ScenarioError e : r.errors()) {
                if (seen.add(e.path() + e.message().replace(ScenarioJson.text(v), "#"))) {
                    out.add(new ScenarioError(JsonPath.index("$.sweep.values", i),
                            "with " + sweep.parameter() + " = " + ScenarioJson.text(v) + ": " + e));
                }
            }
        }
        for (int j = 0; j < sweep.series().size(); j++) {
            Series series = sweep.series().get(j);
            String at = JsonPath.key(JsonPath.index("$.sweep.series", j), "overrides");
            for (ScenarioError e : ScenarioJson.point(s, series, null, catalog).errors()) {
                out.add(new ScenarioError(blame(at, series, e), "in series '" + series.name() + "': " + e));
            }
        }
        return out;
    }

    /** The override whose path the error is under, if one is; else the overrides object. */
    private static String blame(String at, Series series, ScenarioError e) {
        for (String path : series.overrides().keySet()) {
            String p = path.startsWith("$") ? path : "$." + path;
            if (e.path().equals(p) || e.path().startsWith(p + ".") || e.path().startsWith(p + "[")) {
                return JsonPath.key(at, path);
            }
        }
        return at;
    }
}
