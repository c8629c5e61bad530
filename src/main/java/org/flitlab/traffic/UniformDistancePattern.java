package org.flitlab.traffic;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.flitlab.topology.Link;
import org.flitlab.topology.Topology;
import org.jgrapht.Graph;
import org.jgrapht.traverse.BreadthFirstIterator;

/**
 * Hu &amp; Kleinrock's destinations: "the distance to a host is uniformly chosen from among all feasible distances.
 * Hosts at the same distance from the source are selected as the destination according to a uniform distribution."
 * Distances are switch hops, found by breadth-first search on {@link Topology#switchGraph()} from the source's
 * switch. The feasible distances of a source are those at which it has at least one other host; each is chosen with
 * equal probability, then a host uniformly among the hosts at that distance. Short distances are therefore favoured
 * per host compared with uniform traffic, since they hold fewer hosts.
 *
 * <p>Distance 0 means the other hosts on the source's own switch. The paper does not say whether it counts them; a
 * host on the same switch is a destination the source can reach (two links away), so by default it is a feasible
 * distance like any other. {@link Params#includeSameSwitch()} false leaves it out, so every packet crosses at least
 * one switch-to-switch link.
 *
 * <p>The factory and its patterns are immutable and thread-safe.
 */
public final class UniformDistancePattern implements DestinationPatternFactory {
    /** Stable catalogue id. */
    public static final String ID = "uniform-distance";
    /** Name for menus. */
    public static final String DISPLAY_NAME = "Uniform distance, then uniform host";

    /**
     * Whether distance 0 counts.
     *
     * @param includeSameSwitch whether the other hosts on the source's switch form a feasible distance (0)
     */
    public record Params(boolean includeSameSwitch) {
        /** Distance 0 included. */
        public Params() {
            this(true);
        }
    }

    private final Params params;

    public UniformDistancePattern() {
        this(new Params());
    }

    public UniformDistancePattern(Params params) {
        this.params = Objects.requireNonNull(params, "params");
    }

    public Params params() {
        return params;
    }

    @Override
    public Optional<String> supports(Topology topology) {
        Optional<String> hosts = TopologyRequirements.atLeastTwoHosts("uniform-distance traffic", topology);
        if (hosts.isPresent() || params.includeSameSwitch()) {
            return hosts;
        }
        long switchesWithHosts = IntStream.range(0, topology.switchCount())
                .filter(s -> topology.hostsOf(s).length > 0).count();
        return switchesWithHosts >= 2 ? Optional.empty()
                : Optional.of("uniform-distance traffic without same-switch destinations needs hosts on at least two"
                + " switches; this topology has hosts on " + switchesWithHosts);
    }

    @Override
    public DestinationPattern create(Topology topology) {
        TopologyRequirements.orThrow(supports(topology));
        int[][][] groups = new int[topology.switchCount()][][];
        for (int s = 0; s < groups.length; s++) {
            groups[s] = hostsByDistance(topology, s);
        }
        int[] switchOf = new int[topology.hostCount()];
        for (int h = 0; h < switchOf.length; h++) {
            switchOf[h] = topology.hostSwitch(topology.hostNode(h));
        }
        return new Pattern(groups, switchOf, params.includeSameSwitch());
    }

    /**
     * Host indices grouped by switch distance from {@code source}, nearest first, distances without hosts left out.
     * Group 0 is always distance 0 and holds the hosts of {@code source} itself (possibly none).
     */
    private static int[][] hostsByDistance(Topology topology, int source) {
        Graph<Integer, Link> graph = topology.switchGraph();
        List<List<Integer>> byDistance = new ArrayList<>();
        BreadthFirstIterator<Integer, Link> bfs = new BreadthFirstIterator<>(graph, source);
        while (bfs.hasNext()) {
            int s = bfs.next();
            int d = bfs.getDepth(s);
            while (byDistance.size() <= d) {
                byDistance.add(new ArrayList<>());
            }
            for (int hostNode : topology.hostsOf(s)) {
                byDistance.get(d).add(topology.hostIndex(hostNode));
            }
        }
        List<int[]> groups = new ArrayList<>();
        for (int d = 0; d < byDistance.size(); d++) {
            if (d == 0 || !byDistance.get(d).isEmpty()) {
                groups.add(byDistance.get(d).stream().mapToInt(Integer::intValue).toArray());
            }
        }
        return groups.toArray(new int[0][]);
    }

    private record Pattern(int[][][] groups, int[] switchOf, boolean includeSameSwitch) implements DestinationPattern {
        @Override
        public int destination(int source, SplittableRandom random) {
            int[][] g = groups[switchOf[source]];
            int[] local = g[0];
            int first = includeSameSwitch && local.length >= 2 ? 0 : 1;
            if (first >= g.length) {
                return -1;
            }
            int k = first + random.nextInt(g.length - first);
            if (k > 0) {
                return g[k][random.nextInt(g[k].length)];
            }
            // Uniform over the local hosts other than the source: the source's slot stands in for the last one.
            int pick = local[random.nextInt(local.length - 1)];
            return pick == source ? local[local.length - 1] : pick;
        }

        @Override
        public boolean sends(int source) {
            int[][] g = groups[switchOf[source]];
            return g.length > 1 || (includeSameSwitch && g[0].length >= 2);
        }
    }
}
