package org.flitlab.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.flitlab.routing.interval.CentreLabels;
import org.junit.jupiter.api.Test;

/** {@code interval-labelling}'s {@code centreNetworkLabels} in scenario files (issue 18, Table 7.7 at 1024). */
class IntervalLabellingParamsTest {
    @Test
    void theOptionIsReadFromAScenarioAndAnUnknownValueNamesItsPath() {
        String text = Samples.text("c104-table7-7-min-random.json");
        String routing = "\"routing\": {\n    \"id\": \"interval-labelling\"\n  }";
        assertTrue(text.contains(routing));
        String traffic = "\"routing\": {\"id\": \"interval-labelling\", \"params\": {\"centreNetworkLabels\": \"traffic\"}}";
        ReadResult r = ScenarioJson.read(text.replace(routing, traffic), "traffic.json");
        assertTrue(r.isValid(), r.report());
        assertEquals(new IntervalLabellingParams(CentreLabels.TRAFFIC), r.scenario().routing().params());
        ReadResult bad = ScenarioJson.read(text.replace(routing, traffic.replace("\"traffic\"", "\"even\"")), "bad.json");
        assertFalse(bad.isValid());
        String report = bad.report();
        assertTrue(report.contains("$.routing.params.centreNetworkLabels") && report.contains("destinations")
                && report.contains("traffic") && !report.contains("CentreLabels"), report);
    }

}
