package org.flitlab.topology;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.ConnectivityInspector;
import org.jgrapht.graph.Pseudograph;

/**
 * Collects switches, hosts and links, then checks and freezes them into a {@link Topology}. Nodes may be
 * added in any order; {@link #build()} renumbers them so that switches come first. Ports are assigned in
 * the order links are added unless given explicitly. Not thread-safe.
 */
public final class TopologyBuilder {
    private record PendingNode(NodeKind kind, String name, int portLimit, HostRole role) { }

    private record PendingLink(int a, int portA, int b, int portB, int delayTicks, double lengthMeters) { }

    private final String family;
    private final List<PendingNode> nodes = new ArrayList<>();
    private final List<PendingLink> links = new ArrayList<>();
    private final Map<Integer, LayoutHint> layout = new HashMap<>();
    private GridShape gridShape;
    private int defaultDelayTicks = 1;

    public TopologyBuilder(String family) {
        this.family = family;
    }

    /** Delay of links added without an explicit one. */
    public TopologyBuilder defaultDelayTicks(int ticks) {
        if (ticks < 1) {
            throw new TopologyException("linkDelayTicks is " + ticks + "; it must be at least 1 tick");
        }
        this.defaultDelayTicks = ticks;
        return this;
    }

    /** Adds a switch; returns its builder handle (not its final id). */
    public int addSwitch(String name, int portLimit) {
        nodes.add(new PendingNode(NodeKind.SWITCH, name, portLimit, HostRole.CLIENT));
        return nodes.size() - 1;
    }

    public int addHost(String name, HostRole role) {
        nodes.add(new PendingNode(NodeKind.HOST, name, 1, role));
        return nodes.size() - 1;
    }

    /** Links two nodes on their next free ports with the default delay. */
    public TopologyBuilder connect(int a, int b) {
        return connect(a, -1, b, -1, defaultDelayTicks, 0);
    }

    public TopologyBuilder connect(int a, int b, int delayTicks) {
        return connect(a, -1, b, -1, delayTicks, 0);
    }

    /** Links port {@code portA} of a to port {@code portB} of b; a port of -1 means "next free". */
    public TopologyBuilder connect(int a, int portA, int b, int portB, int delayTicks, double lengthMeters) {
        checkHandle(a);
        checkHandle(b);
        if (a == b) {
            throw new TopologyException("link from '" + nodes.get(a).name() + "' to itself: a link must join two different nodes");
        }
        links.add(new PendingLink(a, portA, b, portB, delayTicks, lengthMeters));
        return this;
    }

    public TopologyBuilder layout(int handle, double x, double y) {
        checkHandle(handle);
        layout.put(handle, new LayoutHint(x, y));
        return this;
    }

    public TopologyBuilder gridShape(GridShape shape) {
        this.gridShape = shape;
        return this;
    }

    public int nodeCount() {
        return nodes.size();
    }

    private void checkHandle(int h) {
        if (h < 0 || h >= nodes.size()) {
            throw new TopologyException("node " + h + " does not exist; nodes are 0.." + (nodes.size() - 1));
        }
    }

    /** Validates (names unique, ports within limits, hosts attached once, connected) and freezes. */
    public Topology build() {
        checkNames();
        int[] newId = renumbered();
        int switchCount = (int) nodes.stream().filter(n -> n.kind() == NodeKind.SWITCH).count();
        List<Node> finalNodes = new ArrayList<>(nodes.size());
        for (int i = 0; i < nodes.size(); i++) {
            finalNodes.add(null);
        }
        for (int i = 0; i < nodes.size(); i++) {
            PendingNode p = nodes.get(i);
            finalNodes.set(newId[i], new Node(newId[i], p.kind(), p.name(), p.portLimit(), p.role()));
        }
        List<List<Integer>> ports = new ArrayList<>();
        for (int i = 0; i < nodes.size(); i++) {
            ports.add(new ArrayList<>());
        }
        List<Link> finalLinks = linked(newId, finalNodes, ports);
        int[][] portLinks = new int[nodes.size()][];
        for (int n = 0; n < nodes.size(); n++) {
            checkPorts(n, finalNodes, finalLinks, ports.get(n));
            portLinks[n] = ports.get(n).stream().mapToInt(Integer::intValue).toArray();
        }
        checkConnected(finalNodes, finalLinks);
        Map<Integer, LayoutHint> finalLayout = new HashMap<>();
        layout.forEach((h, hint) -> finalLayout.put(newId[h], hint));
        if (gridShape != null && gridShape.switchCount() != switchCount) {
            throw new TopologyException("grid shape has " + gridShape.switchCount() + " switches but the topology has " + switchCount);
        }
        return new Topology(family, finalNodes, finalLinks, switchCount, portLinks, gridShape, finalLayout);
    }

