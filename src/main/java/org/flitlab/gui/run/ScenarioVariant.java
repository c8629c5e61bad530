package org.flitlab.gui.run;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.flitlab.experiment.ScenarioRunner;
import org.flitlab.network.Network;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioAssembly;
import org.flitlab.scenario.ScenarioJson;

/**
 * A scenario with the values the workbench edits (routing, offered load, packet length, buffer, seed) set by
 * JSON path, and the network it runs: built by {@link ScenarioAssembly} and {@link ScenarioRunner}, the same
 * machinery as the command line, so the scenario's own traffic (pattern, sizes, arrivals) is what runs.
 * Values the scenario does not have (a load for closed traffic, a length for non-fixed sizes) are left alone.
 * Stateless.
 */
public final class ScenarioVariant {
    private ScenarioVariant() {
    }

    /** The workbench's own routing choice equal to the scenario's routing, if there is one. */
    public static Optional<RoutingChoice> matching(Scenario s) {
        String id = s.routing().id();
        boolean dateline = ScenarioJson.valueAt(s, "routing.params.dateline").map("true"::equals).orElse(false);
        String order = ScenarioJson.valueAt(s, "routing.params.order").orElse("");
        return switch (id) {
            case "up-down" -> ScenarioJson.valueAt(s, "routing.params.root").filter("0"::equals).map(r -> RoutingChoice.upDown());
            case "shortest" -> Optional.of(RoutingChoice.shortest());
            case "dimension-order" -> order.equals("xy") ? Optional.of(dateline
                    ? RoutingChoice.dimensionOrderDateline() : RoutingChoice.dimensionOrderNoDateline()) : Optional.empty();
            default -> Optional.empty();
        };
    }

    /**
     * Whether {@code r} is one of the panel's own choices, not the scenario's routing that merely shares its id
     * (up*&#47;down* from another root): only a panel choice replaces the scenario's routing section.
     */
    static boolean isStandard(RoutingChoice r) {
        return RoutingChoice.standard().stream().anyMatch(x -> x.equals(r) && x.factory().getClass() == r.factory().getClass());
    }

    /** The overrides that turn {@code scenario} into what {@code setup} shows, by JSON path, in order. */
    public static Map<String, String> overrides(Scenario scenario, NetworkSetup setup, RoutingChoice r, double load) {
        Map<String, String> o = new LinkedHashMap<>();
        if (matching(scenario).map(m -> !m.equals(r)).orElse(isStandard(r))) {
            switch (r.id()) {
                case "dimension-order-dateline", "dimension-order" -> {
                    o.put("routing.id", "dimension-order");
                    o.put("routing.params", "{\"order\": \"xy\", \"dateline\": " + r.id().endsWith("dateline") + "}");
                }
                case "up-down" -> {
                    o.put("routing.id", "up-down");
                    o.put("routing.params", "{\"root\": 0}");
                }
                default -> {
                    o.put("routing.id", r.id());
                    o.put("routing.params", "{}");
                }
            }
            o.put("network.virtualChannels", Integer.toString(Math.max(setup.config().virtualChannels(), r.virtualChannels())));
        }
        if (ScenarioJson.valueAt(scenario, "traffic.arrivals.params.offeredLoad").isPresent()) {
            o.put("traffic.arrivals.params.offeredLoad", ScenarioJson.text(load));
        }
        if (ScenarioJson.valueAt(scenario, "traffic.sizes.params.flits").isPresent()) {
            o.put("traffic.sizes.params.flits", Integer.toString(setup.packetFlits()));
        }
        o.put("network.bufferFlits", Integer.toString(setup.config().bufferFlits()));
        o.put("run.seed", Long.toString(setup.seed()));
        return o;
    }

    /**
     * The scenario {@code setup} runs with routing {@code r} at {@code load}.
     *
     * @throws IllegalArgumentException naming each JSON path whose value is not allowed
     */
    public static Scenario of(Scenario scenario, NetworkSetup setup, RoutingChoice r, double load) {
        ReadResult changed = ScenarioJson.withOverrides(scenario, overrides(scenario, setup, r, load));
        if (!changed.isValid()) {
            throw new IllegalArgumentException(changed.errors().stream().map(Object::toString).collect(Collectors.joining("; ")));
        }
        return changed.scenario();
    }

    /**
     * The network of {@link #of} for one run with {@code seed}.
     *
     * @throws IllegalArgumentException naming each problem that stops the scenario from running
     */
    public static Network network(Scenario scenario, NetworkSetup setup, RoutingChoice r, double load, long seed) {
        return ScenarioRunner.network(new ScenarioRunner().assemble(of(scenario, setup, r, load)), seed);
    }
}
