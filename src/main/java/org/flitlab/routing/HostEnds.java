package org.flitlab.routing;

import org.flitlab.topology.Topology;

/**
 * The two places where every switch-based routing answers alike, so that each algorithm only decides the
 * switch-to-switch hops. At the source host there is one port (0), and the answer is which virtual channels
 * the packet may be injected on. At the switch the destination host hangs from, the only way on is the link
 * down to that host, and a host never blocks, so every virtual channel is permitted there. Stateless.
 */
public final class HostEnds {
    private HostEnds() {
    }

    /**
     * At a host (a node that is not a switch): permits port 0 with virtual channels {@code 0..lastVc}.
     *
     * @return whether {@code node} is a host, that is, whether {@code out} now holds the answer
     */
    public static boolean atSourceHost(Topology topology, int node, int lastVc, RouteCandidates out) {
        if (topology.isSwitch(node)) {
            return false;
        }
        out.addAllVcs(0, 0, lastVc);
        return true;
    }

    /**
     * At the switch of the packet's destination host: permits the port down to that host with virtual
     * channels {@code 0..lastVc}.
     *
     * @return whether {@code node} is that switch, that is, whether {@code out} now holds the answer
     */
    public static boolean atDestinationSwitch(Topology topology, int node, RoutedPacket packet, int lastVc,
            RouteCandidates out) {
        return atDestinationSwitch(topology, node, packet, 0, lastVc, out);
    }

    /**
     * At the switch of the packet's destination host: permits the port down to that host with virtual
     * channels {@code firstVc..lastVc} (a routing that splits the channels into classes keeps its class).
     *
     * @return whether {@code node} is that switch, that is, whether {@code out} now holds the answer
     */
    public static boolean atDestinationSwitch(Topology topology, int node, RoutedPacket packet, int firstVc,
            int lastVc, RouteCandidates out) {
        int destination = packet.destinationNode();
        if (node != topology.hostSwitch(destination)) {
            return false;
        }
        out.addAllVcs(topology.neighborPort(destination, 0), firstVc, lastVc);
        return true;
    }

    /**
     * Either end, with the same virtual channels {@code 0..lastVc}: the prologue of a minimal routing.
     *
     * @return whether {@code out} now holds the answer
     */
    public static boolean atEitherEnd(Topology topology, int node, RoutedPacket packet, int lastVc,
            RouteCandidates out) {
        return atSourceHost(topology, node, lastVc, out) || atDestinationSwitch(topology, node, packet, lastVc, out);
    }
}
