package org.flitlab.topology.torus;

import org.flitlab.topology.GridShape;
import org.flitlab.topology.Topology;
import org.flitlab.topology.grid.GridWiring;

/**
 * AN1's Torus (family id {@value #FAMILY}; Owicki &amp; Karlin, 2.3 and Table 1): a 5 x 4 torus of 12-port switches
 * with 4 hosts each, 80 hosts of which 8 are servers. The wiring, names, ports and drawing are
 * {@link TorusTopology}'s, and so are the parameters; only the defaults and the family id differ. The paper does not
 * place its servers: they are spread evenly, server k being host {@code floor(k*80/8) = 10k}. Stateless;
 * thread-safe.
 */
public final class An1TorusTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "an1-torus";

    private An1TorusTopology() {
    }

    /** Table 1's Torus: 5 x 4 switches, 4 hosts each, unit delay, 12 ports, 8 servers. */
    public static TorusTopology.Params defaults() {
        return new TorusTopology.Params(5, 4, 4, 1, 12, 8);
    }

    /** Builds the torus under this family's id; fails if a switch needs more ports than {@code p.portLimit()}. */
    public static Topology build(TorusTopology.Params p) {
        GridShape shape = new GridShape(new int[] {p.radixX(), p.radixY()}, true);
        return GridWiring.build(FAMILY, shape, p.common(), s -> GridWiring.planePosition(shape, s));
    }
}
