package org.flitlab.topology.random;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.flitlab.topology.CommonParams;
import org.flitlab.topology.HostFan;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.LayoutHint;
import org.flitlab.topology.Topology;
import org.flitlab.topology.TopologyBuilder;
import org.flitlab.topology.TopologyException;

/**
 * A random d-regular network (family id {@value #FAMILY}; beyond the seed studies, an "arbitrary topology" as AN1
 * allows): {@code switches} switches, each linked to exactly {@code degree} different others (no parallel links, no
 * self-links), the same number of hosts on each. The graph is drawn from {@code new SplittableRandom(seed)} by
 * pairing link ends at random, rejecting pairs that would repeat a link, and starting over when no allowed pair
 * remains. If the graph is not connected the generator tries {@code seed + 1}, then {@code seed + 2}, and so on,
 * so a seed always gives the same connected network ({@link #effectiveSeed} says which seed was used).
 *
 * <p>Ids: switch i is "s&lt;i&gt;"; host h is "h&lt;h&gt;" on switch {@code h div hostsPerSwitch}; servers spread
 * evenly ("server&lt;k&gt;"). Ports: a switch's links in the order drawn, then its hosts. Layout: the switches on a
 * circle. Stateless; thread-safe.
 */
public final class RandomRegularTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "random-regular";
    /** Seeds tried after the given one before giving up. */
    public static final int SEED_TRIES = 1000;
    private static final int RESTARTS = 200;
    private static final int RANDOM_PICKS = 64;

    private RandomRegularTopology() {
    }

    /**
     * The parameters of a random regular network. The constructor checks every value.
     *
     * @param switches       from 2 to 4096
     * @param degree         links per switch, from 1 to {@code switches - 1}, with {@code switches * degree} even;
     *                       1 only for 2 switches (otherwise the network cannot be connected)
     * @param hostsPerSwitch hosts on each switch, at least 1
     * @param seed           the first seed tried
     * @param linkDelayTicks propagation delay of every link, at least 1 tick
     * @param portLimit      the most ports a switch may use ({@code degree + hostsPerSwitch} are needed); 0 for
     *                       unlimited
     * @param servers        hosts with role server, spread evenly; at most the number of hosts
     */
    public record Params(int switches, int degree, int hostsPerSwitch, long seed, int linkDelayTicks, int portLimit,
                         int servers) {
        public Params {
            CommonParams.checkRange("switches", switches, 2, 4096);
            CommonParams.checkRange("degree", degree, 1, switches - 1);
            if ((long) switches * degree % 2 != 0) {
                throw new IllegalArgumentException("switches * degree is " + switches + " * " + degree
                        + ", which is odd; every link has two ends, so it must be even");
            }
            if (degree == 1 && switches > 2) {
                throw new IllegalArgumentException("degree is 1 with " + switches
                        + " switches, which can never be connected; use degree 2 or more");
            }
            CommonParams.checkAtLeast("hostsPerSwitch", hostsPerSwitch, 1);
            common(hostsPerSwitch, linkDelayTicks, portLimit, servers).checkFor(switches);
        }

        private static CommonParams common(int hosts, int delay, int limit, int servers) {
            return new CommonParams(hosts, delay, limit, servers);
        }
    }

    /** 16 switches of degree 3, one host each, seed 1, unit delay, no port limit, no servers. */
    public static Params defaults() {
        return new Params(16, 3, 1, 1, 1, 0, 0);
    }

    /** The seed whose graph {@link #build} uses: the first from {@code p.seed()} on that gives a connected graph. */
    public static long effectiveSeed(Params p) {
        return connectedGraph(p).seed;
    }

    /** Builds the network; fails if a switch needs more ports than {@code p.portLimit()}. */
    public static Topology build(Params p) {
        List<int[]> edges = connectedGraph(p).edges;
        CommonParams common = Params.common(p.hostsPerSwitch(), p.linkDelayTicks(), p.portLimit(), p.servers());
        TopologyBuilder b = new TopologyBuilder(FAMILY).defaultDelayTicks(p.linkDelayTicks());
        double radius = Math.max(3, p.switches() * 2.0 / (2 * Math.PI));
        LayoutHint[] at = new LayoutHint[p.switches()];
        for (int s = 0; s < p.switches(); s++) {
            double angle = Math.PI + 2 * Math.PI * s / p.switches();
            at[s] = new LayoutHint(radius * Math.cos(angle), radius * Math.sin(angle));
            b.layout(b.addSwitch("s" + s, common.switchPortLimit()), at[s].x(), at[s].y());
        }
        for (int[] e : edges) {
            b.connect(e[0], e[1]);
        }
        int hosts = p.switches() * p.hostsPerSwitch();
        int[] servers = common.serverHostIndices(hosts);
        for (int h = 0, k = 0; h < hosts; h++) {
            boolean server = k < servers.length && servers[k] == h;
            int handle = server ? b.addHost("server" + k++, HostRole.SERVER)
                    : b.addHost("h" + h, HostRole.CLIENT);
            b.connect(handle, h / p.hostsPerSwitch());
            LayoutHint pos = HostFan.around(at[h / p.hostsPerSwitch()], h % p.hostsPerSwitch(), p.hostsPerSwitch());
            b.layout(handle, pos.x(), pos.y());
        }
        return b.build();
    }

    private record Graph(long seed, List<int[]> edges) { }

    private static Graph connectedGraph(Params p) {
        for (int i = 0; i < SEED_TRIES; i++) {
            long seed = p.seed() + i;
            List<int[]> edges = regularGraph(p.switches(), p.degree(), new SplittableRandom(seed));
            if (edges != null && connected(p.switches(), edges)) {
                return new Graph(seed, edges);
            }
        }
        throw new TopologyException("no connected " + p.degree() + "-regular graph on " + p.switches()
                + " switches from seeds " + p.seed() + " to " + (p.seed() + SEED_TRIES - 1)
                + "; try another seed or degree");
    }

    /** A simple d-regular graph as a list of links, or null if every restart got stuck. */
    private static List<int[]> regularGraph(int n, int d, SplittableRandom random) {
        for (int restart = 0; restart < RESTARTS; restart++) {
            List<int[]> edges = tryPairing(n, d, random);
            if (edges != null) {
                return edges;
            }
        }
        return null;
    }

    private static List<int[]> tryPairing(int n, int d, SplittableRandom random) {
        List<Integer> ends = new ArrayList<>(n * d);
        for (int s = 0; s < n; s++) {
            for (int j = 0; j < d; j++) {
                ends.add(s);
            }
        }
        Set<Long> linked = new HashSet<>();
        List<int[]> edges = new ArrayList<>();
        while (!ends.isEmpty()) {
            int[] pair = pick(ends, linked, n, random);
            if (pair == null) {
                return null;
            }
            int u = ends.get(pair[0]);
            int v = ends.get(pair[1]);
            removeBoth(ends, pair[0], pair[1]);
            linked.add(key(u, v, n));
            edges.add(new int[] {Math.min(u, v), Math.max(u, v)});
        }
        return edges;
    }

    /** Positions of two ends that may be joined: first by random tries, then by a full scan. */
    private static int[] pick(List<Integer> ends, Set<Long> linked, int n, SplittableRandom random) {
        int size = ends.size();
        for (int t = 0; t < RANDOM_PICKS; t++) {
            int i = random.nextInt(size);
            int j = random.nextInt(size);
            if (allowed(ends.get(i), ends.get(j), linked, n)) {
                return new int[] {i, j};
            }
        }
        for (int i = 0; i < size; i++) {
            for (int j = i + 1; j < size; j++) {
                if (allowed(ends.get(i), ends.get(j), linked, n)) {
                    return new int[] {i, j};
                }
            }
        }
        return null;
    }

    private static boolean allowed(int u, int v, Set<Long> linked, int n) {
        return u != v && !linked.contains(key(u, v, n));
    }

    private static void removeBoth(List<Integer> ends, int i, int j) {
        int hi = Math.max(i, j);
        int lo = Math.min(i, j);
        ends.set(hi, ends.get(ends.size() - 1));
        ends.remove(ends.size() - 1);
        ends.set(lo, ends.get(ends.size() - 1));
        ends.remove(ends.size() - 1);
    }

    private static long key(int u, int v, int n) {
        return (long) Math.min(u, v) * n + Math.max(u, v);
    }

    private static boolean connected(int n, List<int[]> edges) {
        int[] parent = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
        }
        int parts = n;
        for (int[] e : edges) {
            int a = root(parent, e[0]);
            int b = root(parent, e[1]);
            if (a != b) {
                parent[a] = b;
                parts--;
            }
        }
        return parts == 1;
    }

    private static int root(int[] parent, int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }
}
