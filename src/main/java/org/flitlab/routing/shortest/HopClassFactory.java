package org.flitlab.routing.shortest;

import java.util.Optional;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.RoutingFactory;
import org.flitlab.topology.Topology;

/** Makes {@link HopClassRouting}; it runs on every topology given enough virtual channels. Stateless and thread-safe. */
public final class HopClassFactory implements RoutingFactory {
    @Override
    public Optional<String> supports(Topology topology) {
        return Optional.empty();
    }

    @Override
    public RoutingAlgorithm create(Topology topology, int virtualChannels) {
        return new HopClassRouting(topology, virtualChannels);
    }
}
