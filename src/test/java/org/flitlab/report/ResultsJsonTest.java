package org.flitlab.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.Strictness;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.flitlab.experiment.PointResult;
import org.flitlab.experiment.SweepResult;
import org.flitlab.stats.RunResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultsJsonTest {
    private static final String SCENARIO = "{\"name\": \"AN1 4x4\", \"topology\": {\"family\": \"mesh\", \"radixX\": 4},"
            + " \"loads\": [0.1, 0.2]}";

    private final SweepResult sweep = SweepFixture.sweep();

    @TempDir
    Path dir;

    private JsonObject parsed(String scenario) {
        return JsonParser.parseString(ResultsJson.of(sweep, scenario, "1.2.3")).getAsJsonObject();
    }

    @Test
    void theDocumentParsesBackWithTheScenarioObjectVersionAndSweep() {
        JsonObject root = parsed(SCENARIO);
        assertEquals("flitlab-results", root.get("format").getAsString());
        assertEquals(1, root.get("format_version").getAsInt());
        assertEquals("1.2.3", root.get("flitlab_version").getAsString());
        assertEquals(JsonParser.parseString(SCENARIO), root.get("scenario"), "the scenario is embedded as an object");
        JsonObject s = root.getAsJsonObject("sweep");
        assertEquals("offeredLoad", s.get("parameter").getAsString());
        assertEquals(7, s.get("base_seed").getAsLong());
        assertEquals(1, s.get("threads").getAsInt());
        assertEquals(sweep.wallMillis(), s.get("wall_ms").getAsLong());
        assertEquals("COMPLETED", s.get("status").getAsString());
        assertEquals(16, s.get("planned_points").getAsInt());
        assertEquals(14, s.get("reported_points").getAsInt());
        assertEquals(2, s.getAsJsonArray("series").size());
        assertEquals(0.4, s.getAsJsonArray("values").get(3).getAsDouble());
    }

    @Test
    void everyPointIsThereWithItsCsvFieldsAndDetails() {
        JsonArray points = parsed(SCENARIO).getAsJsonArray("points");
        assertEquals(sweep.points().size(), points.size());
        for (int i = 0; i < points.size(); i++) {
            JsonObject o = points.get(i).getAsJsonObject();
            PointResult p = sweep.points().get(i);
            RunResult r = p.result();
            assertEquals(ResultsCsv.COLUMNS.size() + 8, o.size(), "CSV fields plus 8 detail keys (per_size among them)");
            assertTrue(o.has("per_size"), "latency per size class");
            for (String column : ResultsCsv.COLUMNS) {
                assertTrue(o.has(column), column);
            }
            assertEquals(p.point().seriesName(), o.get("series").getAsString());
            assertEquals(p.point().value(), o.get("value").getAsDouble());
            assertEquals(p.point().replication(), o.get("replication").getAsInt());
            assertEquals(r.seed(), o.get("seed").getAsLong(), "64-bit seeds survive");
            assertEquals(r.deliveryLatency().mean(), o.get("delivery_latency_mean").getAsDouble());
            assertEquals(r.deliveryLatency().p95(), o.getAsJsonObject("latency").getAsJsonObject("delivery")
                    .get("p95").getAsLong());
            assertEquals(r.acceptedThroughput(), o.get("accepted_per_host").getAsDouble());
            assertEquals(SweepFixture.HOSTS, o.getAsJsonArray("accepted_by_host").size());
            JsonObject usage = o.getAsJsonObject("channel_usage");
            assertEquals(SweepFixture.CHANNELS, usage.getAsJsonArray("transmitting_ticks").size());
            assertEquals(r.channelUsage().get(5).stalledTicks(), usage.getAsJsonArray("stalled_ticks").get(5).getAsLong());
            assertEquals(1.25, o.getAsJsonObject("buffer_occupancy").getAsJsonArray("mean_flits").get(0).getAsDouble());
            JsonObject histogram = o.getAsJsonObject("delivery_histogram");
            assertEquals(r.deliveryHistogram().binWidth(), histogram.get("bin_width").getAsLong());
            assertArrayEquals(r.deliveryHistogram().counts(), longs(histogram.getAsJsonArray("counts")));
            assertArrayEquals(r.deliveryHistogram().binStart(), longs(histogram.getAsJsonArray("bin_start")));
            assertEquals(r.deadlockCycle().size(), o.getAsJsonArray("deadlock_cycle").size());
        }
        JsonObject deadlocked = points.get(7).getAsJsonObject();
        assertEquals("DEADLOCK", deadlocked.get("status").getAsString());
        assertEquals(12, deadlocked.getAsJsonArray("deadlock_cycle").get(0).getAsJsonObject()
                .get("holder_packet_id").getAsLong());
    }

    private static long[] longs(JsonArray a) {
        long[] out = new long[a.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = a.get(i).getAsLong();
        }
        return out;
    }

    @Test
    void infiniteHalfWidthsAreTheInfinityStringAndUnknownValuesAreNull() {
        String text = ResultsJson.of(sweep, SCENARIO, "1.2.3");
        assertTrue(text.contains("\"delivery_latency_ci95\": \"Infinity\""), "the documented spelling");
        // the whole file is strict JSON
        new GsonBuilder().setStrictness(Strictness.STRICT).create().fromJson(text, JsonObject.class);
        JsonObject first = parsed(SCENARIO).getAsJsonArray("points").get(1).getAsJsonObject();
        assertEquals("Infinity", first.get("delivery_latency_ci95").getAsString());
        assertTrue(first.get("source_queueing_mean").isJsonNull(), "no packets measured: unknown, not 0");
        assertTrue(first.getAsJsonObject("latency").getAsJsonObject("source_queueing").get("p99").isJsonNull());
        assertEquals(0, first.getAsJsonObject("latency").getAsJsonObject("source_queueing").get("count").getAsLong());
    }

    @Test
    void summariesCombineReplicationsAsValueSummaryDoes() {
        JsonArray summaries = parsed(SCENARIO).getAsJsonArray("summaries");
        assertEquals(4 + 3, summaries.size());
        JsonObject xyAt02 = summaries.get(1).getAsJsonObject();
        assertEquals(sweep.means(0).get(1).meanDeliveryLatency(), xyAt02.get("mean_delivery_latency").getAsDouble());
        assertEquals(sweep.means(0).get(1).ciHalfWidth(), xyAt02.get("ci95").getAsDouble());
        JsonObject adaptiveAt03 = summaries.get(6).getAsJsonObject();
        assertEquals("adaptive", adaptiveAt03.get("series").getAsString());
        assertTrue(adaptiveAt03.get("saturated").getAsBoolean());
    }

    @Test
    void aScenarioThatIsNotAJsonObjectIsKeptAsTextAndNoneIsNull() {
        String broken = "{\"name\": \"unterminated\"";
        assertEquals(broken, parsed(broken).get("scenario").getAsString());
        assertEquals("just text", parsed("just text").get("scenario").getAsString());
        assertEquals("[1, 2]", parsed("[1, 2]").get("scenario").getAsString());
        assertTrue(parsed(null).get("scenario").isJsonNull());
    }

    @Test
    void aMissingVersionIsRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ResultsJson.of(sweep, SCENARIO, null));
        assertTrue(e.getMessage().startsWith("flitlabVersion is null"), e.getMessage());
    }

    @Test
    void resultsFilesWritesBothFilesWithTheirTextAndNoLeftovers() throws IOException {
        Path out = dir.resolve("run-1");
        List<Path> written = ResultsFiles.write(out, sweep, SCENARIO, "1.2.3");
        assertEquals(List.of(out.resolve("results.csv"), out.resolve("results.json"), out.resolve("summary.csv")), written);
        assertEquals(ResultsCsv.of(sweep), Files.readString(written.get(0), StandardCharsets.UTF_8));
        JsonElement json = JsonParser.parseString(Files.readString(written.get(1), StandardCharsets.UTF_8));
        assertEquals(14, json.getAsJsonObject().getAsJsonArray("points").size());
        try (Stream<Path> files = Files.list(out)) {
            assertFalse(files.anyMatch(p -> p.getFileName().toString().startsWith(".")), "no temporary files left");
        }
    }
}
