package org.flitlab.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.flitlab.experiment.PointResult;
import org.flitlab.experiment.SweepPoint;
import org.flitlab.experiment.SweepResult;
import org.flitlab.stats.EndToEndStats;
import org.flitlab.stats.LatencySummary;
import org.flitlab.stats.MechanismStats;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.SizeLatency;

/**
 * The results of a sweep as one CSV table, {@code results.csv}: one row per point
 * (series x value x replication), in plan order. A single run is a sweep of one point. Cells are formatted by
 * {@link CsvTable}: NaN (unknown) is an empty cell, +infinity is {@code inf}. Stateless and thread-safe.
 *
 * <p>The column names are stable (scripts read them) and listed in {@link #COLUMNS}; units are ticks for
 * latencies and times, flits per tick for loads:
 * <ul>
 *   <li>{@code series}, {@code series_index}: the series' label and 0-based index;</li>
 *   <li>{@code parameter}, {@code value}, {@code value_index}: the swept parameter's name, this point's value
 *       and its 0-based index among the plan's values;</li>
 *   <li>{@code replication} (0-based), {@code seed} (the run's seed);</li>
 *   <li>{@code status} (COMPLETED, DEADLOCK, CANCELLED, FAILED), {@code saturated} ({@code true}/{@code false}),
 *       {@code saturation_reason} and {@code message} (why it failed or deadlocked; empty if nothing to say);</li>
 *   <li>for each of {@code packet_latency} (generation to head arrival, AN1), {@code delivery_latency}
 *       (generation to tail arrival, BookSim), {@code network_latency} (leaving the source queue to tail
 *       arrival) and {@code source_queueing} (generation to leaving the source queue): {@code _count} measured
 *       values, {@code _mean}, {@code _ci95} (batch-means 95% confidence half-width, {@code inf} when there
 *       were too few values for the batches), {@code _max} and {@code _p99}; the mean, half-width, max and p99
 *       are empty when the count is 0;</li>
 *   <li>{@code mean_hops}: links crossed per measured packet, host links included;</li>
 *   <li>{@code offered_load}: offered flits per tick per sending host (empty when the traffic has none);
 *       {@code accepted_per_host}: accepted flits per tick per sending host during the measurement window;
 *       {@code accepted_total}: accepted flits per tick over the whole network; {@code fairness}: Jain's index
 *       of the flits each sending host got delivered;</li>
 *   <li>{@code measured_packets}, {@code generated_packets}, {@code delivered_packets};</li>
 *   <li>{@code simulated_ticks} (warm-up, measurement and drain), {@code warmup_ticks}, {@code measure_ticks},
 *       {@code completion_tick} (when the last generated packet was delivered, -1 if some never was),
 *       {@code engine} (the kernel that ran the point: {@code flat}, {@code reference} or {@code atm}),
 *       {@code wall_ms} (wall-clock milliseconds the point took; the last column);</li>
 *   <li>with bimodal or discrete sizes, the shortest and the longest size class measured: {@code short_flits},
 *       {@code short_count}, {@code short_packet_latency_mean}, {@code short_delivery_latency_mean} and the same
 *       with {@code long_} (AN1 Table 2's rows); empty otherwise. results.json lists every class under
 *       {@code per_size}.</li>
 * </ul>
 */
public final class ResultsCsv {
    /** The latency measures, as column-name prefixes, in column order. */
    public static final List<String> LATENCIES =
            List.of("packet_latency", "delivery_latency", "network_latency", "source_queueing");
    /** Suffixes of each latency's columns, in column order. */
    public static final List<String> LATENCY_STATISTICS = List.of("count", "mean", "ci95", "max", "p99");
    /** Every column, in order. */
    public static final List<String> COLUMNS = columns();

    private ResultsCsv() {
    }

