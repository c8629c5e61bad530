package org.flitlab.scenario;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.IntStream;
import org.flitlab.control.BurstParams;
import org.flitlab.control.EndToEndPlan;
import org.flitlab.control.TcpRenoParams;
import org.flitlab.network.LinkFlowControl;
import org.flitlab.network.NetworkConfig;
import org.flitlab.network.Switching;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.RoutingFactory;
import org.flitlab.routing.SelectionPolicyFactory;
import org.flitlab.topology.Topology;
import org.flitlab.traffic.DestinationPattern;
import org.flitlab.traffic.DestinationPatternFactory;
import org.flitlab.traffic.ExplicitFlowsPattern;
import org.flitlab.traffic.SizeDistribution;
import org.flitlab.traffic.Workload;

/**
 * Turns a scenario into the engine's inputs (topology, network configuration, routing algorithm, selection policy
 * factory, workload) and says, before any run, everything that would stop it, including what no single section
 * can see: a routing or traffic pattern that does not fit the topology, store-and-forward buffers shorter than the
 * longest packet, stop/go buffers that cannot absorb the round trip, fewer virtual channels than the routing needs.
 * Each problem names the JSON path of the value to change. Building never throws for a bad scenario.
 *
 * <p>The routing algorithm is built once (its tables can be large) and shared by the runs, as
 * {@link RoutingAlgorithm} allows; selection policies and workloads are made fresh per run because they keep
 * per-run state. Immutable after construction; thread-safe.
 */
public final class ScenarioAssembly {
    private final Scenario scenario;
    private final List<ScenarioError> problems = new ArrayList<>();
    private final Topology topology;
    private final SizeDistribution sizes;
    private final DestinationPattern destinations;
    private final ArrivalPlan arrivals;
    private final NetworkConfig config;
    private final RoutingAlgorithm routing;
    private final SelectionPolicyFactory selection;
    private final EndToEndPlan endToEnd;
    /** The longest link delay of the topology, which stop/go buffers must cover; 0 without a topology. */
    private final int maxLinkDelay;

    private ScenarioAssembly(Scenario scenario, Catalog catalog, ScenarioAssembly reuse) {
        this.scenario = scenario;
        boolean sameTopology = reuse != null && reuse.topology != null && reuse.scenario.topology().equals(scenario.topology());
        topology = sameTopology ? reuse.topology : make(catalog, ComponentKind.TOPOLOGY, scenario.topology(), "$.topology", Topology.class);
        maxLinkDelay = sameTopology ? reuse.maxLinkDelay : topology == null ? 0
                : topology.links().stream().mapToInt(l -> l.delayTicks()).max().orElse(1);
        sizes = reuse != null && reuse.sizes != null && reuse.scenario.traffic().sizes().equals(scenario.traffic().sizes()) ? reuse.sizes
                : make(catalog, ComponentKind.SIZES, scenario.traffic().sizes(), "$.traffic.sizes", SizeDistribution.class);
        arrivals = reuse != null && reuse.arrivals != null && reuse.scenario.traffic().arrivals().equals(scenario.traffic().arrivals())
                ? reuse.arrivals : make(catalog, ComponentKind.ARRIVALS, scenario.traffic().arrivals(), "$.traffic.arrivals", ArrivalPlan.class);
        selection = reuse != null && reuse.selection != null && reuse.scenario.selection().equals(scenario.selection()) ? reuse.selection
                : make(catalog, ComponentKind.SELECTION, scenario.selection(), "$.selection", SelectionPolicyFactory.class);
        Optional<?> plan = make(catalog, ComponentKind.END_TO_END, scenario.endToEnd(), "$.endToEnd", Optional.class);
        endToEnd = plan == null ? null : (EndToEndPlan) plan.orElse(null);
        config = reuse != null && reuse.config != null && reuse.scenario.network().equals(scenario.network())
                && reuse.scenario.run().deadlockTimeoutTicks() == scenario.run().deadlockTimeoutTicks()
                ? reuse.config : NetworkConfigs.build(scenario, catalog, problems);
        destinations = topology == null ? null
                : sameTopology && reuse.destinations != null && reuse.scenario.traffic().destinations().equals(scenario.traffic().destinations())
                ? reuse.destinations : pattern(catalog);
        routing = topology == null ? null : routing(catalog, sameTopology && reuse.routing != null
                && reuse.scenario.routing().equals(scenario.routing())
                && reuse.scenario.network().virtualChannels() == scenario.network().virtualChannels() ? reuse.routing : null);
        if (topology != null && config != null && sizes != null) {
            checkConfig();
        }
        if (arrivals != null && sizes != null) {
            checkArrivals();
        }
        if (topology != null && endToEnd instanceof TcpRenoParams tcp) {
            checkFlows(tcp);
        }
        if (topology != null && endToEnd instanceof BurstParams bursts) {
            checkFlows(bursts);
        }
    }

