package org.flitlab.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.flitlab.topology.LayoutHint;
import org.flitlab.traffic.BimodalSize;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScenarioJsonTest {

    private static ReadResult read(String json) {
        return ScenarioJson.read(json, "test.json");
    }

    /** The single-link sample with one textual replacement. */
    private static ReadResult sampleWith(String from, String to) {
        String text = Samples.text("single-link-md1.json");
        assertTrue(text.contains(from), "sample contains " + from);
        return read(text.replace(from, to));
    }

    private static ScenarioError only(ReadResult r) {
        assertFalse(r.isValid());
        assertEquals(1, r.errors().size(), r.report());
        return r.errors().get(0);
    }

    @Test
    void everySampleReadsWritesAndReadsBackEqual() {
        assertTrue(Samples.all().stream().map(p -> p.getFileName().toString()).collect(Collectors.toSet()).containsAll(Samples.REQUIRED));
        for (Path p : Samples.all()) {
            ReadResult first = ScenarioJson.readFile(p);
            assertTrue(first.isValid(), first.report());
            String written = ScenarioJson.write(first.scenario());
            ReadResult second = read(written);
            assertTrue(second.isValid(), second.report());
            assertEquals(first.scenario(), second.scenario(), p.toString());
            assertEquals(written, ScenarioJson.write(second.scenario()), "writing is stable for " + p);
        }
    }

    @Test
    void writtenFileIsPrettyAndStartsWithFormatAndVersion() {
        String written = ScenarioJson.write(Samples.read("single-link-md1.json"));
        JsonObject o = JsonParser.parseString(written).getAsJsonObject();
        assertEquals(List.of("format", "version", "name"), new ArrayList<>(o.keySet()).subList(0, 3), written);
        assertEquals("flitlab-scenario", o.get("format").getAsString());
        assertEquals(1, o.get("version").getAsInt());
        assertEquals("single-link-md1", o.get("name").getAsString());
        assertEquals(JsonParser.parseString("[0.0, 0.0]"), o.getAsJsonObject("layout").get("s0"));
        assertEquals(JsonParser.parseString("[0.3, 0.6, 0.8]"), o.getAsJsonObject("sweep").get("values"));
        // Pretty: a reader finds each top-level key at the start of its own line.
        for (String key : o.keySet()) {
            assertTrue(written.lines().anyMatch(l -> l.stripLeading().startsWith("\"" + key + "\":")), key + " in " + written);
        }
    }

    @Test
    void writeFileReplacesAtomicallyAndReadsBack(@TempDir Path dir) throws Exception {
        Scenario s = Samples.read("torus4x4-dateline.json");
        Path file = dir.resolve("out/torus.json");
        ScenarioJson.writeFile(file, s);
        ScenarioJson.writeFile(file, s);
        assertEquals(s, ScenarioJson.readFile(file).scenario());
        try (var files = Files.list(file.getParent())) {
            assertEquals(List.of(file), files.toList(), "no temporary file is left behind");
        }
    }

    @Test
    void aTimeSeriesIntervalIsReadAndWrittenBackAndIsOffByDefault() {
        assertEquals(0, Samples.read("single-link-md1.json").run().timeSeriesTicks(), "left out: no time series");
        ReadResult r = sampleWith("\"measuredPackets\": 5000}", "\"measuredPackets\": 5000, \"timeSeriesTicks\": 250}");
        assertTrue(r.isValid(), r.report());
        assertEquals(250, r.scenario().run().timeSeriesTicks());
        String written = ScenarioJson.write(r.scenario());
        assertTrue(written.contains("\"timeSeriesTicks\": 250"), written);
        assertEquals(r.scenario(), read(written).scenario());
    }

    @Test
    void aNegativeTimeSeriesIntervalIsReportedAtItsPath() {
        ScenarioError e = only(sampleWith("\"measuredPackets\": 5000}", "\"measuredPackets\": 5000, \"timeSeriesTicks\": -5}"));
        assertEquals("$.run.timeSeriesTicks", e.path());
        assertTrue(e.message().contains("timeSeriesTicks is -5; it must be 0 (no time series) or an interval of at least 1 tick"),
                e.message());
    }

    @Test
    void unknownKeyIsReportedWithItsPathAndTheNearestKey() {
        ScenarioError e = only(sampleWith("\"bufferFlits\": 16", "\"bufferFlit\": 16"));
        assertEquals("$.network.bufferFlit", e.path());
        assertTrue(e.message().contains("did you mean \"bufferFlits\""), e.message());
    }

    @Test
    void unknownKeyInsideParamsNamesTheParamsPath() {
        ScenarioError e = only(sampleWith("\"flits\": 10", "\"flits\": 10, \"lenght\": 3"));
        assertEquals("$.traffic.sizes.params.lenght", e.path());
    }

    @Test
    void wrongTypeSaysWhatWasFoundAndWhatIsExpected() {
        ScenarioError e = only(sampleWith("\"bufferFlits\": 16", "\"bufferFlits\": \"sixteen\""));
        assertEquals("$.network.bufferFlits", e.path());
        assertEquals("found \"sixteen\"; expected an integer", e.message());
        ScenarioError frac = only(sampleWith("\"bufferFlits\": 16", "\"bufferFlits\": 16.5"));
        assertEquals("found 16.5; expected an integer", frac.message());
        assertTrue(sampleWith("\"bufferFlits\": 16", "\"bufferFlits\": 16.0").isValid(), "an integral number is an integer");
    }

    @Test
    void outOfRangeUsesTheRecordsOwnMessageAtThePath() {
        ScenarioError e = only(sampleWith("\"bufferFlits\": 16", "\"bufferFlits\": 0"));
        assertEquals("$.network.bufferFlits", e.path());
        assertEquals("bufferFlits is 0; it must be at least 1 flit", e.message());
        ScenarioError load = only(sampleWith("\"offeredLoad\": 0.3", "\"offeredLoad\": -0.5"));
        assertEquals("$.traffic.arrivals.params.offeredLoad", load.path());
        assertTrue(load.message().startsWith("offeredLoad is -0.5; it must be"), load.message());
    }

    @Test
    void hugeIntegerGivesTheTypesRange() {
        ScenarioError e = only(sampleWith("\"bufferFlits\": 16", "\"bufferFlits\": 1e30"));
        assertEquals("found 1e30; expected an integer from -2147483648 to 2147483647", e.message());
    }

    @Test
    void severalBadValuesInOneRecordAreAllReported() {
        ReadResult r = sampleWith("\"measuredPackets\": 5000", "\"measuredPackets\": 0, \"batches\": 1, \"maxTicks\": -4");
        assertEquals(List.of("$.run.measuredPackets", "$.run.batches", "$.run.maxTicks"), r.errors().stream().map(ScenarioError::path).toList(), r.report());
    }

    @Test
    void errorsInDifferentSectionsAreAllReportedAtOnce() {
        String text = Samples.text("single-link-md1.json").replace("\"bufferFlits\": 16", "\"bufferFlits\": true")
                .replace("\"id\": \"uniform\"", "\"id\": \"unifrom\"").replace("\"seed\": 11", "\"sead\": 11");
        ReadResult r = read(text);
        assertEquals(List.of("$.network.bufferFlits", "$.traffic.destinations.id", "$.run.sead"),
                r.errors().stream().map(ScenarioError::path).toList(), r.report());
    }

    @Test
    void unknownIdSuggestsTheNearestId() {
        ScenarioError e = only(sampleWith("\"id\": \"poisson\"", "\"id\": \"poison\""));
        assertEquals("$.traffic.arrivals.id", e.path());
        assertTrue(e.message().startsWith("\"poison\" is not a known arrival process; did you mean \"poisson\"?"), e.message());
        ScenarioError sw = only(sampleWith("\"virtualChannels\": 1", "\"virtualChannels\": 1, \"switching\": \"store-forward\""));
        assertEquals("$.network.switching", sw.path());
        assertTrue(sw.message().contains("did you mean \"store-and-forward\"?"), sw.message());
    }

    @Test
    void enumTypoSuggestsTheNearestName() {
        ScenarioError e = only(sampleWith("\"seed\": 11", "\"seed\": 11, \"warmupMode\": \"fixd\""));
        assertEquals("$.run.warmupMode", e.path());
        assertEquals("found \"fixd\"; expected one of \"fixed\", \"detect\"; did you mean \"fixed\"?", e.message());
    }

    @Test
    void truncatedJsonGivesLineAndColumnNotAStackTrace() {
        String text = Samples.text("single-link-md1.json");
        ScenarioError e = only(read(text.substring(0, text.indexOf("\"network\""))));
        assertTrue(e.message().startsWith("the file ends before its JSON does (line 15, column "), e.message());
        assertFalse(e.message().contains("JsonReader") || e.message().contains("Exception"), e.message());
        assertTrue(e.path().startsWith("$"), e.path());
    }

    @Test
    void formatAndVersionAreRequired() {
        ReadResult r = read(Samples.text("single-link-md1.json").replace("\"format\": \"flitlab-scenario\",", "").replace("\"version\": 1,", ""));
        assertEquals(List.of("$.format", "$.version"), r.errors().stream().map(ScenarioError::path).toList(), r.report());
        ScenarioError newer = only(sampleWith("\"version\": 1", "\"version\": 2"));
        assertEquals("found 2; this FlitLab reads version 1 only; a newer FlitLab may read this file", newer.message());
        ScenarioError other = only(sampleWith("\"flitlab-scenario\"", "\"flitlab-results\""));
        assertEquals("$.format", other.path());
    }

    @Test
    void requiredSectionsAreReportedMissingAndOthersTakeDefaults() {
        ReadResult r = read("{\"format\": \"flitlab-scenario\", \"version\": 1}");
        assertEquals(List.of("$.name", "$.topology", "$.routing", "$.traffic"), r.errors().stream().map(ScenarioError::path).toList(), r.report());
        assertTrue(r.errors().get(0).message().startsWith("missing; expected a string"));
    }

    @Test
    void duplicateKeyIsAnError() {
        ScenarioError e = only(sampleWith("\"bufferFlits\": 16", "\"bufferFlits\": 16, \"bufferFlits\": 8"));
        assertEquals("$.network.bufferFlits", e.path());
        assertTrue(e.message().contains("appears twice"), e.message());
    }

    @Test
    void customTopologyErrorsNameTheList() {
        ScenarioError e = only(sampleWith("\"switchName\": \"s0\", \"role\": \"client\"}, {\"name\": \"h1\"",
                "\"switchName\": \"s9\", \"role\": \"client\"}, {\"name\": \"h1\""));
        assertEquals("$.topology.params.hosts", e.path());
        assertTrue(e.message().contains("switch 's9', which does not exist"), e.message());
    }

    @Test
    void notAnObjectAndNullAreCleanErrors() {
        assertEquals("$", only(read("[1, 2]")).path());
        assertEquals("$", only(read("")).path());
        assertEquals("found null; expected a finite number", only(sampleWith("\"offeredLoad\": 0.3", "\"offeredLoad\": null")).message());
    }

    @Test
    void overrideAppliesAndRevalidates() {
        Scenario s = Samples.read("single-link-md1.json");
        ReadResult changed = ScenarioJson.withOverride(s, "network.bufferFlits", "32");
        assertEquals(32, changed.orElseThrow().network().bufferFlits());
        assertEquals(s.withNetwork(s.network().withBufferFlits(32)), changed.scenario());
        ScenarioError bad = only(ScenarioJson.withOverride(s, "network.bufferFlits", "0"));
        assertEquals("$.network.bufferFlits", bad.path());
        ScenarioError typo = only(ScenarioJson.withOverride(s, "network.bufferFlit", "8"));
        assertEquals("$.network.bufferFlit", typo.path());
        assertEquals("hello", ScenarioJson.withOverride(s, "$.name", "hello").orElseThrow().name());
        assertEquals("42", ScenarioJson.withOverride(s, "name", "42").orElseThrow().name(), "a string key keeps a number-like value as text");
    }

    @Test
    void overridingAnIdResetsItsParamsToTheNewDefaults() {
        Scenario s = Samples.read("single-link-md1.json");
        Map<String, String> o = new LinkedHashMap<>();
        o.put("traffic.sizes.id", "bimodal");
        o.put("traffic.sizes.params.longFlits", "40");
        Scenario b = ScenarioJson.withOverrides(s, o).orElseThrow();
        assertEquals("bimodal", b.traffic().sizes().id());
        assertEquals(new BimodalSize(BimodalSize.an1(16).shortFlits(), 40, 0.8), b.traffic().sizes().params());
    }

    @Test
    void malformedOverridePathIsACleanError() {
        Scenario s = Samples.read("single-link-md1.json");
        ScenarioError e = only(ScenarioJson.withOverride(s, "network..bufferFlits", "3"));
        assertEquals("$", e.path());
        assertTrue(e.message().contains("malformed"), e.message());
        assertTrue(ScenarioJson.withOverride(s, "name.first", "x").errors().get(0).message().contains("is not an object"));
    }

    @Test
    void overrideReachesListElementsAndQuotedKeys() {
        Scenario s = Samples.read("single-link-md1.json");
        Scenario moved = ScenarioJson.withOverride(s, "layout['h1']", "[5, 6]").orElseThrow();
        assertEquals(new LayoutHint(5, 6), moved.layout().get("h1"));
        Scenario v = ScenarioJson.withOverride(s, "sweep.values[1]", "0.5").orElseThrow();
        assertEquals(List.of(0.3, 0.5, 0.8), v.sweep().values());
    }

    @Test
    void badSweepValueIsReportedAtTheValue() {
        ScenarioError e = only(sampleWith("\"values\": [0.3, 0.6, 0.8]", "\"values\": [0.3, -0.6, 0.8]"));
        assertEquals("$.sweep.values[1]", e.path());
        assertTrue(e.message().startsWith("with traffic.arrivals.params.offeredLoad = -0.6: $.traffic.arrivals.params.offeredLoad: offeredLoad is -0.6"), e.message());
    }

    @Test
    void badSeriesOverrideIsReportedAtTheOverride() {
        ScenarioError e = only(sampleWith("\"stopAfterSaturation\": false",
                "\"stopAfterSaturation\": false, \"series\": [{\"name\": \"a\", \"overrides\": {\"network.switching\": \"store-forward\"}}]"));
        assertEquals("$.sweep.series[0].overrides['network.switching']", e.path());
        assertTrue(e.message().contains("did you mean \"store-and-forward\""), e.message());
    }

    @Test
    void valueAtReadsThePathAsWritten() {
        Scenario s = Samples.read("single-link-md1.json");
        assertEquals("0.3", ScenarioJson.valueAt(s, SweepSpec.OFFERED_LOAD).orElseThrow());
        assertEquals("shortest", ScenarioJson.valueAt(s, "routing.id").orElseThrow());
        assertTrue(ScenarioJson.valueAt(s, "routing.nothing").isEmpty());
    }
}
