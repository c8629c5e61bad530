package org.flitlab.routing.shortest;

import java.util.Objects;
import java.util.SplittableRandom;
import org.flitlab.routing.RingTie;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutedPacket;
import org.flitlab.routing.SwitchHopRouting;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.Topology;

/**
 * Minimal adaptive routing over all shortest switch paths (model.md, Routing; AN1's "arbitrary shortest
 * paths", Owicki & Karlin Fig. 6): at a switch, every port whose neighbour is one hop nearer the
 * destination's switch, in port order, each with every virtual channel; at the destination's switch, the
 * port to the destination host. Not deadlock-free on topologies with cycles. route() reads a
 * precomputed {@link SwitchDistances} table and allocates nothing. Immutable and thread-safe.
 *
 * <p>On a torus, a dimension whose offset is exactly half of an even ring leaves both ways minimal: with
 * {@link RingTie#BOTH} (the default) both stay permitted; with another {@link RingTie} only the chosen way does,
 * decided once per packet and dimension like dimension order's (random: a route-word bit drawn at generation).
 * Other topologies and odd rings are unaffected.
 */
public final class ShortestPathRouting extends SwitchHopRouting {
    private final SwitchDistances distances;
    private final RingTie tie;
    /** Torus only (else null): coordinate[switch][dimension]. */
    private final int[][] coordinate;
    private final int[] radix;
    /** Torus only: per switch and switch-port index, dimension * 2 + (1 if negative), or -1. */
    private final int[][] step;

    public ShortestPathRouting(Topology topology, int virtualChannels) {
        this(new SwitchDistances(topology), virtualChannels);
    }

    /** With a tie rule for tori (BOTH keeps every shortest path). */
    public ShortestPathRouting(Topology topology, int virtualChannels, RingTie tie) {
        this(new SwitchDistances(topology), virtualChannels, tie);
    }

    /** Shares an already computed table (fixed and source routing fall back on this routing). */
    public ShortestPathRouting(SwitchDistances distances, int virtualChannels) {
        this(distances, virtualChannels, RingTie.BOTH);
    }

    private ShortestPathRouting(SwitchDistances distances, int virtualChannels, RingTie tie) {
        super(distances.topology(), virtualChannels - 1);
        if (virtualChannels < 1) {
            throw new IllegalArgumentException("virtualChannels is " + virtualChannels + "; it must be at least 1");
        }
        this.distances = distances;
        this.tie = Objects.requireNonNull(tie, "tie");
        GridShape shape = topology.gridShape().filter(GridShape::wrap).orElse(null);
        if (tie == RingTie.BOTH || shape == null) {
            coordinate = null;
            radix = null;
            step = null;
            return;
        }
        int dims = shape.dimensions();
        radix = new int[dims];
        for (int d = 0; d < dims; d++) {
            radix[d] = shape.radix(d);
        }
        coordinate = new int[topology.switchCount()][dims];
        step = new int[topology.switchCount()][];
        for (int s = 0; s < topology.switchCount(); s++) {
            for (int d = 0; d < dims; d++) {
                coordinate[s][d] = shape.coordinate(s, d);
            }
        }
        for (int s = 0; s < topology.switchCount(); s++) {
            step[s] = new int[distances.switchPortCount(s)];
            for (int i = 0; i < step[s].length; i++) {
                step[s][i] = gridStep(s, distances.switchNeighbour(s, i), dims);
            }
        }
    }

    /** dimension * 2 + (1 if the step is negative) for a one-step neighbour on a ring above 2, else -1. */
    private int gridStep(int from, int to, int dims) {
        int found = -1;
        for (int d = 0; d < dims; d++) {
            int forward = Math.floorMod(coordinate[to][d] - coordinate[from][d], radix[d]);
            if (forward == 0) {
                continue;
            }
            if (found >= 0 || radix[d] <= 2 || (forward != 1 && forward != radix[d] - 1)) {
                return -1;
            }
            found = 2 * d + (forward == 1 ? 0 : 1);
        }
        return found;
    }

    /** How ties on a torus are broken. */
    public RingTie tie() {
        return tie;
    }

    @Override
    public void prepare(RoutedPacket packet, SplittableRandom random) {
        if (tie == RingTie.RANDOM && step != null && tieMask(packet) != 0) {
            packet.setRouteWord(random.nextInt());
        }
    }

    @Override
    public int[] preparedRouteWords(RoutedPacket packet) {
        return tie == RingTie.RANDOM && step != null ? RingTie.equallyLikelyWords(tieMask(packet)) : null;
    }

    private int tieMask(RoutedPacket packet) {
        return RingTie.tieMask(coordinate[topology.hostSwitch(packet.sourceNode())],
                coordinate[topology.hostSwitch(packet.destinationNode())], radix);
    }

    /** Whether the shortest step through switch-port index {@code i} goes against the packet's tie choice. */
    private boolean againstTie(int node, int target, int i, RoutedPacket packet) {
        int s = step[node][i];
        if (s < 0) {
            return false;
        }
        int d = s >> 1;
        if (2 * Math.floorMod(coordinate[target][d] - coordinate[node][d], radix[d]) != radix[d]) {
            return false;
        }
        boolean negative = tie.negative(packet.routeWord(), d, coordinate[topology.hostSwitch(packet.sourceNode())][d]);
        return negative != ((s & 1) == 1);
    }

    /** Tabled unless a tie on a torus is drawn per packet or split by source. */
    @Override
    public int inputClasses() {
        return step == null || tie == RingTie.POSITIVE ? 1 : 0;
    }

    public SwitchDistances distances() {
        return distances;
    }

    @Override
    protected void routeTowards(int target, int node, int inPort, int inVc, RoutedPacket packet,
            RouteCandidates out) {
        int nearer = distances.distance(node, target) - 1;
        for (int i = 0; i < distances.switchPortCount(node); i++) {
            if (distances.distance(distances.switchNeighbour(node, i), target) == nearer
                    && (step == null || !againstTie(node, target, i, packet))) {
                out.addAllVcs(distances.switchPort(node, i), 0, lastVc);
            }
        }
    }
}
