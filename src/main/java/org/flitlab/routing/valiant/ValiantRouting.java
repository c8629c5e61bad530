package org.flitlab.routing.valiant;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.flitlab.routing.HostEnds;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutedPacket;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.interval.IntervalLabellingRouting;
import org.flitlab.routing.selection.StaticPairSelection;
import org.flitlab.routing.shortest.SwitchDistances;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.Topology;

/**
 * Universal (Valiant) routing as on the IMS C104 (Performance of C104 Networks, section 7.5; model.md, Routing,
 * "Universal / Valiant"): each packet first goes to a randomly chosen intermediate switch, then to its real
 * destination, each phase by the network's normal deterministic routing. It turns the worst systematic
 * permutations (Tables 7.2, 7.5, 7.8) into load close to that of random traffic (Tables 7.3, 7.6, 7.9).
 *
 * <ul>
 * <li>{@link Variant#CUBE}: the intermediate is uniform over all switches (the source's own included, in which
 * case the packet starts in phase 2); both phases are e-cube, highest dimension first.</li>
 * <li>{@link Variant#GRID}: only the second dimension of y-then-x routing is randomised: the intermediate is uniform
 * over the switches of the source's row (x varies, dimension 0), so phase 1 moves along x only; phase 2 is the
 * normal y then x.</li>
 * <li>{@link Variant#MULTISTAGE}: the intermediate is uniform over the right-hand switches of a {@link CentreStage};
 * both phases take every shortest path (up, then back down), the selection policy choosing among parallel
 * links.</li>
 * </ul>
 *
 * <p><b>Virtual channels.</b> The C104 cube used two physical networks and the grid an extra set of x links. Here
 * each is a virtual network on the same links: with V virtual channels, phase 1 uses class 0 = [0, V/2) and
 * phase 2 class 1 = [V/2, V), on every link including the host links (injection takes the class of the phase the
 * packet starts in; ejection is always phase 2). On the grid the class-0 channels of y links are never used, as the
 * study had no extra y links. Departure from the study: the two networks share each link's bandwidth, where the
 * C104 had twice the links (cube) or 1.5 times (grid). Deadlock freedom: each phase alone is dimension-order
 * routing (acyclic), and a packet only ever moves from class 0 to class 1, so the channel-dependency graph is
 * acyclic. On multistage networks every virtual channel serves both phases; {@link CentreStage} says why that is
 * deadlock-free.
 *
 * <p><b>Planes.</b> With {@link Phases#PLANES} on a cube or grid built with parallel fabrics ({@code planes} 2),
 * phase 1 takes plane 1 of every link and phase 2 plane 0, as the study's separate networks; every virtual channel
 * serves both phases (the host links are shared), and each plane alone carries dimension-order routes of one
 * phase, entered in the order plane 1 then plane 0, so one virtual channel is deadlock-free.
 *
 * <p><b>Route state.</b> {@link #prepare} draws the intermediate (one {@code nextInt} per packet) and stores it
 * with the phase in the packet's route word. The phase switches when the head is routed at the intermediate
 * switch: route() there answers the phase-2 port and rewrites the word (repeated calls give the same answer). A
 * packet never prepared goes straight to its destination in phase 2.
 *
 * <p>Immutable apart from the packets' route words, and thread-safe; route() allocates nothing.
 */
public final class ValiantRouting implements RoutingAlgorithm {
    private final Topology topology;
    private final Variant variant;
    private final Leg leg;
    /** intermediates[sourceSwitch]: the switches phase 1 may head for, drawn uniformly (arrays may be shared). */
    private final int[][] intermediates;
    private final int firstPhaseOneVc;
    private final int lastPhaseOneVc;
    private final int firstPhaseTwoVc;
    private final int lastVc;
    /** The plane phase 1 travels on: 1 with {@link Phases#PLANES}, else 0 (phase 2 always on plane 0). */
    private final int phaseOnePlane;
    /** The C104's interval labels for the second phase on a multistage network, or null for the leg's paths. */
    private final IntervalLabellingRouting labels;
    /** Whether phase 1 takes the parallel link its random header names ({@link FirstPhase#RANDOM_HEADER}). */
    private final boolean randomHeader;
    /** The terminal addresses drawn as random headers with {@link FirstPhase#LABELLED_HEADER}, else null. */
    private final LabelledHeaders labelledHeaders;

