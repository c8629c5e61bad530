package org.flitlab.topology.mesh;

import java.util.function.IntFunction;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.LayoutHint;
import org.flitlab.topology.Topology;
import org.flitlab.topology.TopologyBuilder;

/**
 * Builds a topology whose switches form a {@link GridShape}: each switch is linked to its neighbours one
 * coordinate up and down along every dimension (wrapping round if the shape wraps), and the same number of hosts
 * hangs off every switch. Meshes, tori and binary n-cubes are all made here; they differ only in shape and in
 * where their switches are drawn. Stateless; thread-safe.
 *
 * <p>Naming: switch {@code i} is "s&lt;i&gt;" (its grid coordinates are {@link GridShape#coordinate}); host index
 * {@code h} is "h&lt;h&gt;" unless it is server {@code k}, which is "server&lt;k&gt;". Hosts are numbered switch by
 * switch: the hosts of switch {@code i} are host indices {@code i*hostsPerSwitch ..}.
 *
 * <p>Ports, so that a reader can find a link by hand: along dimension 0, 1, ... in turn, a switch first has its
 * "+" port (to coordinate c+1) and then its "-" port (to c-1), each only if that link exists; then its hosts, in
 * host order. A dimension of radix 1 has no link. A dimension of radix 2 has one link per pair even when it
 * wraps (the wrap-around link would join the same two switches again); it is the "+" port of coordinate 0 and
 * the "-" port of coordinate 1. So in a binary n-cube port {@code d} leads along dimension {@code d}, and in a
 * torus whose radixes are all at least 3 port {@code 2d} is "+" and {@code 2d+1} is "-".
 */
public final class GridWiring {
    /** Distance between neighbouring switches in drawing units, leaving room for the host fans between them. */
    public static final double SWITCH_SPACING = 2.0;

    private GridWiring() {
    }

    /**
     * Builds the grid.
     *
     * @param family         catalogue id written into the topology
     * @param shape          switch coordinates and wrap-around
     * @param common         hosts, link delay, port limit and servers (already checked for this shape)
     * @param switchPosition where to draw each switch
     * @throws org.flitlab.topology.TopologyException if a switch needs more ports than {@code common.portLimit()}
     */
    public static Topology build(String family, GridShape shape, CommonParams common,
                                 IntFunction<LayoutHint> switchPosition) {
        TopologyBuilder builder = new TopologyBuilder(family)
                .defaultDelayTicks(common.linkDelayTicks())
                .gridShape(shape);
        int switches = shape.switchCount();
        LayoutHint[] positions = new LayoutHint[switches];
        for (int s = 0; s < switches; s++) {
            int handle = builder.addSwitch("s" + s, common.switchPortLimit());
            positions[s] = switchPosition.apply(s);
            builder.layout(handle, positions[s].x(), positions[s].y());
        }
        linkSwitches(builder, shape, common.linkDelayTicks());
        attachHosts(builder, shape, common, positions);
        return builder.build();
    }

    /** Whether switch {@code s} has a link leaving in the given direction of {@code dimension}. */
    public static boolean hasLink(GridShape shape, int s, int dimension, boolean plus) {
        int k = shape.radix(dimension);
        int c = shape.coordinate(s, dimension);
        if (k == 1) {
            return false;
        }
        boolean wraps = shape.wrap() && k > 2;
        return plus ? c + 1 < k || wraps : c > 0 || wraps;
    }

    /** The port of switch {@code s} whose link leaves in the given direction, or -1 if there is none. */
    public static int port(GridShape shape, int s, int dimension, boolean plus) {
        if (!hasLink(shape, s, dimension, plus)) {
            return -1;
        }
        int p = 0;
        for (int d = 0; d < dimension; d++) {
            p += (hasLink(shape, s, d, true) ? 1 : 0) + (hasLink(shape, s, d, false) ? 1 : 0);
        }
        return !plus && hasLink(shape, s, dimension, true) ? p + 1 : p;
    }

    /** How many switch-to-switch links switch {@code s} has. */
    public static int switchDegree(GridShape shape, int s) {
        int degree = 0;
        for (int d = 0; d < shape.dimensions(); d++) {
            degree += (hasLink(shape, s, d, true) ? 1 : 0) + (hasLink(shape, s, d, false) ? 1 : 0);
        }
        return degree;
    }

    /** The switch one step from {@code s} along {@code dimension}, wrapping round the radix. */
    public static int neighbour(GridShape shape, int s, int dimension, boolean plus) {
        int k = shape.radix(dimension);
        int c = shape.coordinate(s, dimension);
        int stride = 1;
        for (int d = 0; d < dimension; d++) {
            stride *= shape.radix(d);
        }
        int next = Math.floorMod(c + (plus ? 1 : -1), k);
        return s + (next - c) * stride;
    }

    private static void linkSwitches(TopologyBuilder builder, GridShape shape, int delayTicks) {
        for (int s = 0; s < shape.switchCount(); s++) {
            for (int d = 0; d < shape.dimensions(); d++) {
                if (hasLink(shape, s, d, true)) {
                    int t = neighbour(shape, s, d, true);
                    builder.connect(s, port(shape, s, d, true), t, port(shape, t, d, false), delayTicks, 0);
                }
            }
        }
    }

    private static void attachHosts(TopologyBuilder builder, GridShape shape, CommonParams common,
                                    LayoutHint[] positions) {
        int perSwitch = common.hostsPerSwitch();
        int hosts = shape.switchCount() * perSwitch;
        String[] names = new String[hosts];
        for (int h = 0; h < hosts; h++) {
            names[h] = "h" + h;
        }
        int[] serverHosts = common.serverHostIndices(hosts);
        for (int k = 0; k < serverHosts.length; k++) {
            names[serverHosts[k]] = "server" + k;
        }
        for (int h = 0; h < hosts; h++) {
            int s = h / perSwitch;
            int j = h % perSwitch;
            HostRole role = names[h].startsWith("server") ? HostRole.SERVER : HostRole.CLIENT;
            int handle = builder.addHost(names[h], role);
            builder.connect(handle, 0, s, switchDegree(shape, s) + j, common.linkDelayTicks(), 0);
            LayoutHint at = HostFan.around(positions[s], j, perSwitch);
            builder.layout(handle, at.x(), at.y());
        }
    }
}
