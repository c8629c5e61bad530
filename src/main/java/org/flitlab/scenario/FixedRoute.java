package org.flitlab.scenario;

import java.util.List;

/**
 * One explicit route of fixed routing: the switches a flow's packets cross, in order. Immutable.
 *
 * @param source      sending host index, at least 0
 * @param destination receiving host index, at least 0
 * @param path        switch ids from the source's switch to the destination's; empty for shortest paths
 */
public record FixedRoute(int source, int destination, List<Integer> path) {
    public FixedRoute {
        if (source < 0) {
            throw new IllegalArgumentException("source is " + source + "; it must be a host index, at least 0");
        }
        if (destination < 0) {
            throw new IllegalArgumentException("destination is " + destination + "; it must be a host index, at least 0");
        }
        path = List.copyOf(path);
    }
}
