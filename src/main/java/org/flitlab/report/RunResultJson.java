package org.flitlab.report;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.ArrayList;
import java.util.List;
import org.flitlab.stats.BufferOccupancy;
import org.flitlab.stats.ChannelUsage;
import org.flitlab.stats.EndToEndStats;
import org.flitlab.stats.MechanismStats;
import org.flitlab.stats.Histogram;
import org.flitlab.stats.LatencySummary;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.flitlab.stats.SizeLatency;
import org.flitlab.stats.SourceLatency;
import org.flitlab.stats.TimeSeries;
import org.flitlab.stats.WaitStep;

/**
 * One {@link RunResult} as a JSON object that reads back equal field by field (batch runs, docs/batch.md: a point run by
 * {@code flitlab run-point} is merged later from this). Keys are the snake_case names of {@link ResultsJson}'s
 * points; unlike there, every number is kept as Java has it: NaN is the bare token {@code NaN}, infinities are
 * {@code Infinity}/{@code -Infinity} (read by Gson, Python's json and pandas), and an empty latency keeps its
 * convention values. Doubles are written with {@link Double#toString}, which reads back to the same double.
 * Stateless and thread-safe.
 */
public final class RunResultJson {
    private static final String[] LATENCIES = {"packet_latency", "delivery_latency", "network_latency", "source_queueing"};

    private RunResultJson() {
    }

    /** The result as a JSON object. */
    public static JsonObject toJson(RunResult r) {
        JsonObject o = new JsonObject();
        o.addProperty("status", r.status().name());
        o.addProperty("message", r.message());
        o.addProperty("saturated", r.saturated());
        o.addProperty("saturation_reason", r.saturationReason());
        o.addProperty("seed", r.seed());
        o.addProperty("simulated_ticks", r.simulatedTicks());
        o.addProperty("warmup_ticks", r.warmupTicks());
        o.addProperty("measure_ticks", r.measureTicks());
        o.addProperty("generated_packets", r.generatedPackets());
        o.addProperty("delivered_packets", r.deliveredPackets());
        LatencySummary[] latencies = {r.packetLatency(), r.deliveryLatency(), r.networkLatency(), r.sourceQueueing()};
        for (int i = 0; i < LATENCIES.length; i++) {
            o.add(LATENCIES[i], latency(latencies[i]));
        }
        o.add("mean_hops", new JsonPrimitive(r.meanHops()));
        o.add("offered_load", new JsonPrimitive(r.offeredLoad()));
        o.add("accepted_per_host", new JsonPrimitive(r.acceptedThroughput()));
        o.add("accepted_total", new JsonPrimitive(r.acceptedTotal()));
        JsonArray byHost = new JsonArray();
        for (double a : r.acceptedPerHost()) {
            byHost.add(new JsonPrimitive(a));
        }
        o.add("accepted_by_host", byHost);
        o.add("fairness", new JsonPrimitive(r.fairness()));
        o.addProperty("completion_tick", r.completionTick());
        o.add("channel_usage", channelUsage(r.channelUsage()));
        o.add("buffer_occupancy", bufferOccupancy(r.bufferOccupancy()));
        o.add("deadlock_cycle", deadlockCycle(r.deadlockCycle()));
        o.add("delivery_histogram", histogram(r.deliveryHistogram()));
        o.addProperty("wall_ms", r.wallMillis());
        o.addProperty("engine", r.engine());
        o.add("mechanisms", RECORDS.toJsonTree(r.mechanisms()));
        o.add("end_to_end", RECORDS.toJsonTree(r.endToEnd()));
        o.add("per_source", perSource(r.perSource()));
        o.add("per_size", perSize(r.perSize()));
        return o;
    }

    /** Per size class: {@code flits}, {@code packets}, {@code packet_latency_mean}, {@code delivery_latency_mean}. */
    static JsonArray perSize(List<SizeLatency> sizes) {
        JsonArray out = new JsonArray();
        for (SizeLatency s : sizes) {
            JsonObject o = new JsonObject();
            o.addProperty("flits", s.flits());
            o.addProperty("packets", s.packets());
            o.add("packet_latency_mean", new JsonPrimitive(s.packetLatencyMean()));
            o.add("delivery_latency_mean", new JsonPrimitive(s.deliveryLatencyMean()));
            out.add(o);
        }
        return out;
    }

    /** Reads {@link #perSize(List)}; a file written before size classes were reported has none. */
    private static List<SizeLatency> perSize(JsonArray a) {
        List<SizeLatency> out = new ArrayList<>();
        if (a != null) {
            for (JsonElement e : a) {
                JsonObject o = e.getAsJsonObject();
                out.add(new SizeLatency(o.get("flits").getAsInt(), o.get("packets").getAsLong(),
                        dbl(o, "packet_latency_mean"), dbl(o, "delivery_latency_mean")));
            }
        }
        return out;
    }

