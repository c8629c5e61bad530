package org.flitlab.scenario;

import static org.flitlab.scenario.ComponentKind.ARBITRATION;
import static org.flitlab.scenario.ComponentKind.ARRIVALS;
import static org.flitlab.scenario.ComponentKind.DESTINATIONS;
import static org.flitlab.scenario.ComponentKind.END_TO_END;
import static org.flitlab.scenario.ComponentKind.FLOW_CONTROL;
import static org.flitlab.scenario.ComponentKind.QUEUEING;
import static org.flitlab.scenario.ComponentKind.ROUTER;
import static org.flitlab.scenario.ComponentKind.ROUTING;
import static org.flitlab.scenario.ComponentKind.SELECTION;
import static org.flitlab.scenario.ComponentKind.SIZES;
import static org.flitlab.scenario.ComponentKind.SWITCHING;
import static org.flitlab.scenario.ComponentKind.TOPOLOGY;
import static org.flitlab.scenario.ComponentKind.VC_ARBITRATION;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import org.flitlab.network.DeflectionFlowControl;
import org.flitlab.control.AlternatingWindowParams;
import org.flitlab.control.BurstParams;
import org.flitlab.control.PacketPairParams;
import org.flitlab.control.RequestResponseParams;
import org.flitlab.control.StaticWindowParams;
import org.flitlab.control.TcpRenoParams;
import org.flitlab.network.InputQueueing;
import org.flitlab.network.NetworkConfig;
import org.flitlab.network.OutputArbitration;
import org.flitlab.network.RouterModel;
import org.flitlab.network.Switching;
import org.flitlab.network.TimeoutFlowControl;
import org.flitlab.network.VcArbitration;
import org.flitlab.network.atm.EricaParams;
import org.flitlab.network.atm.RrmParams;
import org.flitlab.routing.SelectionPolicyFactory;
import org.flitlab.routing.desttag.DestinationTagFactory;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.interval.IntervalLabellingFactory;
import org.flitlab.routing.selection.LeastRecentlyStoppedSelection;
import org.flitlab.routing.selection.LowestNumberedSelection;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.routing.selection.RoundRobinSelection;
import org.flitlab.routing.selection.StaticPairSelection;
import org.flitlab.routing.shortest.HopClassFactory;
import org.flitlab.routing.shortest.ShortestPathFactory;
import org.flitlab.routing.source.SourceFactory;
import org.flitlab.routing.updown.UpDownFactory;
import org.flitlab.topology.hypercube.HypercubeTopology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.topology.torus.TorusTopology;
import org.flitlab.topology.c104.C104CubeTopology;
import org.flitlab.topology.c104.C104GridTopology;
import org.flitlab.topology.corefringe.CoreFringeTopology;
import org.flitlab.topology.fattree.FatTreeTopology;
import org.flitlab.topology.floors.FloorsPlusTopology;
import org.flitlab.topology.floors.FloorsTopology;
import org.flitlab.topology.fly.FlyTopology;
import org.flitlab.topology.hypercube.An1HypercubeTopology;
import org.flitlab.topology.manhattan.ManhattanTopology;
import org.flitlab.topology.multistage.C104MinTopology;
import org.flitlab.topology.multistage.MultiStageTopology;
import org.flitlab.topology.random.RandomRegularTopology;
import org.flitlab.topology.servernet.ServerNetTopology;
import org.flitlab.topology.small.AdaptiveDecisionPointTopology;
import org.flitlab.topology.small.AdaptiveDownstreamTopology;
import org.flitlab.topology.small.MstageSubgraphTopology;
import org.flitlab.topology.small.ParallelLinesTopology;
import org.flitlab.topology.small.RingTopology;
import org.flitlab.topology.small.SmallParams;
import org.flitlab.topology.small.StarTopology;
import org.flitlab.topology.small.TandemTopology;
import org.flitlab.topology.torus.An1TorusTopology;
import org.flitlab.topology.torus.MyrinetTorusTopology;
import org.flitlab.routing.valiant.ValiantFactory;
import org.flitlab.topology.custom.CustomTopology;
import org.flitlab.traffic.AddConstantPattern;
import org.flitlab.traffic.BernoulliArrivals;
import org.flitlab.traffic.BimodalSize;
import org.flitlab.traffic.BitReversalPattern;
import org.flitlab.traffic.BlockMovePattern;
import org.flitlab.traffic.ClientServerPattern;
import org.flitlab.traffic.ComplementPattern;
import org.flitlab.traffic.ContinuousArrivals;
import org.flitlab.traffic.DiscreteSize;
import org.flitlab.traffic.ExplicitFlowsPattern;
import org.flitlab.traffic.ExponentialSize;
import org.flitlab.traffic.FixedCountArrivals;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.HotSpotPattern;
import org.flitlab.traffic.MiddleSwapPattern;
import org.flitlab.traffic.OnOffArrivals;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.ShufflePattern;
import org.flitlab.traffic.TransposePattern;
import org.flitlab.traffic.UniformDistancePattern;
import org.flitlab.traffic.UniformPattern;

