package org.flitlab.scenario;

import java.util.List;
import org.flitlab.network.NetworkConfig;

/**
 * Builds the engine's {@link NetworkConfig} from a scenario's network section and run control, and maps the
 * configuration's own problem messages back to the JSON path of the value to change. Stateless.
 */
final class NetworkConfigs {
    private NetworkConfigs() {
    }

    /** The configuration, or null after adding a problem for each unusable catalogue choice. */
    static NetworkConfig build(Scenario s, Catalog catalog, List<ScenarioError> problems) {
        NetworkSpec n = s.network();
        NetworkConfig c = NetworkConfig.defaults().withBufferFlits(n.bufferFlits()).withVirtualChannels(n.virtualChannels())
                .withSwitchDelayTicks(n.switchDelayTicks()).withDeadlockTimeoutTicks(s.run().deadlockTimeoutTicks());
        boolean ok = true;
        ok &= (c = apply(c, catalog, ComponentKind.SWITCHING, ComponentChoice.of(n.switching()), "$.network.switching", problems)) != null;
        ok = ok && (c = apply(c, catalog, ComponentKind.FLOW_CONTROL, n.flowControl(), "$.network.flowControl", problems)) != null;
        ok = ok && (c = apply(c, catalog, ComponentKind.QUEUEING, ComponentChoice.of(n.queueing()), "$.network.queueing", problems)) != null;
        ok = ok && (c = apply(c, catalog, ComponentKind.ARBITRATION, ComponentChoice.of(n.arbitration()), "$.network.arbitration", problems)) != null;
        ok = ok && (c = apply(c, catalog, ComponentKind.VC_ARBITRATION, ComponentChoice.of(n.vcArbitration()), "$.network.vcArbitration", problems)) != null;
        ok = ok && (c = apply(c, catalog, ComponentKind.ROUTER, n.router(), "$.network.router", problems)) != null;
        if (ok) {
            c = c.withEjection(n.ejection());
        }
        return ok ? c : null;
    }

    private static NetworkConfig apply(NetworkConfig c, Catalog catalog, ComponentKind kind, ComponentChoice choice, String path,
                                       List<ScenarioError> problems) {
        var entry = catalog.find(kind, choice.id());
        boolean withParams = kind == ComponentKind.FLOW_CONTROL || kind == ComponentKind.ROUTER;
        if (entry.isEmpty()) {
            problems.add(new ScenarioError(withParams ? path + ".id" : path, catalog.unknownId(kind, choice.id())));
            return null;
        }
        try {
            return ((NetworkSetting) entry.get().create(choice.params())).applyTo(c);
        } catch (RuntimeException e) {
            problems.add(new ScenarioError(withParams ? path + ".params" : path, String.valueOf(e.getMessage())));
            return null;
        }
    }

    /** A {@link NetworkConfig#problems} message at the path of the value it names, in the file's own words. */
    static ScenarioError blame(String message, Scenario s) {
        boolean stopGo = s.network().flowControl().id().equals("stop-go");
        if (message.startsWith("stopHighMark")) {
            return new ScenarioError("$.network.flowControl.params.highMark", message.replace("stopHighMark", "highMark"));
        }
        if (message.startsWith("stopLowMark")) {
            return new ScenarioError("$.network.flowControl.params.lowMark", message.replace("stopLowMark", "lowMark").replace("stopHighMark", "highMark"));
        }
        if (message.startsWith("the router is booksim-iq")) {
            return new ScenarioError("$.network.router", message);
        }
        if (message.startsWith("deadlockTimeoutTicks")) {
            return new ScenarioError("$.run.deadlockTimeoutTicks", message);
        }
        for (String key : List.of("bufferFlits", "virtualChannels", "switchDelayTicks")) {
            if (message.startsWith(key)) {
                return new ScenarioError("$.network." + key, stopGo ? message.replace("stopHighMark", "highMark") : message);
            }
        }
        return new ScenarioError("$.network", message);
    }
}
