package org.flitlab.report;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import java.util.Locale;
import org.flitlab.experiment.BatchPlan;
import org.flitlab.experiment.PointJob;
import org.flitlab.experiment.SweepPlan;
import org.flitlab.experiment.SweepPoint;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.stats.RunResult;

/**
 * The files of a batch run (docs/batch.md): the plan ({@value #PLAN_FILE}), one job file per point
 * ({@link #jobFileName}) and one result file per point ({@link #resultFileName}). Each is one JSON object with a
 * "format" key and "format_version" {@value #FORMAT_VERSION}:
 * <ul>
 *   <li>plan ({@value #PLAN_FORMAT}): "plan_id", "scenario" (the whole scenario object), "series", "parameter",
 *       "values", "replications", "base_seed", "stop_after_saturation", "point_count" and "jobs" (the job file
 *       names in plan order);</li>
 *   <li>job ({@value #JOB_FORMAT}): "plan_id", "plan_index", "series", "series_index", "parameter", "value",
 *       "value_index", "replication", "seed" and "scenario" (the point's own scenario, overrides applied, no
 *       sweep);</li>
 *   <li>result ({@value #RESULT_FORMAT}): the job's keys but the scenario, and "result" ({@link RunResultJson}).</li>
 * </ul>
 * Stateless and thread-safe.
 */
public final class BatchJson {
    /** Name of the plan file in a plan directory. */
    public static final String PLAN_FILE = "plan.json";
    /** "format" of the plan file. */
    public static final String PLAN_FORMAT = "flitlab-plan";
    /** "format" of a job file. */
    public static final String JOB_FORMAT = "flitlab-point-job";
    /** "format" of a result file. */
    public static final String RESULT_FORMAT = "flitlab-point-result";
    /** Version of these layouts. */
    public static final int FORMAT_VERSION = 1;

    /** A result file's content: which plan and point it answers, and the run's result. */
    public record PointResultFile(String planId, int planIndex, long seed, RunResult result) {
    }

    /** A plan file's content: the plan's id and the whole scenario it splits. */
    public record PlanFile(String planId, Scenario scenario, int pointCount) {
    }

    private BatchJson() {
    }

    /** The job file name of a plan index: {@code point-0007.json}. */
    public static String jobFileName(int planIndex) {
        return String.format(Locale.ROOT, "point-%04d.json", planIndex);
    }

    /** The result file name of a plan index: {@code result-0007.json}. */
    public static String resultFileName(int planIndex) {
        return String.format(Locale.ROOT, "result-%04d.json", planIndex);
    }

    /** The plan file's text. */
    public static String plan(BatchPlan batch) {
        SweepPlan p = batch.plan();
        JsonObject o = header(PLAN_FORMAT, batch.id());
        o.add("scenario", JsonParser.parseString(ScenarioJson.write(batch.scenario())));
        JsonArray series = new JsonArray();
        p.seriesNames().forEach(series::add);
        o.add("series", series);
        o.addProperty("parameter", p.parameter());
        JsonArray values = new JsonArray();
        for (double v : p.values()) {
            values.add(v);
        }
        o.add("values", values);
        o.addProperty("replications", p.replications());
        o.addProperty("base_seed", p.baseSeed());
        o.addProperty("stop_after_saturation", p.stopAfterSaturation());
        o.addProperty("point_count", p.pointCount());
        JsonArray jobs = new JsonArray();
        for (PointJob j : batch.jobs()) {
            jobs.add(jobFileName(j.planIndex()));
        }
        o.add("jobs", jobs);
        return gson().toJson(o) + "\n";
    }

    /** Reads a plan file; throws IllegalArgumentException saying what is wrong. */
    public static PlanFile readPlan(String text, String source, Catalog catalog) {
        JsonObject o = object(text, source, PLAN_FORMAT);
        Scenario scenario = scenario(o, source, catalog);
        return new PlanFile(o.get("plan_id").getAsString(), scenario, o.get("point_count").getAsInt());
    }

    /** A job file's text. */
    public static String job(PointJob job) {
        JsonObject o = point(JOB_FORMAT, job);
        o.add("scenario", JsonParser.parseString(ScenarioJson.write(job.scenario())));
        return gson().toJson(o) + "\n";
    }

