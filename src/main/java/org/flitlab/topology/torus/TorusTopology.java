package org.flitlab.topology.torus;

import org.flitlab.topology.CommonParams;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.Topology;
import org.flitlab.topology.grid.GridWiring;

/**
 * A two-dimensional torus (family id {@value #FAMILY}): {@code radixX} by {@code radixY} switches, each linked to
 * its neighbours to the east, west, north and south, with wrap-around at the edges. It is AN1's "Torus" (Owicki &amp;
 * Karlin, Table 1: 5 x 4 switches, 4 hosts each), the Myrinet torus of Hu &amp; Kleinrock (3x3 and 7x7, 8-port
 * switches with 4 hosts) and the Manhattan network of Bianco et al. Its {@link GridShape} is
 * {@code [radixX, radixY]} with wrap; switch {@code x + radixX*y} sits at column x, row y.
 *
 * <p>Degenerate radixes: a dimension of radix 1 has no links along it, so {@code radixX = k, radixY = 1} is a ring
 * of k switches (the smallest network with a cyclic channel dependency, used by the deadlock tests). A dimension
 * of radix 2 has ONE link between the two switches of each pair, not two parallel ones, because "+1" and "-1"
 * lead to the same switch; such a dimension is wired like a mesh of radix 2.
 *
 * <p>Names, port numbers and host numbering are those of {@link GridWiring}. The layout is the mesh's grid
 * ({@link GridWiring#planePosition}); the editor draws the wrap-around links, which join the first and last
 * column or row, as arcs. Stateless; thread-safe.
 */
public final class TorusTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "torus";

    private TorusTopology() {
    }

    /**
     * The parameters of a torus. The constructor checks every value.
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
            long switches = GridWiring.checkRadixes(radixX, radixY);
            new CommonParams(hostsPerSwitch, linkDelayTicks, portLimit, servers).checkFor(switches);
        }

        /** The parameters shared with the other regular generators. */
        public CommonParams common() {
            return new CommonParams(hostsPerSwitch, linkDelayTicks, portLimit, servers);
        }
    }

    /**
     * AN1's Torus: 5 x 4 switches with 4 hosts each, unit delay, no port limit and no servers (AN1 used 12-port
     * switches and 8 servers; set them to reproduce its runs).
     */
    public static Params defaults() {
        return new Params(5, 4, 4, 1, 0, 0);
    }

    /** Builds the torus; fails if a switch needs more ports than {@code p.portLimit()}. */
    public static Topology build(Params p) {
        GridShape shape = new GridShape(new int[] {p.radixX(), p.radixY()}, true);
        return GridWiring.build(FAMILY, shape, p.common(), s -> GridWiring.planePosition(shape, s));
    }
}