/**
 * Every component a scenario can name, by kind and stable id (architecture.md, "The catalogue"). The GUI menus, the
 * CLI {@code list} command and the scenario reader all use it. {@link #standard()} lists them all on one screen;
 * adding a component is one line there. Immutable and thread-safe.
 */
public final class Catalog {
    private final List<CatalogEntry<?>> entries;

    /**
     * @throws IllegalArgumentException if two entries share a kind and id
     */
    public Catalog(List<CatalogEntry<?>> entries) {
        this.entries = List.copyOf(entries);
        Set<String> seen = new HashSet<>();
        for (CatalogEntry<?> e : this.entries) {
            if (!seen.add(e.kind().id() + "/" + e.id())) {
                throw new IllegalArgumentException(e.kind().noun() + " id '" + e.id() + "' is listed twice; ids must be unique within a kind");
            }
        }
    }

    /**
     * Every component FlitLab has: one shared instance, built on first use (it is immutable). Building it links some
     * 80 factories and parameter records; the command line used to build it two or three times per run
     * (docs/performance.md, "Start-up").
     */
    public static Catalog standard() {
        return Standard.INSTANCE;
    }

    /** Holds the standard catalogue; the JVM builds it when {@link #standard()} is first called. */
    private static final class Standard {
        static final Catalog INSTANCE = build();

        private Standard() {
        }
    }

    /** The standard entries in menu order: the order within each kind is the order the menus and files list. */
    private static Catalog build() {
        List<CatalogEntry<?>> all = new ArrayList<>();
        all.addAll(topologies());
        all.addAll(routings());
        all.addAll(linksAndSwitches());
        all.addAll(traffic());
        return new Catalog(List.copyOf(all));
    }

