package org.flitlab.routing.valiant;

import java.util.ArrayList;
import java.util.List;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.ProbePacket;
import org.flitlab.topology.Topology;
import org.jgrapht.Graph;
import org.jgrapht.alg.cycle.CycleDetector;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;

/**
 * Enumerates every route universal routing permits for a prepared packet, as the engine would with every
 * possible selection. Unlike a plain walk, each branch gets its own copy of the packet, so a branch that has
 * passed the intermediate switch (and rewritten the route word) cannot leak phase 2 into its siblings.
 */
final class PhaseWalker {
    /** Leaving {@code node} through {@code port} on {@code vc} (channel {@code channel}), in phase {@code phase}. */
    record Hop(int node, int port, int vc, int channel, int phase) { }

    private final Topology topology;
    private final RoutingAlgorithm routing;
    private final boolean everyVc;

    /** @param everyVc whether each permitted virtual channel is a separate route (else the first of each port) */
    PhaseWalker(Topology topology, RoutingAlgorithm routing, boolean everyVc) {
        this.topology = topology;
        this.routing = routing;
        this.everyVc = everyVc;
    }

    /** All routes of {@code packet} (already prepared), from its source host to its destination host. */
    List<List<Hop>> routes(ProbePacket packet) {
        List<List<Hop>> found = new ArrayList<>();
        walk(packet.copy(), packet.sourceNode(), -1, -1, new ArrayList<>(), found);
        return found;
    }

    private void walk(ProbePacket packet, int node, int inPort, int inVc, List<Hop> sofar, List<List<Hop>> found) {
        if (node == packet.destinationNode() && !sofar.isEmpty()) {
            found.add(List.copyOf(sofar));
            return;
        }
        if (sofar.size() > 4 * topology.nodeCount()) {
            throw new AssertionError("route loops: " + sofar);
        }
        packet.setHopsTaken(sofar.size());
        RouteCandidates out = new RouteCandidates();
        routing.route(node, inPort, inVc, packet, out);
        if (out.isEmpty()) {
            throw new AssertionError("no candidate at node " + node + " for " + packet.sourceNode() + "->" + packet.destinationNode());
        }
        int phase = ValiantRouting.phase(packet);
        for (int i = 0; i < out.size(); i++) {
            if (!everyVc && !firstOfPort(out, i)) {
                continue;
            }
            int channel = topology.channelOut(node, out.port(i));
            sofar.add(new Hop(node, out.port(i), out.vc(i), channel, phase));
            walk(packet.copy(), topology.channelTarget(channel), topology.channelTargetPort(channel), out.vc(i), sofar, found);
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

    /** A packet from host node {@code source} to {@code destination} heading for {@code intermediate}. */
    static ProbePacket packet(Topology t, int source, int destination, int intermediate) {
        ProbePacket p = new ProbePacket(source, destination);
        p.setRouteWord(RouteWord.of(intermediate, intermediate == t.hostSwitch(source) ? 2 : 1));
        return p;
    }

    /**
     * Whether the (channel, virtual channel) dependency graph has a cycle: an edge joins each hop to the next on
     * every route between every two distinct hosts through every intermediate the routing may choose.
     */
    static boolean hasDependencyCycle(Topology t, ValiantRouting r, int vcs) {
        Graph<Integer, DefaultEdge> g = new DefaultDirectedGraph<>(DefaultEdge.class);
        PhaseWalker walker = new PhaseWalker(t, r, true);
        for (int a = 0; a < t.hostCount(); a++) {
            for (int b = 0; b < t.hostCount(); b++) {
                if (a == b) {
                    continue;
                }
                for (int m : r.intermediateCandidates(t.hostSwitch(t.hostNode(a)))) {
                    for (List<Hop> route : walker.routes(packet(t, t.hostNode(a), t.hostNode(b), m))) {
                        for (int i = 1; i < route.size(); i++) {
                            int from = route.get(i - 1).channel() * vcs + route.get(i - 1).vc();
                            int to = route.get(i).channel() * vcs + route.get(i).vc();
                            g.addVertex(from);
                            g.addVertex(to);
                            g.addEdge(from, to);
                        }
                    }
                }
            }
        }
        return new CycleDetector<>(g).detectCycles();
    }
}
