package org.flitlab.routing.valiant;

import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.shortest.SwitchDistances;

/**
 * A leg over every shortest switch path, in port order: on a folded multistage network the way up to a
 * right-hand switch and the way back down, every parallel link offered so that the selection policy picks one.
 * Immutable and thread-safe.
 */
final class ShortestLeg implements Leg {
    private final SwitchDistances distances;

    ShortestLeg(SwitchDistances distances) {
        this.distances = distances;
    }

    @Override
    public void addPorts(int node, int target, RouteCandidates out, int firstVc, int lastVc) {
        int nearer = distances.distance(node, target) - 1;
        for (int i = 0; i < distances.switchPortCount(node); i++) {
            if (distances.distance(distances.switchNeighbour(node, i), target) == nearer) {
                out.addAllVcs(distances.switchPort(node, i), firstVc, lastVc);
            }
        }
    }
}
