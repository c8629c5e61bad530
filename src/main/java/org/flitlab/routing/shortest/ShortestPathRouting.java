package org.flitlab.routing.shortest;

import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutedPacket;
import org.flitlab.routing.SwitchHopRouting;
import org.flitlab.topology.Topology;

/**
 * Minimal adaptive routing over all shortest switch paths (model.md, Routing; AN1's "arbitrary shortest
 * paths", Owicki & Karlin Fig. 6): at a switch, every port whose neighbour is one hop nearer the
 * destination's switch, in port order, each with every virtual channel; at the destination's switch, the
 * port to the destination host. Not deadlock-free on topologies with cycles. route() reads a
 * precomputed {@link SwitchDistances} table and allocates nothing. Immutable and thread-safe.
 */
public final class ShortestPathRouting extends SwitchHopRouting {
    private final SwitchDistances distances;

    public ShortestPathRouting(Topology topology, int virtualChannels) {
        this(new SwitchDistances(topology), virtualChannels);
    }

    /** Shares an already computed table (fixed and source routing fall back on this routing). */
    public ShortestPathRouting(SwitchDistances distances, int virtualChannels) {
        super(distances.topology(), virtualChannels - 1);
        if (virtualChannels < 1) {
            throw new IllegalArgumentException("virtualChannels is " + virtualChannels + "; it must be at least 1");
        }
        this.distances = distances;
    }

    public SwitchDistances distances() {
        return distances;
    }

    @Override
    protected void routeTowards(int target, int node, int inPort, int inVc, RoutedPacket packet,
            RouteCandidates out) {
        int nearer = distances.distance(node, target) - 1;
        for (int i = 0; i < distances.switchPortCount(node); i++) {
            if (distances.distance(distances.switchNeighbour(node, i), target) == nearer) {
                out.addAllVcs(distances.switchPort(node, i), 0, lastVc);
            }
        }
    }
}
