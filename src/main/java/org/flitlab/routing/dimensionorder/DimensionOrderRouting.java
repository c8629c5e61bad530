package org.flitlab.routing.dimensionorder;

import java.util.Arrays;
import java.util.Objects;
import java.util.SplittableRandom;
import org.flitlab.routing.RingTie;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutedPacket;
import org.flitlab.routing.SwitchHopRouting;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.Topology;

/**
 * Deterministic dimension-order routing on a mesh, torus or binary n-cube (model.md, Routing): the packet
 * corrects one dimension completely before the next. On a cube with the default descending order this is
 * e-cube routing, highest differing dimension first, as on the C104; on a 2-D mesh "xy" corrects x first
 * and "yx" (the C104 grid) y first. On a torus each dimension goes the shorter way round; at exactly half the
 * ring ({@code k/2} of an even radix) the {@link RingTie} decides: at random per packet and dimension (BookSim),
 * always positive, or split by the source's coordinate. A random tie is drawn in {@link #prepare} into the
 * route word, one bit per dimension (1 = negative), and only when the packet has a tie, so routes on meshes,
 * cubes and odd rings draw nothing.
 *
 * <p>With a dateline on a torus (Dally &amp; Seitz) the virtual channels split in two classes, class 0 =
 * [0, V/2) and class 1 = [V/2, V): a packet travels in class 0 until it crosses the wrap link of the
 * dimension it is in (the hop across the wrap link already uses class 1), stays in class 1 for the rest of
 * that dimension, and starts again in class 0 when it turns into the next dimension. The class is read from
 * the channel the packet arrived on, so packets carry no route state. Without a dateline every virtual
 * channel is permitted, which lets a torus deadlock (the classic demonstration). Meshes and cubes permit
 * every virtual channel: dimension order is deadlock-free there. Immutable and thread-safe.
 */
public final class DimensionOrderRouting extends SwitchHopRouting {
    private final GridPorts ports;
    private final int[][] coordinate;
    private final int[] dimensionOrder;
    private final boolean torus;
    private final boolean dateline;
    private final int firstClassOneVc;
    private final RingTie tie;
    private final boolean hasTies;
    private final int[] radix;

    /**
     * @param order           {@link DimensionOrder#ASCENDING} (x first) or {@link DimensionOrder#DESCENDING}
     * @param dateline        whether a torus uses two virtual-channel classes split at the wrap links
     * @param virtualChannels virtual channels per link; at least 2 on a torus with a dateline
     * @throws IllegalArgumentException if the topology has no grid shape, lacks a grid link, or has too few
     *                                  virtual channels
     */
    public DimensionOrderRouting(Topology topology, DimensionOrder order, boolean dateline, int virtualChannels) {
        this(topology, order, dateline, RingTie.RANDOM, virtualChannels);
    }

    /**
     * @param tie which way a torus dimension goes when both ways are equally short
     * @see #DimensionOrderRouting(Topology, DimensionOrder, boolean, int)
     */
    public DimensionOrderRouting(Topology topology, DimensionOrder order, boolean dateline, RingTie tie, int virtualChannels) {
        super(topology, virtualChannels - 1);
        GridShape shape = topology.gridShape().orElseThrow(() -> new IllegalArgumentException(
                DimensionOrderFactory.noGridMessage(topology)));
        this.torus = shape.wrap();
        this.dateline = dateline && torus;
        int needed = this.dateline ? 2 : 1;
        if (virtualChannels < needed) {
            throw new IllegalArgumentException("virtualChannels is " + virtualChannels + "; dimension order "
                    + (this.dateline ? "with a dateline on a torus needs at least 2" : "needs at least 1"));
        }
        this.ports = GridPorts.of(topology, shape);
        int dims = shape.dimensions();
        this.coordinate = new int[topology.switchCount()][dims];
        for (int s = 0; s < topology.switchCount(); s++) {
            for (int d = 0; d < dims; d++) {
                coordinate[s][d] = shape.coordinate(s, d);
            }
        }
        this.dimensionOrder = new int[dims];
        for (int i = 0; i < dims; i++) {
            dimensionOrder[i] = order == DimensionOrder.ASCENDING ? i : dims - 1 - i;
        }
        this.firstClassOneVc = virtualChannels / 2;
        this.tie = oneWay(tie);
        this.radix = new int[dims];
        for (int d = 0; d < dims; d++) {
            radix[d] = shape.radix(d);
        }
        this.hasTies = torus && Arrays.stream(radix).anyMatch(k -> k > 2 && k % 2 == 0);
    }

