package org.flitlab.traffic;

import java.util.Arrays;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.Node;
import org.flitlab.topology.Topology;
import org.flitlab.topology.TopologyBuilder;

/**
 * Small topologies for the traffic tests, built with {@link TopologyBuilder} directly. Switch {@code s} has the
 * grid coordinates of {@link GridShape} and host {@code h} sits on switch {@code h / hostsPerSwitch}.
 */
final class TestTopologies {
    private TestTopologies() {
    }

    /** A kx x ky mesh (no wrap-around) with {@code hostsPerSwitch} hosts on each switch, the listed hosts servers. */
    static Topology grid(int kx, int ky, int hostsPerSwitch, int... serverHosts) {
        GridShape shape = new GridShape(new int[] {kx, ky}, false);
        TopologyBuilder b = new TopologyBuilder("mesh").gridShape(shape);
        for (int s = 0; s < kx * ky; s++) {
            b.addSwitch("s" + s, Node.UNLIMITED);
        }
        for (int s = 0; s < kx * ky; s++) {
            int x = shape.coordinate(s, 0);
            int y = shape.coordinate(s, 1);
            if (x + 1 < kx) {
                b.connect(s, shape.switchAt(new int[] {x + 1, y}));
            }
            if (y + 1 < ky) {
                b.connect(s, shape.switchAt(new int[] {x, y + 1}));
            }
        }
        addHosts(b, kx * ky, hostsPerSwitch, serverHosts);
        return b.build();
    }

    /** A binary n-cube with one host per switch; host h is on switch h. */
    static Topology hypercube(int n) {
        int[] radix = new int[n];
        Arrays.fill(radix, 2);
        TopologyBuilder b = new TopologyBuilder("hypercube").gridShape(new GridShape(radix, false));
        int switches = 1 << n;
        for (int s = 0; s < switches; s++) {
            b.addSwitch("s" + s, Node.UNLIMITED);
        }
        for (int s = 0; s < switches; s++) {
            for (int d = 0; d < n; d++) {
                if ((s & 1 << d) == 0) {
                    b.connect(s, s | 1 << d);
                }
            }
        }
        addHosts(b, switches, 1);
        return b.build();
    }

    /** One switch with {@code hosts} hosts. */
    static Topology star(int hosts) {
        TopologyBuilder b = new TopologyBuilder("star");
        b.addSwitch("s0", Node.UNLIMITED);
        addHosts(b, 1, hosts);
        return b.build();
    }

    private static void addHosts(TopologyBuilder b, int switches, int hostsPerSwitch, int... serverHosts) {
        int h = 0;
        for (int s = 0; s < switches; s++) {
            for (int i = 0; i < hostsPerSwitch; i++, h++) {
                int host = h;
                boolean server = Arrays.stream(serverHosts).anyMatch(x -> x == host);
                b.connect(s, b.addHost("h" + h, server ? HostRole.SERVER : HostRole.CLIENT));
            }
        }
    }
}
