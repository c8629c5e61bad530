package org.flitlab.traffic;

import java.util.Optional;
import org.flitlab.topology.Topology;

/**
 * The conditions destination patterns put on a topology, each answered as {@code supports()} answers: empty if the
 * topology meets it, else a sentence that names the pattern, the condition and what the topology has.
 */
final class TopologyRequirements {
    private TopologyRequirements() {
    }

    static Optional<String> atLeastTwoHosts(String pattern, Topology topology) {
        int n = topology.hostCount();
        return n >= 2 ? Optional.empty()
                : Optional.of(pattern + " needs at least 2 hosts; this topology has " + n);
    }

    static Optional<String> powerOfTwoHosts(String pattern, Topology topology) {
        int n = topology.hostCount();
        return n > 0 && Integer.bitCount(n) == 1 ? Optional.empty()
                : Optional.of(pattern + " needs a power-of-two host count; this topology has " + n + " hosts");
    }

    /** The number of bits of a host index; the host count must be a power of two. */
    static int indexBits(Topology topology) {
        return Integer.numberOfTrailingZeros(topology.hostCount());
    }

    /** Every switch has the same, non-zero number of hosts (so host i of a switch can go to host i of another). */
    static Optional<String> sameHostsOnEverySwitch(String pattern, Topology topology) {
        int first = topology.hostsOf(0).length;
        for (int s = 0; s < topology.switchCount(); s++) {
            int here = topology.hostsOf(s).length;
            if (here == 0) {
                return Optional.of(pattern + " needs at least one host on every switch; switch '"
                        + topology.node(s).name() + "' has none");
            }
            if (here != first) {
                return Optional.of(pattern + " needs the same number of hosts on every switch; switch '"
                        + topology.node(0).name() + "' has " + first + " and switch '" + topology.node(s).name()
                        + "' has " + here);
            }
        }
        return Optional.empty();
    }

    /** Throws the refusal, if any, as an IllegalArgumentException; create() calls it so misuse fails loudly. */
    static void orThrow(Optional<String> refusal) {
        if (refusal.isPresent()) {
            throw new IllegalArgumentException(refusal.get());
        }
    }
}
