package org.flitlab.routing.dimensionorder;

import java.util.Optional;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.RoutingFactory;
import org.flitlab.topology.Topology;

/**
 * Makes {@link DimensionOrderRouting} with an order ("descending", "xy" or "yx") and whether tori use a
 * dateline. Supports topologies with a grid shape (mesh, torus, cube) whose grid links are all present.
 * Immutable and thread-safe.
 */
public final class DimensionOrderFactory implements RoutingFactory {
    private final DimensionOrder order;
    private final boolean dateline;

    /** E-cube / y-then-x order, with a dateline on tori: deadlock-free on every grid. */
    public DimensionOrderFactory() {
        this("descending", true);
    }

    /**
     * @param order    "descending" or "yx" (highest dimension first) or "xy" (x first)
     * @param dateline whether tori use two virtual-channel classes split at the wrap links
     */
    public DimensionOrderFactory(String order, boolean dateline) {
        this.order = DimensionOrder.parse(order);
        this.dateline = dateline;
    }

    public DimensionOrder order() {
        return order;
    }

    public boolean dateline() {
        return dateline;
    }

    static String noGridMessage(Topology topology) {
        return "dimension order needs a grid, torus or cube; " + topology.family() + " has no grid shape";
    }

    @Override
    public Optional<String> supports(Topology topology) {
        if (topology.gridShape().isEmpty()) {
            return Optional.of(noGridMessage(topology));
        }
        try {
            GridPorts.of(topology, topology.gridShape().get());
        } catch (IllegalArgumentException e) {
            return Optional.of(e.getMessage());
        }
        return Optional.empty();
    }

    @Override
    public RoutingAlgorithm create(Topology topology, int virtualChannels) {
        return new DimensionOrderRouting(topology, order, dateline, virtualChannels);
    }
}