    /**
     * Some arrival processes can refuse a load only once the packet sizes are known (Bernoulli and on/off start
     * at most one packet a tick): one process is made here so that the refusal names the file's load.
     */
    private void checkArrivals() {
        try {
            arrivals.newProcess(sizes);
        } catch (IllegalArgumentException e) {
            problems.add(new ScenarioError("$.traffic.arrivals.params.offeredLoad", e.getMessage()));
        }
    }

    /** Burst flows name hosts by index: each must exist in the topology. */
    private void checkFlows(BurstParams bursts) {
        int hosts = topology.hostCount();
        for (int i = 0; i < bursts.flows().size(); i++) {
            ExplicitFlowsPattern.Flow f = bursts.flows().get(i);
            if (f.source() >= hosts || f.destination() >= hosts) {
                problems.add(new ScenarioError("$.endToEnd.params.flows[" + i + "]", "the burst flow " + f.source() + " -> "
                        + f.destination() + " names a host index that does not exist; this topology has hosts 0 to "
                        + (hosts - 1)));
            }
        }
    }

    /** TCP flows name hosts by index: each must exist in the topology. */
    private void checkFlows(TcpRenoParams tcp) {
        int hosts = topology.hostCount();
        for (int i = 0; i < tcp.flows().size(); i++) {
            TcpRenoParams.Flow f = tcp.flows().get(i);
            if (f.source() >= hosts || f.destination() >= hosts) {
                problems.add(new ScenarioError("$.endToEnd.params.flows[" + i + "]", "the flow " + f.source() + " -> "
                        + f.destination() + " names a host index that does not exist; this topology has hosts 0 to "
                        + (hosts - 1)));
            }
        }
    }

    /** Assembles {@code scenario} with the components of {@code catalog}; see {@link #problems()}. */
    public static ScenarioAssembly of(Scenario scenario, Catalog catalog) {
        return new ScenarioAssembly(scenario, catalog, null);
    }

    /**
     * Assembles {@code scenario}, taking the topology, routing algorithm and traffic pattern from {@code reuse} where
     * the scenario asks for the same ones: the sweep check assembles thousands of points that differ in one value,
     * and a routing's tables are the costly part. Gives the same problems as {@link #of(Scenario, Catalog)}.
     */
    static ScenarioAssembly of(Scenario scenario, Catalog catalog, ScenarioAssembly reuse) {
        return new ScenarioAssembly(scenario, catalog, reuse);
    }

    public static ScenarioAssembly of(Scenario scenario) {
        return of(scenario, Catalog.standard());
    }

    /** Everything that stops this scenario from running, each at the JSON path to change; empty if it can run. */
    public List<ScenarioError> problems() {
        return List.copyOf(problems);
    }

    public boolean isRunnable() {
        return problems.isEmpty();
    }

    public Scenario scenario() {
        return scenario;
    }

    public Topology topology() {
        return runnable(topology);
    }

    /** The switch and link parameters, with the run's deadlock timeout. */
    public NetworkConfig networkConfig() {
        return runnable(config);
    }

    /** The routing algorithm, built once for the topology and shared by every run. */
    public RoutingAlgorithm routing() {
        return runnable(routing);
    }

    /** The end-to-end flow-control scheme's validated parameters, or empty for "none". */
    public Optional<EndToEndPlan> endToEnd() {
        runnable(scenario);
        return Optional.ofNullable(endToEnd);
    }

    /** Makes a fresh selection policy per run. */
    public SelectionPolicyFactory selection() {
        return runnable(selection);
    }

    /** A workload for one run: its arrival processes are made fresh for each host when the network asks. */
    public Workload newWorkload() {
        ArrivalPlan plan = runnable(arrivals);
        SizeDistribution s = sizes;
        return new Workload(host -> plan.newProcess(s), s, destinations, plan.offeredLoad());
    }

    /** The offered load in flits/tick/host, or NaN for closed or fixed-count traffic. */
    public double offeredLoad() {
        return runnable(arrivals).offeredLoad();
    }

    /** Seed, warm-up and stopping rules, for experiment's run control. */
    public RunSpec run() {
        return scenario.run();
    }

    public Units units() {
        return scenario.units();
    }

    private <T> T runnable(T part) {
        if (!problems.isEmpty()) {
            throw new IllegalStateException("the scenario '" + scenario.name() + "' cannot run: " + problems);
        }
        return part;
    }

    private <T> T make(Catalog catalog, ComponentKind kind, ComponentChoice choice, String path, Class<T> type) {
        Optional<CatalogEntry<?>> entry = catalog.find(kind, choice.id());
        if (entry.isEmpty()) {
            problems.add(new ScenarioError(path + ".id", catalog.unknownId(kind, choice.id())));
            return null;
        }
        try {
            return type.cast(entry.get().create(choice.params()));
        } catch (RuntimeException e) {
            problems.add(new ScenarioError(path + ".params", String.valueOf(e.getMessage())));
            return null;
        }
    }

