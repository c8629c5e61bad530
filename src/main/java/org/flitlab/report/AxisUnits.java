package org.flitlab.report;

/**
 * How latencies measured in simulator ticks are shown on a chart axis: a tick count is divided by
 * {@code ticksPerUnit} and the axis label carries {@code timeUnit}, e.g. {@code ("ticks", 1)} or, for the
 * Hu &amp; Kleinrock Myrinet study where a 1-byte flit takes 12.5 ns, {@code ("µs", 80)} (model.md, Time and units).
 *
 * <p>Immutable and thread-safe.
 *
 * @param timeUnit     unit name shown in axis labels, not blank
 * @param ticksPerUnit how many ticks make one {@code timeUnit}; finite and positive
 */
public record AxisUnits(String timeUnit, double ticksPerUnit) {
    /** Latencies shown in raw ticks. */
    public static final AxisUnits TICKS = new AxisUnits("ticks", 1);

    public AxisUnits {
        if (timeUnit == null || timeUnit.isBlank()) {
            throw new IllegalArgumentException("timeUnit is " + (timeUnit == null ? "null" : "blank")
                    + "; it must name a unit such as \"ticks\" or \"µs\"");
        }
        if (!(ticksPerUnit > 0) || Double.isInfinite(ticksPerUnit)) {
            throw new IllegalArgumentException("ticksPerUnit is " + ticksPerUnit + "; it must be finite and positive");
        }
    }

    /** {@code ticks} converted to display units; NaN and infinities pass through unchanged. */
    public double toDisplay(double ticks) {
        return ticks / ticksPerUnit;
    }

    /** An axis label for a quantity in these units, e.g. {@code label("Latency")} is "Latency (µs)". */
    public String label(String quantity) {
        return quantity + " (" + timeUnit + ")";
    }
}
