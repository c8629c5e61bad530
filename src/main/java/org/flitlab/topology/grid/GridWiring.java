package org.flitlab.topology.grid;

import java.util.function.IntFunction;
import java.util.function.IntToDoubleFunction;
import org.flitlab.topology.CommonParams;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.HostFan;
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
 *
 * <p>Links: by default every link, switch-to-switch and host, has {@code common.linkDelayTicks()} and no length.
 * {@link #build(String, GridShape, CommonParams, IntFunction, Physical)} lets a family give switch-to-switch links
 * a physical length and host links their own delay (Bianco et al.'s 1 km Manhattan links, Myrinet's 22.5 m cables).
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
        return build(family, shape, common, switchPosition,
                new Physical(0, common.linkDelayTicks(), 0));
    }

    /**
     * The physical side of a grid's links besides the switch-to-switch delay, which is
     * {@code common.linkDelayTicks()}.
     *
     * @param switchLinkMeters length of every switch-to-switch link in metres, at least 0 (display and unit
     *                         conversion only)
     * @param hostDelayTicks   propagation delay of every host link, at least 1 tick
     * @param hostLinkMeters   length of every host link in metres, at least 0
     */
    public record Physical(double switchLinkMeters, int hostDelayTicks, double hostLinkMeters) {
        public Physical {
            if (!(switchLinkMeters >= 0) || Double.isInfinite(switchLinkMeters)) {
                throw new IllegalArgumentException("switchLinkMeters is " + switchLinkMeters
                        + "; it must be a finite number of at least 0");
            }
            if (hostDelayTicks < 1) {
                throw new IllegalArgumentException("hostDelayTicks is " + hostDelayTicks
                        + "; it must be at least 1 tick");
            }
            if (!(hostLinkMeters >= 0) || Double.isInfinite(hostLinkMeters)) {
                throw new IllegalArgumentException("hostLinkMeters is " + hostLinkMeters
                        + "; it must be a finite number of at least 0");
            }
        }
    }

    /**
     * Builds the grid with the given link lengths and host-link delay.
     *
     * @throws org.flitlab.topology.TopologyException if a switch needs more ports than {@code common.portLimit()}
     */
    public static Topology build(String family, GridShape shape, CommonParams common,
                                 IntFunction<LayoutHint> switchPosition, Physical physical) {
        return build(family, shape, common, switchPosition, physical, s -> Double.NaN);
    }

    /**
     * As {@link #build(String, GridShape, CommonParams, IntFunction, Physical)}, with each switch's hosts fanned
     * out in the direction (radians, layout y downwards) {@code hostDirection} gives, or all round it for NaN.
     */
    public static Topology build(String family, GridShape shape, CommonParams common,
                                 IntFunction<LayoutHint> switchPosition, Physical physical,
                                 IntToDoubleFunction hostDirection) {
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
        linkSwitches(builder, shape, common.linkDelayTicks(), physical.switchLinkMeters());
        attachHosts(builder, shape, common, positions, physical, hostDirection);
        return builder.build();
    }

    /**
     * Builds the grid as {@code planes} parallel fabrics of switch-to-switch links (issue 18: the C104 study's two
     * parallel networks on the cube, its extra x links on the grid): every switch-to-switch link is there
     * {@code planes} times; plane 0 has the ports described above, and plane q (q >= 1) follows the host ports with
     * the same order again, so port {@code p} of plane 0 is port {@code degree + hosts + (q - 1) * degree + p} of
     * plane q. Hosts are attached once, fanned out as {@code hostDirection} gives (see the build with a
     * {@link Physical}). {@code planes} 1 is that build with no physical lengths.
     *
     * @throws IllegalArgumentException if {@code planes} is below 1
     * @throws org.flitlab.topology.TopologyException if a switch needs more ports than {@code common.portLimit()}
     */
    public static Topology build(String family, GridShape shape, CommonParams common,
                                 IntFunction<LayoutHint> switchPosition, int planes,
                                 IntToDoubleFunction hostDirection) {
        if (planes < 1) {
            throw new IllegalArgumentException("planes is " + planes + "; it must be at least 1");
        }
        TopologyBuilder builder = new TopologyBuilder(family)
                .defaultDelayTicks(common.linkDelayTicks())
                .gridShape(shape);
        LayoutHint[] positions = new LayoutHint[shape.switchCount()];
        for (int s = 0; s < positions.length; s++) {
            int handle = builder.addSwitch("s" + s, common.switchPortLimit());
            positions[s] = switchPosition.apply(s);
            builder.layout(handle, positions[s].x(), positions[s].y());
        }
        Physical physical = new Physical(0, common.linkDelayTicks(), 0);
        linkSwitches(builder, shape, common.linkDelayTicks(), physical.switchLinkMeters());
        attachHosts(builder, shape, common, positions, physical, hostDirection);
        for (int q = 1; q < planes; q++) {
            for (int s = 0; s < shape.switchCount(); s++) {
                for (int d = 0; d < shape.dimensions(); d++) {
                    if (hasLink(shape, s, d, true)) {
                        int t = neighbour(shape, s, d, true);
                        builder.connect(s, planePort(shape, common, s, q, port(shape, s, d, true)),
                                t, planePort(shape, common, t, q, port(shape, t, d, false)), common.linkDelayTicks(), 0);
                    }
                }
            }
        }
        return builder.build();
    }

    private static int planePort(GridShape shape, CommonParams common, int s, int plane, int planeZeroPort) {
        int degree = switchDegree(shape, s);
        return degree + common.hostsPerSwitch() + (plane - 1) * degree + planeZeroPort;
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

    private static void linkSwitches(TopologyBuilder builder, GridShape shape, int delayTicks, double meters) {
        for (int s = 0; s < shape.switchCount(); s++) {
            for (int d = 0; d < shape.dimensions(); d++) {
                if (hasLink(shape, s, d, true)) {
                    int t = neighbour(shape, s, d, true);
                    builder.connect(s, port(shape, s, d, true), t, port(shape, t, d, false), delayTicks, meters);
                }
            }
        }
    }

    private static void attachHosts(TopologyBuilder builder, GridShape shape, CommonParams common,
                                    LayoutHint[] positions, Physical physical,
                                    IntToDoubleFunction hostDirection) {
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
            builder.connect(handle, 0, s, switchDegree(shape, s) + j, physical.hostDelayTicks(),
                    physical.hostLinkMeters());
            double direction = hostDirection.applyAsDouble(s);
            LayoutHint at = Double.isNaN(direction) ? HostFan.around(positions[s], j, perSwitch)
                    : HostFan.toward(positions[s], j, perSwitch, direction);
            builder.layout(handle, at.x(), at.y());
        }
    }

    /** Column x and row y of a 2-D grid switch, {@link #SWITCH_SPACING} apart (row y drawn below row y-1). */
    public static LayoutHint planePosition(GridShape shape, int s) {
        return new LayoutHint(shape.coordinate(s, 0) * SWITCH_SPACING, shape.coordinate(s, 1) * SWITCH_SPACING);
    }

    /**
     * Checks the radixes of a 2-D grid and returns the number of switches.
     *
     * @throws IllegalArgumentException naming the radix, its value and its limit
     */
    public static long checkRadixes(int radixX, int radixY) {
        if (radixX < 1) {
            throw new IllegalArgumentException("radixX is " + radixX + "; it must be at least 1");
        }
        if (radixY < 1) {
            throw new IllegalArgumentException("radixY is " + radixY + "; it must be at least 1");
        }
        long switches = (long) radixX * radixY;
        if (switches > CommonParams.MAX_SWITCHES) {
            throw new IllegalArgumentException("radixX * radixY is " + radixX + " * " + radixY + " = " + switches
                    + " switches; at most " + CommonParams.MAX_SWITCHES + " are allowed");
        }
        return switches;
    }
}
