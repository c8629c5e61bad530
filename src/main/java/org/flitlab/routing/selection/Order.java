package org.flitlab.routing.selection;

import org.flitlab.routing.RouteCandidates;

/** The (port, virtual channel) order the policies break ties by. */
final class Order {
    private Order() {
    }

    /** Whether candidate {@code i} comes before candidate {@code j}: lower port, then lower virtual channel. */
    static boolean before(RouteCandidates c, int i, int j) {
        return c.port(i) < c.port(j) || (c.port(i) == c.port(j) && c.vc(i) < c.vc(j));
    }

    /** One number ordering (port, virtual channel) pairs; virtual channels are below 2^16. */
    static long key(RouteCandidates c, int i) {
        return ((long) c.port(i) << 16) | c.vc(i);
    }
}
