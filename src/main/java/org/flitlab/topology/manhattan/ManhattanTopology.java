package org.flitlab.topology.manhattan;

import java.util.ArrayList;
import java.util.List;
import org.flitlab.topology.CommonParams;
import org.flitlab.topology.FlowSpec;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.Topology;
import org.flitlab.topology.grid.GridWiring;

/**
 * The Manhattan networks of Bianco, Leonardi, Munafo and Neri (family id {@value #FAMILY}; section 2.4 and Fig. 1):
 * square grids wrapped around as a torus, 16 and 64 nodes, every node both a switch and a traffic source and sink
 * (by default one host per switch, host h on switch h), node-to-node links 1 km long at 640 Mbit/s. With
 * {@code hostsPerSwitch} k above 1, switch s has hosts {@code k*s .. k*s+k-1}: the paper's node delivers the worms
 * of several flows at once (its three-to-one flows reach one node at 0.6 of a link each), which one host link cannot. Its {@link GridShape} is
 * {@code [side, side]} with wrap; switch {@code x + side*y} is column x, row y, and "north" is row y-1 (drawn
 * above). Names, ports and drawing are those of {@link GridWiring}.
 *
 * <p>Delays: a tick is one flit time, {@code flitBits / linkRateBitsPerSecond} (8 bits at 640 Mbit/s: 12.5 ns, as
 * in Myrinet). A switch-to-switch link's delay is its length over the signal velocity
 * ({@code velocityFractionOfC * 299792458 m/s}), in ticks, rounded to the nearest tick and at least 1: 1 km at
 * 2/3 c (fibre) is 5.00 us = 400 ticks; at 0.6 c (Hu &amp; Kleinrock's cable) 5.56 us = 445 ticks. Host links are
 * short ({@code hostDelayTicks}, no length). The paper does not give the velocity; 2/3 c is the default.
 *
 * <p>The three TCP scenarios of the paper are named flow sets; the figure that drew them is lost and their positions
 * are reconstructed from the text, as documented on each method. Stateless; thread-safe.
 */
