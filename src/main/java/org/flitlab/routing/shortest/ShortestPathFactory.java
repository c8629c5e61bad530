package org.flitlab.routing.shortest;

import java.util.Objects;
import java.util.Optional;
import org.flitlab.routing.RingTie;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.RoutingFactory;
import org.flitlab.topology.Topology;

/** Makes {@link ShortestPathRouting}; it runs on every topology. Immutable and thread-safe. */
public final class ShortestPathFactory implements RoutingFactory {
    private final RingTie tie;

    /** Every shortest path, ties on tori included (AN1's). */
    public ShortestPathFactory() {
        this(RingTie.BOTH);
    }

    /** @param tie how a torus dimension exactly half a ring away is taken ({@link RingTie#BOTH}: either way) */
    public ShortestPathFactory(RingTie tie) {
        this.tie = Objects.requireNonNull(tie, "tie");
    }

    public RingTie tie() {
        return tie;
    }

    @Override
    public Optional<String> supports(Topology topology) {
        return Optional.empty();
    }

    @Override
    public RoutingAlgorithm create(Topology topology, int virtualChannels) {
        return new ShortestPathRouting(topology, virtualChannels, tie);
    }
}