    /** The whole table: a header record and one record per point of {@code result}, in plan order. */
    public static String of(SweepResult result) {
        if (result == null) {
            throw new IllegalArgumentException("result is null; pass the SweepResult to write");
        }
        CsvTable table = new CsvTable(COLUMNS);
        for (PointResult p : result.points()) {
            table.addRow(new ArrayList<>(fields(result.plan().parameter(), p).values()));
        }
        return table.toCsv();
    }

    /**
     * The cells of one point by column name, in {@link #COLUMNS} order, as Java values (strings, booleans,
     * boxed numbers; NaN for an unknown number). {@link ResultsJson} writes the same fields.
     */
    static Map<String, Object> fields(String parameter, PointResult pointResult) {
        SweepPoint p = pointResult.point();
        RunResult r = pointResult.result();
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("series", p.seriesName());
        f.put("series_index", p.series());
        f.put("parameter", parameter);
        f.put("value", p.value());
        f.put("value_index", p.index());
        f.put("replication", p.replication());
        f.put("seed", r.seed());
        f.put("status", r.status().name());
        f.put("saturated", r.saturated());
        f.put("saturation_reason", r.saturationReason());
        f.put("message", r.message());
        latency(f, LATENCIES.get(0), r.packetLatency());
        latency(f, LATENCIES.get(1), r.deliveryLatency());
        latency(f, LATENCIES.get(2), r.networkLatency());
        latency(f, LATENCIES.get(3), r.sourceQueueing());
        f.put("mean_hops", r.meanHops());
        f.put("offered_load", r.offeredLoad());
        f.put("accepted_per_host", r.acceptedThroughput());
        f.put("accepted_total", r.acceptedTotal());
        f.put("fairness", r.fairness());
        f.put("measured_packets", r.measuredPackets());
        f.put("generated_packets", r.generatedPackets());
        f.put("delivered_packets", r.deliveredPackets());
        f.put("simulated_ticks", r.simulatedTicks());
        f.put("warmup_ticks", r.warmupTicks());
        f.put("measure_ticks", r.measureTicks());
        f.put("completion_tick", r.completionTick());
        mechanisms(f, r.mechanisms());
        endToEnd(f, r.endToEnd());
        sizeClass(f, "short", r.perSize().isEmpty() ? null : r.perSize().get(0));
        sizeClass(f, "long", r.perSize().isEmpty() ? null : r.perSize().get(r.perSize().size() - 1));
        f.put("engine", r.engine());
        f.put("wall_ms", r.wallMillis());
        return f;
    }

    /** What timeouts, host deflection and deflection routing did (NaN for a probability with no denominator). */
    private static void mechanisms(Map<String, Object> f, MechanismStats m) {
        f.put("timeouts", m.timeouts());
        f.put("retransmissions", m.retransmissions());
        f.put("host_deflections", m.deflections());
        f.put("discards", m.discards());
        f.put("routing_deflections", m.routingDeflections());
        f.put("dropped_packets", m.droppedPackets());
        f.put("out_of_order", m.outOfOrder());
        f.put("timeout_probability", m.switchVisits() == 0 ? Double.NaN : m.timeoutProbability());
        f.put("success_probability", m.measuredDelivered() == 0 ? Double.NaN : m.successProbability());
    }

