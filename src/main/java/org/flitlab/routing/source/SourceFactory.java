package org.flitlab.routing.source;

import java.util.Optional;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.RoutingFactory;
import org.flitlab.topology.Topology;

/** Makes {@link SourceRouting}; it runs on every topology. Stateless and thread-safe. */
public final class SourceFactory implements RoutingFactory {
    @Override
    public Optional<String> supports(Topology topology) {
        return Optional.empty();
    }

    @Override
    public RoutingAlgorithm create(Topology topology, int virtualChannels) {
        return new SourceRouting(topology, virtualChannels);
    }
}
