package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.junit.jupiter.api.Test;

/**
 * AN1's servers answer (issue 18): with client/server traffic, request/response and {@code serverRate} 0 a server
 * sends only the responses to its clients' requests, so it receives what the clients send and each client gets
 * back exactly its own load; with the default rate 1 the server also sends requests of its own, which the clients
 * answer. Three clients and one server on one switch at light load, so accepted = offered.
 */
class ServersAnswerTest {
    private static final double LOAD = 0.05;

    private static RunResult run(double serverRate) throws Exception {
        String text = """
                {"format": "flitlab-scenario", "version": 1, "name": "servers-answer",
                 "topology": {"id": "custom", "params": {"switches": [{"name": "s0", "portLimit": 0}],
                   "hosts": [{"name": "c0", "switchName": "s0", "role": "client"},
                             {"name": "c1", "switchName": "s0", "role": "client"},
                             {"name": "c2", "switchName": "s0", "role": "client"},
                             {"name": "srv", "switchName": "s0", "role": "server"}], "links": []}},
                 "network": {"bufferFlits": 64, "virtualChannels": 1},
                 "routing": {"id": "shortest"},
                 "endToEnd": {"id": "request-response", "params": {"responseBytes": 20, "window": 100}},
                 "traffic": {"arrivals": {"id": "poisson", "params": {"offeredLoad": %s}},
                   "sizes": {"id": "fixed", "params": {"flits": 20}},
                   "destinations": {"id": "client-server", "params": {"serverRate": %s}}},
                 "units": {"flitBytes": 1, "linkRateBitsPerSecond": 1e9},
                 "run": {"seed": 3, "warmupTicks": 5000, "measuredPackets": 30000}}
                """.formatted(LOAD, serverRate);
        Scenario s = ScenarioJson.read(text, "servers-answer.json").orElseThrow();
        RunResult r = new ScenarioRunner().run(s, 3, SimulationListener.NONE, () -> false);
        assertEquals(RunStatus.COMPLETED, r.status(), r.message());
        return r;
    }

    @Test
    void aServerThatOnlyAnswersReceivesItsClientsLoadAndReturnsEachClientItsOwn() throws Exception {
        double[] accepted = run(0).acceptedPerHost();
        assertEquals(3 * LOAD, accepted[3], 0.1 * 3 * LOAD, "the server receives three clients' requests");
        for (int c = 0; c < 3; c++) {
            assertEquals(LOAD, accepted[c], 0.1 * LOAD, "client " + c + " receives the responses to its requests");
        }
    }

    @Test
    void aServerAtTheClientsRateAlsoSendsRequestsThatComeBackAnswered() throws Exception {
        double[] accepted = run(1).acceptedPerHost();
        // its clients' requests plus the answers to its own requests
        assertEquals(4 * LOAD, accepted[3], 0.1 * 4 * LOAD);
        assertTrue(accepted[0] > 1.2 * LOAD, "client 0 also receives the server's requests: " + accepted[0]);
    }
}
