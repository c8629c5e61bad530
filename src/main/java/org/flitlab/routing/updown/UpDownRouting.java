package org.flitlab.routing.updown;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutedPacket;
import org.flitlab.routing.SwitchHopRouting;
import org.flitlab.topology.Link;
import org.flitlab.topology.Topology;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.traverse.BreadthFirstIterator;

/**
 * AN1's deadlock-free up*&#47;down* routing (Owicki &amp; Karlin, section 2 and 3.2; model.md, Routing). A
 * breadth-first spanning tree from the root switch gives every switch a level (hops from the root); each
 * switch-to-switch link points "up" towards its end of lower level, and between switches of equal level
 * towards the lower switch id. A legal route never takes an up link after a down link; among the legal
 * routes only the shortest are permitted, every one of them offered (port order, all virtual channels).
 *
 * <p>The table is a breadth-first search, per destination switch, over the states (switch, has gone down);
 * a packet's state is read from the link it arrived on (arrived going down: down phase; from a host or
 * going up: up phase still allowed), so packets carry no route state. Memory is 2*S*S ints.
 * Immutable and thread-safe.
 */
public final class UpDownRouting extends SwitchHopRouting {
    private static final int UNREACHABLE = -1;

    private final int root;
    private final int[] level;
    /** goesUp[switch][port]: leaving the switch through the port climbs towards the root. */
    private final boolean[][] goesUp;
    private final int[][] switchPorts;
    /** legal[destination][2*switch + phase]: hops of the shortest legal route; phase 1 = has gone down. */
    private final int[][] legal;

    /**
     * @param root            the root switch of the spanning tree, 0..S-1
     * @param virtualChannels virtual channels per link, at least 1; every one is permitted
     */
    public UpDownRouting(Topology topology, int root, int virtualChannels) {
        super(topology, virtualChannels - 1);
        if (root < 0 || root >= topology.switchCount()) {
            throw new IllegalArgumentException("root is " + root + "; it must be a switch, 0.." + (topology.switchCount() - 1));
        }
        if (virtualChannels < 1) {
            throw new IllegalArgumentException("virtualChannels is " + virtualChannels + "; it must be at least 1");
        }
        this.root = root;
        this.level = levels(topology, root);
        int s = topology.switchCount();
        this.goesUp = new boolean[s][];
        this.switchPorts = new int[s][];
        for (int sw = 0; sw < s; sw++) {
            int node = sw;
            switchPorts[sw] = IntStream.range(0, topology.portCount(sw))
                    .filter(p -> topology.isSwitch(topology.neighbor(node, p))).toArray();
            goesUp[sw] = new boolean[topology.portCount(sw)];
            for (int p : switchPorts[sw]) {
                goesUp[sw][p] = isUpEnd(sw, topology.neighbor(sw, p));
            }
        }
        this.legal = legalDistances();
    }

    private static int[] levels(Topology topology, int root) {
        int[] level = new int[topology.switchCount()];
        BreadthFirstIterator<Integer, Link> bfs = new BreadthFirstIterator<>(topology.switchGraph(), root);
        while (bfs.hasNext()) {
            int v = bfs.next();
            level[v] = bfs.getDepth(v);
        }
        return level;
    }

    /** Whether {@code to} is the up end of a link from {@code from} (AN1: lower level, then lower id). */
    private boolean isUpEnd(int from, int to) {
        return level[to] < level[from] || (level[to] == level[from] && to < from);
    }

    /** The state graph with its edges reversed, so that one search from a destination gives all distances to it. */
    private Graph<Integer, DefaultEdge> reversedStateGraph() {
        Graph<Integer, DefaultEdge> g = new DefaultDirectedGraph<>(DefaultEdge.class);
        int s = topology.switchCount();
        for (int v = 0; v < 2 * s; v++) {
            g.addVertex(v);
        }
        for (int sw = 0; sw < s; sw++) {
            for (int phase = 0; phase < 2; phase++) {
                for (int p : switchPorts[sw]) {
                    if (phase == 1 && goesUp[sw][p]) {
                        continue;
                    }
                    int next = goesUp[sw][p] ? phase : 1;
                    g.addEdge(2 * topology.neighbor(sw, p) + next, 2 * sw + phase);
                }
            }
        }
        return g;
    }

