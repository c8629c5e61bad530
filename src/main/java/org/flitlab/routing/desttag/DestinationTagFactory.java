package org.flitlab.routing.desttag;

import java.util.Optional;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.RoutingFactory;
import org.flitlab.topology.Topology;

/**
 * Makes {@link DestinationTagRouting} for a k-ary n-fly (family "fly"): k is the number of terminals on router 0
 * and n the number of stages, k^n terminals on n k^(n-1) routers. Stateless and thread-safe.
 */
public final class DestinationTagFactory implements RoutingFactory {
    /** Catalogue id. */
    public static final String ID = "destination-tag";
    /** The topology family it routes. */
    static final String FLY = "fly";

    @Override
    public Optional<String> supports(Topology topology) {
        if (!FLY.equals(topology.family())) {
            return Optional.of("destination-tag routing needs a k-ary n-fly (topology \"fly\"); this is a "
                    + topology.family() + " topology");
        }
        return Optional.empty();
    }

    @Override
    public RoutingAlgorithm create(Topology topology, int virtualChannels) {
        int k = topology.hostsOf(0).length;
        int n = 1;
        for (long terminals = k; terminals < topology.hostCount(); terminals *= k) {
            n++;
        }
        return new DestinationTagRouting(topology, k, n, virtualChannels);
    }
}