    /** The topologies, as the Topology menu lists them. */
    private static List<CatalogEntry<?>> topologies() {
        return List.of(
                entry(TOPOLOGY, MeshTopology.FAMILY, "Mesh", "2-D grid of switches without wrap-around (C104 grid)", MeshTopology.Params.class, MeshTopology.defaults(), MeshTopology::build),
                entry(TOPOLOGY, TorusTopology.FAMILY, "Torus", "2-D grid with wrap-around links (AN1 Torus, Myrinet torus, Manhattan)", TorusTopology.Params.class, TorusTopology.defaults(), TorusTopology::build),
                entry(TOPOLOGY, HypercubeTopology.FAMILY, "Hypercube", "binary n-cube (AN1 Hypercube, C104 cube)", HypercubeTopology.Params.class, HypercubeTopology.defaults(), HypercubeTopology::build),
                entry(TOPOLOGY, CustomTopology.FAMILY, "Custom", "explicit switches, hosts and links, as drawn in the editor (AN1 arbitrary LAN)", CustomTopologyParams.class, CustomTopologyParams.defaults(), CustomTopologyParams::build),
                entry(TOPOLOGY, An1TorusTopology.FAMILY, "AN1 Torus", "AN1's 5 x 4 torus of 12-port switches, 4 hosts each, 8 servers (Owicki & Karlin Table 1)", TorusTopology.Params.class, An1TorusTopology.defaults(), An1TorusTopology::build),
                entry(TOPOLOGY, An1HypercubeTopology.FAMILY, "AN1 Hypercube", "AN1's 2^5 hypercube, 3 hosts per switch, 9 servers (Table 1)", HypercubeTopology.Params.class, An1HypercubeTopology.defaults(), An1HypercubeTopology::build),
                entry(TOPOLOGY, CoreFringeTopology.FAMILY, "Corefringe", "8 core + 20 fringe switches and a root over the cores (AN1 Table 1)", CoreFringeTopology.Params.class, CoreFringeTopology.defaults(), CoreFringeTopology::build),
                entry(TOPOLOGY, MultiStageTopology.FAMILY, "Mstage", "AN1's multi-stage network: levels of switches, servers at the top, clients below", MultiStageTopology.Params.class, MultiStageTopology.defaults(), MultiStageTopology::build),
                entry(TOPOLOGY, FloorsTopology.FAMILY, "Floors", "4 floors, each a star of 2 centre and 4 arm switches (AN1 Figure 4, reconstructed)", FloorsTopology.Params.class, FloorsTopology.defaults(), FloorsTopology::build),
                entry(TOPOLOGY, FloorsPlusTopology.FAMILY, "Floors+", "Floors with 4 extra links that change the up*/down* levels (AN1)", FloorsTopology.Params.class, FloorsPlusTopology.defaults(), FloorsPlusTopology::build),
                entry(TOPOLOGY, TandemTopology.FAMILY, "Tandem", "a line of switches, two sources, all traffic to one host (AN1 Figure 7)", TandemTopology.Params.class, TandemTopology.defaults(), TandemTopology::build),
                entry(TOPOLOGY, ParallelLinesTopology.FAMILY, "Parallel lines", "two lines sharing a bottleneck, with cross traffic (AN1 Figure 9)", ParallelLinesTopology.Params.class, ParallelLinesTopology.defaults(), ParallelLinesTopology::build),
                entry(TOPOLOGY, AdaptiveDecisionPointTopology.FAMILY, "Adaptive decision point", "AN1 Figure 11: a choice between two paths", SmallParams.class, AdaptiveDecisionPointTopology.defaults(), AdaptiveDecisionPointTopology::build),
                entry(TOPOLOGY, AdaptiveDownstreamTopology.FAMILY, "Adaptive downstream", "AN1 Figure 12: stop/go and least-recently-stopped example", SmallParams.class, AdaptiveDownstreamTopology.defaults(), AdaptiveDownstreamTopology::build),
                entry(TOPOLOGY, MstageSubgraphTopology.FAMILY, "Mstage subgraph", "AN1 Figure 13: the part of Mstage used for Figure 14", SmallParams.class, MstageSubgraphTopology.defaults(), MstageSubgraphTopology::build),
                entry(TOPOLOGY, RingTopology.FAMILY, "Ring", "switches in a ring", RingTopology.Params.class, RingTopology.defaults(), RingTopology::build),
                entry(TOPOLOGY, StarTopology.FAMILY, "Star", "one switch with hosts around it (an n x n switch)", StarTopology.Params.class, StarTopology.defaults(), StarTopology::build),
                entry(TOPOLOGY, C104CubeTopology.FAMILY, "C104 cube", "binary n-cube of 32-port C104 routers, one terminal each (6-, 8-, 10-cube)", C104CubeTopology.Params.class, C104CubeTopology.defaults(), C104CubeTopology::build),
                entry(TOPOLOGY, C104GridTopology.FAMILY, "C104 grid", "k x k grid of C104 routers without wrap-around, one terminal each", C104GridTopology.Params.class, C104GridTopology.defaults(), C104GridTopology::build),
                entry(TOPOLOGY, C104MinTopology.FAMILY, "C104 multistage", "indirect multistage network of C104 routers (64, 256, 1024 terminals)", C104MinTopology.Params.class, C104MinTopology.defaults(), C104MinTopology::build),
                entry(TOPOLOGY, MyrinetTorusTopology.FAMILY, "Myrinet torus", "k x k torus of 8-port switches, 4 hosts each, 10-tick links (Hu & Kleinrock)", MyrinetTorusTopology.Params.class, MyrinetTorusTopology.defaults(), MyrinetTorusTopology::build),
                entry(TOPOLOGY, ManhattanTopology.FAMILY, "Manhattan", "wrapped square grid, one host per switch (or hostsPerSwitch), 1 km links at 640 Mbit/s (Bianco et al.)", ManhattanTopology.Params.class, ManhattanTopology.defaults(), ManhattanTopology::build),
                entry(TOPOLOGY, ServerNetTopology.FAMILY, "ServerNet 24", "a 24-CPU ServerNet fabric (reconstructed, X fabric only)", ServerNetTopology.Params.class, ServerNetTopology.defaults(), ServerNetTopology::build),
                entry(TOPOLOGY, FatTreeTopology.FAMILY, "Fat tree", "k-ary n-tree", FatTreeTopology.Params.class, FatTreeTopology.defaults(), FatTreeTopology::build),
                entry(TOPOLOGY, FlyTopology.FAMILY, "k-ary n-fly", "butterfly: n stages of k^(n-1) k x k routers, k^n terminals, as BookSim's fly (a return link per terminal)", FlyTopology.Params.class, FlyTopology.defaults(), FlyTopology::build),
                entry(TOPOLOGY, RandomRegularTopology.FAMILY, "Random regular", "a random d-regular switch graph, seeded", RandomRegularTopology.Params.class, RandomRegularTopology.defaults(), RandomRegularTopology::build));
    }