    /**
     * @param separateNetworks whether the phases use the two virtual-channel classes (else every channel for both)
     */
    ValiantRouting(Topology topology, Variant variant, Leg leg, int[][] intermediates, boolean separateNetworks,
                   int virtualChannels) {
        this(topology, variant, leg, intermediates, separateNetworks, virtualChannels, 0, null, FirstPhase.SELECTION);
    }

    private ValiantRouting(Topology topology, Variant variant, Leg leg, int[][] intermediates, boolean separateNetworks,
                           int virtualChannels, int phaseOnePlane, IntervalLabellingRouting labels, FirstPhase firstPhase) {
        this.phaseOnePlane = phaseOnePlane;
        this.labels = labels;
        this.randomHeader = firstPhase == FirstPhase.RANDOM_HEADER;
        this.labelledHeaders = firstPhase == FirstPhase.LABELLED_HEADER ? new LabelledHeaders(topology,
                IntervalLabellingRouting.labelling(topology, virtualChannels), intermediates) : null;
        int needed = separateNetworks ? 2 : 1;
        if (virtualChannels < needed) {
            throw new IllegalArgumentException("virtualChannels is " + virtualChannels + "; universal routing on "
                    + variant.topologyName() + " needs at least " + needed
                    + (needed == 2 ? " (one virtual network per phase)" : ""));
        }
        if (topology.switchCount() > RouteWord.MAX_SWITCHES) {
            throw new IllegalArgumentException("the network has " + topology.switchCount() + " switches; universal routing"
                    + " keeps a packet's intermediate switch in " + RouteWord.INTERMEDIATE_BITS + " bits, so at most "
                    + RouteWord.MAX_SWITCHES + " switches: use a smaller network or another routing");
        }
        this.topology = topology;
        this.variant = variant;
        this.leg = leg;
        this.intermediates = intermediates;
        this.lastVc = virtualChannels - 1;
        this.firstPhaseOneVc = 0;
        this.lastPhaseOneVc = separateNetworks ? virtualChannels / 2 - 1 : lastVc;
        this.firstPhaseTwoVc = separateNetworks ? virtualChannels / 2 : 0;
    }

    /**
     * Universal routing on a binary n-cube: random switch, e-cube there, e-cube to the destination.
     *
     * @throws IllegalArgumentException if the topology is not a binary n-cube with every link, or
     *                                  {@code virtualChannels} is below 2
     */
    public static ValiantRouting cube(Topology topology, int virtualChannels) {
        return cube(topology, virtualChannels, Phases.VIRTUAL_CHANNELS);
    }

    /**
     * Universal routing on a binary n-cube, its phases on virtual networks or on planes.
     *
     * @throws IllegalArgumentException as {@link #cube(Topology, int)}, or with {@link Phases#PLANES} if a cube link
     *                                  has no parallel second link
     */
    public static ValiantRouting cube(Topology topology, int virtualChannels, Phases phases) {
        GridShape shape = topology.gridShape().filter(GridShape::isHypercube).orElseThrow(() -> new IllegalArgumentException(
                "topology is " + topology.family() + "; the cube variant of universal routing needs a binary n-cube"));
        int[] all = IntStream.range(0, topology.switchCount()).toArray();
        int[][] intermediates = new int[topology.switchCount()][];
        Arrays.fill(intermediates, all);
        return withPhases(topology, Variant.CUBE, new DescendingOrderLeg(topology, shape), intermediates, virtualChannels,
                phases);
    }

