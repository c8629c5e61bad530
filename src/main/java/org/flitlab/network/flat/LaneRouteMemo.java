package org.flitlab.network.flat;

import java.util.Arrays;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutingAlgorithm;

/**
 * The last single-candidate answer of the routing per input lane, for a routing whose answer is a function of the
 * switch, the destination and the input class ({@link RoutingAlgorithm#inputClasses} above 0) on a network too large
 * for its {@link RouteTable} (case 4's 10-cube: 2 M entries). A lane fixes the switch, the input port and the virtual
 * channel, so the lane and the destination fix the answer. A head that finds its outputs busy asks again each time
 * one of its switch's outputs is released (saturated case 4: 6.2 M routing calls for 2.6 M grants); the repeated
 * questions are answered here from two ints per lane, which stay cached where a 2 M-entry table does not.
 * Only answers with one candidate are kept (the selection policy still picks among several).
 */
final class LaneRouteMemo {
    private final int[] destination;
    /** The answer: port in the high half, virtual channel in the low half. */
    private final int[] answer;

    private LaneRouteMemo(int lanes) {
        destination = new int[lanes];
        Arrays.fill(destination, FlatState.NONE);
        answer = new int[lanes];
    }

    /**
     * A memo over {@code lanes} keys (input lanes, or hosts: at a host the answer is a function of the host and the
     * destination) for {@code routing} when it is tabled by its claim but has no table here, else null.
     */
    static LaneRouteMemo of(int lanes, RoutingAlgorithm routing, RouteTable table) {
        return table == null && routing.inputClasses() > 0 ? new LaneRouteMemo(lanes) : null;
    }

    /** Fills {@code c} with lane g's remembered answer for {@code dest}; false when there is none. */
    boolean recall(int g, int dest, RouteCandidates c) {
        if (destination[g] != dest) {
            return false;
        }
        c.clear();
        c.add(answer[g] >>> 16, answer[g] & 0xFFFF);
        return true;
    }

    /** Keeps the routing's answer {@code c} for lane g and {@code dest} when it has one candidate. */
    void remember(int g, int dest, RouteCandidates c) {
        if (c.size() == 1 && c.port(0) < 0x8000 && c.vc(0) < 0x10000 && c.vc(0) >= 0 && c.port(0) >= 0) {
            destination[g] = dest;
            answer[g] = (c.port(0) << 16) | c.vc(0);
        } else {
            destination[g] = FlatState.NONE;
        }
    }
}
