package org.flitlab.experiment;

/**
 * One simulation of a sweep: which series it belongs to, which value of the swept
 * parameter it runs, which replication it is, and the seed it must use. Made by {@link SweepPlan#points()};
 * immutable and thread-safe.
 *
 * @param series      0-based index of the series in {@link SweepPlan#seriesNames()}
 * @param seriesName  the series' label (for charts and logs)
 * @param index       0-based index of {@code value} in {@link SweepPlan#values()}
 * @param value       the swept parameter's value for this point (in the parameter's own unit, e.g. offered
 *                    load in flits per tick per host)
 * @param replication 0-based replication number
 * @param seed        the run's seed; it depends on the base seed, {@code index} and {@code replication} only,
 *                    never on the series (common random numbers, see {@link SweepPlan#seedOf})
 */
public record SweepPoint(int series, String seriesName, int index, double value, int replication, long seed) {
    public SweepPoint {
        if (series < 0) {
            throw new IllegalArgumentException("series is " + series + "; it must be 0 or more");
        }
        if (seriesName == null) {
            throw new IllegalArgumentException("seriesName is null; it must be a label");
        }
        if (index < 0) {
            throw new IllegalArgumentException("index is " + index + "; it must be 0 or more");
        }
        if (replication < 0) {
            throw new IllegalArgumentException("replication is " + replication + "; it must be 0 or more");
        }
    }

    /** A short label such as {@code "xy, load = 0.1, replication 2"} for logs and error messages. */
    public String label(String parameter) {
        return seriesName + ", " + parameter + " = " + value + ", replication " + replication;
    }
}
