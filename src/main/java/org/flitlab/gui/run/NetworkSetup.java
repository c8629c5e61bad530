package org.flitlab.gui.run;

import org.flitlab.network.Engine;
import org.flitlab.experiment.ScenarioRunner;
import org.flitlab.network.NetworkConfig;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.scenario.Scenario;
import org.flitlab.topology.Topology;
import java.util.Objects;

/**
 * The assembled network of the open scenario document, as the canvas, the animation and the routing view draw
 * it: derived from the document's scenario whenever it changes (ScenarioDocument.toSetup), never edited itself.
 * {@link #build} runs the scenario through {@link ScenarioRunner}, the command line's own machinery. Immutable
 * and thread-safe.
 *
 * @param name                the scenario's name
 * @param description         the scenario's description
 * @param topology            the network
 * @param config              switch and link parameters
 * @param routing             the routing, with its menu name and explanation
 * @param offeredLoad         the scenario's offered load (0.25 where its arrivals have none), for labels only
 * @param packetFlits         the scenario's fixed packet length (16 where sizes vary), for labels only
 * @param seed                the scenario's seed
 * @param ticksPerMicrosecond how many ticks make one microsecond, from the scenario's units
 * @param scenario            the scenario this setup is derived from
 */
public record NetworkSetup(String name, String description, Topology topology, NetworkConfig config,
                           RoutingChoice routing, double offeredLoad, int packetFlits, long seed,
                           double ticksPerMicrosecond, Scenario scenario) {

    public NetworkSetup {
        if (!(offeredLoad > 0 && offeredLoad <= 1)) {
            throw new IllegalArgumentException("offeredLoad is " + offeredLoad + "; it must be above 0 and at most 1 flit/tick per host");
        }
        if (packetFlits < 1) {
            throw new IllegalArgumentException("packetFlits is " + packetFlits + "; it must be at least 1");
        }
        Objects.requireNonNull(scenario, "scenario");
        if (!(ticksPerMicrosecond > 0)) {
            throw new IllegalArgumentException("ticksPerMicrosecond is " + ticksPerMicrosecond + "; it must be above 0");
        }
    }

    /**
     * Builds a fresh network of the scenario with its own seed, on the kernel a run of it uses
     * ({@link ScenarioRunner#engine}: the flat kernel where it covers the scenario, else the reference engine).
     *
     * @throws IllegalArgumentException naming every problem that stops the scenario from running
     */
    public Engine build() {
        var a = Assemblies.of(scenario);
        if (!a.isRunnable()) {
            throw new IllegalArgumentException("scenario '" + scenario.name() + "' cannot run: "
                    + String.join("; ", a.problems().stream().map(Object::toString).toList()));
        }
        return ScenarioRunner.engine(a, seed);
    }

    /** The routing algorithm alone, for the routing view. */
    public RoutingAlgorithm routingAlgorithm() {
        return routing.factory().create(topology, Math.max(config.virtualChannels(), routing.virtualChannels()));
    }
}
