package org.flitlab.experiment;

import java.util.SplittableRandom;
import org.flitlab.network.NetworkConfig;
import org.flitlab.network.RouterModel;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.topology.Topology;
import org.flitlab.traffic.DestinationPattern;

/**
 * {@link Bounds} for the configuration's router model (model.md, "Router models"). The zero-load formula
 * {@code sum d_l + (L - 1) s} holds for both routers with the right per-router delay {@code s}: the simple switch's
 * {@code switchDelayTicks}, or BookSim's stage sum {@code routing + vcAlloc + switchAlloc + traversal}; the
 * pipelined router's host also reads a flit the tick after it lands, one tick more. With BookSim's defaults and
 * 1-tick links that is BookSim's {@code 2 + 5H + (L - 1)} for H routers (L - 1 = H + 1 - 2 links past the first).
 * The throughput bound does not depend on the router. Stateless.
 */
public final class RouterBounds {
    private RouterBounds() {
    }

    /** The ticks a router adds to a head's path beyond its links. */
    public static int perRouterTicks(NetworkConfig config) {
        RouterModel r = config.router();
        return r.pipelined()
                ? r.routingDelayTicks() + r.vcAllocDelayTicks() + r.switchAllocDelayTicks() + r.switchTraversalTicks()
                : config.switchDelayTicks();
    }

    /** {@link Bounds#compute} with the per-router delay and the host's read tick of {@code config}'s router. */
    public static Bound compute(Topology topology, RoutingAlgorithm routing, DestinationPattern pattern, int packetFlits,
                                NetworkConfig config, SplittableRandom random) {
        Bound b = Bounds.compute(topology, routing, pattern, packetFlits, perRouterTicks(config), random);
        if (!config.router().pipelined()) {
            return b;
        }
        return new Bound(b.zeroLoadPacketLatency() + 1, b.zeroLoadDeliveryLatency() + 1, b.throughputBound(),
                b.bottleneckChannel(), b.bottleneckLoad(), b.meanHops(), b.trafficSampled(), b.routesSampled());
    }
}
