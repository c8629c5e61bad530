package org.flitlab.routing.shortest;

import org.flitlab.routing.HostEnds;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutedPacket;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.topology.Topology;

/**
 * Minimal adaptive routing made deadlock-free by virtual-channel classes (Bianco et al., section 2.3.1: shortest
 * paths with virtual channels, after the hierarchy of buffer pools their references [30, 33-36] allocate by hops
 * travelled). Every shortest switch path is permitted, as in {@link ShortestPathRouting}, but the virtual channel
 * of each switch-to-switch hop must be higher than that of the hop before: a packet entering from its host may
 * use class 0 up, and after arriving on virtual channel v only v + 1 up, leaving room for the hops still to go
 * (at most {@code V - remaining hops}). Channel dependencies therefore always go to higher-numbered virtual
 * channels and cannot form a cycle, on rings, tori or any other topology, at the price of as many virtual
 * channels as the switch graph's diameter. Higher channels are closer to the destination, which is what
 * {@code VcArbitration.PRIORITY} (Non-preemptive Priority) favours. The channel to the destination host
 * permits every virtual channel (a host never blocks). Immutable and thread-safe.
 */
public final class HopClassRouting implements RoutingAlgorithm {
    private final Topology topology;
    private final SwitchDistances distances;
    private final int virtualChannels;
    private final int diameter;

    /**
     * Builds the tables. With fewer than {@link #virtualChannelsRequired()} virtual channels (the diameter) the
     * routing cannot run, and the network refuses it naming the number needed.
     *
     * @throws IllegalArgumentException if {@code virtualChannels} is below 1
     */
    public HopClassRouting(Topology topology, int virtualChannels) {
        if (virtualChannels < 1) {
            throw new IllegalArgumentException("virtualChannels is " + virtualChannels + "; it must be at least 1");
        }
        this.topology = topology;
        this.distances = new SwitchDistances(topology);
        this.diameter = diameter(distances, topology.switchCount());
        this.virtualChannels = virtualChannels;
    }

    private static int diameter(SwitchDistances d, int switches) {
        int max = 0;
        for (int a = 0; a < switches; a++) {
            for (int b = 0; b < switches; b++) {
                max = Math.max(max, d.distance(a, b));
            }
        }
        return max;
    }

    /** The longest shortest path between two switches, in switch-to-switch hops. */
    public int diameter() {
        return diameter;
    }

    @Override
    public int virtualChannelsRequired() {
        return Math.max(1, diameter);
    }

    /** Tabled: of an arrival, only whether it came from a switch and on which virtual channel. */
    @Override
    public int inputClasses() {
        return virtualChannels + 1;
    }

    @Override
    public int inputClass(int node, int inPort, int inVc) {
        return inPort >= 0 && topology.isSwitch(topology.neighbor(node, inPort)) ? inVc + 1 : 0;
    }

    @Override
    public void route(int node, int inPort, int inVc, RoutedPacket packet, RouteCandidates out) {
        // Injection on class 0 only: every higher class is left for the hops still to go.
        if (HostEnds.atSourceHost(topology, node, 0, out)
                || HostEnds.atDestinationSwitch(topology, node, packet, virtualChannels - 1, out)) {
            return;
        }
        int target = topology.hostSwitch(packet.destinationNode());
        boolean fromSwitch = inPort >= 0 && topology.isSwitch(topology.neighbor(node, inPort));
        int lowest = fromSwitch ? inVc + 1 : 0;
        int remaining = distances.distance(node, target);
        int highest = virtualChannels - remaining;
        int nearer = remaining - 1;
        for (int i = 0; i < distances.switchPortCount(node); i++) {
            if (distances.distance(distances.switchNeighbour(node, i), target) == nearer) {
                out.addAllVcs(distances.switchPort(node, i), lowest, highest);
            }
        }
    }
}
