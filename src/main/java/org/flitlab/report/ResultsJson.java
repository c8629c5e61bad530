package org.flitlab.report;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import java.util.List;
import java.util.Map;
import org.flitlab.experiment.PointResult;
import org.flitlab.experiment.SweepPlan;
import org.flitlab.experiment.SweepResult;
import org.flitlab.experiment.ValueSummary;
import org.flitlab.stats.ChannelUsage;
import org.flitlab.stats.LatencySummary;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.WaitStep;

/**
 * The results of a sweep as one JSON document, {@code results.json}: everything in
 * {@link ResultsCsv} plus what it takes to reproduce and inspect the sweep. A single run is a sweep of one point.
 * Stateless and thread-safe.
 *
 * <p>Layout (keys are snake_case, like the CSV columns):
 * <pre>
 * {
 *   "format": "flitlab-results", "format_version": 1, "flitlab_version": "1.0.0",
 *   "scenario": { ...the scenario file, as a JSON object... },
 *   "sweep": { "series": [..], "parameter": "offeredLoad", "values": [..], "replications": 3,
 *              "base_seed": 42, "stop_after_saturation": true, "status": "COMPLETED",
 *              "wall_ms": 1234, "threads": 2, "planned_points": 30, "reported_points": 27 },
 *   "summaries": [ one per (series, value) reported: "series", "series_index", "value", "value_index",
 *                  "replications", "completed", "mean_delivery_latency", "ci95", "mean_accepted_per_host",
 *                  "saturated" (see ValueSummary) ],
 *   "points": [ one per point, in plan order: every CSV column under its CSV name, and
 *               "latency": { "packet" | "delivery" | "network" | "source_queueing":
 *                            { "count", "mean", "ci95", "min", "max", "p50", "p95", "p99" } },
 *               "accepted_by_host": [ flits/tick at each host index as destination ],
 *               "channel_usage": { "channel": [..], "transmitting_ticks": [..], "stalled_ticks": [..],
 *                                  "idle_ticks": [..] },
 *               "buffer_occupancy": { "channel": [..], "vc": [..], "mean_flits": [..], "max_flits": [..],
 *                                     "capacity_flits": [..] },
 *               "delivery_histogram": { "bin_width": 4, "bin_start": [..], "counts": [..] },
 *               "deadlock_cycle": [ { "packet_id", "node", "channel", "holder_packet_id" } ] ]
 * }
 * </pre>
 * Channel usage and buffer occupancy are column arrays (entry i of every array belongs together), which keeps
 * large networks compact and loads straight into a data frame.
 *
 * <p><b>Scenario.</b> The scenario text is parsed as strict JSON and embedded as an object; if it is not a JSON
 * object it is embedded as a string, unchanged; a null scenario is JSON {@code null}.
 *
 * <p><b>Special numbers.</b> An unknown value (NaN in Java, e.g. the offered load of traffic without one, or the
 * statistics of a latency with no measured packets) is {@code null}. An infinite value is written as the string
 * {@code "Infinity"} (or {@code "-Infinity"}); this happens for a confidence half-width when a run measured too few
 * values to form its batches, e.g. {@code "delivery_latency_ci95": "Infinity"}. So the file is strict JSON (RFC
 * 8259), which every parser reads; Python's {@code float("Infinity")} turns the string back into a number. Every
 * number of the tree passes through this rule before writing, whichever part produced it. Seeds are 64-bit
 * integers written in full; JavaScript readers lose their low bits.
 */
public final class ResultsJson {
    /** Value of the "format" key. */
    public static final String FORMAT = "flitlab-results";
    /** Version of this layout; raised when a key changes meaning or disappears. */
    public static final int FORMAT_VERSION = 1;

    private ResultsJson() {
    }

    /**
     * The JSON document.
     *
     * @param scenarioJson   the scenario file's text, or null if the sweep was not built from one
     * @param flitlabVersion the version of FlitLab that ran the sweep, not null
     */
    public static String of(SweepResult result, String scenarioJson, String flitlabVersion) {
        if (result == null) {
            throw new IllegalArgumentException("result is null; pass the SweepResult to write");
        }
        if (flitlabVersion == null) {
            throw new IllegalArgumentException("flitlabVersion is null; pass the running version (or \"unknown\")");
        }
        JsonObject root = new JsonObject();
        root.addProperty("format", FORMAT);
        root.addProperty("format_version", FORMAT_VERSION);
        root.addProperty("flitlab_version", flitlabVersion);
        root.add("scenario", scenario(scenarioJson));
        root.add("sweep", sweep(result));
        root.add("summaries", summaries(result));
        JsonArray points = new JsonArray();
        for (PointResult p : result.points()) {
            points.add(point(result.plan().parameter(), p));
        }
        root.add("points", points);
        return gson().toJson(strict(root)) + "\n";
    }

    private static Gson gson() {
        return new GsonBuilder().setPrettyPrinting().serializeNulls().disableHtmlEscaping().create();
    }