    /** The routing functions and the selection policies that choose among the outputs they permit. */
    private static List<CatalogEntry<?>> routings() {
        return List.of(
                entry(ROUTING, "shortest", "Shortest path", "all shortest paths on the switch graph; adaptive through the selection policy; on tori a tie at half a ring may be fixed per packet", ShortestPathParams.class, new ShortestPathParams(), p -> new ShortestPathFactory(p.tie())),
                entry(ROUTING, "up-down", "Up*/down*", "shortest legal routes that never go up after going down, BFS tree from a root (AN1)", UpDownParams.class, new UpDownParams(0), p -> new UpDownFactory(p.root())),
                entry(ROUTING, "dimension-order", "Dimension order", "e-cube on cubes (highest or lowest dimension first), x-y or y-x on grids, with a dateline on tori (C104, Dally & Seitz) and random, positive or balanced ties at half a ring (BookSim: random)", DimensionOrderParams.class, new DimensionOrderParams(DimensionOrderParams.Order.DESCENDING, true), p -> new DimensionOrderFactory(p.orderId(), p.dateline(), p.tie())),
                entry(ROUTING, "fixed", "Fixed routes", "a given switch path per flow, shortest paths for the rest", FixedRoutingParams.class, new FixedRoutingParams(List.of()), FixedRoutingParams::toFactory),
                entry(ROUTING, ValiantFactory.ID, ValiantFactory.DISPLAY_NAME, "to a random intermediate switch, then to the destination, each phase on its own virtual network or, with phases \"planes\", on its own plane of parallel links (C104 universal routing); on a multistage network intermediate, firstPhase and secondPhase say where the random header comes off and how links are chosen", UniversalParams.class, new UniversalParams(), p -> new ValiantFactory(p.phases(), p.multistage())),
                entry(ROUTING, "source", "Source routing", "the whole path chosen at the source among shortest paths (Myrinet)", NoParams.class, new NoParams(), p -> new SourceFactory()),
                entry(ROUTING, "shortest-hop-classes", "Shortest path, hop classes", "all shortest paths, each hop on a higher virtual channel: deadlock-free with as many VCs as the diameter (Bianco et al.)", NoParams.class, new NoParams(), p -> new HopClassFactory()),
                entry(ROUTING, DestinationTagFactory.ID, "Destination tag", "k-ary n-fly: each stage takes the destination's next base-k digit, most significant first (BookSim's dest_tag_fly)", NoParams.class, new NoParams(), p -> new DestinationTagFactory()),
                entry(ROUTING, IntervalLabellingFactory.ID, "Interval labelling", "C104 multistage network: every switch sends each destination on one fixed link, outputs labelled with contiguous destination intervals (the C104's deterministic routing); centreNetworkLabels \"traffic\" cuts the 1024-way network's centre networks by the traffic they are sent", IntervalLabellingParams.class, new IntervalLabellingParams(), p -> new IntervalLabellingFactory(p.centreNetworkLabels())),
                simple(SELECTION, "random-idle", "Random idle", "a free permitted output drawn at random (the AN1 design)", () -> (SelectionPolicyFactory) RandomIdleSelection::new),
                simple(SELECTION, "lowest-numbered", "Lowest numbered", "the free permitted output with the lowest port number (AN1 as built)", () -> (SelectionPolicyFactory) LowestNumberedSelection::new),
                simple(SELECTION, "least-recently-stopped", "Least recently stopped", "the free output whose receiver stopped it longest ago (AN1)", () -> (SelectionPolicyFactory) LeastRecentlyStoppedSelection::new),
                simple(SELECTION, "static-pair", "Static per pair", "one fixed choice per source-destination pair", () -> (SelectionPolicyFactory) StaticPairSelection::new),
                simple(SELECTION, "round-robin", "Round robin", "the permitted outputs in turn", () -> (SelectionPolicyFactory) RoundRobinSelection::new));
    }

