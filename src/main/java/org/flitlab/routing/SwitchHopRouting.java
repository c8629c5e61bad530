package org.flitlab.routing;

import org.flitlab.topology.Topology;

/**
 * A routing that decides only the switch-to-switch hops and answers both ends as {@link HostEnds} does, with
 * every virtual channel {@code 0..lastVc}: injection at the source host and the link down to the destination
 * host. Dimension order, shortest paths and up*&#47;down* differ only in {@link #routeTowards}. Subclasses are
 * immutable after construction, as {@link RoutingAlgorithm} asks.
 */
public abstract class SwitchHopRouting implements RoutingAlgorithm {
    /** The network routed on. */
    protected final Topology topology;
    /** The highest virtual channel number (virtual channels per link minus one). */
    protected final int lastVc;

    protected SwitchHopRouting(Topology topology, int lastVc) {
        this.topology = topology;
        this.lastVc = lastVc;
    }

    @Override
    public final void route(int node, int inPort, int inVc, RoutedPacket packet, RouteCandidates out) {
        if (!HostEnds.atEitherEnd(topology, node, packet, lastVc, out)) {
            routeTowards(topology.hostSwitch(packet.destinationNode()), node, inPort, inVc, packet, out);
        }
    }

    /**
     * Fills {@code out} for a head at switch {@code node} that is not yet at {@code target}, the switch of
     * the packet's destination host; the other arguments are those of {@link #route}.
     */
    protected abstract void routeTowards(int target, int node, int inPort, int inVc, RoutedPacket packet,
            RouteCandidates out);
}
