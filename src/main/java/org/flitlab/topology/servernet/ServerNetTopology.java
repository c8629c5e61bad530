package org.flitlab.topology.servernet;

import org.flitlab.topology.CommonParams;
import org.flitlab.topology.HostFan;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.LayoutHint;
import org.flitlab.topology.Topology;
import org.flitlab.topology.TopologyBuilder;

/**
 * A 24-CPU ServerNet system (family id {@value #FAMILY}) standing in for the topology of Shurbanov, Avresky, Mehra
 * and Watson's Fig. 1-a, which is lost: the text says only that it connects 24 CPUs and I/O devices with
 * wormhole-routed ServerNet routers and that one link ("link 4") saturates first.
 *
 * <p>The reconstruction: ServerNet I routers are 6-port crossbars, and ServerNet groups processors by four. Each of
 * {@code groups} group routers carries {@code cpusPerGroup} CPUs and {@code ioPerGroup} I/O devices and has one link
 * to a central router, which joins the groups; with 6 groups of 4 CPUs and 1 I/O device every router uses its 6
 * ports. The I/O devices are servers (they answer requests) and the CPUs clients, so a request/response workload can
 * pick them by role. A real ServerNet system has two independent fabrics, X and Y, and every device has a port on
 * each; FlitLab gives every host exactly one link, so this is the X fabric alone. Under request traffic aimed at the
 * I/O devices their links saturate first, which is one reading of "link 4".
 *
 * <p>Ids: group router g is switch g ("router&lt;g&gt;"), the central router the last switch ("central"). Hosts: the
 * CPUs first, "cpu&lt;i&gt;" on router {@code i div cpusPerGroup}, then the I/O devices "io&lt;j&gt;" on router
 * {@code j div ioPerGroup}. A group router's ports: its CPUs, its I/O devices, then the central router. Layout: the
 * central router in the middle, the group routers on a circle, each one's devices fanned round it. Stateless;
 * thread-safe.
 */
public final class ServerNetTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "servernet-24";
    /** ServerNet I routers have 6 ports. */
    public static final int SERVERNET_PORTS = 6;

    private ServerNetTopology() {
    }

    /**
     * The parameters of the ServerNet system. The constructor checks every value.
     *
     * @param groups         group routers, from 1 to 1024 (the central router needs one port each)
     * @param cpusPerGroup   CPUs on each group router, at least 1
     * @param ioPerGroup     I/O devices on each group router, at least 0
     * @param linkDelayTicks propagation delay of every link, at least 1 tick
     * @param portLimit      the most ports a router may use (ServerNet I: 6); 0 for unlimited
     */
    public record Params(int groups, int cpusPerGroup, int ioPerGroup, int linkDelayTicks, int portLimit) {
        public Params {
            CommonParams.checkRange("groups", groups, 1, 1024);
            CommonParams.checkRange("cpusPerGroup", cpusPerGroup, 1, 1024);
            CommonParams.checkRange("ioPerGroup", ioPerGroup, 0, 1024);
            CommonParams.checkLinkDelay(linkDelayTicks);
            CommonParams.checkPortLimit(portLimit);
        }
    }

    /** 6 groups of 4 CPUs and 1 I/O device (24 CPUs, 6 I/O devices), 6-port routers, unit delay. */
    public static Params defaults() {
        return new Params(6, 4, 1, 1, SERVERNET_PORTS);
    }

    /** The central router's switch id: the last switch. */
    public static int centralRouter(Params p) {
        return p.groups();
    }

    /** Builds the system; fails if a router needs more ports than {@code p.portLimit()}. */
    public static Topology build(Params p) {
        int limit = CommonParams.switchPortLimit(p.portLimit());
        TopologyBuilder b = new TopologyBuilder(FAMILY).defaultDelayTicks(p.linkDelayTicks());
        double radius = Math.max(4, p.groups() * 3.0 / (2 * Math.PI));
        LayoutHint[] at = new LayoutHint[p.groups()];
        for (int g = 0; g < p.groups(); g++) {
            double angle = Math.PI + 2 * Math.PI * g / p.groups();
            at[g] = new LayoutHint(radius * Math.cos(angle), radius * Math.sin(angle));
            b.layout(b.addSwitch("router" + g, limit), at[g].x(), at[g].y());
        }
        int central = b.addSwitch("central", limit);
        b.layout(central, 0, 0);
        int perGroup = p.cpusPerGroup() + p.ioPerGroup();
        for (int i = 0; i < p.groups() * p.cpusPerGroup(); i++) {
            int g = i / p.cpusPerGroup();
            addDevice(b, "cpu" + i, HostRole.CLIENT, g, at[g], i % p.cpusPerGroup(), perGroup);
        }
        for (int j = 0; j < p.groups() * p.ioPerGroup(); j++) {
            int g = j / p.ioPerGroup();
            addDevice(b, "io" + j, HostRole.SERVER, g, at[g], p.cpusPerGroup() + j % p.ioPerGroup(), perGroup);
        }
        for (int g = 0; g < p.groups(); g++) {
            b.connect(g, central);
        }
        return b.build();
    }

    private static void addDevice(TopologyBuilder b, String name, HostRole role, int router, LayoutHint routerAt,
                                  int index, int count) {
        int h = b.addHost(name, role);
        b.connect(h, router);
        LayoutHint at = HostFan.around(routerAt, index, count);
        b.layout(h, at.x(), at.y());
    }
}