    private static ValiantRouting withPhases(Topology topology, Variant variant, Leg leg, int[][] intermediates,
                                             int virtualChannels, Phases phases) {
        if (phases == Phases.VIRTUAL_CHANNELS) {
            return new ValiantRouting(topology, variant, leg, intermediates, true, virtualChannels, 0, null,
                    FirstPhase.SELECTION);
        }
        if (leg.planes() < 2) {
            throw new IllegalArgumentException("universal routing with phases on planes needs every link of "
                    + variant.topologyName() + " twice; build the topology with planes 2");
        }
        return new ValiantRouting(topology, variant, leg, intermediates, false, virtualChannels, 1, null,
                FirstPhase.SELECTION);
    }

    /**
     * Universal routing on a grid without wrap-around routed y then x (highest dimension first): a random switch
     * of the source's row (along x), then y then x to the destination.
     *
     * @throws IllegalArgumentException if the topology has no grid shape, wraps around, lacks a grid link, or
     *                                  {@code virtualChannels} is below 2
     */
    public static ValiantRouting grid(Topology topology, int virtualChannels) {
        return grid(topology, virtualChannels, Phases.VIRTUAL_CHANNELS);
    }

    /** Universal routing on a grid, its phases on virtual networks or on planes (see {@link #cube(Topology, int, Phases)}). */
    public static ValiantRouting grid(Topology topology, int virtualChannels, Phases phases) {
        GridShape shape = topology.gridShape().filter(g -> !g.wrap()).orElseThrow(() -> new IllegalArgumentException(
                "topology is " + topology.family() + "; the grid variant of universal routing needs a grid without wrap-around"));
        int rowLength = shape.radix(0);
        int[][] intermediates = new int[topology.switchCount()][];
        for (int rowStart = 0; rowStart < intermediates.length; rowStart += rowLength) {
            int[] row = IntStream.range(rowStart, rowStart + rowLength).toArray();
            Arrays.fill(intermediates, rowStart, rowStart + rowLength, row);
        }
        return withPhases(topology, Variant.GRID, new DescendingOrderLeg(topology, shape), intermediates, virtualChannels,
                phases);
    }

    /**
     * Universal routing on a folded multistage network through a random switch of {@code centre}.
     *
     * @throws IllegalArgumentException if {@code centre} is not levelled ({@link CentreStage#problem}) or
     *                                  {@code virtualChannels} is below 1
     */
    public static ValiantRouting multistage(Topology topology, CentreStage centre, int virtualChannels) {
        return multistage(topology, centre, virtualChannels, new MultistageOptions());
    }

    /**
     * Universal routing on a folded multistage network levelled around {@code centre}, the random header taken off
     * at a switch of {@code centre} or, with {@link Intermediate#CENTRE_NETWORK}, at a random switch next to the
     * source's switch (every route still climbs, then descends: the deadlock argument of {@link CentreStage}
     * holds); there by the selection policy's or the random header's link, from there on by every shortest path or
     * by the C104's interval labels.
     *
     * @throws IllegalArgumentException as {@link #multistage(Topology, CentreStage, int)}
     */
    public static ValiantRouting multistage(Topology topology, CentreStage centre, int virtualChannels,
                                            MultistageOptions options) {
        centre.problem(topology).ifPresent(why -> {
            throw new IllegalArgumentException("centre is " + Arrays.toString(centre.switches()) + ": " + why);
        });
        SwitchDistances distances = new SwitchDistances(topology);
        int[][] intermediates = new int[topology.switchCount()][];
        Arrays.fill(intermediates, centre.switches());
        if (options.intermediate() == Intermediate.CENTRE_NETWORK) {
            for (int s = 0; s < intermediates.length; s++) {
                intermediates[s] = topology.hostPorts(s).length > 0 ? switchNeighbours(topology, s) : centre.switches();
            }
        }
        IntervalLabellingRouting labels = options.secondPhase() == SecondPhase.INTERVAL_LABELLING
                ? IntervalLabellingRouting.labelling(topology, virtualChannels) : null;
        return new ValiantRouting(topology, Variant.MULTISTAGE, new ShortestLeg(distances), intermediates, false,
                virtualChannels, 0, labels, options.firstPhase());
    }

