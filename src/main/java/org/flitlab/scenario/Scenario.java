package org.flitlab.scenario;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import org.flitlab.topology.LayoutHint;
import org.flitlab.traffic.FixedSize;

/**
 * Everything needed to run, sweep and draw one experiment, as a scenario file holds it (docs/scenario-format.md).
 * Components are named by catalogue id with typed parameters; {@link ScenarioJson} reads and writes the file and
 * {@link ScenarioAssembly} turns a scenario into the engine's inputs and says what is wrong with it before a run.
 * Records throughout, so two scenarios with the same content are {@code equals}. Immutable.
 *
 * @param name        short name, used for titles and file names; not blank
 * @param description what the scenario shows, free text
 * @param topology    a {@link ComponentKind#TOPOLOGY} choice ("mesh", "torus", "hypercube", "custom")
 * @param layout      drawing position [x, y] by node name, for the editor; the simulator ignores it. Insertion
 *                    order is kept for writing, and ignored by {@code equals}
 * @param network     switch and link parameters
 * @param routing     a {@link ComponentKind#ROUTING} choice
 * @param selection   a {@link ComponentKind#SELECTION} choice: how one free output is picked among the permitted
 * @param endToEnd    an {@link ComponentKind#END_TO_END} choice; "none" until end-to-end schemes arrive
 * @param traffic     arrivals, sizes and destinations
 * @param units       flit size and link rate, to show results in microseconds
 * @param run         seed, warm-up and stopping rules
 * @param sweep       the swept parameter, its values and the series compared
 * @param charts      how results are drawn
 */
public record Scenario(String name, String description, ComponentChoice topology, Map<String, LayoutHint> layout,
                       NetworkSpec network, ComponentChoice routing, ComponentChoice selection, ComponentChoice endToEnd,
                       TrafficSpec traffic, Units units, RunSpec run, SweepSpec sweep, ChartOptions charts) {
    public Scenario {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("name is '" + name + "'; give the scenario a name");
        }
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(topology, "topology");
        layout = Collections.unmodifiableMap(new LinkedHashMap<>(layout));
        for (Map.Entry<String, LayoutHint> e : layout.entrySet()) {
            if (e.getKey() == null || e.getValue() == null) {
                throw new IllegalArgumentException("layout has an empty entry (" + e.getKey() + " = " + e.getValue() + ")");
            }
        }
        Objects.requireNonNull(network, "network");
        Objects.requireNonNull(routing, "routing");
        Objects.requireNonNull(selection, "selection");
        Objects.requireNonNull(endToEnd, "endToEnd");
        Objects.requireNonNull(traffic, "traffic");
        Objects.requireNonNull(units, "units");
        Objects.requireNonNull(run, "run");
        Objects.requireNonNull(sweep, "sweep");
        Objects.requireNonNull(charts, "charts");
    }

    /**
     * A scenario with the given essentials and every other section at its default: no layout, default network,
     * random-idle selection, no end-to-end control, default units, run control, sweep (none) and charts.
     */
    public static Scenario of(String name, ComponentChoice topology, ComponentChoice routing, TrafficSpec traffic) {
        return new Scenario(name, "", topology, Map.of(), NetworkSpec.defaults(), routing, ComponentChoice.of("random-idle"),
                ComponentChoice.of("none"), traffic, Units.defaults(), RunSpec.defaults(), SweepSpec.defaults(), ChartOptions.defaults());
    }

    /** The offered load of Poisson arrivals in flits/tick per host; empty for arrivals without one (closed traffic). */
    public OptionalDouble offeredLoad() {
        return traffic.arrivals().params() instanceof PoissonParams p ? OptionalDouble.of(p.offeredLoad())
                : OptionalDouble.empty();
    }

    /** The packet length in flits when every packet has the same length; empty for a size distribution. */
    public OptionalInt fixedPacketFlits() {
        return traffic.sizes().params() instanceof FixedSize f ? OptionalInt.of(f.flits())
                : OptionalInt.empty();
    }

    /** The dimension-order routing's parameters, if that is the routing. */
    public Optional<DimensionOrderParams> dimensionOrder() {
        return routing.params() instanceof DimensionOrderParams d ? Optional.of(d) : Optional.empty();
    }

    /** The up*&#47;down* root switch, if that is the routing. */
    public OptionalInt upDownRoot() {
        return routing.params() instanceof UpDownParams u ? OptionalInt.of(u.root()) : OptionalInt.empty();
    }

    public Scenario withNetwork(NetworkSpec v) {
        return new Scenario(name, description, topology, layout, v, routing, selection, endToEnd, traffic, units, run, sweep, charts);
    }

    public Scenario withRouting(ComponentChoice v) {
        return new Scenario(name, description, topology, layout, network, v, selection, endToEnd, traffic, units, run, sweep, charts);
    }

    public Scenario withTraffic(TrafficSpec v) {
        return new Scenario(name, description, topology, layout, network, routing, selection, endToEnd, v, units, run, sweep, charts);
    }

    public Scenario withRun(RunSpec v) {
        return new Scenario(name, description, topology, layout, network, routing, selection, endToEnd, traffic, units, v, sweep, charts);
    }

    public Scenario withSweep(SweepSpec v) {
        return new Scenario(name, description, topology, layout, network, routing, selection, endToEnd, traffic, units, run, v, charts);
    }
}