    private DestinationPattern pattern(Catalog catalog) {
        ComponentChoice choice = scenario.traffic().destinations();
        DestinationPatternFactory factory = make(catalog, ComponentKind.DESTINATIONS, choice, "$.traffic.destinations", DestinationPatternFactory.class);
        return factory == null ? null : supported(factory::supports, factory::create, choice, "$.traffic.destinations");
    }

    private RoutingAlgorithm routing(Catalog catalog, RoutingAlgorithm built) {
        ComponentChoice choice = scenario.routing();
        RoutingAlgorithm r = built;
        if (r == null) {
            RoutingFactory factory = make(catalog, ComponentKind.ROUTING, choice, "$.routing", RoutingFactory.class);
            if (factory == null) {
                return null;
            }
            String tooLarge = RoutingTables.refusal(choice.id(), topology);
            if (tooLarge != null) {
                problems.add(new ScenarioError("$.routing.id", tooLarge));
                return null;
            }
            r = supported(factory::supports, t -> factory.create(t, scenario.network().virtualChannels()), choice, "$.routing");
        }
        if (r != null && r.virtualChannelsRequired() > scenario.network().virtualChannels()) {
            problems.add(new ScenarioError("$.network.virtualChannels", "virtualChannels is " + scenario.network().virtualChannels()
                    + " but " + choice.id() + " routing here needs at least " + r.virtualChannelsRequired() + "; raise virtualChannels to "
                    + r.virtualChannelsRequired()));
        }
        return r;
    }

    /**
     * Builds a component for the topology if it supports it; a refusal is blamed on the id, or on its params if it
     * has any besides on/off switches (a flag such as fixedPointsSend never makes a topology fit).
     */
    private <T> T supported(Function<Topology, Optional<String>> supports, Function<Topology, T> create, ComponentChoice choice, String path) {
        boolean onlyFlags = Arrays.stream(RecordAccess.components(choice.params().getClass()))
                .allMatch(c -> c.getType() == boolean.class);
        String at = onlyFlags ? path + ".id" : path + ".params";
        try {
            Optional<String> refusal = supports.apply(topology);
            if (refusal.isPresent()) {
                problems.add(new ScenarioError(at, "\"" + choice.id() + "\" cannot run on this " + topology.family() + " topology: " + refusal.get()));
                return null;
            }
            return create.apply(topology);
        } catch (RuntimeException e) {
            String message = String.valueOf(e.getMessage());
            // A routing that refuses the number of virtual channels is fixed in the network section.
            problems.add(new ScenarioError(message.startsWith("virtualChannels") ? "$.network.virtualChannels" : at, message));
            return null;
        }
    }

    private void checkConfig() {
        boolean atm = "atm".equals(scenario.network().switching());
        int schemeFlits = atm ? 0 : EndToEndPackets.longestFlits(endToEnd, scenario.units().flitBytes());
        int longest = Math.max(sizes.maxFlits(), schemeFlits);
        // atm switching runs the cell network (AtmScenarioRun), which reads bufferFlits as cells and the flow control
        // as a service category: the wormhole link's rules (stop/go marks, store-and-forward) do not apply to it
        for (String p : atm ? config.problems(maxLinkDelay, 1).stream().filter(m -> m.startsWith("bufferFlits is " + config.bufferFlits() + ";"))
                .toList() : config.problems(maxLinkDelay, longest)) {
            ScenarioError e = NetworkConfigs.blame(p, scenario);
            problems.add(schemeFlits > sizes.maxFlits() ? new ScenarioError(e.path(), e.message() + " (the " + endToEnd.id()
                    + " end-to-end scheme sends packets of " + schemeFlits + " flits)") : e);
        }
        if (config.switching() == Switching.STORE_AND_FORWARD && config.flowControl() == LinkFlowControl.STOP_GO && !atm
                && config.stopHighMark() < longest - 1) {
            // STOP goes out once more than highMark flits wait; a packet that cannot arrive whole never leaves, so the
            // buffer never drains to lowMark and the link stays stopped for good.
            problems.add(new ScenarioError("$.network.flowControl.params.highMark", "highMark is " + config.stopHighMark()
                    + " but store-and-forward forwards a packet only once it is whole in the buffer and stop/go stops the sender"
                    + " when more than highMark flits wait: the longest packet is " + longest + " flits, so highMark must be at least "
                    + (longest - 1)));
        }
        if (atm && !(endToEnd instanceof TcpRenoParams)) {
            problems.add(new ScenarioError("$.endToEnd.id", "the end-to-end scheme is \"" + scenario.endToEnd().id()
                    + "\" but atm switching runs TCP Reno flows: choose \"tcp-reno\""));
        } else if (atm && endToEnd instanceof TcpRenoParams tcp) {
            IntStream.range(0, tcp.flows().size()).filter(i -> tcp.flows().get(i).startTick() > 0).findFirst().ifPresent(i ->
                    problems.add(new ScenarioError("$.endToEnd.params.flows[" + i + "].startTick", "startTick is "
                            + tcp.flows().get(i).startTick() + " but atm switching opens every TCP flow at tick 0: use 0")));
        }
    }
}
