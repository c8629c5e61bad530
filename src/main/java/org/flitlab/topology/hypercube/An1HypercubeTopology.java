package org.flitlab.topology.hypercube;

import java.util.Arrays;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.Topology;
import org.flitlab.topology.grid.GridWiring;

/**
 * AN1's Hypercube (family id {@value #FAMILY}; Owicki &amp; Karlin, 2.3 and Table 1): a 5-cube of 12-port switches
 * with 3 hosts each, 96 hosts of which 9 are servers. The wiring, names, ports and drawing are
 * {@link HypercubeTopology}'s, and so are the parameters; only the defaults and the family id differ. The paper does
 * not place its servers: they are spread evenly, server k being host {@code floor(k*96/9)}. Stateless; thread-safe.
 */
public final class An1HypercubeTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "an1-hypercube";

    private An1HypercubeTopology() {
    }

    /** Table 1's Hypercube: 2^5 switches, 3 hosts each, unit delay, 12 ports, 9 servers. */
    public static HypercubeTopology.Params defaults() {
        return new HypercubeTopology.Params(5, 3, 1, 12, 9);
    }

    /** Builds the cube under this family's id; fails if a switch needs more ports than {@code p.portLimit()}. */
    public static Topology build(HypercubeTopology.Params p) {
        int[] radix = new int[p.dimensions()];
        Arrays.fill(radix, 2);
        return GridWiring.build(FAMILY, new GridShape(radix, false), p.common(),
                s -> HypercubeTopology.position(p.dimensions(), s),
                new GridWiring.Physical(0, p.linkDelayTicks(), 0), s -> HypercubeTopology.hostDirection(p.dimensions(), s));
    }
}
