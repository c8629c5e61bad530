package org.flitlab.gui.run;

import org.flitlab.network.Network;
import org.flitlab.network.NetworkConfig;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.scenario.Scenario;
import org.flitlab.topology.Topology;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.UniformPattern;
import org.flitlab.traffic.Workload;

/**
 * Everything the workbench needs to build a network for the canvas and the experiment panel: a topology, switch
 * parameters, a routing choice, the offered load and packet length the inspector edits, and the scenario it came
 * from. It is the workbench's seam with scenario files: with a scenario, {@link #build} runs that scenario with the
 * edited values set by path (see {@link ScenarioVariant}), so its own traffic pattern, sizes and arrivals are what
 * the canvas animates and the experiment sweeps; without one (the built-in examples) the traffic is uniform Poisson
 * arrivals of fixed-size packets. Immutable and thread-safe.
 *
 * @param name                title shown in the window and the inspector
 * @param description         one or two sentences on what the example shows
 * @param topology            the network
 * @param config              switch and link parameters; virtual channels are raised to what the routing needs
 * @param routing             the routing choice
 * @param offeredLoad         flits per tick per host, above 0 and at most 1
 * @param packetFlits         packet length in flits, at least 1
 * @param seed                seed of the run
 * @param ticksPerMicrosecond how many ticks make one microsecond, for the tick counter (80: one byte per 12.5 ns)
 * @param scenario            the scenario this setup runs, or null for a built-in example
 */
public record NetworkSetup(String name, String description, Topology topology, NetworkConfig config,
                           RoutingChoice routing, double offeredLoad, int packetFlits, long seed,
                           double ticksPerMicrosecond, Scenario scenario) {

    /** A built-in example with uniform Poisson traffic of fixed-size packets and no scenario. */
    public NetworkSetup(String name, String description, Topology topology, NetworkConfig config, RoutingChoice routing,
                        double offeredLoad, int packetFlits, long seed, double ticksPerMicrosecond) {
        this(name, description, topology, config, routing, offeredLoad, packetFlits, seed, ticksPerMicrosecond, null);
    }

    public NetworkSetup {
        if (!(offeredLoad > 0 && offeredLoad <= 1)) {
            throw new IllegalArgumentException("offeredLoad is " + offeredLoad + "; it must be above 0 and at most 1 flit/tick per host");
        }
        if (packetFlits < 1) {
            throw new IllegalArgumentException("packetFlits is " + packetFlits + "; it must be at least 1");
        }
        if (!(ticksPerMicrosecond > 0)) {
            throw new IllegalArgumentException("ticksPerMicrosecond is " + ticksPerMicrosecond + "; it must be above 0");
        }
    }

    /** Builds a fresh network with this setup's routing, load and seed. */
    public Network build() {
        return build(routing, offeredLoad, seed);
    }

    /**
     * Builds a fresh network with another routing, load or seed (a sweep point).
     *
     * @throws IllegalArgumentException if the routing does not support the topology or the parameters clash
     */
    public Network build(RoutingChoice choice, double load, long runSeed) {
        choice.supports(topology).ifPresent(why -> {
            throw new IllegalArgumentException(choice.displayName() + ": " + why);
        });
        if (scenario != null) {
            return ScenarioVariant.network(scenario, this, choice, load, runSeed);
        }
        int vcs = Math.max(config.virtualChannels(), choice.virtualChannels());
        RoutingAlgorithm algorithm = choice.factory().create(topology, vcs);
        FixedSize size = new FixedSize(packetFlits);
        Workload workload = new Workload(h -> PoissonArrivals.forOfferedLoad(load, size), size,
                new UniformPattern().create(topology), load);
        return new Network(topology, config.withVirtualChannels(vcs), algorithm, new RandomIdleSelection(), workload, runSeed);
    }

    /** The routing algorithm alone, for the routing view. */
    public RoutingAlgorithm routingAlgorithm() {
        return routing.factory().create(topology, Math.max(config.virtualChannels(), routing.virtualChannels()));
    }

    public NetworkSetup withRouting(RoutingChoice r) {
        return new NetworkSetup(name, description, topology, config, r, offeredLoad, packetFlits, seed, ticksPerMicrosecond, scenario);
    }

    public NetworkSetup withOfferedLoad(double load) {
        return new NetworkSetup(name, description, topology, config, routing, load, packetFlits, seed, ticksPerMicrosecond, scenario);
    }

    public NetworkSetup withPacketFlits(int flits) {
        return new NetworkSetup(name, description, topology, config, routing, offeredLoad, flits, seed, ticksPerMicrosecond, scenario);
    }

    public NetworkSetup withConfig(NetworkConfig c) {
        return new NetworkSetup(name, description, topology, c, routing, offeredLoad, packetFlits, seed, ticksPerMicrosecond, scenario);
    }

    public NetworkSetup withSeed(long s) {
        return new NetworkSetup(name, description, topology, config, routing, offeredLoad, packetFlits, s, ticksPerMicrosecond, scenario);
    }

    /** Whether the traffic comes from a scenario (else uniform Poisson, fixed-size packets). */
    public boolean hasScenario() {
        return scenario != null;
    }

    /** The scenario this setup runs with its edited values set, or empty for a built-in example. */
    public java.util.Optional<Scenario> editedScenario() {
        return scenario == null ? java.util.Optional.empty()
                : java.util.Optional.of(ScenarioVariant.of(scenario, this, routing, offeredLoad));
    }

    public NetworkSetup withTopology(Topology t) {
        return new NetworkSetup(name, description, t, config, routing, offeredLoad, packetFlits, seed, ticksPerMicrosecond, scenario);
    }
}