    private void checkNames() {
        if (nodes.stream().noneMatch(n -> n.kind() == NodeKind.SWITCH)) {
            throw new TopologyException("the topology has no switch; add at least one switch");
        }
        Set<String> names = new HashSet<>();
        for (PendingNode n : nodes) {
            if (!names.add(n.name())) {
                throw new TopologyException("two nodes are named '" + n.name() + "'; node names must be unique");
            }
        }
    }

    /** The final id of each node handle: switches first (0..S-1), then hosts, each in the order added. */
    private int[] renumbered() {
        int[] newId = new int[nodes.size()];
        int next = 0;
        for (NodeKind kind : new NodeKind[] {NodeKind.SWITCH, NodeKind.HOST}) {
            for (int i = 0; i < nodes.size(); i++) {
                if (nodes.get(i).kind() == kind) {
                    newId[i] = next++;
                }
            }
        }
        return newId;
    }

    /** The links with final node ids and ports, each claimed in {@code ports} (per node, the link id at each port). */
    private List<Link> linked(int[] newId, List<Node> finalNodes, List<List<Integer>> ports) {
        List<Link> finalLinks = new ArrayList<>();
        for (PendingLink pl : links) {
            int a = newId[pl.a()];
            int b = newId[pl.b()];
            int pa = claimPort(ports.get(a), pl.portA(), finalNodes.get(a));
            int pb = claimPort(ports.get(b), pl.portB(), finalNodes.get(b));
            Link link = new Link(finalLinks.size(), a, pa, b, pb, pl.delayTicks(), pl.lengthMeters());
            ports.get(a).set(pa, link.id());
            ports.get(b).set(pb, link.id());
            finalLinks.add(link);
        }
        return finalLinks;
    }

    /** Node {@code n}'s ports: numbered without gaps, within its limit, and one link to a switch for a host. */
    private static void checkPorts(int n, List<Node> finalNodes, List<Link> finalLinks, List<Integer> pls) {
        Node node = finalNodes.get(n);
        for (int p = 0; p < pls.size(); p++) {
            if (pls.get(p) == null) {
                throw new TopologyException("port " + p + " of '" + node.name() + "' is unused while a higher port is used; number ports from 0 without gaps");
            }
        }
        if (pls.size() > node.portLimit()) {
            throw new TopologyException("'" + node.name() + "' uses " + pls.size() + " ports; its port limit is " + node.portLimit());
        }
        if (node.isHost()) {
            if (pls.size() != 1) {
                throw new TopologyException("host '" + node.name() + "' has " + pls.size() + " links; every host must have exactly one link, to a switch");
            }
            Link l = finalLinks.get(pls.get(0));
            if (finalNodes.get(l.other(n)).isHost()) {
                throw new TopologyException("host '" + node.name() + "' is linked to host '" + finalNodes.get(l.other(n)).name() + "'; a host must be linked to a switch");
            }
        }
    }

    private static int claimPort(List<Integer> ports, int requested, Node node) {
        int p = requested;
        if (p < 0) {
            p = ports.indexOf(null);
            if (p < 0) {
                p = ports.size();
            }
        }
        while (ports.size() <= p) {
            ports.add(null);
        }
        if (ports.get(p) != null) {
            throw new TopologyException("port " + p + " of '" + node.name() + "' is used by two links; each port takes one link");
        }
        ports.set(p, -1);
        return p;
    }

    private static void checkConnected(List<Node> nodes, List<Link> links) {
        Graph<Integer, Integer> g = new Pseudograph<>(Integer.class);
        nodes.forEach(n -> g.addVertex(n.id()));
        for (Link l : links) {
            g.addEdge(l.nodeA(), l.nodeB(), l.id());
        }
        List<Set<Integer>> parts = new ConnectivityInspector<>(g).connectedSets();
        if (parts.size() > 1) {
            parts.sort((x, y) -> Integer.compare(y.size(), x.size()));
            int stray = parts.get(1).iterator().next();
            throw new TopologyException("the topology is not connected: '" + nodes.get(stray).name()
                    + "' cannot reach '" + nodes.get(parts.get(0).iterator().next()).name()
                    + "' (" + parts.size() + " separate parts); add links so that every node is reachable");
        }
    }
}
