package org.flitlab.routing.valiant;

import java.util.Arrays;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.Topology;

/**
 * The C104's deterministic routing on a grid without wrap-around: the highest differing dimension is corrected
 * first, so e-cube on a binary n-cube and y then x on a 2-D grid (sections 7.3.1 and 7.3.2). Ports are read from
 * the links, no port numbering is assumed. Table memory: S * 3 * dimensions ints. Immutable and thread-safe.
 */
final class DescendingOrderLeg implements Leg {
    private static final int POSITIVE = 0;
    private static final int NEGATIVE = 1;

    private final int dimensions;
    /** coordinate[switch * dimensions + d]. */
    private final int[] coordinate;
    /** port[(switch * dimensions + d) * 2 + direction], -1 where the grid has no neighbour: the first of parallel links. */
    private final int[] port;
    /** secondPort[...]: the second of parallel links in the same slot (plane 1), -1 if there is none. */
    private final int[] secondPort;

    /**
     * @throws IllegalArgumentException if the grid wraps around or a switch lacks one of its grid links
     */
    DescendingOrderLeg(Topology topology, GridShape shape) {
        if (shape.wrap()) {
            throw new IllegalArgumentException("shape is " + shape + "; this leg needs a grid without wrap-around");
        }
        int switches = topology.switchCount();
        this.dimensions = shape.dimensions();
        this.coordinate = new int[switches * dimensions];
        this.port = new int[switches * dimensions * 2];
        this.secondPort = new int[port.length];
        Arrays.fill(port, -1);
        Arrays.fill(secondPort, -1);
        for (int s = 0; s < switches; s++) {
            for (int d = 0; d < dimensions; d++) {
                coordinate[s * dimensions + d] = shape.coordinate(s, d);
            }
        }
        for (int s = 0; s < switches; s++) {
            for (int p = 0; p < topology.portCount(s); p++) {
                int n = topology.neighbor(s, p);
                if (topology.isSwitch(n)) {
                    classify(s, p, n);
                }
            }
            checkComplete(shape, s);
        }
    }

    /** Records port p of s if it is a unit step along one dimension; the first of parallel links wins. */
    private void classify(int s, int p, int n) {
        int dimension = -1;
        int step = 0;
        for (int d = 0; d < dimensions; d++) {
            int diff = coordinate[n * dimensions + d] - coordinate[s * dimensions + d];
            if (diff != 0) {
                if (dimension >= 0) {
                    return;
                }
                dimension = d;
                step = diff;
            }
        }
        if (dimension < 0 || Math.abs(step) != 1) {
            return;
        }
        int slot = (s * dimensions + dimension) * 2 + (step > 0 ? POSITIVE : NEGATIVE);
        if (port[slot] < 0) {
            port[slot] = p;
        } else if (secondPort[slot] < 0) {
            secondPort[slot] = p;
        }
    }

    private void checkComplete(GridShape shape, int s) {
        for (int d = 0; d < dimensions; d++) {
            int c = coordinate[s * dimensions + d];
            int slot = (s * dimensions + d) * 2;
            if (c < shape.radix(d) - 1 && port[slot + POSITIVE] < 0) {
                throw missing(s, d, "+");
            }
            if (c > 0 && port[slot + NEGATIVE] < 0) {
                throw missing(s, d, "-");
            }
        }
    }

    private static IllegalArgumentException missing(int s, int d, String sign) {
        return new IllegalArgumentException("switch " + s + " has no link to its " + sign + " neighbour in dimension "
                + d + "; universal routing needs every link of the grid");
    }

    @Override
    public int planes() {
        for (int slot = 0; slot < port.length; slot++) {
            if (port[slot] >= 0 && secondPort[slot] < 0) {
                return 1;
            }
        }
        return 2;
    }

    @Override
    public void addPorts(int node, int target, RouteCandidates out, int firstVc, int lastVc, int plane) {
        for (int d = dimensions - 1; d >= 0; d--) {
            int here = coordinate[node * dimensions + d];
            int there = coordinate[target * dimensions + d];
            if (here != there) {
                int slot = (node * dimensions + d) * 2 + (there > here ? POSITIVE : NEGATIVE);
                out.addAllVcs(plane == 0 ? port[slot] : secondPort[slot], firstVc, lastVc);
                return;
            }
        }
        throw new IllegalStateException("switch " + node + " is already the target of this leg");
    }

    @Override
    public void addPorts(int node, int target, RouteCandidates out, int firstVc, int lastVc) {
        for (int d = dimensions - 1; d >= 0; d--) {
            int here = coordinate[node * dimensions + d];
            int there = coordinate[target * dimensions + d];
            if (here != there) {
                out.addAllVcs(port[(node * dimensions + d) * 2 + (there > here ? POSITIVE : NEGATIVE)], firstVc, lastVc);
                return;
            }
        }
        throw new IllegalStateException("switch " + node + " is already the target of this leg");
    }
}
