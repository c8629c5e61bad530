package org.flitlab.gui.files;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.flitlab.gui.editor.ChoiceLabels;
import org.flitlab.gui.run.Assemblies;
import org.flitlab.gui.run.Examples;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.gui.run.RoutingChoice;
import org.flitlab.network.NetworkConfig;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.RoutingFactory;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.ComponentKind;
import org.flitlab.scenario.DimensionOrderParams;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioAssembly;
import org.flitlab.topology.Topology;

/**
 * The assembled network the canvas, the animation and the routing view draw, derived from the document's
 * scenario and never edited itself: {@link ScenarioAssembly}'s topology, configuration and routing. Stateless.
 */
final class DerivedSetup {
    private DerivedSetup() {
    }

    /** The setup of {@code s}, or the problems that stop it from running, each with its JSON path. */
    static ScenarioDocument.Result<NetworkSetup> of(Scenario s) {
        ScenarioAssembly a = Assemblies.of(s);
        if (!a.isRunnable()) {
            return ScenarioDocument.Result.failed(a.problems().stream().map(Object::toString).toList());
        }
        RoutingChoice choice = matching(s).orElse(new RoutingChoice(s.routing().id(), ChoiceLabels.routing(s.routing()),
                fixed(a.routing()), a.networkConfig().virtualChannels(), explanation(s)));
        return ScenarioDocument.Result.ok(setup(s, a.topology(), a.networkConfig(), choice, a.offeredLoad(), 1 / a.units().microsecondsPerTick()));
    }

    /**
     * The setup of a scenario whose network is drawn but cannot run yet (a switch not connected): its topology
     * for the canvas, and a build that fails naming the problems. Empty if not even the topology builds.
     */
    static Optional<NetworkSetup> drawable(Scenario s) {
        Topology t;
        try {
            t = Catalog.standard().create(ComponentKind.TOPOLOGY, s.topology(), Topology.class);
        } catch (RuntimeException e) {
            return Optional.empty();
        }
        List<String> problems = ScenarioAssembly.of(s).problems().stream().map(Object::toString).toList();
        RoutingFactory refuses = new RoutingFactory() {
            @Override
            public Optional<String> supports(Topology topology) {
                return Optional.of(String.join("; ", problems));
            }

            @Override
            public RoutingAlgorithm create(Topology topology, int virtualChannels) {
                throw new IllegalArgumentException(String.join("; ", problems));
            }
        };
        RoutingChoice none = new RoutingChoice(s.routing().id(), ChoiceLabels.routing(s.routing()), refuses, 1,
                "This network cannot run yet: " + String.join("; ", problems));
        return Optional.of(setup(s, t, NetworkConfig.defaults(), none, 0.25, Examples.TICKS_PER_MICROSECOND));
    }

    private static NetworkSetup setup(Scenario s, Topology t, NetworkConfig config, RoutingChoice choice, double load, double perMicro) {
        int flits = s.fixedPacketFlits().orElse(16);
        return new NetworkSetup(s.name(), s.description(), t, config, choice, load > 0 && load <= 1 ? load : 0.25,
                Math.max(1, flits), s.run().seed(), Double.isFinite(perMicro) && perMicro > 0 ? perMicro : Examples.TICKS_PER_MICROSECOND, s);
    }

    private static RoutingFactory fixed(RoutingAlgorithm routing) {
        return new RoutingFactory() {
            @Override
            public Optional<String> supports(Topology topology) {
                return Optional.empty();
            }

            @Override
            public RoutingAlgorithm create(Topology topology, int virtualChannels) {
                return routing;
            }
        };
    }

    /** The workbench's own routing choice (with its explanation) equal to the scenario's routing, if there is one. */
    static Optional<RoutingChoice> matching(Scenario s) {
        if (s.upDownRoot().orElse(-1) == 0) {
            return Optional.of(RoutingChoice.upDown());
        }
        if (s.routing().id().equals("shortest")) {
            return Optional.of(RoutingChoice.shortest());
        }
        return s.dimensionOrder().filter(d -> d.order() == DimensionOrderParams.Order.XY)
                .map(d -> d.dateline() ? RoutingChoice.dimensionOrderDateline() : RoutingChoice.dimensionOrderNoDateline());
    }

    /** The workbench's sentence on a routing of the same id (up*&#47;down* from another root), else the catalogue's. */
    private static String explanation(Scenario s) {
        return RoutingChoice.standard().stream().filter(r -> r.id().equals(s.routing().id())).findFirst()
                .map(RoutingChoice::explanation)
                .orElseGet(() -> Catalog.standard().find(ComponentKind.ROUTING, s.routing().id())
                        .map(e -> e.description().substring(0, 1).toUpperCase(Locale.ROOT) + e.description().substring(1) + ".")
                        .orElse("Routing " + s.routing().id() + " from the scenario."));
    }
}
