package org.flitlab.routing;

import java.util.Optional;
import org.flitlab.topology.Topology;

/**
 * Builds a {@link RoutingAlgorithm} for a topology. The catalogue registers one factory per routing id.
 */
public interface RoutingFactory {
    /** Empty if this routing can run on {@code topology}, else why not ("dimension order needs a grid, torus or cube"). */
    Optional<String> supports(Topology topology);

    /** Builds the algorithm, computing its tables. Call only if {@link #supports} is empty. */
    RoutingAlgorithm create(Topology topology, int virtualChannels);
}
