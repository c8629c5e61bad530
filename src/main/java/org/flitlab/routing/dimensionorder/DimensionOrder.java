package org.flitlab.routing.dimensionorder;

/**
 * The order in which dimension-order routing corrects the dimensions. Scenario files name it "xy"
 * (ascending: x, then y, then z...), "yx" or "descending" (highest dimension first: e-cube on the C104
 * cube, y then x on the C104 grid).
 */
public enum DimensionOrder {
    ASCENDING,
    DESCENDING;

    /** Parses "xy", "yx" or "descending". */
    public static DimensionOrder parse(String order) {
        return switch (order) {
            case "xy" -> ASCENDING;
            case "yx", "descending" -> DESCENDING;
            default -> throw new IllegalArgumentException("order is '" + order + "'; it must be \"descending\", \"xy\" or \"yx\"");
        };
    }
}
