package org.flitlab.topology.c104;

import org.flitlab.topology.CommonParams;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.Topology;
import org.flitlab.topology.grid.GridWiring;

/**
 * The C104 two-dimensional grid (family id {@value #FAMILY}; Performance of C104 Networks, 7.3.2, Tables 7.4-7.6):
 * a square of {@code side x side} 32-port switches, each linked to its neighbours in +x, -x, +y and -y with no
 * wrap-around (the links at the edges are not used) and one terminal each, routed y then x. The study's sizes are
 * 8x8, 16x16 and 32x32 (64, 256 and 1024 terminals). Its {@link GridShape} is {@code [side, side]} without wrap;
 * switch {@code x + side*y}; names, ports and drawing are those of {@link GridWiring}. Stateless; thread-safe.
 */
public final class C104GridTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "c104-grid";

    private C104GridTopology() {
    }

    /**
     * The parameters of a C104 grid. The constructor checks every value.
     *
     * @param side           switches along each side, from 1 to 256 (the study: 8, 16, 32)
     * @param linkDelayTicks propagation delay of every link, at least 1 tick
     * @param portLimit      the most ports a switch may use (C104: 32); 0 for unlimited
     * @param planes         parallel fabrics: every grid link is there this many times (the study's universal routing
     *                       takes its random x step on an extra set of x links: 2, whose extra y links stay unused),
     *                       from 1 to 4
     */
    public record Params(int side, int linkDelayTicks, int portLimit, int planes) {
        /** One fabric. */
        public Params(int side, int linkDelayTicks, int portLimit) {
            this(side, linkDelayTicks, portLimit, 1);
        }

        public Params {
            CommonParams.checkRange("planes", planes, 1, 4);
            CommonParams.checkRange("side", side, 1, 256);
            CommonParams.checkLinkDelay(linkDelayTicks);
            CommonParams.checkPortLimit(portLimit);
        }
    }

    /** The 64-terminal 8x8 grid of 32-port switches, unit delay. */
    public static Params defaults() {
        return new Params(8, 1, C104CubeTopology.C104_PORTS);
    }

    /** Builds the grid. */
    public static Topology build(Params p) {
        GridShape shape = new GridShape(new int[] {p.side(), p.side()}, false);
        CommonParams common = new CommonParams(1, p.linkDelayTicks(), p.portLimit(), 0);
        return GridWiring.build(FAMILY, shape, common, s -> GridWiring.planePosition(shape, s), p.planes(), s -> Double.NaN);
    }
}
