package org.flitlab.network.atm;

import java.util.ArrayDeque;
import java.util.Arrays;
import org.flitlab.topology.Topology;

/**
 * The fixed shortest routes of background cells on the switch graph: {@code next(s, d)} is the channel leaving
 * switch s on a shortest path to switch d, the lowest-numbered such port (so a route, set at call set-up, never
 * changes). Hop counts from breadth-first search. Immutable after construction; thread-safe.
 */
public final class CellRoutes {
    private final int[][] next;

    public CellRoutes(Topology t) {
        int n = t.nodeCount();
        next = new int[n][];
        for (int d = 0; d < n; d++) {
            if (!t.isSwitch(d)) {
                continue;
            }
            int[] dist = distancesTo(t, d);
            for (int s = 0; s < n; s++) {
                if (!t.isSwitch(s)) {
                    continue;
                }
                if (next[s] == null) {
                    next[s] = new int[n];
                    Arrays.fill(next[s], -1);
                }
                next[s][d] = s == d ? -1 : firstStep(t, s, dist);
            }
        }
    }

    private static int[] distancesTo(Topology t, int d) {
        int[] dist = new int[t.nodeCount()];
        Arrays.fill(dist, Integer.MAX_VALUE);
        dist[d] = 0;
        ArrayDeque<Integer> q = new ArrayDeque<>();
        q.add(d);
        while (!q.isEmpty()) {
            int u = q.poll();
            for (int p = 0; p < t.portCount(u); p++) {
                int v = t.neighbor(u, p);
                if (v >= 0 && t.isSwitch(v) && dist[v] == Integer.MAX_VALUE) {
                    dist[v] = dist[u] + 1;
                    q.add(v);
                }
            }
        }
        return dist;
    }

    private static int firstStep(Topology t, int s, int[] dist) {
        for (int p = 0; p < t.portCount(s); p++) {
            int v = t.neighbor(s, p);
            if (v >= 0 && t.isSwitch(v) && dist[v] == dist[s] - 1) {
                return t.channelOut(s, p);
            }
        }
        throw new IllegalArgumentException("switch " + s + " cannot reach every other switch; the ATM network needs a connected switch graph");
    }

    /** The channel leaving switch {@code s} towards switch {@code d}, or -1 when they are the same. */
    public int next(int s, int d) {
        return next[s][d];
    }
}
