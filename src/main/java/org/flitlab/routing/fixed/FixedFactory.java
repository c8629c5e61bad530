package org.flitlab.routing.fixed;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.RoutingFactory;
import org.flitlab.topology.Topology;

/**
 * Makes {@link FixedRouting} from explicit paths of switch ids per {@link Flow}; flows without a path take
 * shortest paths. Supports a topology when every path fits it (the reason names the flow otherwise).
 * Immutable and thread-safe.
 */
public final class FixedFactory implements RoutingFactory {
    private final Map<Flow, List<Integer>> routes;

    public FixedFactory(Map<Flow, List<Integer>> routes) {
        Map<Flow, List<Integer>> copy = new LinkedHashMap<>();
        routes.forEach((flow, path) -> copy.put(flow, path == null ? List.of() : List.copyOf(path)));
        this.routes = Collections.unmodifiableMap(copy);
    }

    /** The paths per flow, unmodifiable, in the order given. */
    public Map<Flow, List<Integer>> routes() {
        return routes;
    }

    @Override
    public Optional<String> supports(Topology topology) {
        try {
            routes.forEach((flow, path) -> RouteCheck.check(topology, flow, path));
        } catch (IllegalArgumentException e) {
            return Optional.of(e.getMessage());
        }
        return Optional.empty();
    }

    @Override
    public RoutingAlgorithm create(Topology topology, int virtualChannels) {
        return new FixedRouting(topology, virtualChannels, routes);
    }
}
