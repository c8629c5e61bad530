package org.flitlab.scenario;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Checks that every point a sweep runs can run: each series' overrides with each swept value, made as the run makes
 * it ({@link SweepPoints}) and assembled as the run assembles it ({@link ScenarioAssembly}), so that whatever a run
 * would refuse while assembling a point, validation refuses first. An error is reported at the sweep entry that
 * causes it (the swept value, the series override whose path it is under, else the series' overrides), quoting the
 * error of the changed scenario; one error repeated by every value is reported once, a problem the base scenario
 * itself has is left to the base scenario's own check, and at most {@value #MAX_ERRORS} are listed. The work is
 * bounded: at most {@value #MAX_POINTS} points, each binding only the sections it changes and reusing the
 * topology and routing tables of the point before when they are the same. Stateless.
 */
final class SweepCheck {
    /** Values times series a sweep may have (docs/scenario-format.md, Limits). */
    static final int MAX_POINTS = 100_000;
    /** Errors listed before the rest are summed up. */
    static final int MAX_ERRORS = 20;

    private SweepCheck() {
    }

    static List<ScenarioError> problems(Scenario s, Catalog catalog) {
        SweepSpec sweep = s.sweep();
        long count = (long) Math.max(1, sweep.values().size()) * Math.max(1, sweep.series().size());
        if (count > MAX_POINTS) {
            return List.of(new ScenarioError(sweep.series().size() > 1 ? "$.sweep" : "$.sweep.values", "the sweep has "
                    + sweep.values().size() + " values and " + sweep.series().size() + " series, " + count
                    + " points; a sweep may have at most " + MAX_POINTS + " points (values times series)"));
        }
        if (sweep.values().isEmpty() && sweep.series().isEmpty()) {
            // one point, the scenario itself: its own check (ScenarioAssembly) covers it
            return List.of();
        }
        return new Walk(s, catalog).run();
    }

    /** One pass over the points of one sweep. */
    private static final class Walk {
        private final Scenario s;
        private final Catalog catalog;
        private final SweepPoints points;
        private final ScenarioAssembly base;
        private final Set<String> baseProblems = new HashSet<>();
        private final Set<String> seen = new HashSet<>();
        private final Set<Map<String, String>> done = new HashSet<>();
        private final List<ScenarioError> out = new ArrayList<>();
        private ScenarioAssembly last;
        private int more;

        Walk(Scenario s, Catalog catalog) {
            this.s = s;
            this.catalog = catalog;
            this.points = new SweepPoints(s, catalog);
            this.base = ScenarioAssembly.of(points.base(), catalog);
            base.problems().forEach(p -> baseProblems.add(p.toString()));
            this.last = base;
        }

        List<ScenarioError> run() {
            SweepSpec sweep = s.sweep();
            int seriesCount = Math.max(1, sweep.series().size());
            int valueCount = Math.max(1, sweep.values().size());
            for (int j = 0; j < seriesCount; j++) {
                Series series = sweep.series().isEmpty() ? null : sweep.series().get(j);
                for (int i = 0; i < valueCount; i++) {
                    Double value = sweep.values().isEmpty() ? null : sweep.values().get(i);
                    check(j, series, i, value);
                }
            }
            if (more > 0) {
                out.add(new ScenarioError("$.sweep", more + " more error(s) at other sweep points are not listed; fix these first"));
            }
            return out;
        }

        private void check(int j, Series series, int i, Double value) {
            Map<String, String> overrides = SweepPoints.overrides(s, series, value);
            if (overrides.isEmpty() || !done.add(overrides)) {
                return;
            }
            ReadResult r = points.point(overrides, "sweep point");
            if (!r.isValid()) {
                r.errors().forEach(e -> report(j, series, i, value, e));
                return;
            }
            ScenarioAssembly a = ScenarioAssembly.of(r.scenario(), catalog, last);
            last = a;
            for (ScenarioError e : a.problems()) {
                if (!baseProblems.contains(e.toString())) {
                    report(j, series, i, value, e);
                }
            }
        }

        private void report(int j, Series series, int i, Double value, ScenarioError e) {
            String v = value == null ? null : ScenarioJson.text(value);
            // the value itself, as a whole number in the message, does not make an error new
            String raw = j + " " + e;
            String masked = v == null ? raw : j + " " + e.path() + ": " + e.message().replaceAll("(?<![0-9.])" + Pattern.quote(v) + "(?![0-9])", "#");
            boolean fresh = !seen.contains(raw) && !seen.contains(masked);
            seen.add(raw);
            seen.add(masked);
            if (!fresh) {
                return;
            }
            if (out.size() >= MAX_ERRORS) {
                more++;
                return;
            }
            String at = (series == null ? "" : "in series '" + series.name() + "'" + (v == null ? "" : " "))
                    + (v == null ? "" : "with " + s.sweep().parameter() + " = " + v);
            out.add(new ScenarioError(blame(j, series, i, value, e), at + ": " + e));
        }

        /** The sweep entry to change: the value, the series override the error is under, or the series' overrides. */
        private String blame(int j, Series series, int i, Double value, ScenarioError e) {
            if (value != null && under(e.path(), s.sweep().parameter())) {
                return JsonPath.index("$.sweep.values", i);
            }
            if (series != null) {
                String at = JsonPath.key(JsonPath.index("$.sweep.series", j), "overrides");
                for (String path : series.overrides().keySet()) {
                    if (under(e.path(), path)) {
                        return JsonPath.key(at, path);
                    }
                }
                return at;
            }
            return value != null ? JsonPath.index("$.sweep.values", i) : "$.sweep";
        }

        private static boolean under(String errorPath, String overridePath) {
            String p = overridePath.startsWith("$") ? overridePath : "$." + overridePath;
            return errorPath.equals(p) || errorPath.startsWith(p + ".") || errorPath.startsWith(p + "[");
        }
    }
}