    /** Link flow control, switching, queueing, arbitration and the router model: the network settings. */
    private static List<CatalogEntry<?>> linksAndSwitches() {
        return List.of(
                entry(FLOW_CONTROL, "credit", "Credit", "one credit per free receiver slot; exact, never overflows (the default)", NoParams.class, new NoParams(), p -> (NetworkSetting) NetworkConfig::withCredit),
                entry(FLOW_CONTROL, "stop-go", "Stop/go", "STOP above the high mark, GO at the low mark (AN1, Myrinet, ServerNet busy/ready)", StopGoParams.class, new StopGoParams(8, 4), p -> (NetworkSetting) c -> c.withStopGo(p.highMark(), p.lowMark())),
                entry(FLOW_CONTROL, "stop-go-boundary", "Stop/go, packet boundary", "stop/go where STOP waits for the end of the packet being sent unless the urgent (high) mark is passed (AN1 3.5)", PacketBoundaryStopParams.class, new PacketBoundaryStopParams(12, 8, 4), p -> (NetworkSetting) c -> c.withStopGo(p.highMark(), p.lowMark()).withPacketBoundaryStop(p.readyMark())),
                entry(FLOW_CONTROL, "stop-go-timeout", "Stop/go with timeouts", "stop/go links; a head blocked too long is reset back to its source, or deflected to a local host (Hu & Kleinrock)", TimeoutFlowControl.class, TimeoutFlowControl.myrinet(), p -> (NetworkSetting) p::applyTo),
                entry(FLOW_CONTROL, "deflection", "Deflection", "blocked worms wait only while they fit, else take any free port; host worms enter when there is room; optionally links without back-pressure (Bianco et al.)", DeflectionFlowControl.class, new DeflectionFlowControl(0, true), p -> (NetworkSetting) p::applyTo),
                entry(FLOW_CONTROL, "ubr", "ATM UBR", "ATM unspecified bit rate: no traffic control, sources at the peak rate (with atm switching; Bianco et al.)", NoParams.class, new NoParams(), p -> (NetworkSetting) c -> c),
                entry(FLOW_CONTROL, "abr-rrm", "ATM ABR, RRM (PD+)", "ATM available bit rate with relative rate marking: PD+ on the queue and its derivative, NI/CI bits, Table 2 defaults (with atm switching; Bianco et al.)", RrmParams.class, RrmParams.table2(2000), p -> (NetworkSetting) c -> c),
                entry(FLOW_CONTROL, "abr-erica", "ATM ABR, ERICA", "ATM available bit rate with explicit rate marking: ERICA fair share with a target delay, Table 2 defaults (with atm switching; Bianco et al.)", EricaParams.class, EricaParams.table2(2000), p -> (NetworkSetting) c -> c),
                setting(SWITCHING, "cut-through", "Cut-through / wormhole", "forward once the head is routed", c -> c.withSwitching(Switching.CUT_THROUGH)),
                setting(SWITCHING, "store-and-forward", "Store-and-forward", "forward only after the tail has arrived; buffers must hold a whole packet", c -> c.withSwitching(Switching.STORE_AND_FORWARD)),
                setting(SWITCHING, "atm", "ATM cells", "AAL5 cells of 53 bytes, ideal output-buffered switches with a shared FIFO of bufferFlits cells per port, drops on overflow, routes fixed at call set-up (Bianco et al.)", c -> c),
                setting(QUEUEING, "fifo", "FIFO input queues", "only the packet at the head of an input is routed: head-of-line blocking (AN1)", c -> c.withQueueing(InputQueueing.FIFO)),
                setting(QUEUEING, "voq", "Virtual output queues", "a queue per output in each input: no head-of-line blocking", c -> c.withQueueing(InputQueueing.VIRTUAL_OUTPUT_QUEUES)),
                setting(QUEUEING, "any-worm", "Any worm of a buffer", "with deflection: each worm in a buffer is routed at its own front, so a worm behind a waiting one may leave first; one output at a time per buffer (Bianco et al.)", c -> c.withQueueing(InputQueueing.ANY_WORM)),
                setting(ARBITRATION, "fcfs", "First come, first served", "the head that has waited longest gets a free output (the default)", c -> c.withArbitration(OutputArbitration.FCFS)),
                setting(ARBITRATION, "random", "Random", "a waiting head drawn at random gets a free output", c -> c.withArbitration(OutputArbitration.RANDOM)),
                setting(ARBITRATION, "round-robin", "Round robin", "inputs take turns for each output", c -> c.withArbitration(OutputArbitration.ROUND_ROBIN)),
                setting(ARBITRATION, "transit-first", "Transit first", "heads from switches before heads from local hosts (Bianco et al.)", c -> c.withArbitration(OutputArbitration.TRANSIT_FIRST)),
                setting(VC_ARBITRATION, "round-robin", "Round robin", "ready virtual channels share an output link flit by flit", c -> c.withVcArbitration(VcArbitration.ROUND_ROBIN)),
                setting(VC_ARBITRATION, "priority", "Non-preemptive priority", "the highest ready virtual channel keeps the link until its worm is done or blocked (Bianco et al.)", c -> c.withVcArbitration(VcArbitration.PRIORITY)),
                entry(ROUTER, "simple", "FlitLab switch", "a head is routed switchDelayTicks after reaching the front of its queue and holds its output VC to the tail; links share slots among VCs (the default)", NoParams.class, new NoParams(), p -> (NetworkSetting) c -> c.withRouter(RouterModel.SIMPLE)),
                entry(ROUTER, "booksim-iq", "BookSim input-queued VC router", "BookSim 2's iq router: route compute, VC allocation, switch allocation, switch traversal; iSLIP allocators, round-robin arbiters, one packet per VC at a time", PipelinedRouterParams.class, PipelinedRouterParams.booksim(), p -> (NetworkSetting) c -> c.withRouter(p.toModel())),
                entry(ROUTER, "c104", "IMS C104 switch", "FlitLab's switch with the C104's buffering: one packet at each input (bufferFlits) and one at each output (outputBufferFlits) of every switch-to-switch link; terminalOutputBufferFlits adds an output packet at the host's end of its link", C104RouterParams.class, C104RouterParams.onePacket(), p -> (NetworkSetting) c -> c.withRouter(p.toModel())));
    }

