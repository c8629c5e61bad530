package org.flitlab.experiment;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * What a sweep runs: one or more series (e.g. routing algorithms being compared), one
 * swept parameter with its values (e.g. offered load), and a number of replications of every (series, value)
 * pair. Immutable and thread-safe.
 *
 * <p><b>Common random numbers.</b> The seed of a point depends only on the base seed, the value index and the
 * replication, never on the series ({@link #seedOf}), so the series of one sweep are compared on the same
 * traffic: their differences are not blurred by different arrival and destination draws (model.md,
 * Measurement: the same scenario and seed give the same numbers).
 *
 * <p><b>Stop after saturation.</b> With {@code stopAfterSaturation}, a series ends at its first saturated
 * value index (a value index is saturated if any replication of it is): the points after it are not run, or
 * are dropped. That assumes the values are ordered so that saturation, once reached, persists (ascending
 * offered load); the values are used in the order given.
 *
 * @param seriesNames         labels of the series, at least one, each non-blank and distinct
 * @param parameter           name of the swept parameter, for labels (e.g. "offeredLoad")
 * @param values              the swept values, finite, in the order they are run and reported
 * @param replications        independent runs of every (series, value), at least 1
 * @param baseSeed            the seed all point seeds are derived from
 * @param stopAfterSaturation whether a series stops at its first saturated value index
 */
public record SweepPlan(List<String> seriesNames, String parameter, double[] values, int replications,
                        long baseSeed, boolean stopAfterSaturation) {
    /** The most points one plan may hold, so that plan indexes fit an int with room to spare. */
    public static final int MAX_POINTS = 1_000_000;

    private static final long VALUE_STRIDE = 0x9E3779B97F4A7C15L;

    public SweepPlan {
        List<String> problems = problems(seriesNames, parameter, values, replications);
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(String.join("; ", problems));
        }
        seriesNames = List.copyOf(seriesNames);
        values = values.clone();
    }

    /** A plan that stops each series after its first saturated value. */
    public SweepPlan(List<String> seriesNames, String parameter, double[] values, int replications, long baseSeed) {
        this(seriesNames, parameter, values, replications, baseSeed, true);
    }

    /** The same plan with {@code stopAfterSaturation} set as given. */
    public SweepPlan withStopAfterSaturation(boolean stop) {
        return new SweepPlan(seriesNames, parameter, values, replications, baseSeed, stop);
    }

    @Override
    public double[] values() {
        return values.clone();
    }

    /** The value at {@code index}. */
    public double value(int index) {
        return values[index];
    }

    public int seriesCount() {
        return seriesNames.size();
    }

    public int valueCount() {
        return values.length;
    }

    /** Number of points: series x values x replications. */
    public int pointCount() {
        return seriesNames.size() * values.length * replications;
    }

    /**
     * Every point, ordered by series, then value index, then replication; a point's position in this list is
     * its {@link #indexOf plan index}.
     */
    public List<SweepPoint> points() {
        List<SweepPoint> out = new ArrayList<>(pointCount());
        for (int s = 0; s < seriesNames.size(); s++) {
            for (int i = 0; i < values.length; i++) {
                for (int r = 0; r < replications; r++) {
                    out.add(new SweepPoint(s, seriesNames.get(s), i, values[i], r, seedOf(baseSeed, i, r)));
                }
            }
        }
        return out;
    }

    /** The position of {@code point} in {@link #points()}. */
    public int indexOf(SweepPoint point) {
        return indexOf(point.series(), point.index(), point.replication());
    }

    /** The position in {@link #points()} of the point of this series, value index and replication. */
    public int indexOf(int series, int valueIndex, int replication) {
        return (series * values.length + valueIndex) * replications + replication;
    }

    /**
     * The seed of the point at {@code valueIndex} and {@code replication}, the same for every series (common
     * random numbers). It is Stafford's "mix13" finaliser (the one SplittableRandom uses) applied to
     * {@code baseSeed + ((valueIndex << 32) | replication) * 0x9E3779B97F4A7C15}: the packed pair is distinct
     * for every (value index, replication), multiplying by an odd constant and adding the base are bijections
     * of 64-bit words, and so is mix13, so no two points of a plan share a seed, while nearby pairs get
     * unrelated seeds.
     *
     * @param valueIndex  0 or more
     * @param replication 0 or more
     */
    public static long seedOf(long baseSeed, int valueIndex, int replication) {
        if (valueIndex < 0 || replication < 0) {
            throw new IllegalArgumentException("valueIndex is " + valueIndex + " and replication is " + replication
                    + "; both must be 0 or more");
        }
        long pair = ((long) valueIndex << 32) | replication;
        return mix13(baseSeed + pair * VALUE_STRIDE);
    }

    private static long mix13(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Every invalid value, each naming the parameter, its value and what is allowed. */
    private static List<String> problems(List<String> seriesNames, String parameter, double[] values, int replications) {
        List<String> out = new ArrayList<>();
        if (seriesNames == null || seriesNames.isEmpty()) {
            out.add("seriesNames is " + (seriesNames == null ? "null" : "empty") + "; there must be at least one series");
        } else {
            Set<String> seen = new HashSet<>();
            for (int s = 0; s < seriesNames.size(); s++) {
                String name = seriesNames.get(s);
                if (name == null || name.isBlank()) {
                    out.add("seriesNames[" + s + "] is " + (name == null ? "null" : "blank") + "; it must be a non-blank label");
                } else if (!seen.add(name)) {
                    out.add("seriesNames[" + s + "] is \"" + name + "\" again; series names must be distinct");
                }
            }
        }
        if (parameter == null) {
            out.add("parameter is null; it must name the swept parameter");
        }
        if (values == null || values.length == 0) {
            out.add("values is " + (values == null ? "null" : "empty") + "; there must be at least one value");
        } else {
            for (int i = 0; i < values.length; i++) {
                if (!Double.isFinite(values[i])) {
                    out.add("values[" + i + "] is " + values[i] + "; it must be a finite number");
                }
            }
        }
        if (replications < 1) {
            out.add("replications is " + replications + "; it must be at least 1");
        }
        if (out.isEmpty()) {
            long points = (long) seriesNames.size() * values.length * replications;
            if (points > MAX_POINTS) {
                out.add("series x values x replications is " + seriesNames.size() + " x " + values.length + " x "
                        + replications + " = " + points + " points; at most " + MAX_POINTS + " are allowed");
            }
        }
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SweepPlan p && seriesNames.equals(p.seriesNames) && parameter.equals(p.parameter)
                && Arrays.equals(values, p.values) && replications == p.replications && baseSeed == p.baseSeed
                && stopAfterSaturation == p.stopAfterSaturation;
    }

    @Override
    public int hashCode() {
        return ((seriesNames.hashCode() * 31 + parameter.hashCode()) * 31 + Arrays.hashCode(values)) * 31
                + Long.hashCode(baseSeed) * 7 + replications + (stopAfterSaturation ? 1 : 0);
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "SweepPlan[series=%s, %s=%s, replications=%d, baseSeed=%d, stopAfterSaturation=%b]",
                seriesNames, parameter, Arrays.toString(values), replications, baseSeed, stopAfterSaturation);
    }
}
