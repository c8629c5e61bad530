package org.flitlab.routing.fixed;

import java.util.List;
import org.flitlab.topology.Topology;

/** Checks a fixed route against its topology and turns it into output ports; messages name the flow. */
final class RouteCheck {
    private RouteCheck() {
    }

    static int[] check(Topology topology, Flow flow, List<Integer> route) {
        int hosts = topology.hostCount();
        if (flow.sourceHost() >= hosts || flow.destinationHost() >= hosts) {
            throw new IllegalArgumentException("fixed route of flow " + flow + ": the topology has hosts 0.." + (hosts - 1));
        }
        if (route == null || route.isEmpty()) {
            throw new IllegalArgumentException("fixed route of flow " + flow + " is empty; it must list the switches from the source's to the destination's");
        }
        int[] path = route.stream().mapToInt(Integer::intValue).toArray();
        for (int i = 0; i < path.length; i++) {
            if (path[i] < 0 || !topology.isSwitch(path[i])) {
                throw new IllegalArgumentException("fixed route of flow " + flow + ": entry " + i + " is " + path[i]
                        + "; it must be a switch, 0.." + (topology.switchCount() - 1));
            }
        }
        int first = topology.hostSwitch(topology.hostNode(flow.sourceHost()));
        int last = topology.hostSwitch(topology.hostNode(flow.destinationHost()));
        if (path[0] != first) {
            throw new IllegalArgumentException("fixed route of flow " + flow + " starts at switch " + path[0]
                    + "; it must start at the source host's switch " + first);
        }
        if (path[path.length - 1] != last) {
            throw new IllegalArgumentException("fixed route of flow " + flow + " ends at switch " + path[path.length - 1]
                    + "; it must end at the destination host's switch " + last);
        }
        for (int i = 1; i < path.length; i++) {
            if (portTowards(topology, path[i - 1], path[i]) < 0) {
                throw new IllegalArgumentException("fixed route of flow " + flow + ": switches " + path[i - 1] + " and "
                        + path[i] + " (entries " + (i - 1) + " and " + i + ") are not linked; each switch must be linked to the next");
            }
        }
        return path;
    }

    /** The output port at each switch of a checked path; the last leads to the destination host. */
    static int[] ports(Topology topology, Flow flow, int[] path) {
        int[] ports = new int[path.length];
        for (int i = 0; i + 1 < path.length; i++) {
            ports[i] = portTowards(topology, path[i], path[i + 1]);
        }
        ports[path.length - 1] = topology.neighborPort(topology.hostNode(flow.destinationHost()), 0);
        return ports;
    }

    /** The lowest port of {@code from} linked to {@code to}, or -1. */
    private static int portTowards(Topology topology, int from, int to) {
        for (int p = 0; p < topology.portCount(from); p++) {
            if (topology.neighbor(from, p) == to) {
                return p;
            }
        }
        return -1;
    }
}
