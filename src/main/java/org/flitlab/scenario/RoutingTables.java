package org.flitlab.scenario;

import java.util.Map;
import org.flitlab.topology.Topology;

/**
 * How large a routing algorithm's precomputed tables grow with the network, so that a routing too large for memory
 * is refused with a clear message before its tables are built (docs/scenario-format.md, Limits). Shortest-path
 * routings (shortest, source, fixed's fallback, shortest-hop-classes) keep a switch-to-switch distance table,
 * S x S entries, filled by a breadth-first search from every switch; up/down keeps 2 S entries per switch; universal
 * routing keeps the same distance table on a network without a grid shape (its multistage variant), none on cubes and
 * grids. The other routings keep tables linear in S. Stateless.
 */
final class RoutingTables {
    /** Table entries a routing may precompute: 2^22 ints are 16 MB, and the searches that fill them take about a second. */
    static final long MAX_ENTRIES = 1L << 22;
    /** Entries per (switch x switch) pair, by routing id. */
    private static final Map<String, Integer> PER_PAIR = Map.of("shortest", 1, "source", 1, "fixed", 1, "shortest-hop-classes", 1,
            "up-down", 2);

    private RoutingTables() {
    }

    /** Why the routing's tables are too large for {@code topology}, or null if they fit. */
    static String refusal(String routingId, Topology topology) {
        Integer perPair = PER_PAIR.get(routingId);
        if (perPair == null && routingId.equals("universal") && topology.gridShape().isEmpty()) {
            perPair = 1;
        }
        if (perPair == null) {
            return null;
        }
        int switches = topology.switchCount();
        long entries = (long) perPair * switches * switches;
        if (entries <= MAX_ENTRIES) {
            return null;
        }
        long most = (long) Math.floor(Math.sqrt((double) MAX_ENTRIES / perPair));
        return "\"" + routingId + "\" routing precomputes " + (perPair == 1 ? "" : perPair + " x ") + "switches x switches table entries: "
                + switches + " switches would need " + entries + " entries; at most " + MAX_ENTRIES + " are allowed, so at most "
                + most + " switches (use dimension-order routing on a large grid, or a smaller network)";
    }
}
