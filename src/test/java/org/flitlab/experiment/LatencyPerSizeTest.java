package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.flitlab.stats.SizeLatency;
import org.junit.jupiter.api.Test;

/**
 * Latency per size class (issue 18, AN1 Table 2's short and long rows): two hosts on one switch send only to each
 * other, so nothing blocks a worm once its head has arrived and its tail follows L - 1 ticks later; the classes
 * split the measured packets in the sizes' proportions.
 */
class LatencyPerSizeTest {
    private static RunResult run(String sizes) throws Exception {
        String text = """
                {"format": "flitlab-scenario", "version": 1, "name": "per-size",
                 "topology": {"id": "custom", "params": {"switches": [{"name": "s0", "portLimit": 0}],
                   "hosts": [{"name": "h0", "switchName": "s0", "role": "client"},
                             {"name": "h1", "switchName": "s0", "role": "client"}], "links": []}},
                 "network": {"bufferFlits": 64, "virtualChannels": 1},
                 "routing": {"id": "shortest"},
                 "traffic": {"arrivals": {"id": "poisson", "params": {"offeredLoad": 0.3}},
                   "sizes": %s, "destinations": {"id": "uniform"}},
                 "run": {"seed": 5, "warmupTicks": 2000, "measuredPackets": 8000}}
                """.formatted(sizes);
        Scenario s = ScenarioJson.read(text, "per-size.json").orElseThrow();
        RunResult r = new ScenarioRunner().run(s, 5, SimulationListener.NONE, () -> false);
        assertEquals(RunStatus.COMPLETED, r.status(), r.message());
        return r;
    }

    @Test
    void bimodalPacketsAreReportedPerSizeWithTheirOwnTailDelay() throws Exception {
        RunResult r = run("{\"id\": \"bimodal\", \"params\": {\"shortFlits\": 4, \"longFlits\": 40, \"shortProbability\": 0.8}}");
        List<SizeLatency> classes = r.perSize();
        assertEquals(List.of(4, 40), classes.stream().map(SizeLatency::flits).toList());
        long all = classes.get(0).packets() + classes.get(1).packets();
        assertEquals(r.deliveryLatency().count(), all, "every measured packet in one class");
        double p = classes.get(0).packets() / (double) all;
        assertEquals(0.8, p, 5 * Math.sqrt(0.8 * 0.2 / all), "80% short");
        for (SizeLatency c : classes) {
            assertEquals(c.flits() - 1, c.deliveryLatencyMean() - c.packetLatencyMean(), 1e-9,
                    "the tail follows the head by L - 1 ticks for " + c.flits() + "-flit packets");
        }
        double weighted = (classes.get(0).packets() * classes.get(0).packetLatencyMean()
                + classes.get(1).packets() * classes.get(1).packetLatencyMean()) / all;
        assertEquals(r.packetLatency().mean(), weighted, 1e-6, "the classes' weighted mean is the overall mean");
    }

    @Test
    void oneFixedSizeHasNoClasses() throws Exception {
        assertTrue(run("{\"id\": \"fixed\", \"params\": {\"flits\": 10}}").perSize().isEmpty());
    }
}
