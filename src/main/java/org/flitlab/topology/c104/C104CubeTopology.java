package org.flitlab.topology.c104;

import java.util.Arrays;
import org.flitlab.topology.CommonParams;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.Topology;
import org.flitlab.topology.grid.GridWiring;
import org.flitlab.topology.hypercube.HypercubeTopology;

/**
 * The C104 binary n-cube (family id {@value #FAMILY}; Performance of C104 Networks, 7.3.1, Tables 7.1-7.3 and Figure
 * 7.8): 2^n switches of 32 ports, each with n cube links and one terminal, routed e-cube from the highest dimension
 * down. The study's sizes are the 6-, 8- and 10-cube (64, 256 and 1024 terminals). Wired exactly like
 * {@link HypercubeTopology} ({@link GridShape} of radix 2 in every dimension; port d leads along dimension d, port n
 * to the terminal; terminal h is "h&lt;h&gt;" on switch h), and drawn the same way. Stateless; thread-safe.
 */
public final class C104CubeTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "c104-cube";
    /** C104 routers have 32 ports. */
    public static final int C104_PORTS = 32;

    private C104CubeTopology() {
    }

    /**
     * The parameters of a C104 cube. The constructor checks every value.
     *
     * @param dimensions     n, from 1 to {@link HypercubeTopology#MAX_DIMENSIONS} (the study: 6, 8, 10)
     * @param linkDelayTicks propagation delay of every link, at least 1 tick
     * @param portLimit      the most ports a switch may use (C104: 32; n + 1 are needed); 0 for unlimited
     * @param planes         parallel fabrics: every cube link is there this many times (the study's universal routing
     *                       runs its two phases on two parallel networks: 2), from 1 to 4; ports as in
     *                       {@link GridWiring#build(String, GridShape, CommonParams, java.util.function.IntFunction, int)}
     */
    public record Params(int dimensions, int linkDelayTicks, int portLimit, int planes) {
        /** One fabric. */
        public Params(int dimensions, int linkDelayTicks, int portLimit) {
            this(dimensions, linkDelayTicks, portLimit, 1);
        }

        public Params {
            CommonParams.checkRange("planes", planes, 1, 4);
            CommonParams.checkRange("dimensions", dimensions, 1, HypercubeTopology.MAX_DIMENSIONS);
            CommonParams.checkLinkDelay(linkDelayTicks);
            CommonParams.checkPortLimit(portLimit);
        }
    }

    /** The 64-terminal 6-cube of 32-port switches, unit delay. */
    public static Params defaults() {
        return new Params(6, 1, C104_PORTS);
    }

    /** Builds the cube; fails if a switch needs more ports than {@code p.portLimit()}. */
    public static Topology build(Params p) {
        int[] radix = new int[p.dimensions()];
        Arrays.fill(radix, 2);
        CommonParams common = new CommonParams(1, p.linkDelayTicks(), p.portLimit(), 0);
        return GridWiring.build(FAMILY, new GridShape(radix, false), common,
                s -> HypercubeTopology.position(p.dimensions(), s), p.planes(),
                s -> HypercubeTopology.hostDirection(p.dimensions(), s));
    }
}
