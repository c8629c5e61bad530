package org.flitlab.routing.selection;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.flitlab.routing.OutputState;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutedPacket;
import org.flitlab.routing.SelectionPolicy;

/**
 * Round robin per node (model.md, Routing): each node keeps a pointer into the (port, virtual channel)
 * order; the choice is the first free permitted output at or after the pointer, wrapping round, and the
 * pointer then moves just past it. State is per instance, so make one per run
 * ({@code RoundRobinSelection::new} is its factory). Not thread-safe; -1 when none is free.
 */
public final class RoundRobinSelection implements SelectionPolicy {
    /** next[node]: the smallest (port, vc) key the node's next choice may take before wrapping. */
    private long[] next = new long[0];

    @Override
    public int select(int node, RoutedPacket packet, RouteCandidates candidates, OutputState outputs, SplittableRandom random) {
        if (node >= next.length) {
            next = Arrays.copyOf(next, Math.max(node + 1, 2 * next.length));
        }
        long pointer = next[node];
        int atOrAfter = -1;
        int lowest = -1;
        for (int i = 0; i < candidates.size(); i++) {
            if (!outputs.isFree(candidates.port(i), candidates.vc(i))) {
                continue;
            }
            long key = Order.key(candidates, i);
            if (lowest < 0 || key < Order.key(candidates, lowest)) {
                lowest = i;
            }
            if (key >= pointer && (atOrAfter < 0 || key < Order.key(candidates, atOrAfter))) {
                atOrAfter = i;
            }
        }
        int chosen = atOrAfter >= 0 ? atOrAfter : lowest;
        if (chosen >= 0) {
            next[node] = Order.key(candidates, chosen) + 1;
        }
        return chosen;
    }
}