    /** Per source host: {@code host}, {@code packets}, {@code packet_latency_mean}, {@code delivery_latency_mean}. */
    static JsonArray perSource(List<SourceLatency> sources) {
        JsonArray out = new JsonArray();
        for (SourceLatency s : sources) {
            JsonObject o = new JsonObject();
            o.addProperty("host", s.host());
            o.addProperty("packets", s.packets());
            o.add("packet_latency_mean", new JsonPrimitive(s.packetLatencyMean()));
            o.add("delivery_latency_mean", new JsonPrimitive(s.deliveryLatencyMean()));
            out.add(o);
        }
        return out;
    }

    /** Reads {@link #perSource(List)}; a file written before per-source latencies existed has none. */
    private static List<SourceLatency> perSource(JsonArray a) {
        List<SourceLatency> out = new ArrayList<>();
        if (a != null) {
            for (JsonElement e : a) {
                JsonObject o = e.getAsJsonObject();
                out.add(new SourceLatency(o.get("host").getAsInt(), o.get("packets").getAsLong(),
                        dbl(o, "packet_latency_mean"), dbl(o, "delivery_latency_mean")));
            }
        }
        return out;
    }

    /**
     * Writes the mechanism and end-to-end statistics records component by component (Gson reads records through
     * their canonical constructors), with NaN and infinities kept.
     */
    private static final Gson RECORDS = new GsonBuilder().serializeSpecialFloatingPointValues().create();

    /**
     * The result in {@code o}.
     *
     * @throws IllegalArgumentException naming the key if one is missing or of the wrong kind
     */
    public static RunResult fromJson(JsonObject o) {
        try {
            LatencySummary[] l = new LatencySummary[LATENCIES.length];
            for (int i = 0; i < l.length; i++) {
                l[i] = latency(o.getAsJsonObject(LATENCIES[i]));
            }
            return new RunResult(RunStatus.valueOf(o.get("status").getAsString()), o.get("message").getAsString(),
                    o.get("saturated").getAsBoolean(), o.get("saturation_reason").getAsString(), o.get("seed").getAsLong(),
                    o.get("simulated_ticks").getAsLong(), o.get("warmup_ticks").getAsLong(), o.get("measure_ticks").getAsLong(),
                    o.get("generated_packets").getAsLong(), o.get("delivered_packets").getAsLong(), l[0], l[1], l[2], l[3],
                    dbl(o, "mean_hops"), dbl(o, "offered_load"), dbl(o, "accepted_per_host"), dbl(o, "accepted_total"),
                    doubles(o.getAsJsonArray("accepted_by_host")), dbl(o, "fairness"), o.get("completion_tick").getAsLong(),
                    channelUsage(o.getAsJsonObject("channel_usage")), bufferOccupancy(o.getAsJsonObject("buffer_occupancy")),
                    deadlockCycle(o.getAsJsonArray("deadlock_cycle")), histogram(o.getAsJsonObject("delivery_histogram")),
                    o.get("wall_ms").getAsLong(), RECORDS.fromJson(o.get("mechanisms"), MechanismStats.class),
                    RECORDS.fromJson(o.get("end_to_end"), EndToEndStats.class), TimeSeries.EMPTY,
                    perSource(o.getAsJsonArray("per_source")), perSize(o.getAsJsonArray("per_size")))
                    .withEngine(o.has("engine") ? o.get("engine").getAsString() : RunResult.REFERENCE_ENGINE);
        } catch (NullPointerException | ClassCastException | IllegalStateException | NumberFormatException e) {
            throw new IllegalArgumentException("the run result is incomplete or malformed (" + e.getMessage()
                    + "); it must hold every key RunResultJson writes", e);
        }
    }

    private static JsonObject latency(LatencySummary s) {
        JsonObject o = new JsonObject();
        o.addProperty("count", s.count());
        o.add("mean", new JsonPrimitive(s.mean()));
        o.add("ci95", new JsonPrimitive(s.ciHalfWidth()));
        o.addProperty("min", s.min());
        o.addProperty("max", s.max());
        o.addProperty("p50", s.p50());
        o.addProperty("p95", s.p95());
        o.addProperty("p99", s.p99());
        return o;
    }

    private static LatencySummary latency(JsonObject o) {
        return new LatencySummary(o.get("count").getAsLong(), dbl(o, "mean"), dbl(o, "ci95"), o.get("min").getAsLong(),
                o.get("max").getAsLong(), o.get("p50").getAsLong(), o.get("p95").getAsLong(), o.get("p99").getAsLong());
    }

