package org.flitlab.routing;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.flitlab.topology.Topology;

/**
 * Enumerates every route a routing algorithm permits between two hosts by following route() and taking
 * each candidate in turn, as the engine would with every possible selection.
 */
public final class RouteWalker {
    /** One hop: leaving {@code node} through {@code port} on virtual channel {@code vc}, i.e. on {@code channel}. */
    public record Hop(int node, int port, int vc, int channel) { }

    private final Topology topology;
    private final RoutingAlgorithm routing;
    private final boolean everyVc;

    /** @param everyVc whether each permitted virtual channel is a separate route (else the first of each port) */
    public RouteWalker(Topology topology, RoutingAlgorithm routing, boolean everyVc) {
        this.topology = topology;
        this.routing = routing;
        this.everyVc = everyVc;
    }

    /** All routes from host node {@code source} to host node {@code destination}, hops from the source host on. */
    public List<List<Hop>> routes(int source, int destination) {
        return routes(new ProbePacket(source, destination));
    }

    /** All routes for a packet already prepared. */
    public List<List<Hop>> routes(ProbePacket packet) {
        List<List<Hop>> found = new ArrayList<>();
        walk(packet, packet.sourceNode(), -1, -1, new ArrayList<>(), found);
        return found;
    }

    private void walk(ProbePacket packet, int node, int inPort, int inVc, List<Hop> sofar, List<List<Hop>> found) {
        if (node == packet.destinationNode() && !sofar.isEmpty()) {
            found.add(List.copyOf(sofar));
            return;
        }
        if (sofar.size() > 4 * topology.nodeCount()) {
            throw new AssertionError("route from " + packet.sourceNode() + " to " + packet.destinationNode() + " loops: " + sofar);
        }
        packet.setHopsTaken(sofar.size());
        RouteCandidates out = new RouteCandidates();
        routing.route(node, inPort, inVc, packet, out);
        if (out.isEmpty()) {
            throw new AssertionError("no candidate at node " + node + " for " + packet.sourceNode() + "->" + packet.destinationNode());
        }
        for (int i = 0; i < out.size(); i++) {
            if (!everyVc && !firstOfPort(out, i)) {
                continue;
            }
            int channel = topology.channelOut(node, out.port(i));
            sofar.add(new Hop(node, out.port(i), out.vc(i), channel));
            walk(packet, topology.channelTarget(channel), topology.channelTargetPort(channel), out.vc(i), sofar, found);
            sofar.remove(sofar.size() - 1);
        }
    }

    private static boolean firstOfPort(RouteCandidates out, int i) {
        for (int j = 0; j < i; j++) {
            if (out.port(j) == out.port(i)) {
                return false;
            }
        }
        return true;
    }

    /** The switches a route visits, in order. */
    public static int[] switchPath(List<Hop> route) {
        return route.stream().skip(1).mapToInt(Hop::node).toArray();
    }

    /** Hop distances between switches by a plain breadth-first search (independent of the code under test). */
    public static int[][] switchDistances(Topology t) {
        int s = t.switchCount();
        int[][] dist = new int[s][s];
        for (int from = 0; from < s; from++) {
            Arrays.fill(dist[from], -1);
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            dist[from][from] = 0;
            queue.add(from);
            while (!queue.isEmpty()) {
                int v = queue.poll();
                for (int p = 0; p < t.portCount(v); p++) {
                    int n = t.neighbor(v, p);
                    if (t.isSwitch(n) && dist[from][n] < 0) {
                        dist[from][n] = dist[from][v] + 1;
                        queue.add(n);
                    }
                }
            }
        }
        return dist;
    }
}
