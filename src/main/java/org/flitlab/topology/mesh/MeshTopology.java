package org.flitlab.topology.mesh;

import org.flitlab.topology.CommonParams;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.LayoutHint;
import org.flitlab.topology.Topology;
import org.flitlab.topology.grid.GridWiring;

/**
 * A two-dimensional mesh (family id {@value #FAMILY}): {@code radixX} by {@code radixY} switches, each linked to
 * its neighbours to the east, west, north and south, with no wrap-around, so edge switches have fewer links.
 * This is the C104 "two-dimensional grid" (Performance of C104 Networks, 7.3.2: one terminal per switch, 8x8,
 * 16x16, 32x32, routed y then x). Its {@link GridShape} is {@code [radixX, radixY]} without wrap; switch
 * {@code x + radixX*y} sits at column x, row y.
 *
 * <p>Names, port numbers and host numbering are those of {@link GridWiring}. The layout puts the switches on a
 * grid {@link GridWiring#SWITCH_SPACING} apart, row y drawn below row y-1, with each switch's hosts fanned around
 * it. Stateless; thread-safe.
 */
public final class MeshTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "mesh";

    private MeshTopology() {
    }

    /**
     * The parameters of a mesh. The constructor checks every value.
     *
     * @param radixX         switches along x, at least 1
     * @param radixY         switches along y, at least 1; radixX * radixY at most {@link CommonParams#MAX_SWITCHES}
     * @param hostsPerSwitch hosts on every switch, at least 0, with at least one host in all
     * @param linkDelayTicks propagation delay of every link, at least 1 tick
     * @param portLimit      the most ports a switch may use; 0 for unlimited
     * @param servers        hosts with role server, spread evenly over the hosts; at most the number of hosts
     */
    public record Params(int radixX, int radixY, int hostsPerSwitch, int linkDelayTicks, int portLimit,
                         int servers) {
        public Params {
            long switches = checkRadixes(radixX, radixY);
            new CommonParams(hostsPerSwitch, linkDelayTicks, portLimit, servers).checkFor(switches);
        }

        /** The parameters shared with the other regular generators. */
        public CommonParams common() {
            return new CommonParams(hostsPerSwitch, linkDelayTicks, portLimit, servers);
        }
    }

    /** The C104 64-terminal grid: 8 x 8 switches, one host each, unit delay, no port limit, no servers. */
    public static Params defaults() {
        return new Params(8, 8, 1, 1, 0, 0);
    }

    /** Builds the mesh; fails if a switch needs more ports than {@code p.portLimit()}. */
    public static Topology build(Params p) {
        GridShape shape = new GridShape(new int[] {p.radixX(), p.radixY()}, false);
        return GridWiring.build(FAMILY, shape, p.common(), s -> gridPosition(shape, s));
    }

    /** Column x and row y of a 2-D grid switch; see {@link GridWiring#planePosition}. */
    public static LayoutHint gridPosition(GridShape shape, int s) {
        return GridWiring.planePosition(shape, s);
    }

    /**
     * Checks the radixes of a 2-D grid and returns the number of switches; see {@link GridWiring#checkRadixes}.
     *
     * @throws IllegalArgumentException naming the radix, its value and its limit
     */
    public static long checkRadixes(int radixX, int radixY) {
        return GridWiring.checkRadixes(radixX, radixY);
    }
}
