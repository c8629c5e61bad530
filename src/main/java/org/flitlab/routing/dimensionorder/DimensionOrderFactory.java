package org.flitlab.routing.dimensionorder;

import java.util.Objects;
import java.util.Optional;
import org.flitlab.routing.RingTie;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.RoutingFactory;
import org.flitlab.topology.Topology;

/**
 * Makes {@link DimensionOrderRouting} with an order ("descending", "ascending", "xy" or "yx"), whether tori use a
 * dateline and how ties on even rings go. Supports topologies with a grid shape (mesh, torus, cube) whose grid links are all present.
 * Immutable and thread-safe.
 */
public final class DimensionOrderFactory implements RoutingFactory {
    private final DimensionOrder order;
    private final boolean dateline;
    private final RingTie tie;

    /** E-cube / y-then-x order, with a dateline on tori: deadlock-free on every grid. */
    public DimensionOrderFactory() {
        this("descending", true);
    }

    /**
     * @param order    "descending" or "yx" (highest dimension first) or "ascending" or "xy" (lowest first)
     * @param dateline whether tori use two virtual-channel classes split at the wrap links
     */
    public DimensionOrderFactory(String order, boolean dateline) {
        this(order, dateline, RingTie.RANDOM);
    }

    /**
     * @param tie which way a torus dimension goes at exactly half the ring (random per packet: BookSim's)
     * @see #DimensionOrderFactory(String, boolean)
     */
    public DimensionOrderFactory(String order, boolean dateline, RingTie tie) {
        this.order = DimensionOrder.parse(order);
        this.dateline = dateline;
        this.tie = Objects.requireNonNull(tie, "tie");
    }

    public RingTie tie() {
        return tie;
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
        return new DimensionOrderRouting(topology, order, dateline, tie, virtualChannels);
    }
}