    /** What the end-to-end scheme measured (NaN for a mean of nothing). */
    private static void endToEnd(Map<String, Object> f, EndToEndStats e) {
        f.put("end_to_end", e.scheme());
        f.put("round_trip_mean", mean(e.roundTrip()));
        f.put("request_to_response_mean", mean(e.requestToResponse()));
        f.put("mean_outstanding", "none".equals(e.scheme()) ? Double.NaN : e.meanOutstanding());
        f.put("burst_time_mean", mean(e.burstTime()));
        f.put("head_of_queue_latency_mean", mean(e.headOfQueueLatency()));
        f.put("inter_request_delay_mean", mean(e.interRequestDelay()));
        f.put("goodput_mean", e.goodput().length == 0 ? Double.NaN : Arrays.stream(e.goodput()).average().orElse(Double.NaN));
        f.put("efficiency_mean", e.efficiency().length == 0 ? Double.NaN : Arrays.stream(e.efficiency()).average().orElse(Double.NaN));
        f.put("goodput_fairness", e.goodput().length == 0 ? Double.NaN : e.goodputFairness());
        f.put("tcp_retransmissions", e.retransmissions());
        f.put("tcp_timeouts", e.timeouts());
        f.put("fast_retransmits", e.fastRetransmits());
        f.put("max_goodput", e.maxGoodput());
        f.put("closed_connections", e.goodput().length == 0 ? Double.NaN : (Object) e.closedConnections());
        f.put("longest_timeout_streak", e.goodput().length == 0 ? Double.NaN : (Object) e.longestTimeoutStreak());
    }

    private static double mean(EndToEndStats.Summary s) {
        return s.count() == 0 ? Double.NaN : s.mean();
    }

    private static void sizeClass(Map<String, Object> f, String prefix, SizeLatency s) {
        f.put(prefix + "_flits", s == null ? Double.NaN : (Object) s.flits());
        f.put(prefix + "_count", s == null ? Double.NaN : (Object) s.packets());
        f.put(prefix + "_packet_latency_mean", s == null ? Double.NaN : s.packetLatencyMean());
        f.put(prefix + "_delivery_latency_mean", s == null ? Double.NaN : s.deliveryLatencyMean());
    }

    /** An empty summary has mean 0 and max 0 by convention; in a table they would read as measured zeros. */
    private static void latency(Map<String, Object> f, String prefix, LatencySummary s) {
        boolean none = s.isEmpty();
        f.put(prefix + "_count", s.count());
        f.put(prefix + "_mean", none ? Double.NaN : s.mean());
        f.put(prefix + "_ci95", none ? Double.NaN : s.ciHalfWidth());
        f.put(prefix + "_max", none ? Double.NaN : (Object) s.max());
        f.put(prefix + "_p99", none ? Double.NaN : (Object) s.p99());
    }

    private static List<String> columns() {
        List<String> c = new ArrayList<>(List.of("series", "series_index", "parameter", "value", "value_index",
                "replication", "seed", "status", "saturated", "saturation_reason", "message"));
        for (String latency : LATENCIES) {
            for (String statistic : LATENCY_STATISTICS) {
                c.add(latency + "_" + statistic);
            }
        }
        c.addAll(List.of("mean_hops", "offered_load", "accepted_per_host", "accepted_total", "fairness",
                "measured_packets", "generated_packets", "delivered_packets", "simulated_ticks", "warmup_ticks",
                "measure_ticks", "completion_tick",
                // Recovery and deflection mechanisms (Hu & Kleinrock, Bianco et al.): zero when switched off.
                "timeouts", "retransmissions", "host_deflections", "discards", "routing_deflections", "dropped_packets",
                "out_of_order", "timeout_probability", "success_probability",
                // End-to-end flow control (AN1 windows and bursts, ServerNet, TCP): empty with "none".
                "end_to_end", "round_trip_mean", "request_to_response_mean", "mean_outstanding", "burst_time_mean",
                "head_of_queue_latency_mean", "inter_request_delay_mean", "goodput_mean", "efficiency_mean",
                "goodput_fairness", "tcp_retransmissions", "tcp_timeouts", "fast_retransmits", "max_goodput",
                "closed_connections", "longest_timeout_streak",
                // Latency per size class (bimodal, discrete sizes): empty with one size.
                "short_flits", "short_count", "short_packet_latency_mean", "short_delivery_latency_mean",
                "long_flits", "long_count", "long_packet_latency_mean", "long_delivery_latency_mean",
                // Wall time last: the only column that differs between identical runs.
                "engine", "wall_ms"));
        return List.copyOf(c);
    }
}
