package org.flitlab.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.flitlab.control.AlternatingWindowParams;
import org.flitlab.control.BurstParams;
import org.flitlab.control.RequestResponseParams;
import org.flitlab.control.StaticWindowParams;
import org.flitlab.control.TcpRenoParams;
import org.flitlab.control.WindowScope;
import org.flitlab.traffic.ExplicitFlowsPattern;
import org.junit.jupiter.api.Test;

/** Scenario files select an end-to-end scheme by id, with typed parameters validated before any run. */
class EndToEndChoiceTest {
    private static final String ROUTING = "\"routing\": {\"id\": \"shortest\"},";

    private static ReadResult withEndToEnd(String choice) {
        String text = Samples.text("single-link-md1.json");
        assertTrue(text.contains(ROUTING));
        return ScenarioJson.read(text.replace(ROUTING, ROUTING + "\n  \"endToEnd\": " + choice + ","), "test.json");
    }

    @Test
    void anAlternatingWindowIsReadWithItsMarksAndReachesTheAssembly() {
        ReadResult r = withEndToEnd("{\"id\": \"alternating-window\", \"params\": {\"highMark\": 6, \"lowMark\": 2}}");
        assertTrue(r.isValid(), r.report());
        ScenarioAssembly a = ScenarioAssembly.of(r.scenario());
        assertEquals(new AlternatingWindowParams(64, 6, 2), a.endToEnd().orElseThrow(), "responseBytes from the defaults");
        ReadResult again = ScenarioJson.read(ScenarioJson.write(r.scenario()), "again.json");
        assertEquals(r.scenario(), again.scenario(), "written and read back unchanged");
    }

    @Test
    void aSeparateResponsePathIsReadAndReachesTheEngineAndOmittedKeepsOneFifo() {
        ReadResult r = withEndToEnd("{\"id\": \"request-response\", \"params\": {\"responsesFirst\": true}}");
        assertTrue(r.isValid(), r.report());
        RequestResponseParams p = (RequestResponseParams) ScenarioAssembly.of(r.scenario()).endToEnd().orElseThrow();
        assertEquals(new RequestResponseParams(64, 4, 0, 0, false, true), p, "the rest from the defaults");
        assertTrue(p.newControl(1, (s, rnd) -> 1 - s, new SplittableRandom(1)).responsesFirst(), "the engine asks the scheme");
        assertEquals(r.scenario(), ScenarioJson.read(ScenarioJson.write(r.scenario()), "again.json").scenario());
        RequestResponseParams plain = (RequestResponseParams) ScenarioAssembly.of(
                withEndToEnd("{\"id\": \"request-response\"}").scenario()).endToEnd().orElseThrow();
        assertFalse(plain.newControl(1, (s, rnd) -> 1 - s, new SplittableRandom(1)).responsesFirst(), "one FIFO by default");
    }

    @Test
    void aStaticWindowNamesItsScopeInTheFile() {
        ReadResult r = withEndToEnd("{\"id\": \"static-window\", \"params\": {\"window\": 2, \"scope\": \"per-source\", \"idealAcks\": true}}");
        assertTrue(r.isValid(), r.report());
        assertEquals(new StaticWindowParams(2, WindowScope.PER_SOURCE, 32, true), ScenarioAssembly.of(r.scenario()).endToEnd().orElseThrow());
    }

    @Test
    void badMarksAreReportedAtTheirPathWithTheRule() {
        ReadResult r = withEndToEnd("{\"id\": \"alternating-window\", \"params\": {\"highMark\": 4, \"lowMark\": 4}}");
        assertFalse(r.isValid());
        String report = r.report();
        assertTrue(report.contains("$.endToEnd") && report.contains("lowMark is 4; it must be from 0 to highMark - 1 (3)"), report);
    }

    @Test
    void tcpRenoDefaultsAreBiancosParameters() {
        ReadResult r = withEndToEnd("{\"id\": \"tcp-reno\"}");
        assertTrue(r.isValid(), r.report());
        TcpRenoParams p = (TcpRenoParams) ScenarioAssembly.of(r.scenario()).endToEnd().orElseThrow();
        assertEquals(9140, p.mssBytes());
        assertEquals(40, p.headerBytes());
        assertEquals(5, p.maxWindow());
    }

    @Test
    void burstFlowsAreReadWrittenBackAndReachTheScheme() {
        ReadResult r = withEndToEnd("{\"id\": \"bursts\", \"params\": {\"window\": 3, \"flows\": [{\"source\": 1, \"destination\": 0}]}}");
        assertTrue(r.isValid(), r.report());
        BurstParams p = (BurstParams) ScenarioAssembly.of(r.scenario()).endToEnd().orElseThrow();
        assertEquals(List.of(new ExplicitFlowsPattern.Flow(1, 0, 1)), p.flows(), "weight 1 by default");
        assertEquals(3, p.window());
        String written = ScenarioJson.write(r.scenario());
        assertTrue(written.contains("\"flows\""), written);
        assertEquals(r.scenario(), ScenarioJson.read(written, "again.json").scenario(), "written and read back unchanged");
        BurstParams plain = (BurstParams) ScenarioAssembly.of(withEndToEnd("{\"id\": \"bursts\"}").scenario()).endToEnd().orElseThrow();
        assertEquals(List.of(), plain.flows(), "left out: bursts follow the traffic pattern, as before");
    }

    @Test
    void aBurstFlowToItsOwnSourceIsReportedAtItsPath() {
        ReadResult r = withEndToEnd("{\"id\": \"bursts\", \"params\": {\"flows\": [{\"source\": 1, \"destination\": 1}]}}");
        assertFalse(r.isValid());
        assertEquals("$.endToEnd.params.flows[0].destination", r.errors().get(0).path(), r.report());
        assertTrue(r.report().contains("destination is 1, the same as the source"), r.report());
    }

    @Test
    void aBurstFlowToAMissingHostIsReportedBeforeTheRun() {
        ReadResult r = withEndToEnd("{\"id\": \"bursts\", \"params\": {\"flows\": [{\"source\": 0, \"destination\": 7}]}}");
        assertTrue(r.isValid(), r.report());
        ScenarioAssembly a = ScenarioAssembly.of(r.scenario());
        assertFalse(a.isRunnable());
        assertEquals("$.endToEnd.params.flows[0]", a.problems().get(0).path());
        assertTrue(a.problems().get(0).toString().contains("burst flow 0 -> 7"), a.problems().toString());
    }

    @Test
    void noneLeavesTheAssemblyWithoutAScheme() {
        assertTrue(ScenarioAssembly.of(Samples.read("single-link-md1.json")).endToEnd().isEmpty());
    }

    @Test
    void aTcpFlowToAMissingHostIsReportedBeforeTheRun() {
        ReadResult r = withEndToEnd("{\"id\": \"tcp-reno\", \"params\": {\"flows\": [{\"source\": 0, \"destination\": 5}]}}");
        assertTrue(r.isValid(), r.report());
        ScenarioAssembly a = ScenarioAssembly.of(r.scenario());
        assertFalse(a.isRunnable());
        assertEquals("$.endToEnd.params.flows[0]", a.problems().get(0).path());
        assertTrue(a.problems().get(0).toString().contains("this topology has hosts 0 to 1"), a.problems().toString());
    }
}