    /** The distinct switches linked to switch {@code s}, in port order. */
    private static int[] switchNeighbours(Topology topology, int s) {
        return IntStream.range(0, topology.portCount(s)).map(p -> topology.neighbor(s, p))
                .filter(topology::isSwitch).distinct().toArray();
    }

    public Variant variant() {
        return variant;
    }

    /** The switches a packet from switch {@code sourceSwitch} may take as its intermediate, each equally likely. */
    public int[] intermediateCandidates(int sourceSwitch) {
        return intermediates[sourceSwitch].clone();
    }

    /** The intermediate switch chosen for {@code packet}, or -1 if it was never prepared. */
    public static int intermediate(RoutedPacket packet) {
        return RouteWord.intermediate(packet.routeWord());
    }

    /** 1 while {@code packet} heads for its intermediate switch, 2 after (or if it was never prepared). */
    public static int phase(RoutedPacket packet) {
        return RouteWord.phase(packet.routeWord());
    }

    @Override
    public int virtualChannelsRequired() {
        return phaseOnePlane > 0 ? 1 : variant.virtualChannelsRequired();
    }

    @Override
    public void prepare(RoutedPacket packet, SplittableRandom random) {
        int source = topology.hostSwitch(packet.sourceNode());
        if (drawsLabelledHeader(source)) {
            packet.setRouteWord(headerWord(source, random.nextInt(labelledHeaders.count(source))));
            return;
        }
        int[] candidates = intermediates[source];
        int m = candidates[random.nextInt(candidates.length)];
        int word = RouteWord.of(m, m == source ? 2 : 1);
        packet.setRouteWord(randomHeader ? RouteWord.withHeader(word, random.nextInt(RouteWord.HEADERS)) : word);
    }

    /**
     * On a multistage network without random headers, every intermediate {@link #prepare} may draw, each equally
     * likely, so that channel-load bounds average over them exactly: 2 right-hand switches at 64 terminals, 8 at 256,
     * 32 at 1024 (16 centre networks with {@link Intermediate#CENTRE_NETWORK}), as cheap as the 32 sampled draws per
     * pair they replace. Null (sampled) on cubes and grids, whose up to 1024 intermediates would cost too much per
     * pair, and with {@link FirstPhase#RANDOM_HEADER}, whose 2048 header values each name a link. With
     * {@link FirstPhase#LABELLED_HEADER} one header per distinct way up, weighted by {@link #preparedRouteWeights}
     * (listing all 768 headers of a source at 1024 would make a bound of uniform traffic walk 10^9 routes).
     */
    @Override
    public int[] preparedRouteWords(RoutedPacket packet) {
        if (variant != Variant.MULTISTAGE || randomHeader) {
            return null;
        }
        int source = topology.hostSwitch(packet.sourceNode());
        if (drawsLabelledHeader(source)) {
            return Arrays.stream(labelledHeaders.routes(source)).map(i -> headerWord(source, i)).toArray();
        }
        return Arrays.stream(intermediates[source]).map(m -> RouteWord.of(m, m == source ? 2 : 1)).toArray();
    }

    /** With {@link FirstPhase#LABELLED_HEADER}, the share of the source's headers behind each listed word. */
    @Override
    public double[] preparedRouteWeights(RoutedPacket packet) {
        int source = topology.hostSwitch(packet.sourceNode());
        return variant != Variant.MULTISTAGE || !drawsLabelledHeader(source) ? null : labelledHeaders.shares(source);
    }

