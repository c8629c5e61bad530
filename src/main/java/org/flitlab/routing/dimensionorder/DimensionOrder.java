package org.flitlab.routing.dimensionorder;

/**
 * The order in which dimension-order routing corrects the dimensions. Scenario files name it "ascending" or
 * "xy" (lowest first: x, then y, then z...; BookSim's e-cube and dimension order), "descending" or "yx"
 * (highest dimension first: e-cube on the C104 cube, y then x on the C104 grid).
 */
public enum DimensionOrder {
    ASCENDING,
    DESCENDING;

    /** Parses "ascending", "xy", "descending" or "yx". */
    public static DimensionOrder parse(String order) {
        return switch (order) {
            case "xy", "ascending" -> ASCENDING;
            case "yx", "descending" -> DESCENDING;
            default -> throw new IllegalArgumentException("order is '" + order
                    + "'; it must be \"descending\", \"ascending\", \"xy\" or \"yx\"");
        };
    }
}
