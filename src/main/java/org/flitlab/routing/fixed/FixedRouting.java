package org.flitlab.routing.fixed;

import java.util.List;
import java.util.Map;
import org.flitlab.routing.HostEnds;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutedPacket;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.shortest.ShortestPathRouting;
import org.flitlab.routing.shortest.SwitchDistances;
import org.flitlab.topology.Topology;

/**
 * Fixed routes per flow (model.md, Routing; Bianco et al. use fixed minimal routes): each configured
 * {@link Flow} follows its given path of switches, every other flow falls back to
 * {@link ShortestPathRouting}. At switch number {@code hopsTaken} the packet takes the port towards path
 * entry {@code hopsTaken}; a packet found off that position (a re-sent worm) continues from the first
 * place the path visits its switch, and one off the path altogether routes by shortest paths. Every virtual
 * channel is permitted. Routes are checked and turned into port lists when built. Immutable and thread-safe.
 */
public final class FixedRouting implements RoutingAlgorithm {
    private final Topology topology;
    private final ShortestPathRouting fallback;
    private final int lastVc;
    /** switches[sourceHost][destinationHost]; a row is null when the host has no fixed route. */
    private final int[][][] switches;
    /** ports[sourceHost][destinationHost][i]: port out of switches[..][i]; the last one leads to the host. */
    private final int[][][] ports;

    /**
     * @param routes paths of switch node ids per flow, from the source host's switch to the destination's
     * @throws IllegalArgumentException naming the flow if a path is empty, names a non-switch, does not start
     *                                  or end at the hosts' switches, or has consecutive switches not linked
     */
    public FixedRouting(Topology topology, int virtualChannels, Map<Flow, List<Integer>> routes) {
        this.topology = topology;
        this.fallback = new ShortestPathRouting(new SwitchDistances(topology), virtualChannels);
        this.lastVc = virtualChannels - 1;
        int hosts = topology.hostCount();
        this.switches = new int[hosts][][];
        this.ports = new int[hosts][][];
        for (Map.Entry<Flow, List<Integer>> e : routes.entrySet()) {
            Flow flow = e.getKey();
            int[] path = RouteCheck.check(topology, flow, e.getValue());
            if (switches[flow.sourceHost()] == null) {
                switches[flow.sourceHost()] = new int[hosts][];
                ports[flow.sourceHost()] = new int[hosts][];
            }
            switches[flow.sourceHost()][flow.destinationHost()] = path;
            ports[flow.sourceHost()][flow.destinationHost()] = RouteCheck.ports(topology, flow, path);
        }
    }

    @Override
    public void route(int node, int inPort, int inVc, RoutedPacket packet, RouteCandidates out) {
        if (HostEnds.atSourceHost(topology, node, lastVc, out)) {
            return;
        }
        int source = topology.hostIndex(packet.sourceNode());
        int destination = topology.hostIndex(packet.destinationNode());
        int[] path = switches[source] == null ? null : switches[source][destination];
        if (path == null) {
            fallback.route(node, inPort, inVc, packet, out);
            return;
        }
        int at = packet.hopsTaken() - 1;
        if (at < 0 || at >= path.length || path[at] != node) {
            at = indexOf(path, node);
        }
        if (at < 0) {
            fallback.route(node, inPort, inVc, packet, out);
            return;
        }
        out.addAllVcs(ports[source][destination][at], 0, lastVc);
    }

    private static int indexOf(int[] path, int node) {
        for (int i = 0; i < path.length; i++) {
            if (path[i] == node) {
                return i;
            }
        }
        return -1;
    }
}
