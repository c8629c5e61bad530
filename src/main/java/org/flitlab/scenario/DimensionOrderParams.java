package org.flitlab.scenario;

import java.util.Objects;

/**
 * Dimension-order routing (model.md, Routing): e-cube on hypercubes, x-then-y or y-then-x on meshes and tori, with
 * a dateline on tori (Dally &amp; Seitz) that needs two virtual channels. Immutable.
 *
 * @param order    which dimension is corrected first: "descending" (highest first; e-cube, and y then x on grids),
 *                 "xy" or "yx"
 * @param dateline whether tori split their virtual channels at the wrap-around links, which makes them deadlock-free
 */
public record DimensionOrderParams(Order order, boolean dateline) {

    /** Order of the dimensions; written "descending", "xy", "yx". */
    public enum Order { DESCENDING, XY, YX }

    public DimensionOrderParams {
        Objects.requireNonNull(order, "order");
    }

    /** The order as the routing factory spells it. */
    public String orderId() {
        return EnumNames.of(order);
    }
}