    /** End-to-end flow control, arrivals, sizes and destinations: what the hosts send. */
    private static List<CatalogEntry<?>> traffic() {
        return List.of(
                entry(END_TO_END, "none", "None", "no end-to-end flow control: sources send as their arrivals dictate", NoParams.class, new NoParams(), p -> Optional.empty()),
                entry(END_TO_END, "static-window", "Static window", "at most W unacknowledged packets per source or pair; real or ideal acknowledgements (AN1)", StaticWindowParams.class, StaticWindowParams.defaults(), Optional::of),
                entry(END_TO_END, "bursts", "Bursts", "100 KB bursts sent as 1500-byte packets under a window per pair, to the pattern's destinations or to their own flows; burst transmission time (AN1 Tables 3-4)", BurstParams.class, BurstParams.an1(), Optional::of),
                entry(END_TO_END, "request-response", "Request/response (SW)", "every request answered by a response, at most W outstanding (ServerNet static window)", RequestResponseParams.class, RequestResponseParams.defaults(), Optional::of),
                entry(END_TO_END, "alternating-window", "Alternating window (ASW)", "request/response: send until HWM outstanding, then wait until LWM (ServerNet)", AlternatingWindowParams.class, AlternatingWindowParams.defaults(), Optional::of),
                entry(END_TO_END, "packet-pair", "Simplified packet pair (SPP)", "request/response with an inter-request delay adjusted from RTT differences against delta (ServerNet)", PacketPairParams.class, PacketPairParams.defaults(), Optional::of),
                entry(END_TO_END, "tcp-reno", "TCP Reno", "persistent TCP Reno flows carried as worms: slow start, congestion avoidance, fast retransmit and recovery, Jacobson RTO (Bianco et al.)", TcpRenoParams.class, TcpRenoParams.bianco(), Optional::of),
                entry(ARRIVALS, PoissonArrivals.ID, "Poisson", "open loop at an offered load in flits/tick/host (Hu & Kleinrock, Bianco et al.)", PoissonParams.class, new PoissonParams(0.1), p -> new ArrivalPlan(p.offeredLoad(), s -> PoissonArrivals.forOfferedLoad(p.offeredLoad(), s))),
                entry(ARRIVALS, BernoulliArrivals.ID, "Bernoulli", "a packet starts in a tick with probability offeredLoad / mean length (BookSim's default)", BernoulliParams.class, new BernoulliParams(0.1), p -> new ArrivalPlan(p.offeredLoad(), s -> BernoulliArrivals.forOfferedLoad(p.offeredLoad(), s))),
                entry(ARRIVALS, OnOffArrivals.ID, "On/off (bursty)", "two-state Markov bursts: off to on with alpha, on to off with beta, the on-state rate set by the load (BookSim's on_off)", OnOffParams.class, new OnOffParams(0.1, 0.5, 0.5), p -> new ArrivalPlan(p.offeredLoad(), s -> OnOffArrivals.forOfferedLoad(p.offeredLoad(), p.alpha(), p.beta(), s))),
                entry(ARRIVALS, ContinuousArrivals.ID, "Continuous", "a new packet whenever the source queue is empty (C104)", NoParams.class, new NoParams(), p -> new ArrivalPlan(Double.NaN, s -> new ContinuousArrivals())),
                entry(ARRIVALS, FixedCountArrivals.ID, "Fixed count", "a fixed number of packets per source at tick 0 (C104 permutation completion time)", FixedCountParams.class, new FixedCountParams(20), p -> new ArrivalPlan(Double.NaN, s -> new FixedCountArrivals(p.count()))),
                entry(SIZES, FixedSize.ID, "Fixed", "every packet the same length in flits", FixedSize.class, new FixedSize(16), p -> p),
                entry(SIZES, BimodalSize.ID, "Bimodal", "short or long packets (AN1: 80% 100 B, 20% 1500 B; default for 16-byte flits)", BimodalSize.class, BimodalSize.an1(16), p -> p),
                entry(SIZES, ExponentialSize.ID, "Exponential", "geometric lengths with a given mean (Hu & Kleinrock)", ExponentialSizeParams.class, new ExponentialSizeParams(16, 0), ExponentialSizeParams::toDistribution),
                entry(SIZES, DiscreteSize.ID, "Discrete", "lengths drawn from a given distribution", DiscreteSizeParams.class, new DiscreteSizeParams(List.of(8, 64), List.of(0.8, 0.2)), DiscreteSizeParams::toDistribution),
                entry(DESTINATIONS, UniformPattern.ID, UniformPattern.DISPLAY_NAME, "any other host uniformly; with includeSelf any host, the source too (BookSim)", UniformPattern.Params.class, new UniformPattern.Params(), UniformPattern::new),
                entry(DESTINATIONS, ClientServerPattern.ID, ClientServerPattern.DISPLAY_NAME, "clients to servers and back, never client to client (AN1)", ClientServerPattern.Params.class, new ClientServerPattern.Params(), ClientServerPattern::new),
                entry(DESTINATIONS, UniformDistancePattern.ID, UniformDistancePattern.DISPLAY_NAME, "a uniform distance, then a uniform host at it (Hu & Kleinrock)", UniformDistancePattern.Params.class, new UniformDistancePattern.Params(), UniformDistancePattern::new),
                entry(DESTINATIONS, HotSpotPattern.ID, HotSpotPattern.DISPLAY_NAME, "a fraction of all packets to one host, the rest uniform", HotSpotPattern.Params.class, new HotSpotPattern.Params(0, 0.1), HotSpotPattern::new),
                entry(DESTINATIONS, ExplicitFlowsPattern.ID, ExplicitFlowsPattern.DISPLAY_NAME, "given source-destination flows with weights (Bianco et al., AN1 cross traffic)", ExplicitFlowsPattern.Params.class, new ExplicitFlowsPattern.Params(List.of(new ExplicitFlowsPattern.Flow(0, 1))), ExplicitFlowsPattern::new),
                entry(DESTINATIONS, BitReversalPattern.ID, BitReversalPattern.DISPLAY_NAME, "permutation: host index bits reversed; power-of-two hosts", BitReversalPattern.Params.class, new BitReversalPattern.Params(), BitReversalPattern::new),
                entry(DESTINATIONS, TransposePattern.ID, TransposePattern.DISPLAY_NAME, "permutation: high and low halves of the index swapped", TransposePattern.Params.class, new TransposePattern.Params(), TransposePattern::new),
                entry(DESTINATIONS, ComplementPattern.ID, ComplementPattern.DISPLAY_NAME, "permutation: every index bit inverted; power-of-two hosts", ComplementPattern.Params.class, new ComplementPattern.Params(), ComplementPattern::new),
                entry(DESTINATIONS, ShufflePattern.ID, ShufflePattern.DISPLAY_NAME, "permutation: index bits rotated left (C104 shuffle)", ShufflePattern.Params.class, new ShufflePattern.Params(1), ShufflePattern::new),
                entry(DESTINATIONS, BlockMovePattern.ID, BlockMovePattern.DISPLAY_NAME, "permutation: grid quadrants moved (C104)", BlockMovePattern.Params.class, new BlockMovePattern.Params(), BlockMovePattern::new),
                entry(DESTINATIONS, MiddleSwapPattern.ID, MiddleSwapPattern.DISPLAY_NAME, "permutation: hypercube middle dimensions swapped (C104)", MiddleSwapPattern.Params.class, new MiddleSwapPattern.Params(), MiddleSwapPattern::new),
                entry(DESTINATIONS, AddConstantPattern.ID, AddConstantPattern.DISPLAY_NAME, "permutation: host i sends to i + c mod N (C104)", AddConstantPattern.Params.class, new AddConstantPattern.Params(1), AddConstantPattern::new));
    }

