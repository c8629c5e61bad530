package org.flitlab.gui.files;

import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;

/**
 * The workbench's opening example as a scenario, so that File &gt; Save works before any file was opened: the
 * 4x4 torus of {@code Examples.torus()} (dimension order with a dateline, 16-flit packets, 4-flit buffers, uniform
 * load 0.25, seed 1). Stateless.
 */
final class BuiltInScenarios {
    private BuiltInScenarios() {
    }

    static Scenario torus() {
        return ScenarioJson.read("""
                {
                  "format": "flitlab-scenario", "version": 1,
                  "name": "torus4x4-demo",
                  "description": "Uniform traffic of 16-flit worms on a 4x4 torus, dimension order with a dateline.",
                  "topology": {"id": "torus", "params": {"radixX": 4, "radixY": 4, "hostsPerSwitch": 1, "linkDelayTicks": 1, "portLimit": 0, "servers": 0}},
                  "network": {"bufferFlits": 4, "virtualChannels": 2, "switching": "cut-through", "flowControl": {"id": "credit"}},
                  "routing": {"id": "dimension-order", "params": {"order": "xy", "dateline": true}},
                  "traffic": {
                    "arrivals": {"id": "poisson", "params": {"offeredLoad": 0.25}},
                    "sizes": {"id": "fixed", "params": {"flits": 16}},
                    "destinations": {"id": "uniform"}
                  },
                  "run": {"seed": 1, "deadlockTimeoutTicks": 1000}
                }
                """, "built-in torus").orElseThrow();
    }
}
