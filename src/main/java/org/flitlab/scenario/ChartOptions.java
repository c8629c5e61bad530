package org.flitlab.scenario;

import java.util.List;
import java.util.Objects;

/**
 * How results are drawn (the {@code charts} section); the simulator ignores it. Immutable.
 *
 * @param title    chart title; empty for the scenario's name
 * @param timeUnit whether latencies are shown in ticks or in microseconds (through the scenario's {@link Units})
 * @param charts   which charts to make, in order
 */
public record ChartOptions(String title, TimeUnit timeUnit, List<Chart> charts) {

    /** The unit latencies are shown in; written "ticks" or "us". */
    public enum TimeUnit { TICKS, US }

    /** A chart; written "latency-vs-load", "throughput-vs-load", "latency-histogram", "channel-usage". */
    public enum Chart { LATENCY_VS_LOAD, THROUGHPUT_VS_LOAD, LATENCY_HISTOGRAM, CHANNEL_USAGE }

    public ChartOptions {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(timeUnit, "timeUnit");
        charts = List.copyOf(charts);
    }

    /** No title of its own, ticks, latency and throughput against load. */
    public static ChartOptions defaults() {
        return new ChartOptions("", TimeUnit.TICKS, List.of(Chart.LATENCY_VS_LOAD, Chart.THROUGHPUT_VS_LOAD));
    }
}
