package org.flitlab.scenario;

import java.util.List;

/**
 * A sweep (the {@code sweep} section): the scenario is run at every value of one parameter, once per series and
 * replication. With no values the scenario runs at its own value; with no series there is one curve, the scenario
 * itself. Immutable.
 *
 * @param parameter           the override path of the swept value, by default the Poisson offered load
 * @param values              the values, in the order they are run; finite
 * @param series              the curves; names unique
 * @param replications        runs per point with different seeds, from 1 to 1000
 * @param stopAfterSaturation skip the larger values of a series once a point saturates
 */
public record SweepSpec(String parameter, List<Double> values, List<Series> series, int replications,
                        boolean stopAfterSaturation) {
    /** The path swept when none is given. */
    public static final String OFFERED_LOAD = "traffic.arrivals.params.offeredLoad";

    public SweepSpec {
        if (parameter == null || parameter.isBlank()) {
            throw new IllegalArgumentException("parameter is '" + parameter + "'; give an override path such as " + OFFERED_LOAD);
        }
        values = List.copyOf(values);
        series = List.copyOf(series);
        for (int i = 0; i < values.size(); i++) {
            if (!Double.isFinite(values.get(i))) {
                throw new IllegalArgumentException("values[" + i + "] is " + values.get(i) + "; it must be a finite number");
            }
        }
        for (int i = 0; i < series.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (series.get(i).name().equals(series.get(j).name())) {
                    throw new IllegalArgumentException("series[" + i + "] is named '" + series.get(i).name()
                            + "' like series[" + j + "]; series names must differ");
                }
            }
        }
        if (replications < 1 || replications > 1000) {
            throw new IllegalArgumentException("replications is " + replications + "; it must be from 1 to 1000");
        }
    }

    /** No sweep: one point, one series, one replication. */
    public static SweepSpec defaults() {
        return new SweepSpec(OFFERED_LOAD, List.of(), List.of(), 1, true);
    }

    /** Whether this section asks for more than the single run of the scenario itself. */
    public boolean isSweep() {
        return !values.isEmpty() || !series.isEmpty() || replications > 1;
    }
}