    /** Reads a job file; throws IllegalArgumentException saying what is wrong. */
    public static PointJob readJob(String text, String source, Catalog catalog) {
        JsonObject o = object(text, source, JOB_FORMAT);
        try {
            SweepPoint p = new SweepPoint(o.get("series_index").getAsInt(), o.get("series").getAsString(),
                    o.get("value_index").getAsInt(), o.get("value").getAsDouble(), o.get("replication").getAsInt(),
                    o.get("seed").getAsLong());
            return new PointJob(o.get("plan_id").getAsString(), o.get("plan_index").getAsInt(), o.get("parameter").getAsString(),
                    p, scenario(o, source, catalog));
        } catch (NullPointerException | ClassCastException | IllegalStateException | NumberFormatException e) {
            throw new IllegalArgumentException(source + ": a job file needs plan_id, plan_index, series, series_index, "
                    + "parameter, value, value_index, replication, seed and scenario (" + e.getMessage() + ")", e);
        }
    }

    /** A result file's text: the job's identity and what it measured. */
    public static String result(PointJob job, RunResult result) {
        JsonObject o = point(RESULT_FORMAT, job);
        o.add("result", RunResultJson.toJson(result));
        return gson().toJson(o) + "\n";
    }

    /** Reads a result file; throws IllegalArgumentException saying what is wrong. */
    public static PointResultFile readResult(String text, String source) {
        JsonObject o = object(text, source, RESULT_FORMAT);
        try {
            return new PointResultFile(o.get("plan_id").getAsString(), o.get("plan_index").getAsInt(), o.get("seed").getAsLong(),
                    RunResultJson.fromJson(o.getAsJsonObject("result")));
        } catch (NullPointerException | ClassCastException | IllegalStateException | NumberFormatException e) {
            throw new IllegalArgumentException(source + ": a result file needs plan_id, plan_index, seed and result ("
                    + e.getMessage() + ")", e);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(source + ": " + e.getMessage(), e);
        }
    }

    private static JsonObject header(String format, String planId) {
        JsonObject o = new JsonObject();
        o.addProperty("format", format);
        o.addProperty("format_version", FORMAT_VERSION);
        o.addProperty("plan_id", planId);
        return o;
    }

    private static JsonObject point(String format, PointJob job) {
        JsonObject o = header(format, job.planId());
        SweepPoint p = job.point();
        o.addProperty("plan_index", job.planIndex());
        o.addProperty("series", p.seriesName());
        o.addProperty("series_index", p.series());
        o.addProperty("parameter", job.parameter());
        o.addProperty("value", p.value());
        o.addProperty("value_index", p.index());
        o.addProperty("replication", p.replication());
        o.addProperty("seed", p.seed());
        return o;
    }

    private static JsonObject object(String text, String source, String format) {
        JsonElement e;
        try {
            e = JsonParser.parseString(text);
        } catch (JsonParseException ex) {
            throw new IllegalArgumentException(source + ": not JSON (" + ex.getMessage() + ")", ex);
        }
        if (!e.isJsonObject() || !e.getAsJsonObject().has("format")
                || !format.equals(e.getAsJsonObject().get("format").getAsString())) {
            throw new IllegalArgumentException(source + ": not a " + format + " file (its \"format\" must be \"" + format + "\")");
        }
        JsonObject o = e.getAsJsonObject();
        JsonElement version = o.get("format_version");
        if (version == null || !version.isJsonPrimitive() || version.getAsInt() != FORMAT_VERSION) {
            throw new IllegalArgumentException(source + ": format_version is " + version + "; this FlitLab reads " + FORMAT_VERSION);
        }
        return o;
    }

    private static Scenario scenario(JsonObject o, String source, Catalog catalog) {
        JsonElement s = o.get("scenario");
        if (s == null || !s.isJsonObject()) {
            throw new IllegalArgumentException(source + ": \"scenario\" must be a scenario object");
        }
        ReadResult read = ScenarioJson.read(s.toString(), source + " $.scenario", catalog);
        return read.orElseThrow();
    }

    private static Gson gson() {
        return new GsonBuilder().setPrettyPrinting().serializeNulls().serializeSpecialFloatingPointValues()
                .disableHtmlEscaping().create();
    }
}