    /**
     * Whether a packet from switch {@code sourceSwitch} carries a labelled header: with {@link FirstPhase#LABELLED_HEADER}
     * and at least one address whose labelled route reaches an intermediate; else (say a custom network whose labels
     * never lead through its centre) it draws the intermediate as {@link FirstPhase#SELECTION} does.
     */
    private boolean drawsLabelledHeader(int sourceSwitch) {
        return labelledHeaders != null && labelledHeaders.count(sourceSwitch) > 0;
    }

    private int headerWord(int sourceSwitch, int i) {
        return RouteWord.withHeader(RouteWord.of(labelledHeaders.intermediate(sourceSwitch, i), 1),
                labelledHeaders.header(sourceSwitch, i));
    }

    /**
     * For tests: with {@link FirstPhase#LABELLED_HEADER}, every labelled route word {@link #prepare} may give a packet
     * from switch {@code sourceSwitch}, each equally likely (one per terminal address it may draw; none where it draws
     * the intermediate as {@link FirstPhase#SELECTION} does); else null.
     */
    int[] labelledHeaderWords(int sourceSwitch) {
        if (labelledHeaders == null) {
            return null;
        }
        return IntStream.range(0, labelledHeaders.count(sourceSwitch)).map(i -> headerWord(sourceSwitch, i)).toArray();
    }

    @Override
    public void route(int node, int inPort, int inVc, RoutedPacket packet, RouteCandidates out) {
        int word = packet.routeWord();
        if (!topology.isSwitch(node)) {
            if (RouteWord.phase(word) == 1) {
                out.addAllVcs(0, firstPhaseOneVc, lastPhaseOneVc);
            } else {
                out.addAllVcs(0, firstPhaseTwoVc, lastVc);
            }
            return;
        }
        if (RouteWord.phase(word) == 1) {
            int intermediate = RouteWord.intermediate(word);
            if (node != intermediate && drawsLabelledHeader(topology.hostSwitch(packet.sourceNode()))) {
                out.addAllVcs(labelledHeaders.output(node, RouteWord.header(word)), firstPhaseOneVc, lastPhaseOneVc);
                return;
            }
            if (node != intermediate) {
                leg.addPorts(node, intermediate, out, firstPhaseOneVc, lastPhaseOneVc, phaseOnePlane);
                if (randomHeader) {
                    keepHeadersLink(node, RouteWord.header(word), out);
                }
                return;
            }
            packet.setRouteWord(RouteWord.secondPhase(word));
        }
        if (HostEnds.atDestinationSwitch(topology, node, packet, firstPhaseTwoVc, lastVc, out)) {
            return;
        }
        if (labels != null) {
            out.addAllVcs(labels.output(node, topology.hostIndex(packet.destinationNode())), firstPhaseTwoVc, lastVc);
        } else {
            leg.addPorts(node, topology.hostSwitch(packet.destinationNode()), out, firstPhaseTwoVc, lastVc, 0);
        }
    }

    /**
     * Keeps of {@code out} (freshly filled, each port with every phase-1 virtual channel) only the port the random
     * header names at {@code node}, as interval labels would: the header space cut into one contiguous interval per
     * port, the header first scrambled by a constant of the switch (a bijection, so still uniform) so that the
     * choices at successive switches are not the same interval.
     */
    private void keepHeadersLink(int node, int header, RouteCandidates out) {
        int perPort = lastPhaseOneVc - firstPhaseOneVc + 1;
        int ports = out.size() / perPort;
        int scrambled = header ^ StaticPairSelection.choice(node, 0, 0, RouteWord.HEADERS);
        int port = out.port((int) ((long) scrambled * ports / RouteWord.HEADERS) * perPort);
        out.clear();
        out.addAllVcs(port, firstPhaseOneVc, lastPhaseOneVc);
    }

    @Override
    public String toString() {
        return "universal routing on " + variant.topologyName();
    }
}
