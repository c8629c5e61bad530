package org.flitlab.routing.updown;

import java.util.Optional;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.RoutingFactory;
import org.flitlab.topology.Topology;

/**
 * Makes {@link UpDownRouting} rooted at a chosen switch, or at switch 0 (the lowest id) by default. Runs on
 * every topology whose switch count exceeds the chosen root. Immutable and thread-safe.
 */
public final class UpDownFactory implements RoutingFactory {
    private final int root;

    /** Roots the spanning tree at the lowest-id switch. */
    public UpDownFactory() {
        this.root = 0;
    }

    /** @param root the root switch id, at least 0 */
    public UpDownFactory(int root) {
        if (root < 0) {
            throw new IllegalArgumentException("root is " + root + "; it must be a switch id, at least 0");
        }
        this.root = root;
    }

    public int root() {
        return root;
    }

    @Override
    public Optional<String> supports(Topology topology) {
        if (root >= topology.switchCount()) {
            return Optional.of("up*/down* root switch " + root + " does not exist; " + topology.family()
                    + " has switches 0.." + (topology.switchCount() - 1));
        }
        return Optional.empty();
    }

    @Override
    public RoutingAlgorithm create(Topology topology, int virtualChannels) {
        return new UpDownRouting(topology, root, virtualChannels);
    }
}