    private static RingTie oneWay(RingTie tie) {
        if (Objects.requireNonNull(tie, "tie") == RingTie.BOTH) {
            throw new IllegalArgumentException("tie is \"both\"; dimension order takes one way: \"random\", \"positive\" or \"balanced\"");
        }
        return tie;
    }

    /** Which way a tie goes. */
    public RingTie tie() {
        return tie;
    }

    /** Draws the random tie directions of a packet that has a tie; draws nothing otherwise. */
    @Override
    public void prepare(RoutedPacket packet, SplittableRandom random) {
        if (tie == RingTie.RANDOM && tieDimensions(packet) != 0) {
            packet.setRouteWord(random.nextInt());
        }
    }

    /**
     * Every tie choice, equally likely: the route words with each combination of bits on the packet's tie
     * dimensions (one word when it has none), so that bounds average over them exactly.
     */
    @Override
    public int[] preparedRouteWords(RoutedPacket packet) {
        return RingTie.equallyLikelyWords(tie == RingTie.RANDOM ? tieDimensions(packet) : 0);
    }

    /** A bit per dimension in which the packet's source and destination switches are exactly k/2 apart. */
    private int tieDimensions(RoutedPacket packet) {
        if (!hasTies) {
            return 0;
        }
        return RingTie.tieMask(coordinate[topology.hostSwitch(packet.sourceNode())],
                coordinate[topology.hostSwitch(packet.destinationNode())], radix);
    }

    /**
     * Tabled unless a tie is drawn per packet or split by source; with a dateline the class of an arrival is the
     * dimension it came in and whether on class 1, the two things {@link #routeTowards} reads of it.
     */
    @Override
    public int inputClasses() {
        if (hasTies && tie != RingTie.POSITIVE) {
            return 0;
        }
        return dateline ? 2 * (radix.length + 1) : 1;
    }

    @Override
    public int inputClass(int node, int inPort, int inVc) {
        if (!dateline || inPort < 0) {
            return 0;
        }
        return 2 * (ports.dimension(node, inPort) + 1) + (inVc >= firstClassOneVc ? 1 : 0);
    }

    @Override
    public int virtualChannelsRequired() {
        return dateline ? 2 : 1;
    }

    @Override
    protected void routeTowards(int target, int node, int inPort, int inVc, RoutedPacket packet,
            RouteCandidates out) {
        int[] here = coordinate[node];
        int[] there = coordinate[target];
        for (int d : dimensionOrder) {
            int step = there[d] - here[d];
            if (step == 0) {
                continue;
            }
            int port = ports.port(node, d, direction(d, step, packet));
            if (!dateline) {
                out.addAllVcs(port, 0, lastVc);
            } else if (ports.crossesWrap(node, port)
                    || (inPort >= 0 && ports.dimension(node, inPort) == d && inVc >= firstClassOneVc)) {
                out.addAllVcs(port, firstClassOneVc, lastVc);
            } else {
                out.addAllVcs(port, 0, firstClassOneVc - 1);
            }
            return;
        }
        // Distinct switches differ in some coordinate, so the loop has answered.
        throw new IllegalStateException("switch " + node + " has the coordinates of switch " + target);
    }

    private int direction(int dimension, int step, RoutedPacket packet) {
        if (!torus) {
            return step > 0 ? GridPorts.POSITIVE : GridPorts.NEGATIVE;
        }
        int k = ports.shape().radix(dimension);
        int forward = Math.floorMod(step, k);
        if (forward != k - forward || k <= 2) {
            return forward < k - forward || k <= 2 ? GridPorts.POSITIVE : GridPorts.NEGATIVE;
        }
        boolean negative = tie.negative(packet.routeWord(), dimension,
                coordinate[topology.hostSwitch(packet.sourceNode())][dimension]);
        return negative ? GridPorts.NEGATIVE : GridPorts.POSITIVE;
    }
}
