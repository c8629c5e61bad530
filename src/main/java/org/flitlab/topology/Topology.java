package org.flitlab.topology;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jgrapht.Graph;
import org.jgrapht.graph.AsUnmodifiableGraph;
import org.jgrapht.graph.Multigraph;

/**
 * An immutable network of switches and hosts joined by full-duplex links with numbered ports
 * (model.md, Network). Switches are nodes 0..S-1 and hosts S..S+H-1; host index {@code h} is node
 * {@code S+h}. Every host has exactly one link, to its switch. Built by {@link TopologyBuilder}, which
 * validates it. Safe to share between threads.
 */
public final class Topology {
    private final String family;
    private final List<Node> nodes;
    private final List<Link> links;
    private final int switchCount;
    /** portLinks[node][port] = link id. */
    private final int[][] portLinks;
    private final Optional<GridShape> gridShape;
    private final Map<Integer, LayoutHint> layout;
    private final Graph<Integer, Link> graph;
    private final Graph<Integer, Link> switchGraph;
    /** Port tables precomputed so that routing's per-packet questions are array reads. */
    private final int[][] neighbors;
    private final int[][] neighborPorts;
    private final int[][] channelsOut;

    Topology(String family, List<Node> nodes, List<Link> links, int switchCount, int[][] portLinks,
             GridShape gridShape, Map<Integer, LayoutHint> layout) {
        this.family = family;
        this.nodes = List.copyOf(nodes);
        this.links = List.copyOf(links);
        this.switchCount = switchCount;
        this.portLinks = portLinks;
        this.gridShape = Optional.ofNullable(gridShape);
        this.layout = Map.copyOf(layout);
        this.neighbors = new int[portLinks.length][];
        this.neighborPorts = new int[portLinks.length][];
        this.channelsOut = new int[portLinks.length][];
        for (int n = 0; n < portLinks.length; n++) {
            int ports = portLinks[n].length;
            neighbors[n] = new int[ports];
            neighborPorts[n] = new int[ports];
            channelsOut[n] = new int[ports];
            for (int p = 0; p < ports; p++) {
                Link l = links.get(portLinks[n][p]);
                boolean fromA = l.nodeA() == n && l.portA() == p;
                neighbors[n][p] = fromA ? l.nodeB() : l.nodeA();
                neighborPorts[n][p] = fromA ? l.portB() : l.portA();
                channelsOut[n][p] = fromA ? 2 * l.id() : 2 * l.id() + 1;
            }
        }
        this.graph = new AsUnmodifiableGraph<>(graphOf(nodes, links, false));
        this.switchGraph = new AsUnmodifiableGraph<>(graphOf(nodes, links, true));
    }

    /** The multigraph of every node and link, or of the switches and the links between them only. */
    private Graph<Integer, Link> graphOf(List<Node> nodes, List<Link> links, boolean switchesOnly) {
        Graph<Integer, Link> g = new Multigraph<>(null, null, false);
        for (Node n : nodes) {
            if (!switchesOnly || n.isSwitch()) {
                g.addVertex(n.id());
            }
        }
        for (Link l : links) {
            if (!switchesOnly || (l.nodeA() < switchCount && l.nodeB() < switchCount)) {
                g.addEdge(l.nodeA(), l.nodeB(), l);
            }
        }
        return g;
    }

    /** The catalogue id of the generator that made this topology ("torus", "custom", ...). */
    public String family() {
        return family;
    }

    public List<Node> nodes() {
        return nodes;
    }

    public Node node(int id) {
        return nodes.get(id);
    }

    public List<Link> links() {
        return links;
    }

    public Link link(int id) {
        return links.get(id);
    }

    public int nodeCount() {
        return nodes.size();
    }

    public int switchCount() {
        return switchCount;
    }

    public int hostCount() {
        return nodes.size() - switchCount;
    }

    /** Two channels per link, one each way. */
    public int channelCount() {
        return 2 * links.size();
    }

    public boolean isSwitch(int node) {
        return node < switchCount;
    }

    /** Node id of host index {@code h} (0-based among hosts). */
    public int hostNode(int hostIndex) {
        return switchCount + hostIndex;
    }

    /** Host index (0-based among hosts) of host node {@code node}. */
    public int hostIndex(int node) {
        return node - switchCount;
    }

    /** The switch host node {@code hostNode} is attached to. */
    public int hostSwitch(int hostNode) {
        return neighbors[hostNode][0];
    }

    public int portCount(int node) {
        return portLinks[node].length;
    }

    public Link linkAt(int node, int port) {
        return links.get(portLinks[node][port]);
    }

    /** The node at the far end of {@code port} of {@code node}. */
    public int neighbor(int node, int port) {
        return neighbors[node][port];
    }

    /** The port number at the far end of {@code port} of {@code node}. */
    public int neighborPort(int node, int port) {
        return neighborPorts[node][port];
    }

    /** The channel leaving {@code node} through {@code port}. */
    public int channelOut(int node, int port) {
        return channelsOut[node][port];
    }

    /** The node a channel leaves from. */
    public int channelSource(int channel) {
        Link l = links.get(channel / 2);
        return channel % 2 == 0 ? l.nodeA() : l.nodeB();
    }

    /** The port a channel leaves from. */
    public int channelSourcePort(int channel) {
        Link l = links.get(channel / 2);
        return channel % 2 == 0 ? l.portA() : l.portB();
    }

    /** The node a channel arrives at. */
    public int channelTarget(int channel) {
        Link l = links.get(channel / 2);
        return channel % 2 == 0 ? l.nodeB() : l.nodeA();
    }

    /** The port a channel arrives at. */
    public int channelTargetPort(int channel) {
        Link l = links.get(channel / 2);
        return channel % 2 == 0 ? l.portB() : l.portA();
    }

    /** The ports of {@code node} that lead to hosts. */
    public int[] hostPorts(int node) {
        return Arrays.stream(portLinks[node]).filter(l -> !isSwitch(links.get(l).other(node)))
                .map(l -> portOf(node, links.get(l))).toArray();
    }

    private int portOf(int node, Link l) {
        return l.nodeA() == node ? l.portA() : l.portB();
    }

    /** Host nodes attached to switch {@code switchNode}, in port order. */
    public int[] hostsOf(int switchNode) {
        return Arrays.stream(hostPorts(switchNode)).map(p -> neighbor(switchNode, p)).toArray();
    }

    /** Coordinates of the switches if this is a mesh, torus or cube. */
    public Optional<GridShape> gridShape() {
        return gridShape;
    }

    /** Suggested drawing positions by node id; may be empty or partial. */
    public Map<Integer, LayoutHint> layout() {
        return layout;
    }

    /** All nodes and links as an unmodifiable JGraphT multigraph (vertices are node ids). */
    public Graph<Integer, Link> graph() {
        return graph;
    }

    /** Switches and switch-to-switch links only, as an unmodifiable JGraphT multigraph. */
    public Graph<Integer, Link> switchGraph() {
        return switchGraph;
    }

    /** Host indices whose role is server, ascending. */
    public int[] serverHosts() {
        return nodes.stream().filter(Node::isServer).mapToInt(n -> hostIndex(n.id())).toArray();
    }

    /** Host indices whose role is client, ascending. */
    public int[] clientHosts() {
        return nodes.stream().filter(n -> n.isHost() && !n.isServer()).mapToInt(n -> hostIndex(n.id())).toArray();
    }

    @Override
    public String toString() {
        return family + " (" + switchCount + " switches, " + hostCount() + " hosts, " + links.size() + " links)";
    }
}
