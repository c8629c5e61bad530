package org.flitlab.gui;

import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;

/** Small scenarios for GUI tests, written as a user would write the file. */
public final class TestScenarios {
    private TestScenarios() {
    }

    /** A k x k torus, dimension order with a dateline, uniform Poisson traffic of fixed-size packets, seed 1. */
    public static Scenario torus(int k, int bufferFlits, double load, int flits) {
        return ScenarioJson.read("""
                {"format": "flitlab-scenario", "version": 1, "name": "%dx%d torus", "description": "test torus",
                 "topology": {"id": "torus", "params": {"radixX": %d, "radixY": %d, "hostsPerSwitch": 1, "linkDelayTicks": 1}},
                 "network": {"bufferFlits": %d, "virtualChannels": 2},
                 "routing": {"id": "dimension-order", "params": {"order": "xy", "dateline": true}},
                 "traffic": {"arrivals": {"id": "poisson", "params": {"offeredLoad": %s}},
                             "sizes": {"id": "fixed", "params": {"flits": %d}},
                             "destinations": {"id": "uniform"}},
                 "run": {"seed": 1, "deadlockTimeoutTicks": 1000}}
                """.formatted(k, k, k, k, bufferFlits, ScenarioJson.text(load), flits), "test torus").orElseThrow();
    }

    /** A 4x4 torus where every host sends 5-flit packets to host 3 at load 0.05, seed 7. */
    public static Scenario hotSpot() {
        return ScenarioJson.read("""
                {"format": "flitlab-scenario", "version": 1, "name": "hot", "description": "all to host 3",
                 "topology": {"id": "torus", "params": {"radixX": 4, "radixY": 4}},
                 "network": {"bufferFlits": 8, "virtualChannels": 2},
                 "routing": {"id": "dimension-order", "params": {"order": "xy", "dateline": true}},
                 "traffic": {"arrivals": {"id": "poisson", "params": {"offeredLoad": 0.05}},
                             "sizes": {"id": "fixed", "params": {"flits": 5}},
                             "destinations": {"id": "hot-spot", "params": {"hotHost": 3, "fraction": 1.0}}},
                 "run": {"seed": 7}}
                """, "test").orElseThrow();
    }
}