    static JsonObject channelUsage(List<ChannelUsage> usage) {
        JsonArray channel = new JsonArray();
        JsonArray transmitting = new JsonArray();
        JsonArray stalled = new JsonArray();
        JsonArray idle = new JsonArray();
        for (ChannelUsage u : usage) {
            channel.add(u.channel());
            transmitting.add(u.transmittingTicks());
            stalled.add(u.stalledTicks());
            idle.add(u.idleTicks());
        }
        JsonObject o = new JsonObject();
        o.add("channel", channel);
        o.add("transmitting_ticks", transmitting);
        o.add("stalled_ticks", stalled);
        o.add("idle_ticks", idle);
        return o;
    }

    private static List<ChannelUsage> channelUsage(JsonObject o) {
        long[] channel = longs(o.getAsJsonArray("channel"));
        long[] transmitting = longs(o.getAsJsonArray("transmitting_ticks"));
        long[] stalled = longs(o.getAsJsonArray("stalled_ticks"));
        long[] idle = longs(o.getAsJsonArray("idle_ticks"));
        List<ChannelUsage> out = new ArrayList<>();
        for (int i = 0; i < channel.length; i++) {
            out.add(new ChannelUsage((int) channel[i], transmitting[i], stalled[i], idle[i]));
        }
        return out;
    }

    /** Buffer occupancy as parallel arrays; results.json writes the same object ({@link ResultsJson}). */
    static JsonObject bufferOccupancy(List<BufferOccupancy> buffers) {
        JsonArray channel = new JsonArray();
        JsonArray vc = new JsonArray();
        JsonArray mean = new JsonArray();
        JsonArray max = new JsonArray();
        JsonArray capacity = new JsonArray();
        for (BufferOccupancy b : buffers) {
            channel.add(b.channel());
            vc.add(b.vc());
            mean.add(new JsonPrimitive(b.meanFlits()));
            max.add(b.maxFlits());
            capacity.add(b.capacityFlits());
        }
        JsonObject o = new JsonObject();
        o.add("channel", channel);
        o.add("vc", vc);
        o.add("mean_flits", mean);
        o.add("max_flits", max);
        o.add("capacity_flits", capacity);
        return o;
    }

    private static List<BufferOccupancy> bufferOccupancy(JsonObject o) {
        long[] channel = longs(o.getAsJsonArray("channel"));
        long[] vc = longs(o.getAsJsonArray("vc"));
        double[] mean = doubles(o.getAsJsonArray("mean_flits"));
        long[] max = longs(o.getAsJsonArray("max_flits"));
        long[] capacity = longs(o.getAsJsonArray("capacity_flits"));
        List<BufferOccupancy> out = new ArrayList<>();
        for (int i = 0; i < channel.length; i++) {
            out.add(new BufferOccupancy((int) channel[i], (int) vc[i], mean[i], (int) max[i], (int) capacity[i]));
        }
        return out;
    }

    static JsonArray deadlockCycle(List<WaitStep> cycle) {
        JsonArray out = new JsonArray();
        for (WaitStep w : cycle) {
            JsonObject o = new JsonObject();
            o.addProperty("packet_id", w.packetId());
            o.addProperty("node", w.node());
            o.addProperty("channel", w.channel());
            o.addProperty("holder_packet_id", w.holderPacketId());
            out.add(o);
        }
        return out;
    }

    private static List<WaitStep> deadlockCycle(JsonArray a) {
        List<WaitStep> out = new ArrayList<>();
        for (JsonElement e : a) {
            JsonObject o = e.getAsJsonObject();
            out.add(new WaitStep(o.get("packet_id").getAsLong(), o.get("node").getAsInt(), o.get("channel").getAsInt(),
                    o.get("holder_packet_id").getAsLong()));
        }
        return out;
    }

    /** The delivery histogram as bin starts and counts; results.json writes the same object. */
    static JsonObject histogram(Histogram h) {
        JsonArray starts = new JsonArray();
        JsonArray counts = new JsonArray();
        for (long s : h.binStart()) {
            starts.add(s);
        }
        for (long c : h.counts()) {
            counts.add(c);
        }
        JsonObject o = new JsonObject();
        o.addProperty("bin_width", h.binWidth());
        o.add("bin_start", starts);
        o.add("counts", counts);
        return o;
    }

    private static Histogram histogram(JsonObject o) {
        return new Histogram(longs(o.getAsJsonArray("bin_start")), o.get("bin_width").getAsLong(), longs(o.getAsJsonArray("counts")));
    }

    private static double dbl(JsonObject o, String key) {
        return o.get(key).getAsDouble();
    }

    private static double[] doubles(JsonArray a) {
        double[] out = new double[a.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = a.get(i).getAsDouble();
        }
        return out;
    }

    private static long[] longs(JsonArray a) {
        long[] out = new long[a.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = a.get(i).getAsLong();
        }
        return out;
    }
}
