package org.flitlab.topology;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The up*&#47;down* rule of AN1 (Owicki &amp; Karlin, 2.1), written from its definition for the topology tests: BFS
 * levels of the switches from a root; crossing a link towards a lower level, or on the same level towards the lower
 * switch id, is "up"; a path is legal if it never goes up after it has gone down. Also enumerates all shortest
 * switch paths between two switches. Test code only; the routing package has its own implementation.
 */
public final class UpDownLegality {
    private final Topology topology;
    private final int[] level;

    public UpDownLegality(Topology topology, int root) {
        this.topology = topology;
        this.level = distancesFrom(topology, root);
    }

    public int level(int sw) {
        return level[sw];
    }

    /** Whether going from switch a to its neighbour b is "up". */
    public boolean isUp(int a, int b) {
        return level[b] < level[a] || level[b] == level[a] && b < a;
    }

    /** Whether the switch path never goes up after going down. */
    public boolean isLegal(List<Integer> path) {
        boolean wentDown = false;
        for (int i = 0; i + 1 < path.size(); i++) {
            boolean up = isUp(path.get(i), path.get(i + 1));
            if (up && wentDown) {
                return false;
            }
            wentDown |= !up;
        }
        return true;
    }

    /** Switch-graph distances from {@code from} to every switch (-1 if unreachable). */
    public static int[] distancesFrom(Topology t, int from) {
        int[] d = new int[t.switchCount()];
        Arrays.fill(d, -1);
        d[from] = 0;
        Deque<Integer> queue = new ArrayDeque<>(List.of(from));
        while (!queue.isEmpty()) {
            int s = queue.poll();
            for (int p = 0; p < t.portCount(s); p++) {
                int n = t.neighbor(s, p);
                if (t.isSwitch(n) && d[n] < 0) {
                    d[n] = d[s] + 1;
                    queue.add(n);
                }
            }
        }
        return d;
    }

    /** Every shortest switch path from {@code a} to {@code b} (parallel links counted once). */
    public static List<List<Integer>> shortestPaths(Topology t, int a, int b) {
        int[] toB = distancesFrom(t, b);
        List<List<Integer>> out = new ArrayList<>();
        List<Integer> path = new ArrayList<>(List.of(a));
        extend(t, toB, path, b, out);
        return out;
    }

    private static void extend(Topology t, int[] toB, List<Integer> path, int b, List<List<Integer>> out) {
        int s = path.get(path.size() - 1);
        if (s == b) {
            out.add(List.copyOf(path));
            return;
        }
        boolean[] seen = new boolean[t.switchCount()];
        for (int p = 0; p < t.portCount(s); p++) {
            int n = t.neighbor(s, p);
            if (t.isSwitch(n) && !seen[n] && toB[n] == toB[s] - 1) {
                seen[n] = true;
                path.add(n);
                extend(t, toB, path, b, out);
                path.remove(path.size() - 1);
            }
        }
    }

    /** The switches that have at least one host. */
    public static int[] hostSwitches(Topology t) {
        return IntStream.range(0, t.switchCount()).filter(s -> t.hostPorts(s).length > 0).toArray();
    }
}
