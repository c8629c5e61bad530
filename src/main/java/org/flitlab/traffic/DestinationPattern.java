package org.flitlab.traffic;

import java.util.Optional;
import java.util.SplittableRandom;
import org.flitlab.topology.Topology;

/**
 * Chooses the destination host of each packet (model.md, Traffic). Host indices are 0-based among hosts
 * ({@link Topology#hostNode(int)} turns one into a node id). Made for one topology; immutable.
 */
public interface DestinationPattern {
    /** The destination host index for a packet from {@code sourceHost}, or -1 if this host does not send. */
    int destination(int sourceHost, SplittableRandom random);

    /**
     * The exact share of {@code sourceHost}'s packets that go to each host, indexed by host and summing to 1 (all 0
     * for a host that does not send), where the pattern has a closed form (uniform, hot spot, client/server, given
     * flows, permutations); null where only sampling can tell. The bounds use it instead of drawing destinations.
     */
    default double[] exactShares(int sourceHost) {
        return null;
    }

    /** Whether {@code sourceHost} generates traffic at all under this pattern (a permutation's fixed point does not). */
    default boolean sends(int sourceHost) {
        return true;
    }
}