public final class ManhattanTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "manhattan";
    /** The speed of light in vacuum, m/s. */
    public static final double SPEED_OF_LIGHT = 299_792_458.0;

    private ManhattanTopology() {
    }

    /**
     * The parameters of a Manhattan network. The constructor checks every value.
     *
     * @param side                  nodes along each side, from 2 to 256 (the paper: 4 and 8)
     * @param linkLengthMeters      length of every node-to-node link, finite and at least 0 (the paper: 1000)
     * @param linkRateBitsPerSecond link rate, positive (the paper: 640e6)
     * @param flitBits              bits in a flit (one tick of one link), at least 1 (default 8)
     * @param velocityFractionOfC   signal velocity as a fraction of c, in (0, 1] (default 2/3; cable is about 0.6)
     * @param hostDelayTicks        delay of every host link, at least 1 tick
     * @param portLimit             the most ports a switch may use (4 links + 1 host = 5); 0 for unlimited
     * @param hostsPerSwitch        hosts on every switch, from 1 to 16 (the paper's one node: 1, the default; 3 gives
     *                              the three-to-one flows a receiver each)
     */
    public record Params(int side, double linkLengthMeters, double linkRateBitsPerSecond, int flitBits,
                         double velocityFractionOfC, int hostDelayTicks, int portLimit, int hostsPerSwitch) {
        public Params {
            CommonParams.checkRange("side", side, 2, 256);
            CommonParams.checkRange("hostsPerSwitch", hostsPerSwitch, 1, 16);
            if (!(linkLengthMeters >= 0) || Double.isInfinite(linkLengthMeters)) {
                throw new IllegalArgumentException("linkLengthMeters is " + linkLengthMeters
                        + "; it must be a finite number of at least 0");
            }
            if (!(linkRateBitsPerSecond > 0) || Double.isInfinite(linkRateBitsPerSecond)) {
                throw new IllegalArgumentException("linkRateBitsPerSecond is " + linkRateBitsPerSecond
                        + "; it must be a finite positive number");
            }
            CommonParams.checkAtLeast("flitBits", flitBits, 1);
            if (!(velocityFractionOfC > 0 && velocityFractionOfC <= 1)) {
                throw new IllegalArgumentException("velocityFractionOfC is " + velocityFractionOfC
                        + "; it must be above 0 and at most 1");
            }
            CommonParams.checkLinkDelay(hostDelayTicks);
            CommonParams.checkPortLimit(portLimit);
            if (linkDelayTicks() > Integer.MAX_VALUE / 2) {
                throw new IllegalArgumentException("linkLengthMeters is " + linkLengthMeters
                        + ", which makes a delay of " + linkDelayTicks() + " ticks; shorten the links");
            }
        }

        /** One host per switch, as in the paper's figures. */
        public Params(int side, double linkLengthMeters, double linkRateBitsPerSecond, int flitBits,
                      double velocityFractionOfC, int hostDelayTicks, int portLimit) {
            this(side, linkLengthMeters, linkRateBitsPerSecond, flitBits, velocityFractionOfC, hostDelayTicks, portLimit, 1);
        }

        /** Seconds per tick: one flit time. */
        public double tickSeconds() {
            return flitBits / linkRateBitsPerSecond;
        }

        /** Delay of a node-to-node link in ticks: length / velocity / tick, rounded, at least 1. */
        public long linkDelayTicks() {
            double seconds = linkLengthMeters / (velocityFractionOfC * SPEED_OF_LIGHT);
            return Math.max(1, Math.round(seconds / tickSeconds()));
        }

        /** The switch at column x, row y (both taken mod side). */
        public int node(int x, int y) {
            return Math.floorMod(x, side) + side * Math.floorMod(y, side);
        }

        /** The host index of the {@code j}-th host (from 0) of switch {@code s}. */
        public int host(int s, int j) {
            return s * hostsPerSwitch + j;
        }
    }

    /**
     * The paper's 16-node network: 4 x 4, 1 km links at 640 Mbit/s, 8-bit flits, 2/3 c, 1-tick host links, one host
     * per switch.
     */
    public static Params defaults() {
        return new Params(4, 1000, 640e6, 8, 2.0 / 3, 1, 0, 1);
    }

    /** Builds the network. */
    public static Topology build(Params p) {
        GridShape shape = new GridShape(new int[] {p.side(), p.side()}, true);
        CommonParams common = new CommonParams(p.hostsPerSwitch(), (int) p.linkDelayTicks(), p.portLimit(), 0);
        return GridWiring.build(FAMILY, shape, common, s -> GridWiring.planePosition(shape, s),
                new GridWiring.Physical(p.linkLengthMeters(), p.hostDelayTicks(), 0));
    }

    /**
     * The first scenario with overlapping fixed routes (16 nodes): three TCP flows "tcp1", "tcp2", "tcp3" into one
     * node, each routed horizontally then vertically. The text: source 2's path (two hops east, one north) contains
     * source 1's, and source 3, in a position equivalent to source 2's, shares only the final north link. So the
     * destination is (2,1), source 1 is (1,2), source 2 is (0,2) and source 3 is (3,3), which goes one hop west and
     * two north. Each flow's sender is the first host of its switch; its receiver is host {@code i mod hostsPerSwitch}
     * of the destination switch for the i-th flow (from 0), so with 3 hosts per switch every flow has its own.
     *
     * @throws IllegalArgumentException unless {@code p.side()} is 4
     */
    public static List<FlowSpec> threeToOneOverlapping(Params p) {
        requireSide(p, 4, "the first scenario");
        return List.of(
                flow(p, "tcp1", 0, new int[][] {{1, 2}, {2, 2}, {2, 1}}),
                flow(p, "tcp2", 1, new int[][] {{0, 2}, {1, 2}, {2, 2}, {2, 1}}),
                flow(p, "tcp3", 2, new int[][] {{3, 3}, {2, 3}, {2, 2}, {2, 1}}));
    }

    /**
     * The first scenario with disjoint fixed routes (16 nodes): the same sources and destination as
     * {@link #threeToOneOverlapping}, on minimal routes that share no link. Source 1 goes north then east, source 2
     * west over the wrap-around, north and west, source 3 as before; they enter the destination from the west, east
     * and south.
     *
     * @throws IllegalArgumentException unless {@code p.side()} is 4
     */
    public static List<FlowSpec> threeToOneDisjoint(Params p) {
        requireSide(p, 4, "the first scenario");
        return List.of(
                flow(p, "tcp1", 0, new int[][] {{1, 2}, {1, 1}, {2, 1}}),
                flow(p, "tcp2", 1, new int[][] {{0, 2}, {3, 2}, {3, 1}, {2, 1}}),
                flow(p, "tcp3", 2, new int[][] {{3, 3}, {2, 3}, {2, 2}, {2, 1}}));
    }

    /**
     * The second scenario, the "linear configuration" (16 nodes): four flows on the horizontal ring of row 0, flow
     * "tcp&lt;i&gt;" from column i-1 to column i+1 (mod 4) eastwards, so every ring link carries two flows and each
     * flow shares one link with each neighbour. Two hops is also minimal westwards, as the paper's adaptive routes
     * use; the fixed route is the eastern one, which crosses the wrap-around link 3-0 on tcp3's second hop and tcp4's
     * first, as the paper's virtual-channel remarks imply.
     *
     * @throws IllegalArgumentException unless {@code p.side()} is 4
     */
    public static List<FlowSpec> ringFlows(Params p) {
        requireSide(p, 4, "the ring scenario");
        List<FlowSpec> flows = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            flows.add(flow(p, "tcp" + i, 0, new int[][] {{i - 1, 0}, {i, 0}, {i + 1, 0}}));
        }
        return flows;
    }

    /**
     * The parking lot (64 nodes): three flows along row 0 into column 3, "tcp1" from column 0, "tcp2" from column 1,
     * "tcp3" from column 2, all eastwards; each joins the path of the ones before it, and tcp3, downstream, competes
     * with both on the last link. Three hops east is the unique minimal route only when the ring has more than six
     * nodes, which is why the paper moves to the 64-node grid. Receivers as in {@link #threeToOneOverlapping}.
     *
     * @throws IllegalArgumentException unless {@code p.side()} is 8
     */
    public static List<FlowSpec> parkingLotFlows(Params p) {
        requireSide(p, 8, "the parking lot");
        return List.of(
                flow(p, "tcp1", 0, new int[][] {{0, 0}, {1, 0}, {2, 0}, {3, 0}}),
                flow(p, "tcp2", 1, new int[][] {{1, 0}, {2, 0}, {3, 0}}),
                flow(p, "tcp3", 2, new int[][] {{2, 0}, {3, 0}}));
    }

    /** A flow from the first host of its first switch to receiver {@code receiver mod hostsPerSwitch} of its last. */
    private static FlowSpec flow(Params p, String name, int receiver, int[][] columnRow) {
        List<Integer> path = new ArrayList<>();
        for (int[] c : columnRow) {
            path.add(p.node(c[0], c[1]));
        }
        return new FlowSpec(name, p.host(path.get(0), 0), p.host(path.get(path.size() - 1), receiver % p.hostsPerSwitch()),
                path);
    }

    private static void requireSide(Params p, int side, String scenario) {
        if (p.side() != side) {
            throw new IllegalArgumentException("side is " + p.side() + "; " + scenario + " is defined on the "
                    + side + " x " + side + " network");
        }
    }
}
