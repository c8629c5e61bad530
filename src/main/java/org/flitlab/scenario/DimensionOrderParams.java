package org.flitlab.scenario;

import java.util.Objects;
import org.flitlab.routing.RingTie;

/**
 * Dimension-order routing (model.md, Routing): e-cube on hypercubes, x-then-y or y-then-x on meshes and tori, with
 * a dateline on tori (Dally &amp; Seitz) that needs two virtual channels. Immutable.
 *
 * @param order    which dimension is corrected first: "descending" (highest first: the C104's e-cube, and y then x
 *                 on grids), "ascending" (lowest first: BookSim's e-cube and dimension order, x then y), "xy" or
 *                 "yx"
 * @param dateline whether tori split their virtual channels at the wrap-around links, which makes them deadlock-free
 * @param tie      which way a torus dimension goes at exactly half the ring: "random" per packet (BookSim's, the
 *                 default), "positive" or "balanced" (split by the source's coordinate)
 */
public record DimensionOrderParams(Order order, boolean dateline, RingTie tie) {

    /** Order of the dimensions; written "descending", "ascending", "xy", "yx". */
    public enum Order { DESCENDING, ASCENDING, XY, YX }

    public DimensionOrderParams {
        Objects.requireNonNull(order, "order");
        Objects.requireNonNull(tie, "tie");
    }

    /** Random ties (BookSim's). */
    public DimensionOrderParams(Order order, boolean dateline) {
        this(order, dateline, RingTie.RANDOM);
    }

    /** The order as the routing factory spells it. */
    public String orderId() {
        return EnumNames.of(order);
    }
}
