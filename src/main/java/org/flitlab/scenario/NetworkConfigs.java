package org.flitlab.scenario;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    /**
     * The file's id of each network enum constant a message may name ({@code VIRTUAL_OUTPUT_QUEUES} is "voq"): the id
     * of the setting that selects it, the one spelt like the constant where several do.
     */
    private static final class FileIds {
        static final Map<String, String> BY_CONSTANT = build();

        private static Map<String, String> build() {
            Map<String, String> out = new HashMap<>();
            Catalog catalog = Catalog.standard();
            NetworkConfig d = NetworkConfig.defaults();
            for (ComponentKind kind : List.of(ComponentKind.SWITCHING, ComponentKind.FLOW_CONTROL, ComponentKind.QUEUEING,
                    ComponentKind.ARBITRATION, ComponentKind.VC_ARBITRATION)) {
                for (CatalogEntry<?> e : catalog.entries(kind)) {
                    try {
                        NetworkConfig c = ((NetworkSetting) e.createDefault()).applyTo(d);
                        Enum<?> constant = switch (kind) {
                            case SWITCHING -> c.switching();
                            case FLOW_CONTROL -> c.flowControl();
                            case QUEUEING -> c.queueing();
                            case ARBITRATION -> c.arbitration();
                            default -> c.vcArbitration();
                        };
                        if (EnumNames.of(constant).equals(e.id()) || kind != ComponentKind.FLOW_CONTROL || c.flowControl() != d.flowControl()) {
                            out.merge(constant.name(), e.id(), (old, id) -> EnumNames.of(constant).equals(id) ? id : old);
                        }
                    } catch (RuntimeException ignored) {
                        // an entry that cannot be made with its defaults names no constant
                    }
                }
            }
            return out;
        }
    }

    /** The message with network enum constants written as the file's ids. */
    static String inFileWords(String message) {
        Matcher m = CONSTANT.matcher(message);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(b, Matcher.quoteReplacement(FileIds.BY_CONSTANT.getOrDefault(m.group(), m.group())));
        }
        return m.appendTail(b).toString();
    }

    private static final Pattern CONSTANT = Pattern.compile("\\b[A-Z][A-Z0-9]*(_[A-Z0-9]+)*\\b");

    /** A {@link NetworkConfig#problems} message at the path of the value it names, in the file's own words. */
    static ScenarioError blame(String message, Scenario s) {
        ScenarioError e = blameRaw(message, s);
        return new ScenarioError(e.path(), inFileWords(e.message()));
    }

    private static ScenarioError blameRaw(String message, Scenario s) {
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
        if (message.startsWith("queueing is") || message.startsWith("deflection is on but queueing is")) {
            return new ScenarioError("$.network.queueing", message);
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
