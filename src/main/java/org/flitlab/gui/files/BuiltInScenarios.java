package org.flitlab.gui.files;

import java.util.List;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;

/**
 * The workbench's built-in examples, as scenarios like any other so that they can be edited, saved, swept and
 * exported with the scenario that made the numbers: a 4x4 torus with dimension-order routing and a dateline (Dally
 * &amp; Seitz), the same torus without the dateline under heavy load (it deadlocks), and a mesh with AN1's
 * up*&#47;down* routing (Owicki &amp; Karlin). Each sweeps the offered load from 0.05 to 0.5 with 2000 packets a
 * point. Stateless.
 */
public final class BuiltInScenarios {
    private BuiltInScenarios() {
    }

    /** The opening example: worms crawl on a 4x4 torus at moderate load. */
    public static Scenario torus() {
        return read("4x4 torus, dimension order", "Uniform traffic of 16-flit worms on a 4x4 torus, dimension order with "
                + "a dateline. Buffers hold 4 flits, so a worm stretches over several links.", TORUS, 2, true, 0.25);
    }

    /** A torus without a dateline at high load: within a few thousand ticks the worms wait in a ring. */
    public static Scenario deadlock() {
        return read("Torus deadlock", "The same torus without a dateline, one virtual channel, at 0.9 flits/tick per "
                + "host: worms soon wait for each other round a ring.", TORUS, 1, false, 0.9);
    }

    /** A 4x4 mesh routed up*&#47;down* from switch 0. */
    public static Scenario upDownMesh() {
        return read("4x4 mesh, up*/down*", "AN1's up*/down* routing on a mesh: traffic crowds near the root.",
                "{\"id\": \"mesh\", \"params\": {\"radixX\": 4, \"radixY\": 4, \"hostsPerSwitch\": 1, \"linkDelayTicks\": 1, "
                        + "\"portLimit\": 0, \"servers\": 0}}", 1, null, 0.2);
    }

    /** Every built-in example, in menu order. */
    public static List<Scenario> all() {
        return List.of(torus(), deadlock(), upDownMesh());
    }

    private static final String TORUS = "{\"id\": \"torus\", \"params\": {\"radixX\": 4, \"radixY\": 4, \"hostsPerSwitch\": 1, "
            + "\"linkDelayTicks\": 1, \"portLimit\": 0, \"servers\": 0}}";

    /**
     * Without a dateline, half-ring ties go the positive way (as RoutingChoice's no-dateline routing does): with
     * BookSim's random ties the worms split both ways round a ring and the deadlock example does not close its
     * cycle within the lesson's patience.
     */
    private static final String POSITIVE_TIES = ", \"tie\": \"positive\"";

    /** @param dateline the dimension-order routing's dateline, or null for up*&#47;down* from switch 0 */
    private static Scenario read(String name, String description, String topology, int vcs, Boolean dateline, double load) {
        String routing = dateline == null ? "{\"id\": \"up-down\", \"params\": {\"root\": 0}}"
                : "{\"id\": \"dimension-order\", \"params\": {\"order\": \"xy\", \"dateline\": " + dateline + (dateline ? "" : POSITIVE_TIES) + "}}";
        String json = """
                {
                  "format": "flitlab-scenario", "version": 1,
                  "name": %s,
                  "description": %s,
                  "topology": %s,
                  "network": {"bufferFlits": 4, "virtualChannels": %d, "switching": "cut-through", "flowControl": {"id": "credit"}},
                  "routing": %s,
                  "traffic": {
                    "arrivals": {"id": "poisson", "params": {"offeredLoad": %s}},
                    "sizes": {"id": "fixed", "params": {"flits": 16}},
                    "destinations": {"id": "uniform"}
                  },
                  "run": {"seed": 1, "warmupTicks": 500, "measuredPackets": 2000, "maxTicks": 400000, "deadlockTimeoutTicks": 1000},
                  "sweep": {"values": [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5]}
                }
                """.formatted(quote(name), quote(description), topology, vcs, routing, ScenarioJson.text(load));
        return ScenarioJson.read(json, "built-in example '" + name + "'").orElseThrow();
    }

    private static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
