package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.stats.EndToEndStats;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.junit.jupiter.api.Test;

/** A scenario file's end-to-end choice reaches the engine and its statistics reach the result. */
class EndToEndScenarioTest {
    private static final String ROUTING = "\"routing\": {\"id\": \"shortest\"},";

    private static Scenario singleLinkWith(String endToEnd) throws Exception {
        String text = Files.readString(Path.of(System.getProperty("flitlab.samples", "samples"), "single-link-md1.json"));
        return ScenarioJson.read(text.replace(ROUTING, ROUTING + "\n  \"endToEnd\": " + endToEnd + ","), "e2e.json").orElseThrow();
    }

    @Test
    void aRequestResponseScenarioReportsRoundTripsAndOutstandingRequests() throws Exception {
        Scenario s = singleLinkWith("{\"id\": \"request-response\", \"params\": {\"responseBytes\": 10, \"window\": 2}}");
        RunResult r = new ScenarioRunner().run(s, 11, SimulationListener.NONE, () -> false);
        assertEquals(RunStatus.COMPLETED, r.status(), r.message());
        EndToEndStats e = r.endToEnd();
        assertEquals("request-response", e.scheme());
        assertTrue(e.roundTrip().count() > 1000, "round trips measured: " + e.roundTrip().count());
        assertTrue(e.meanOutstanding() > 0 && e.meanOutstanding() <= 2, "at most the window: " + e.meanOutstanding());
        assertTrue(e.roundTrip().min() >= 10 + 10, "a 10-flit request and a 10-flit response, one after the other");
    }

    @Test
    void noSchemeLeavesTheResultWithoutEndToEndStatistics() throws Exception {
        RunResult r = new ScenarioRunner().run(singleLinkWith("{\"id\": \"none\"}"), 11, SimulationListener.NONE, () -> false);
        assertEquals(EndToEndStats.NONE, r.endToEnd());
    }
}
