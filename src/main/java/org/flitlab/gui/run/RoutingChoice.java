package org.flitlab.gui.run;

import java.util.List;
import java.util.Optional;
import org.flitlab.routing.RoutingFactory;
import org.flitlab.routing.RingTie;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.shortest.ShortestPathFactory;
import org.flitlab.routing.updown.UpDownFactory;
import org.flitlab.topology.Topology;

/**
 * A routing algorithm as the workbench offers it: a stable id, a menu name, the factory, the virtual channels
 * it runs with, and one sentence an instructor can read out to explain the choice (model.md, Routing).
 * Immutable and thread-safe.
 *
 * @param id              stable id, as in the scenario catalogue ("dimension-order", "up-down")
 * @param displayName     name for menus and chart legends
 * @param factory         builds the algorithm for a topology
 * @param virtualChannels virtual channels per link the workbench gives this routing, at least 1
 * @param explanation     what the rule is and why it is (or is not) deadlock-free
 */
public record RoutingChoice(String id, String displayName, RoutingFactory factory, int virtualChannels,
                            String explanation) {

    public RoutingChoice {
        if (virtualChannels < 1) {
            throw new IllegalArgumentException("virtualChannels is " + virtualChannels + "; it must be at least 1");
        }
    }

    /** Dimension order with Dally and Seitz's dateline: two virtual-channel classes break the torus rings. */
    public static RoutingChoice dimensionOrderDateline() {
        return new RoutingChoice("dimension-order-dateline", "Dimension order (dateline)",
                new DimensionOrderFactory("xy", true), 2,
                "Correct x fully, then y, the shorter way round. A packet that crosses a wrap link moves to the second "
                        + "virtual channel, so no ring of channels can fill up: deadlock-free.");
    }

    /** Dimension order without a dateline: the classic torus that can deadlock. */
    public static RoutingChoice dimensionOrderNoDateline() {
        return new RoutingChoice("dimension-order", "Dimension order (no dateline)",
                new DimensionOrderFactory("xy", false, RingTie.POSITIVE), 1,
                "Correct x fully, then y, the shorter way round (half way round: the positive way), on one virtual "
                        + "channel. On a torus, worms can wait for each other all round a ring and deadlock under heavy load; "
                        + "on a mesh (no rings) it is deadlock-free.");
    }

    /** AN1's up*&#47;down* routing: never up after down. */
    public static RoutingChoice upDown() {
        return new RoutingChoice("up-down", "Up*/down*", new UpDownFactory(), 1,
                "A breadth-first tree from the root gives every link an 'up' end (nearer the root). A legal route "
                        + "goes up zero or more links, then down: never up after down, so no cycle of waits can form.");
    }

    /** Adaptive routing over every shortest path. */
    public static RoutingChoice shortest() {
        return new RoutingChoice("shortest", "Shortest paths (adaptive)", new ShortestPathFactory(), 1,
                "Any output that brings the packet one hop nearer is allowed; a free one is picked. Fast, but not "
                        + "deadlock-free on networks with cycles.");
    }

    /** Every choice the workbench offers, in menu order. */
    public static List<RoutingChoice> standard() {
        return List.of(dimensionOrderDateline(), dimensionOrderNoDateline(), upDown(), shortest());
    }

    /** Empty if this routing runs on {@code topology}, else why not. */
    public Optional<String> supports(Topology topology) {
        return factory.supports(topology);
    }

    /** Choices are equal when their ids are: the factory is an implementation detail. */
    @Override
    public boolean equals(Object o) {
        return o instanceof RoutingChoice r && r.id.equals(id);
    }

    @Override
    public int hashCode() {
        return id.hashCode();
    }

    @Override
    public String toString() {
        return displayName;
    }
}
