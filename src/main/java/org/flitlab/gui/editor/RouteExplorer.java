package org.flitlab.gui.editor;

import java.util.Locale;
import org.flitlab.routing.ProbePacket;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.topology.Topology;

/**
 * Finds every route a routing algorithm permits between two hosts, by asking the algorithm itself at each node
 * what it allows (model.md, Routing), and reports the channels they use, how many routes there are and their
 * hop counts. Used by the routing view: "select two hosts to highlight permitted routes". Stops counting at
 * {@link #MAX_ROUTES}. Not thread-safe; make one per question.
 */
public final class RouteExplorer {
    /** Routes counted at most; the channel set is still complete for the routes seen. */
    public static final int MAX_ROUTES = 10_000;

    private final Topology topology;
    private final RoutingAlgorithm routing;
    private final boolean[] used;
    private final ProbePacket packet = new ProbePacket();
    private int routes;
    private int minHops = Integer.MAX_VALUE;
    private int maxHops;

    private RouteExplorer(Topology topology, RoutingAlgorithm routing) {
        this.topology = topology;
        this.routing = routing;
        this.used = new boolean[topology.channelCount()];
    }

    /**
     * The permitted routes from host node {@code sourceNode} to host node {@code destinationNode}.
     *
     * @throws IllegalArgumentException if either node is not a host or they are the same
     */
    public static Routes between(Topology topology, RoutingAlgorithm routing, int sourceNode, int destinationNode) {
        if (topology.isSwitch(sourceNode) || topology.isSwitch(destinationNode) || sourceNode == destinationNode) {
            throw new IllegalArgumentException("sourceNode " + sourceNode + " and destinationNode " + destinationNode
                    + " must be two different hosts");
        }
        RouteExplorer e = new RouteExplorer(topology, routing);
        e.packet.reset(sourceNode, destinationNode);
        e.walk(sourceNode, -1, -1, 0, new boolean[topology.channelCount()]);
        return new Routes(sourceNode, destinationNode, e.used, e.routes, e.routes == 0 ? 0 : e.minHops, e.maxHops);
    }

    private boolean walk(int node, int inPort, int inVc, int hops, boolean[] onPath) {
        if (node == packet.destinationNode()) {
            routes++;
            minHops = Math.min(minHops, hops);
            maxHops = Math.max(maxHops, hops);
            return true;
        }
        if (routes >= MAX_ROUTES || hops > 4 * topology.nodeCount()) {
            return false;
        }
        RouteCandidates out = new RouteCandidates();
        packet.setHopsTaken(hops);
        int savedWord = packet.routeWord();
        routing.route(node, inPort, inVc, packet, out);
        boolean any = false;
        boolean[] seenPort = new boolean[Math.max(1, topology.portCount(node))];
        for (int i = 0; i < out.size(); i++) {
            int port = out.port(i);
            if (seenPort[port]) {
                continue; // other virtual channels of a port lead along the same links
            }
            seenPort[port] = true;
            int c = topology.channelOut(node, port);
            if (onPath[c]) {
                continue;
            }
            onPath[c] = true;
            boolean reached = walk(topology.neighbor(node, port), topology.neighborPort(node, port), out.vc(i), hops + 1, onPath);
            onPath[c] = false;
            packet.setRouteWord(savedWord);
            if (reached) {
                used[c] = true;
                any = true;
            }
        }
        return any;
    }

    /**
     * The permitted routes between two hosts.
     *
     * @param channels per channel: some permitted route uses it
     * @param count    number of distinct routes (at most {@link #MAX_ROUTES})
     * @param minHops  links on the shortest route (host links included)
     * @param maxHops  links on the longest route
     */
    public record Routes(int sourceNode, int destinationNode, boolean[] channels, int count, int minHops, int maxHops) {
        /** "3 permitted routes of 6 links" in words. */
        public String describe(Topology topology) {
            String from = topology.node(sourceNode).name();
            String to = topology.node(destinationNode).name();
            if (count == 0) {
                return "No permitted route from " + from + " to " + to + ".";
            }
            String hops = minHops == maxHops ? minHops + " links" : minHops + " to " + maxHops + " links";
            return String.format(Locale.ROOT, "%s \u2192 %s: %d permitted route%s of %s (blue).", from, to, count,
                    count == 1 ? "" : "s", hops);
        }
    }
}
