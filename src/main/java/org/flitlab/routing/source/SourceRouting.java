package org.flitlab.routing.source;

import java.util.Arrays;
import java.util.Comparator;
import java.util.SplittableRandom;
import org.flitlab.routing.HostEnds;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutedPacket;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.shortest.ShortestPathRouting;
import org.flitlab.routing.shortest.SwitchDistances;
import org.flitlab.topology.Topology;

/**
 * Myrinet source routing as modelled by Hu &amp; Kleinrock (seed 003: "all possible shortest paths are
 * equally chosen"): when a packet is generated, {@link #prepare} draws one path uniformly among ALL
 * shortest switch paths from the source's switch to the destination's and stores its output ports in the
 * packet; a re-sent worm is prepared again and may draw another path. Parallel links count as distinct
 * paths (the source route is a port sequence).
 *
 * <p>Uniform over paths, not per hop: the number of shortest paths from every switch to every destination
 * switch is counted once (dynamic programming over the breadth-first layers), and each hop is drawn with
 * probability proportional to the paths that continue through it. Counts are doubles: ratios are all that
 * sampling needs, and path counts overflow a long on large tori.
 *
 * <p>route() answers port 0 (all virtual channels) at the source host and {@code sourceRoute[hopsTaken-1]}
 * at a switch, every virtual channel. A packet without a source route is routed over all shortest paths.
 * Memory is S*S ints and S*S doubles. Immutable and thread-safe.
 */
public final class SourceRouting implements RoutingAlgorithm {
    private final Topology topology;
    private final SwitchDistances distances;
    private final ShortestPathRouting fallback;
    /** paths[to][from]: how many shortest switch paths (port sequences) lead from {@code from} to {@code to}. */
    private final double[][] paths;
    private final int lastVc;

    public SourceRouting(Topology topology, int virtualChannels) {
        this.topology = topology;
        this.distances = new SwitchDistances(topology);
        this.fallback = new ShortestPathRouting(distances, virtualChannels);
        this.lastVc = virtualChannels - 1;
        int s = topology.switchCount();
        this.paths = new double[s][];
        for (int to = 0; to < s; to++) {
            paths[to] = countPaths(to);
        }
    }

    private double[] countPaths(int to) {
        int s = topology.switchCount();
        double[] count = new double[s];
        Integer[] byDistance = new Integer[s];
        for (int i = 0; i < s; i++) {
            byDistance[i] = i;
        }
        Arrays.sort(byDistance, Comparator.comparingInt(v -> distances.distance(v, to)));
        for (int v : byDistance) {
            if (v == to) {
                count[v] = 1;
                continue;
            }
            int nearer = distances.distance(v, to) - 1;
            for (int i = 0; i < distances.switchPortCount(v); i++) {
                int n = distances.switchNeighbour(v, i);
                if (distances.distance(n, to) == nearer) {
                    count[v] += count[n];
                }
            }
        }
        return count;
    }

    /** How many shortest switch paths lead from switch {@code from} to switch {@code to}. */
    public double shortestPathCount(int from, int to) {
        return paths[to][from];
    }

    /** Draws a shortest path uniformly and stores its ports as the packet's source route. */
    @Override
    public void prepare(RoutedPacket packet, SplittableRandom random) {
        int destination = packet.destinationNode();
        int to = topology.hostSwitch(destination);
        int at = topology.hostSwitch(packet.sourceNode());
        int hops = distances.distance(at, to);
        int[] route = new int[hops + 1];
        double[] count = paths[to];
        for (int h = 0; h < hops; h++) {
            int nearer = hops - h - 1;
            double draw = random.nextDouble() * count[at];
            int chosen = -1;
            for (int i = 0; i < distances.switchPortCount(at); i++) {
                int n = distances.switchNeighbour(at, i);
                if (distances.distance(n, to) == nearer) {
                    chosen = i;
                    draw -= count[n];
                    if (draw < 0) {
                        break;
                    }
                }
            }
            // Rounding can leave draw a hair above 0 after the last candidate; chosen is then that candidate.
            route[h] = distances.switchPort(at, chosen);
            at = distances.switchNeighbour(at, chosen);
        }
        route[hops] = distances.portToHost(destination);
        packet.setSourceRoute(route);
    }

    @Override
    public void route(int node, int inPort, int inVc, RoutedPacket packet, RouteCandidates out) {
        if (HostEnds.atSourceHost(topology, node, lastVc, out)) {
            return;
        }
        int[] route = packet.sourceRoute();
        int at = packet.hopsTaken() - 1;
        if (route == null || at < 0 || at >= route.length) {
            fallback.route(node, inPort, inVc, packet, out);
            return;
        }
        out.addAllVcs(route[at], 0, lastVc);
    }
}
