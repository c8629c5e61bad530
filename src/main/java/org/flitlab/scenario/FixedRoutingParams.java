package org.flitlab.scenario;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.flitlab.routing.fixed.FixedFactory;
import org.flitlab.routing.fixed.Flow;

/**
 * Fixed routing (model.md, Routing: fixed routes per flow): the routes given; flows without one take shortest
 * paths. Whether each route fits the topology is checked by the routing factory. Immutable.
 *
 * @param routes explicit routes, at most one per source-destination pair
 */
public record FixedRoutingParams(List<FixedRoute> routes) {
    public FixedRoutingParams {
        routes = List.copyOf(routes);
        for (int i = 0; i < routes.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (routes.get(i).source() == routes.get(j).source() && routes.get(i).destination() == routes.get(j).destination()) {
                    throw new IllegalArgumentException("routes[" + i + "] repeats the flow of routes[" + j + "] (host "
                            + routes.get(i).source() + " -> host " + routes.get(i).destination() + "); give one route per flow");
                }
            }
        }
    }

    /** The routing factory for these routes. */
    public FixedFactory toFactory() {
        Map<Flow, List<Integer>> m = new LinkedHashMap<>();
        routes.forEach(r -> m.put(new Flow(r.source(), r.destination()), r.path()));
        return new FixedFactory(m);
    }
}