    private static <P extends Record> CatalogEntry<P> entry(ComponentKind kind, String id, String displayName, String description,
                                                            Class<P> paramsType, P defaults, Function<? super P, ?> factory) {
        return new CatalogEntry<>(kind, id, displayName, description, paramsType, defaults, factory);
    }

    /** A network setting without parameters (a switching mode, a queueing or arbitration discipline). */
    private static CatalogEntry<NoParams> setting(ComponentKind kind, String id, String displayName, String description,
                                                  NetworkSetting setting) {
        return entry(kind, id, displayName, description, NoParams.class, new NoParams(), p -> setting);
    }

    /** A component without parameters, made fresh by {@code product} (a selection policy factory). */
    private static CatalogEntry<NoParams> simple(ComponentKind kind, String id, String displayName, String description,
                                                 Supplier<?> product) {
        return entry(kind, id, displayName, description, NoParams.class, new NoParams(), p -> product.get());
    }

    /** Every entry, in the order of {@link #standard()}. */
    public List<CatalogEntry<?>> entries() {
        return entries;
    }

    /** The entries of one kind, in catalogue order. */
    public List<CatalogEntry<?>> entries(ComponentKind kind) {
        return entries.stream().filter(e -> e.kind() == kind).toList();
    }

    /** The ids of one kind, in catalogue order. */
    public List<String> ids(ComponentKind kind) {
        return entries(kind).stream().map(CatalogEntry::id).toList();
    }

