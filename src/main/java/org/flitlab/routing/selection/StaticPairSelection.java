package org.flitlab.routing.selection;

import java.util.SplittableRandom;
import org.flitlab.routing.OutputState;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutedPacket;
import org.flitlab.routing.SelectionPolicy;

/**
 * A single static choice per source-destination pair (model.md, Routing; AN1's "static assignment of
 * paths"): at each node the candidate with index hash(source, destination, node) mod the candidate count,
 * whether or not another is free; -1 if that one is busy, so the worm waits for it. The hash is fixed, so
 * every run and every packet of a pair makes the same choice. Stateless.
 */
public final class StaticPairSelection implements SelectionPolicy {
    @Override
    public boolean takesALoneFreeCandidate() {
        return true;
    }

    @Override
    public int select(int node, RoutedPacket packet, RouteCandidates candidates, OutputState outputs, SplittableRandom random) {
        if (candidates.isEmpty()) {
            return -1;
        }
        int i = choice(packet.sourceNode(), packet.destinationNode(), node, candidates.size());
        return outputs.isFree(candidates.port(i), candidates.vc(i)) ? i : -1;
    }

    /** The fixed candidate index for a pair at a node, in [0, size). */
    public static int choice(int sourceNode, int destinationNode, int node, int size) {
        long h = sourceNode * 0x9E3779B97F4A7C15L + destinationNode * 0xC2B2AE3D27D4EB4FL + node * 0x165667B19E3779F9L;
        // SplitMix64 finaliser: spreads nearby ids so that neighbouring pairs do not all pick the same index.
        h = (h ^ (h >>> 30)) * 0xBF58476D1CE4E5B9L;
        h = (h ^ (h >>> 27)) * 0x94D049BB133111EBL;
        h ^= h >>> 31;
        return (int) Math.floorMod(h, (long) size);
    }
}