    private int[][] legalDistances() {
        int s = topology.switchCount();
        Graph<Integer, DefaultEdge> g = reversedStateGraph();
        int sink = 2 * s;
        int[][] table = new int[s][2 * s];
        for (int d = 0; d < s; d++) {
            // A sink joined to both phases of the destination turns "reach d in either phase" into one search.
            g.addVertex(sink);
            g.addEdge(sink, 2 * d);
            g.addEdge(sink, 2 * d + 1);
            Arrays.fill(table[d], UNREACHABLE);
            BreadthFirstIterator<Integer, DefaultEdge> bfs = new BreadthFirstIterator<>(g, sink);
            while (bfs.hasNext()) {
                int v = bfs.next();
                if (v != sink) {
                    table[d][v] = bfs.getDepth(v) - 1;
                }
            }
            g.removeVertex(sink);
            for (int sw = 0; sw < s; sw++) {
                if (table[d][2 * sw] == UNREACHABLE) {
                    // Up to the root, then down the tree, is always legal in a connected graph.
                    throw new IllegalStateException("up*/down*: switch " + sw + " has no legal route to switch " + d);
                }
            }
        }
        return table;
    }

    @Override
    protected void routeTowards(int target, int node, int inPort, int inVc, RoutedPacket packet,
            RouteCandidates out) {
        int[] toTarget = legal[target];
        int phase = inPort >= 0 && goesUp[node][inPort] ? 1 : 0;
        if (toTarget[2 * node + phase] == UNREACHABLE) {
            phase = 0; // arrived by a route this table never gives; restart as if freshly injected
        }
        int nearer = toTarget[2 * node + phase] - 1;
        for (int p : switchPorts[node]) {
            boolean up = goesUp[node][p];
            if (phase == 1 && up) {
                continue;
            }
            if (toTarget[2 * topology.neighbor(node, p) + (up ? phase : 1)] == nearer) {
                out.addAllVcs(p, 0, lastVc);
            }
        }
    }

    /** Tabled: the answer reads of an arrival only whether it came down (its phase). */
    @Override
    public int inputClasses() {
        return 2;
    }

    @Override
    public int inputClass(int node, int inPort, int inVc) {
        return inPort >= 0 && goesUp[node][inPort] ? 1 : 0;
    }

    /** The root switch of the spanning tree. */
    public int root() {
        return root;
    }

    /** Hops from the root to {@code sw} in the breadth-first spanning tree. */
    public int level(int sw) {
        return level[sw];
    }

    /** Whether leaving switch {@code sw} through {@code port} goes up (towards the root); false for host ports. */
    public boolean isUp(int sw, int port) {
        return goesUp[sw][port];
    }

    /** Hops of the shortest legal route from switch {@code from} to switch {@code to}. */
    public int legalDistance(int from, int to) {
        return legal[to][2 * from];
    }

    /**
     * Whether a path of switches, each linked to the next, never goes up after going down.
     *
     * @throws IllegalArgumentException if the path is empty or two consecutive switches are not linked
     */
    public boolean isLegal(int[] switchPath) {
        if (switchPath.length == 0) {
            throw new IllegalArgumentException("switchPath is empty; it must name at least one switch");
        }
        boolean goneDown = false;
        for (int i = 1; i < switchPath.length; i++) {
            int a = switchPath[i - 1];
            int b = switchPath[i];
            if (!topology.isSwitch(a) || !topology.isSwitch(b) || !topology.switchGraph().containsEdge(a, b)) {
                throw new IllegalArgumentException("switchPath[" + (i - 1) + "]=" + a + " and switchPath[" + i + "]=" + b
                        + " are not linked switches; each switch must be linked to the next");
            }
            boolean up = isUpEnd(a, b);
            if (up && goneDown) {
                return false;
            }
            goneDown |= !up;
        }
        return true;
    }
}
