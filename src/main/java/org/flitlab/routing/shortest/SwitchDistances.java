package org.flitlab.routing.shortest;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.flitlab.topology.Link;
import org.flitlab.topology.Topology;
import org.jgrapht.traverse.BreadthFirstIterator;

/**
 * Hop distances between all pairs of switches of a topology, over switch-to-switch links only, with each
 * switch's switch-facing ports in port order. The table behind shortest-path, source and fixed routing
 * (model.md, Routing: "table routes computed on the graph"). Distances come from one JGraphT breadth-first
 * search per switch on {@link Topology#switchGraph()}. Memory is S*S ints (4 MB for 1024 switches).
 * Immutable and thread-safe.
 */
public final class SwitchDistances {
    private final Topology topology;
    /** distance[to][from]: rows by destination, so one route() reads one row. */
    private final int[][] distance;
    private final int[][] switchPorts;
    private final int[][] switchNeighbours;

    public SwitchDistances(Topology topology) {
        this.topology = topology;
        int s = topology.switchCount();
        this.distance = new int[s][s];
        for (int to = 0; to < s; to++) {
            BreadthFirstIterator<Integer, Link> bfs = new BreadthFirstIterator<>(topology.switchGraph(), to);
            Arrays.fill(distance[to], -1);
            while (bfs.hasNext()) {
                int v = bfs.next();
                distance[to][v] = bfs.getDepth(v);
            }
            for (int from = 0; from < s; from++) {
                if (distance[to][from] < 0) {
                    // TopologyBuilder rejects disconnected topologies and hosts are leaves, so switches stay connected.
                    throw new IllegalStateException("switch " + from + " cannot reach switch " + to + " over switch links");
                }
            }
        }
        this.switchPorts = new int[s][];
        this.switchNeighbours = new int[s][];
        for (int sw = 0; sw < s; sw++) {
            List<Integer> ports = new ArrayList<>();
            for (int p = 0; p < topology.portCount(sw); p++) {
                if (topology.isSwitch(topology.neighbor(sw, p))) {
                    ports.add(p);
                }
            }
            switchPorts[sw] = ports.stream().mapToInt(Integer::intValue).toArray();
            int node = sw;
            switchNeighbours[sw] = ports.stream().mapToInt(p -> topology.neighbor(node, p)).toArray();
        }
    }

    public Topology topology() {
        return topology;
    }

    /** Links crossed on a shortest switch path from switch {@code from} to switch {@code to}. */
    public int distance(int from, int to) {
        return distance[to][from];
    }

    /** How many of {@code sw}'s ports lead to switches. */
    public int switchPortCount(int sw) {
        return switchPorts[sw].length;
    }

    /** The i-th switch-facing port of {@code sw}, ascending in i. */
    public int switchPort(int sw, int i) {
        return switchPorts[sw][i];
    }

    /** The switch at the far end of {@link #switchPort(int, int)}. */
    public int switchNeighbour(int sw, int i) {
        return switchNeighbours[sw][i];
    }

    /** The port of the destination host's switch that leads to host node {@code hostNode}. */
    public int portToHost(int hostNode) {
        return topology.neighborPort(hostNode, 0);
    }
}
