package org.flitlab.routing;

import java.util.Arrays;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.Node;
import org.flitlab.topology.Topology;
import org.flitlab.topology.TopologyBuilder;

/**
 * Small topologies for routing tests, built directly with {@link TopologyBuilder} (the generators are
 * written elsewhere). Switch ids follow {@link GridShape}: x + radixX*y, dimension 0 fastest. Hosts come
 * after all switches, so host index h is node S+h; each host has one link, port 0 at the host.
 */
public final class TestTopologies {
    private TestTopologies() {
    }

    /** A k x m torus (wrap) or mesh with {@code hostsPerSwitch} hosts on each switch; host links take the first ports. */
    public static Topology grid(int radixX, int radixY, boolean wrap, int hostsPerSwitch) {
        return grid(new int[] {radixX, radixY}, wrap, hostsPerSwitch, wrap ? "torus" : "mesh");
    }

    /** A binary n-cube with one host per switch. */
    public static Topology hypercube(int dimensions) {
        int[] radix = new int[dimensions];
        Arrays.fill(radix, 2);
        return grid(radix, false, 1, "hypercube");
    }

    /** A ring of n switches, one host each, without a grid shape (as a custom topology would be). */
    public static Topology ring(int switches) {
        TopologyBuilder b = new TopologyBuilder("ring");
        for (int s = 0; s < switches; s++) {
            b.addSwitch("s" + s, Node.UNLIMITED);
        }
        for (int s = 0; s < switches; s++) {
            b.connect(s, (s + 1) % switches);
        }
        for (int s = 0; s < switches; s++) {
            int h = b.addHost("h" + s, HostRole.CLIENT);
            b.connect(h, s);
        }
        return b.build();
    }

    private static Topology grid(int[] radix, boolean wrap, int hostsPerSwitch, String family) {
        GridShape shape = new GridShape(radix, wrap);
        TopologyBuilder b = new TopologyBuilder(family).gridShape(shape);
        int switches = shape.switchCount();
        for (int s = 0; s < switches; s++) {
            b.addSwitch("s" + s, Node.UNLIMITED);
        }
        for (int s = 0; s < switches; s++) {
            for (int k = 0; k < hostsPerSwitch; k++) {
                b.connect(b.addHost("h" + (s * hostsPerSwitch + k), HostRole.CLIENT), s);
            }
        }
        for (int s = 0; s < switches; s++) {
            for (int d = 0; d < radix.length; d++) {
                int[] c = coordinates(shape, s);
                if (c[d] + 1 < radix[d]) {
                    c[d]++;
                    b.connect(s, shape.switchAt(c));
                } else if (wrap && radix[d] > 1) {
                    c[d] = 0;
                    b.connect(s, shape.switchAt(c));
                }
            }
        }
        return b.build();
    }

    public static int[] coordinates(GridShape shape, int s) {
        int[] c = new int[shape.dimensions()];
        for (int d = 0; d < c.length; d++) {
            c[d] = shape.coordinate(s, d);
        }
        return c;
    }
}
