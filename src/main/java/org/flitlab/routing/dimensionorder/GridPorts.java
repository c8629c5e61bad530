package org.flitlab.routing.dimensionorder;

import java.util.Arrays;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.Topology;

/**
 * For every switch of a mesh, torus or cube: the port towards its neighbour in each dimension and
 * direction, read from the links (no port numbering is assumed), and for every port the dimension it runs
 * in and whether leaving through it crosses that dimension's wrap link (between coordinates k-1 and 0).
 * Immutable.
 */
final class GridPorts {
    static final int POSITIVE = 0;
    static final int NEGATIVE = 1;

    private final GridShape shape;
    /** port[switch][2*dimension + direction], -1 where the grid has no neighbour. */
    private final int[][] port;
    /** dimension[switch][port], -1 for host links and links that are not grid steps. */
    private final int[][] dimension;
    private final boolean[][] crossesWrap;

    private GridPorts(GridShape shape, int[][] port, int[][] dimension, boolean[][] crossesWrap) {
        this.shape = shape;
        this.port = port;
        this.dimension = dimension;
        this.crossesWrap = crossesWrap;
    }

    /** Reads the grid links of {@code topology}; throws IllegalArgumentException naming a missing one. */
    static GridPorts of(Topology topology, GridShape shape) {
        int s = topology.switchCount();
        int dims = shape.dimensions();
        int[][] port = new int[s][2 * dims];
        int[][] dimension = new int[s][];
        boolean[][] wrap = new boolean[s][];
        for (int sw = 0; sw < s; sw++) {
            Arrays.fill(port[sw], -1);
            dimension[sw] = new int[topology.portCount(sw)];
            wrap[sw] = new boolean[topology.portCount(sw)];
            Arrays.fill(dimension[sw], -1);
            for (int p = 0; p < topology.portCount(sw); p++) {
                classify(topology, shape, sw, p, port[sw], dimension[sw], wrap[sw]);
            }
            checkComplete(shape, sw, port[sw]);
        }
        return new GridPorts(shape, port, dimension, wrap);
    }

    private static void classify(Topology topology, GridShape shape, int sw, int p, int[] ports, int[] dimension, boolean[] wrap) {
        int n = topology.neighbor(sw, p);
        if (!topology.isSwitch(n)) {
            return;
        }
        for (int d = 0; d < shape.dimensions(); d++) {
            int k = shape.radix(d);
            int step = shape.coordinate(n, d) - shape.coordinate(sw, d);
            if (step == 0) {
                continue;
            }
            if (!sameElsewhere(shape, sw, n, d)) {
                return;
            }
            int forward = Math.floorMod(step, k);
            int direction;
            if (!shape.wrap()) {
                direction = step == 1 ? POSITIVE : step == -1 ? NEGATIVE : -1;
            } else if (k == 2) {
                // Both links of a 2-ring go "forward"; the first found is +, a parallel second one is -.
                direction = ports[2 * d + POSITIVE] < 0 ? POSITIVE : NEGATIVE;
            } else {
                direction = forward == 1 ? POSITIVE : forward == k - 1 ? NEGATIVE : -1;
            }
            if (direction < 0 || ports[2 * d + direction] >= 0) {
                return;
            }
            ports[2 * d + direction] = p;
            dimension[p] = d;
            int c = shape.coordinate(sw, d);
            wrap[p] = shape.wrap() && (direction == POSITIVE ? c == k - 1 : c == 0);
            return;
        }
    }

    private static boolean sameElsewhere(GridShape shape, int a, int b, int dimension) {
        for (int d = 0; d < shape.dimensions(); d++) {
            if (d != dimension && shape.coordinate(a, d) != shape.coordinate(b, d)) {
                return false;
            }
        }
        return true;
    }

    private static void checkComplete(GridShape shape, int sw, int[] ports) {
        for (int d = 0; d < shape.dimensions(); d++) {
            int k = shape.radix(d);
            int c = shape.coordinate(sw, d);
            boolean needsPositive = k > 1 && (shape.wrap() || c < k - 1);
            boolean needsNegative = shape.wrap() ? k > 2 : c > 0;
            if (needsPositive && ports[2 * d + POSITIVE] < 0) {
                throw missing(sw, d, "+");
            }
            if (needsNegative && ports[2 * d + NEGATIVE] < 0) {
                throw missing(sw, d, "-");
            }
        }
    }

    private static IllegalArgumentException missing(int sw, int d, String sign) {
        return new IllegalArgumentException("switch " + sw + " has no link to its " + sign + " neighbour in dimension " + d
                + "; dimension order needs every link of the grid");
    }

    GridShape shape() {
        return shape;
    }

    /** The port of {@code sw} towards its neighbour in {@code dimension}, direction POSITIVE or NEGATIVE; -1 if none. */
    int port(int sw, int dimension, int direction) {
        return port[sw][2 * dimension + direction];
    }

    /** The dimension the link on {@code port} of {@code sw} runs in; -1 for host links and others. */
    int dimension(int sw, int port) {
        return dimension[sw][port];
    }

    /** Whether leaving {@code sw} through {@code port} crosses its dimension's wrap link. */
    boolean crossesWrap(int sw, int port) {
        return crossesWrap[sw][port];
    }
}
