package org.flitlab.topology.hypercube;

import java.util.Arrays;
import org.flitlab.topology.CommonParams;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.LayoutHint;
import org.flitlab.topology.Topology;
import org.flitlab.topology.grid.GridWiring;

/**
 * A binary n-cube (family id {@value #FAMILY}): 2^n switches, switch i linked to switch i XOR 2^d for every
 * dimension d. It is AN1's "Hypercube" (Owicki &amp; Karlin, Table 1: 2^5 switches with 3 hosts each) and the C104
 * cube routed e-cube, highest dimension first (Performance of C104 Networks, 7.3.1). Its {@link GridShape} has
 * radix 2 in every dimension and no wrap, so {@link GridShape#coordinate} gives bit d of the switch id, and port d
 * of every switch leads along dimension d (see {@link GridWiring} for names and ports).
 *
 * <p>Layout: a flat projection. The low half of the bits (rounded up) picks the column and the high half the row,
 * each read in Gray-code order, so that switches in neighbouring columns or rows differ in one bit and are linked:
 * a 4-cube is drawn as a 4 x 4 torus-like square, a 5-cube as 8 columns by 4 rows. Stateless; thread-safe.
 */
public final class HypercubeTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "hypercube";
    /** The largest cube: 2^16 switches. */
    public static final int MAX_DIMENSIONS = 16;

    private HypercubeTopology() {
    }

    /**
     * The parameters of a binary n-cube. The constructor checks every value.
     *
     * @param dimensions     n, from 1 to {@link #MAX_DIMENSIONS}; the cube has 2^n switches of n links each
     * @param hostsPerSwitch hosts on every switch, at least 1
     * @param linkDelayTicks propagation delay of every link, at least 1 tick
     * @param portLimit      the most ports a switch may use (n + hostsPerSwitch are needed); 0 for unlimited
     * @param servers        hosts with role server, spread evenly over the hosts; at most the number of hosts
     */
    public record Params(int dimensions, int hostsPerSwitch, int linkDelayTicks, int portLimit, int servers) {
        public Params {
            if (dimensions < 1 || dimensions > MAX_DIMENSIONS) {
                throw new IllegalArgumentException("dimensions is " + dimensions + "; it must be from 1 to "
                        + MAX_DIMENSIONS);
            }
            new CommonParams(hostsPerSwitch, linkDelayTicks, portLimit, servers).checkFor(1L << dimensions);
        }

        /** The parameters shared with the other regular generators. */
        public CommonParams common() {
            return new CommonParams(hostsPerSwitch, linkDelayTicks, portLimit, servers);
        }
    }

    /**
     * AN1's Hypercube: 5 dimensions (32 switches) with 3 hosts each, unit delay, no port limit and no servers
     * (AN1 used 12-port switches and 9 servers; set them to reproduce its runs).
     */
    public static Params defaults() {
        return new Params(5, 3, 1, 0, 0);
    }

    /** Builds the cube; fails if a switch needs more ports than {@code p.portLimit()}. */
    public static Topology build(Params p) {
        int[] radix = new int[p.dimensions()];
        Arrays.fill(radix, 2);
        GridShape shape = new GridShape(radix, false);
        return GridWiring.build(FAMILY, shape, p.common(), s -> position(p.dimensions(), s),
                new GridWiring.Physical(0, p.linkDelayTicks(), 0), s -> hostDirection(p.dimensions(), s));
    }

    /** Largest cube drawn as nested squares; bigger ones are drawn as a Gray-code grid. */
    static final int NESTED_MAX = 5;

    /**
     * Where switch {@code s} of an n-cube is drawn. Up to {@link #NESTED_MAX} dimensions, the textbook projection:
     * dimensions 0 and 1 are the sides of a square, dimension 2 joins it to a smaller square inside it (a 3-cube as
     * two nested squares), dimension 3 joins it to a copy to the right and dimension 4 to a copy below (a 4-cube as
     * two 3-cubes, a 5-cube as four). Each copy is shifted a little across as well, so that no link between copies
     * runs through another switch. Larger cubes: Gray-code rank of the low bits, and of the high bits.
     */
    public static LayoutHint position(int dimensions, int s) {
        if (dimensions <= NESTED_MAX) {
            double half = (s & 4) != 0 ? 1.0 : 2.0;
            double x = ((s & 1) != 0 ? half : -half) + ((s & 8) != 0 ? 6.5 : 0) + ((s & 16) != 0 ? -1 : 0);
            double y = ((s & 2) != 0 ? half : -half) + ((s & 8) != 0 ? 1 : 0) + ((s & 16) != 0 ? 6.5 : 0);
            return new LayoutHint(x, y);
        }
        int columnBits = (dimensions + 1) / 2;
        int low = s & ((1 << columnBits) - 1);
        int high = s >>> columnBits;
        return new LayoutHint(grayRank(low) * GridWiring.SWITCH_SPACING, grayRank(high) * GridWiring.SWITCH_SPACING);
    }

    /**
     * Which way switch {@code s}'s hosts fan out: diagonally out of the outer square, into the middle of the
     * inner one, so they never sit on the spokes between the squares; NaN (all round) for a Gray-code grid.
     */
    public static double hostDirection(int dimensions, int s) {
        if (dimensions > NESTED_MAX) {
            return Double.NaN;
        }
        int out = (s & 4) != 0 ? -1 : 1;
        return Math.atan2((s & 2) != 0 ? out : -out, (s & 1) != 0 ? out : -out);
    }

    /** The position of {@code code} in the reflected binary Gray sequence (the inverse of b ^ (b >> 1)). */
    static int grayRank(int code) {
        int rank = 0;
        for (int g = code; g != 0; g >>>= 1) {
            rank ^= g;
        }
        return rank;
    }
}
