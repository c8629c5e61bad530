package org.flitlab.topology.floors;

import org.flitlab.topology.CommonParams;
import org.flitlab.topology.HostFan;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.LayoutHint;
import org.flitlab.topology.Topology;
import org.flitlab.topology.TopologyBuilder;

/** Builds Floors and Floors+, which differ only in the links between the two centres of each floor. Stateless. */
final class FloorsWiring {
    private static final double SPACING = 2.5;
    private static final double BAND = 6.0;

    private FloorsWiring() {
    }

    static Topology build(String family, FloorsTopology.Params p, boolean sameFloorCentreLinks) {
        int limit = CommonParams.switchPortLimit(p.portLimit());
        TopologyBuilder b = new TopologyBuilder(family).defaultDelayTicks(p.linkDelayTicks());
        double width = (p.armsPerFloor() - 1) * SPACING;
        for (int f = 0; f < p.floors(); f++) {
            for (int c = 0; c < 2; c++) {
                int id = b.addSwitch("f" + f + (c == 0 ? "A" : "B"), limit);
                b.layout(id, width / 2 + (c == 0 ? -1 : 1) * SPACING / 2, f * BAND);
            }
        }
        for (int f = 0; f < p.floors(); f++) {
            for (int a = 0; a < p.armsPerFloor(); a++) {
                b.layout(b.addSwitch("f" + f + "arm" + a, limit), a * SPACING, f * BAND + 2);
            }
        }
        for (int f = 0; f < p.floors(); f++) {
            for (int a = 0; a < p.armsPerFloor(); a++) {
                b.connect(p.arm(f, a), p.centre(f, 0));
                b.connect(p.arm(f, a), p.centre(f, 1));
            }
        }
        int centres = 2 * p.floors();
        for (int x = 0; x < centres; x++) {
            for (int y = x + 1; y < centres; y++) {
                if (x / 2 != y / 2) {
                    b.connect(x, y);
                }
            }
        }
        if (sameFloorCentreLinks) {
            for (int f = 0; f < p.floors(); f++) {
                b.connect(p.centre(f, 0), p.centre(f, 1));
            }
        }
        addHosts(b, p);
        return b.build();
    }

    private static void addHosts(TopologyBuilder b, FloorsTopology.Params p) {
        int index = 0;
        int server = 0;
        for (int f = 0; f < p.floors(); f++) {
            boolean[] serverArm = new boolean[p.armsPerFloor()];
            for (int s = 0; s < p.serversPerFloor(); s++) {
                serverArm[s * p.armsPerFloor() / p.serversPerFloor()] = true;
            }
            for (int a = 0; a < p.armsPerFloor(); a++) {
                for (int j = 0; j < p.hostsPerArm(); j++) {
                    boolean isServer = j == 0 && serverArm[a];
                    int h = isServer ? b.addHost("server" + server++, HostRole.SERVER)
                            : b.addHost("h" + index, HostRole.CLIENT);
                    index++;
                    b.connect(h, p.arm(f, a));
                    LayoutHint at = HostFan.row(new LayoutHint(a * SPACING, f * BAND + 2), j, p.hostsPerArm(), 1.2);
                    b.layout(h, at.x(), at.y());
                }
            }
        }
    }
}
