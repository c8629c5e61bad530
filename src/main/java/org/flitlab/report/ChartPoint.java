package org.flitlab.report;

/**
 * One measured point of a chart series, as the experiment layer hands it to the charts.
 *
 * <p>Units are those of the chart that draws it: for {@link LatencyLoadChart} {@code x} is the offered load and
 * {@code y} and {@code ciHalfWidth} are latencies in <b>ticks</b> (the chart converts them with {@link AxisUnits});
 * for {@link ThroughputChart} {@code x} is the offered and {@code y} the accepted load.
 *
 * <p>A point is <b>saturated</b> when its accepted throughput fell short of the offered load or its source queues
 * kept growing (model.md, Measurement): its {@code y} is then not a finite steady-state value and charts never
 * draw it as one. Its {@code y} may therefore be anything, even NaN or infinite.
 *
 * <p>Immutable and thread-safe.
 *
 * @param x           abscissa, finite
 * @param y           ordinate; finite unless {@code saturated}
 * @param ciHalfWidth half-width of the 95% confidence interval of {@code y}, in the units of {@code y};
 *                    NaN or +infinity means unknown (no error bar is drawn); never negative
 * @param saturated   whether the point was measured beyond saturation
 */
public record ChartPoint(double x, double y, double ciHalfWidth, boolean saturated) {
    public ChartPoint {
        if (!Double.isFinite(x)) {
            throw new IllegalArgumentException("x is " + x + "; it must be finite");
        }
        if (!saturated && !Double.isFinite(y)) {
            throw new IllegalArgumentException("y at x=" + x + " is " + y
                    + "; it must be finite unless the point is saturated");
        }
        if (ciHalfWidth < 0 || ciHalfWidth == Double.NEGATIVE_INFINITY) {
            throw new IllegalArgumentException("ciHalfWidth at x=" + x + " is " + ciHalfWidth
                    + "; it must be at least 0, NaN or +infinity (unknown)");
        }
    }

    /** A finite point without a known confidence interval. */
    public static ChartPoint of(double x, double y) {
        return new ChartPoint(x, y, Double.NaN, false);
    }

    /** Whether {@link #ciHalfWidth()} is a finite, usable half-width. */
    public boolean hasConfidenceInterval() {
        return Double.isFinite(ciHalfWidth);
    }
}
