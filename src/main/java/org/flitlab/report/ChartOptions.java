package org.flitlab.report;

import java.util.function.IntFunction;

/**
 * How {@link SweepCharts} draws a sweep: titles, labels, units, the analytic bounds and channel names.
 * Immutable and thread-safe if {@code channelName} is.
 *
 * @param title       title of the latency chart; the other charts add what they show to it
 * @param xLabel      label of the swept parameter's axis with its unit, e.g. "Offered load (flits/tick per host)"
 * @param units       display unit of latencies
 * @param lines       zero-load latency (ticks; give the one matching {@code latency}, e.g. {@code
 *                    Bound.zeroLoadPacketLatency} for PACKET) and channel-load bound (x units), NaN parts not drawn
 * @param channelName the name of a channel id on the utilisation chart, e.g. {@code c -> "s3->s4"}; names of
 *                    the channels of one run must be distinct
 * @param latency     which latency the latency chart plots
 */
public record ChartOptions(String title, String xLabel, AxisUnits units, ReferenceLines lines,
                           IntFunction<String> channelName, PlottedLatency latency) {
    /** Default x-axis label: the offered load per host, in the units of model.md. */
    public static final String OFFERED_LOAD_LABEL = ThroughputChart.OFFERED_LABEL;

    public ChartOptions {
        if (title == null) {
            throw new IllegalArgumentException("title is null; pass a title (it may be empty)");
        }
        if (xLabel == null) {
            throw new IllegalArgumentException("xLabel is null; pass the swept parameter's label with its unit");
        }
        if (units == null || lines == null || channelName == null || latency == null) {
            throw new IllegalArgumentException("units, lines, channelName and latency must be given; got units="
                    + units + ", lines=" + lines + ", channelName=" + channelName + ", latency=" + latency);
        }
    }

    /** Options that plot the delivery latency. */
    public ChartOptions(String title, String xLabel, AxisUnits units, ReferenceLines lines,
                        IntFunction<String> channelName) {
        this(title, xLabel, units, lines, channelName, PlottedLatency.DELIVERY);
    }

    /** Delivery latency in ticks against offered load, no bounds, channels named "channel 7". */
    public static ChartOptions of(String title) {
        return new ChartOptions(title, OFFERED_LOAD_LABEL, AxisUnits.TICKS, ReferenceLines.NONE,
                c -> "channel " + c, PlottedLatency.DELIVERY);
    }

    /** These options with the latency plotted replaced. */
    public ChartOptions withLatency(PlottedLatency v) {
        return new ChartOptions(title, xLabel, units, lines, channelName, v);
    }

    /** These options with the reference lines replaced. */
    public ChartOptions withReferenceLines(ReferenceLines v) {
        return new ChartOptions(title, xLabel, units, v, channelName, latency);
    }

    /** These options with the latency display unit replaced. */
    public ChartOptions withUnits(AxisUnits v) {
        return new ChartOptions(title, xLabel, v, lines, channelName, latency);
    }

    /** These options with the channel names replaced. */
    public ChartOptions withChannelNames(IntFunction<String> v) {
        return new ChartOptions(title, xLabel, units, lines, v, latency);
    }

    /** These options with the swept parameter's axis label replaced. */
    public ChartOptions withXLabel(String v) {
        return new ChartOptions(title, v, units, lines, channelName, latency);
    }
}