    /** The entry of this kind and id, if there is one. */
    public Optional<CatalogEntry<?>> find(ComponentKind kind, String id) {
        for (CatalogEntry<?> e : entries) {
            if (e.kind() == kind && e.id().equals(id)) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }

    /**
     * The entry of this kind and id.
     *
     * @throws IllegalArgumentException with {@link #unknownId} as the message if there is none
     */
    public CatalogEntry<?> require(ComponentKind kind, String id) {
        return find(kind, id).orElseThrow(() -> new IllegalArgumentException(unknownId(kind, id)));
    }

    /** The known id of this kind nearest to {@code id} by edit distance, if one is close enough to be a typo. */
    public Optional<String> nearestId(ComponentKind kind, String id) {
        return Levenshtein.nearest(id, ids(kind));
    }

    /**
     * Why {@code id} is refused: {@code "shortst" is not a routing algorithm; did you mean "shortest"? Known: ...}.
     */
    public String unknownId(ComponentKind kind, String id) {
        List<String> known = ids(kind);
        StringBuilder text = new StringBuilder("\"" + Limits.shown(id) + "\" is not a known " + kind.noun());
        nearestId(kind, id).ifPresent(n -> text.append("; did you mean \"").append(n).append("\"?"));
        text.append(known.isEmpty() ? " (none is available in this build)" : " (known: " + String.join(", ", known) + ")");
        return text.toString();
    }

    /**
     * Makes the component a choice names.
     *
     * @param type the product type of {@code kind}
     * @throws IllegalArgumentException if the id is unknown, or the parameters are of the wrong type or refused
     */
    public <T> T create(ComponentKind kind, ComponentChoice choice, Class<T> type) {
        return type.cast(require(kind, choice.id()).create(choice.params()));
    }

    /** A choice of this id with its default parameters. */
    public ComponentChoice defaultChoice(ComponentKind kind, String id) {
        return new ComponentChoice(id, require(kind, id).defaults());
    }
}
