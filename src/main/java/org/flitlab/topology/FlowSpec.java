package org.flitlab.topology;

import java.util.List;
import java.util.Objects;

/**
 * One named flow of a study scenario: traffic from one host to another, optionally along a fixed route. The studies
 * name their flows (Bianco et al.: "TCP source 1"; AN1: s1 to d, a1 to A) and some give the route a flow must take
 * (Bianco et al.'s fixed overlapping and disjoint routes); a generator that knows them returns them as
 * {@code FlowSpec}s so that a scenario can refer to them by name. Immutable and thread-safe.
 *
 * @param name            unique among the flows of one set; not blank
 * @param sourceHost      host index (0-based among hosts, see {@link Topology#hostNode}) of the sender
 * @param destinationHost host index of the receiver; differs from the sender
 * @param switchPath      switch ids from the sender's switch to the receiver's switch, both included, each linked
 *                        to the next; empty when the flow is routed by the routing algorithm
 */
public record FlowSpec(String name, int sourceHost, int destinationHost, List<Integer> switchPath) {
    public FlowSpec {
        Objects.requireNonNull(name, "name");
        if (name.isBlank()) {
            throw new IllegalArgumentException("flow name is blank; give a non-empty name");
        }
        if (sourceHost < 0 || destinationHost < 0) {
            throw new IllegalArgumentException("flow '" + name + "' has host " + Math.min(sourceHost, destinationHost)
                    + "; host indices start at 0");
        }
        if (sourceHost == destinationHost) {
            throw new IllegalArgumentException("flow '" + name + "' goes from host " + sourceHost
                    + " to itself; source and destination must differ");
        }
        switchPath = List.copyOf(Objects.requireNonNull(switchPath, "switchPath"));
    }

    /** A flow without a fixed route. */
    public FlowSpec(String name, int sourceHost, int destinationHost) {
        this(name, sourceHost, destinationHost, List.of());
    }

    /** Whether the flow must follow {@link #switchPath()}. */
    public boolean hasFixedRoute() {
        return !switchPath.isEmpty();
    }

    /**
     * A flow between two hosts given by name, without a fixed route.
     *
     * @throws IllegalArgumentException if either name is not a host of {@code topology}
     */
    public static FlowSpec between(Topology topology, String name, String sourceName, String destinationName) {
        return new FlowSpec(name, hostIndexOf(topology, sourceName), hostIndexOf(topology, destinationName));
    }

    /**
     * The host index of the host called {@code hostName}.
     *
     * @throws IllegalArgumentException if {@code topology} has no host of that name
     */
    public static int hostIndexOf(Topology topology, String hostName) {
        for (Node n : topology.nodes()) {
            if (n.isHost() && n.name().equals(hostName)) {
                return topology.hostIndex(n.id());
            }
        }
        throw new IllegalArgumentException("'" + hostName + "' is not a host of this " + topology.family()
                + " topology");
    }

    /**
     * Checks that the flow fits {@code topology}: both hosts exist and a fixed route starts at the sender's
     * switch, ends at the receiver's switch and only steps between linked switches.
     *
     * @throws IllegalArgumentException naming the flow and what does not fit
     */
    public void checkOn(Topology topology) {
        for (int h : new int[] {sourceHost, destinationHost}) {
            if (h >= topology.hostCount()) {
                throw new IllegalArgumentException("flow '" + name + "' names host " + h + "; the topology has hosts 0.."
                        + (topology.hostCount() - 1));
            }
        }
        if (switchPath.isEmpty()) {
            return;
        }
        int first = topology.hostSwitch(topology.hostNode(sourceHost));
        int last = topology.hostSwitch(topology.hostNode(destinationHost));
        if (switchPath.get(0) != first || switchPath.get(switchPath.size() - 1) != last) {
            throw new IllegalArgumentException("route of flow '" + name + "' runs " + switchPath + "; it must start at "
                    + "switch " + first + " and end at switch " + last);
        }
        for (int i = 0; i + 1 < switchPath.size(); i++) {
            int a = switchPath.get(i);
            int b = switchPath.get(i + 1);
            if (a < 0 || a >= topology.switchCount() || b < 0 || b >= topology.switchCount()
                    || !topology.switchGraph().containsEdge(a, b)) {
                throw new IllegalArgumentException("route of flow '" + name + "' steps from " + a + " to " + b
                        + ", which are not linked switches");
            }
        }
    }
}