    /** The tree with NaN as null and infinities as the strings "Infinity" and "-Infinity": strict JSON throughout. */
    static JsonElement strict(JsonElement e) {
        if (e.isJsonObject()) {
            JsonObject o = new JsonObject();
            e.getAsJsonObject().entrySet().forEach(x -> o.add(x.getKey(), strict(x.getValue())));
            return o;
        }
        if (e.isJsonArray()) {
            JsonArray a = new JsonArray();
            e.getAsJsonArray().forEach(x -> a.add(strict(x)));
            return a;
        }
        if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isNumber()) {
            Number n = e.getAsNumber();
            if ((n instanceof Double || n instanceof Float) && !Double.isFinite(n.doubleValue())) {
                double d = n.doubleValue();
                return Double.isNaN(d) ? JsonNull.INSTANCE : new JsonPrimitive(d > 0 ? "Infinity" : "-Infinity");
            }
        }
        return e;
    }

    /** The scenario as a JSON object if it is one, else its text. */
    static JsonElement scenario(String text) {
        if (text == null) {
            return JsonNull.INSTANCE;
        }
        try {
            JsonElement parsed = new GsonBuilder().setStrictness(Strictness.STRICT).create()
                    .fromJson(text, JsonElement.class);
            if (parsed != null && parsed.isJsonObject()) {
                return parsed;
            }
        } catch (JsonParseException e) {
            // Not JSON: keep the text as it is, so nothing the user wrote is lost.
        }
        return new JsonPrimitive(text);
    }

    private static JsonObject sweep(SweepResult result) {
        SweepPlan plan = result.plan();
        JsonObject s = new JsonObject();
        JsonArray names = new JsonArray();
        plan.seriesNames().forEach(names::add);
        s.add("series", names);
        s.addProperty("parameter", plan.parameter());
        JsonArray values = new JsonArray();
        for (double v : plan.values()) {
            values.add(v);
        }
        s.add("values", values);
        s.addProperty("replications", plan.replications());
        s.addProperty("base_seed", plan.baseSeed());
        s.addProperty("stop_after_saturation", plan.stopAfterSaturation());
        s.addProperty("status", result.status().name());
        s.addProperty("wall_ms", result.wallMillis());
        s.addProperty("threads", result.threads());
        s.addProperty("planned_points", plan.pointCount());
        s.addProperty("reported_points", result.points().size());
        return s;
    }

    private static JsonArray summaries(SweepResult result) {
        JsonArray out = new JsonArray();
        for (int series = 0; series < result.plan().seriesCount(); series++) {
            for (ValueSummary v : result.means(series)) {
                JsonObject o = new JsonObject();
                o.addProperty("series", v.seriesName());
                o.addProperty("series_index", v.series());
                o.add("value", number(v.value()));
                o.addProperty("value_index", v.index());
                o.addProperty("replications", v.replications());
                o.addProperty("completed", v.completed());
                o.add("mean_delivery_latency", number(v.meanDeliveryLatency()));
                o.add("ci95", number(v.ciHalfWidth()));
                o.add("mean_accepted_per_host", number(v.meanAcceptedThroughput()));
                o.addProperty("saturated", v.saturated());
                out.add(o);
            }
        }
        return out;
    }

    private static JsonObject point(String parameter, PointResult p) {
        JsonObject o = new JsonObject();
        for (Map.Entry<String, Object> e : ResultsCsv.fields(parameter, p).entrySet()) {
            o.add(e.getKey(), value(e.getValue()));
        }
        RunResult r = p.result();
        JsonObject latency = new JsonObject();
        latency.add("packet", latency(r.packetLatency()));
        latency.add("delivery", latency(r.deliveryLatency()));
        latency.add("network", latency(r.networkLatency()));
        latency.add("source_queueing", latency(r.sourceQueueing()));
        o.add("latency", latency);
        JsonArray byHost = new JsonArray();
        for (double a : r.acceptedPerHost()) {
            byHost.add(number(a));
        }
        o.add("accepted_by_host", byHost);
        o.add("channel_usage", RunResultJson.channelUsage(r.channelUsage()));
        o.add("buffer_occupancy", RunResultJson.bufferOccupancy(r.bufferOccupancy()));
        o.add("delivery_histogram", RunResultJson.histogram(r.deliveryHistogram()));
        o.add("deadlock_cycle", RunResultJson.deadlockCycle(r.deadlockCycle()));
        o.add("per_source", RunResultJson.perSource(r.perSource()));
        o.add("per_size", RunResultJson.perSize(r.perSize()));
        return o;
    }

    private static JsonObject latency(LatencySummary s) {
        JsonObject o = new JsonObject();
        boolean none = s.isEmpty();
        o.addProperty("count", s.count());
        o.add("mean", none ? JsonNull.INSTANCE : number(s.mean()));
        o.add("ci95", none ? JsonNull.INSTANCE : number(s.ciHalfWidth()));
        long[] ranks = {s.min(), s.max(), s.p50(), s.p95(), s.p99()};
        String[] names = {"min", "max", "p50", "p95", "p99"};
        for (int i = 0; i < names.length; i++) {
            o.add(names[i], none ? JsonNull.INSTANCE : new JsonPrimitive(ranks[i]));
        }
        return o;
    }

    /** A CSV field's Java value as JSON: NaN becomes null, infinities stay numbers. */
    private static JsonElement value(Object v) {
        if (v == null) {
            return JsonNull.INSTANCE;
        }
        if (v instanceof Double d) {
            return number(d);
        }
        if (v instanceof Number n) {
            return new JsonPrimitive(n);
        }
        if (v instanceof Boolean b) {
            return new JsonPrimitive(b);
        }
        return new JsonPrimitive(v.toString());
    }

    private static JsonElement number(double d) {
        return Double.isNaN(d) ? JsonNull.INSTANCE : new JsonPrimitive(d);
    }
}
