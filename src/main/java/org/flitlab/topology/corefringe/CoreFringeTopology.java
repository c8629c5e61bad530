package org.flitlab.topology.corefringe;

import java.util.Arrays;
import org.flitlab.topology.CommonParams;
import org.flitlab.topology.HostFan;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.LayoutHint;
import org.flitlab.topology.Topology;
import org.flitlab.topology.TopologyBuilder;

/**
 * AN1's Corefringe (family id {@value #FAMILY}; Owicki &amp; Karlin, section 2.3 and Figure 1, designed by Jim Saxe):
 * a core of switches, a fringe of switches that carry all the hosts, and one extra root switch linked to every core
 * switch. The fringe switches form {@code cores} groups; group {@code 2i} has {@code smallGroupSize} switches and
 * group {@code 2i+1} has {@code largeGroupSize}; every fringe switch of group {@code g} is linked to the core
 * switches {@code g-1, g, g+1, g+cores/2} (mod cores). The paper's instance has 8 cores and groups of 2 and 3, so 20
 * fringe switches of 4 hosts: Table 1's 28 switches and 80 hosts, plus the root, which Table 1 does not count.
 *
 * <p>The root carries no traffic: it is there so that up*&#47;down* routing, rooted at it, puts every core switch on
 * level 1 and every fringe switch on level 2, and then every shortest path between two fringe switches (through a
 * core switch they share) is an up*&#47;down* path. With 8 cores any two fringe switches of different groups share
 * one or two core switches (four if they are in the same group). Use {@link #rootSwitch} as the up*&#47;down* root.
 * The paper's extra fault-tolerance links "not used in normal operation" are left out.
 *
 * <p>Ids: core switch {@code i} is switch {@code i} ("core&lt;i&gt;"); fringe switch {@code j} is switch
 * {@code cores + j} ("fringe&lt;j&gt;"), numbered group by group; the root is the last switch ("root"). A fringe
 * switch's ports 0-3 lead to its cores in the order above, then its hosts. Fringe switch {@code j} carries host
 * indices {@code j*hostsPerFringe ..}. Servers are spread evenly over the fringe switches, at most one each: server
 * {@code k} ("server&lt;k&gt;") is the first host of fringe switch {@code floor(k*fringeSwitches/servers)}; the
 * other hosts are "h&lt;index&gt;". In the paper's instance (the paper does not place its servers) that puts one
 * server on the first switch of every group.
 *
 * <p>Layout: three tiers, the root on top, the cores below it, the fringe groups (with a gap between groups) below
 * them and each fringe switch's hosts in a row under it. Stateless; thread-safe.
 */
public final class CoreFringeTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "corefringe";
    /** The most core switches. */
    public static final int MAX_CORES = 64;
    private static final double SPACING = 2.0;

    private CoreFringeTopology() {
    }

    /**
     * The parameters of a Corefringe network. The constructor checks every value.
     *
     * @param cores          core switches (and fringe groups), even, from 4 to {@link #MAX_CORES}
     * @param smallGroupSize fringe switches in each even-numbered group, at least 1
     * @param largeGroupSize fringe switches in each odd-numbered group, at least 1
     * @param hostsPerFringe hosts on every fringe switch, at least 1
     * @param servers        hosts with role server, at most one per fringe switch: from 0 to the number of fringe
     *                       switches
     * @param linkDelayTicks propagation delay of every link, at least 1 tick
     * @param portLimit      the most ports a switch may use (AN1: 12); 0 for unlimited
     */
    public record Params(int cores, int smallGroupSize, int largeGroupSize, int hostsPerFringe, int servers,
                         int linkDelayTicks, int portLimit) {
        public Params {
            CommonParams.checkRange("cores", cores, 4, MAX_CORES);
            if (cores % 2 != 0) {
                throw new IllegalArgumentException("cores is " + cores + "; it must be even (groups 2i and 2i+1 pair up)");
            }
            CommonParams.checkRange("smallGroupSize", smallGroupSize, 1, 1024);
            CommonParams.checkRange("largeGroupSize", largeGroupSize, 1, 1024);
            CommonParams.checkRange("hostsPerFringe", hostsPerFringe, 1, 1024);
            CommonParams.checkLinkDelay(linkDelayTicks);
            CommonParams.checkPortLimit(portLimit);
            CommonParams.checkRange("servers", servers, 0, fringeCount(cores, smallGroupSize, largeGroupSize));
        }

        /** Fringe switches in all groups. */
        public int fringeSwitches() {
            return fringeCount(cores, smallGroupSize, largeGroupSize);
        }

        /** Hosts in all. */
        public int hosts() {
            return fringeSwitches() * hostsPerFringe;
        }

        /** Fringe switches in group {@code g}. */
        public int groupSize(int g) {
            return g % 2 == 0 ? smallGroupSize : largeGroupSize;
        }

        private static int fringeCount(int cores, int small, int large) {
            return cores / 2 * (small + large);
        }
    }

    /** The paper's Corefringe: 8 cores, groups of 2 and 3 (20 fringe switches), 4 hosts each, 8 servers, 12 ports. */
    public static Params defaults() {
        return new Params(8, 2, 3, 4, 8, 1, 12);
    }

    /** The switch id of the root, the last switch: {@code cores + fringeSwitches}. */
    public static int rootSwitch(Params p) {
        return p.cores() + p.fringeSwitches();
    }

    /** The group of fringe switch number {@code fringe} (0-based among the fringe switches). */
    public static int groupOf(Params p, int fringe) {
        CommonParams.checkRange("fringe", fringe, 0, p.fringeSwitches() - 1);
        int first = 0;
        for (int g = 0; ; g++) {
            first += p.groupSize(g);
            if (fringe < first) {
                return g;
            }
        }
    }

    /** The core switches (ids) a fringe switch of group {@code g} is linked to, in port order. */
    public static int[] coresOf(Params p, int g) {
        int n = p.cores();
        return new int[] {Math.floorMod(g - 1, n), g, (g + 1) % n, (g + n / 2) % n};
    }

    /** Builds the network; fails if a switch needs more ports than {@code p.portLimit()}. */
    public static Topology build(Params p) {
        int limit = CommonParams.switchPortLimit(p.portLimit());
        TopologyBuilder b = new TopologyBuilder(FAMILY).defaultDelayTicks(p.linkDelayTicks());
        int fringes = p.fringeSwitches();
        double width = (fringes + p.cores()) * SPACING;
        for (int i = 0; i < p.cores(); i++) {
            b.layout(b.addSwitch("core" + i, limit), (i + 0.5) * width / p.cores(), 3);
        }
        double[] fringeX = new double[fringes];
        for (int j = 0; j < fringes; j++) {
            int g = groupOf(p, j);
            fringeX[j] = (j + g + 0.5) * SPACING;
            b.layout(b.addSwitch("fringe" + j, limit), fringeX[j], fringeY(j));
        }
        int root = b.addSwitch("root", limit);
        b.layout(root, width / 2, 0);
        for (int j = 0; j < fringes; j++) {
            for (int core : coresOf(p, groupOf(p, j))) {
                b.connect(p.cores() + j, core);
            }
        }
        for (int i = 0; i < p.cores(); i++) {
            b.connect(root, i);
        }
        addHosts(b, p, fringeX);
        return b.build();
    }

    /**
     * The row of fringe switch {@code j}: fringes take turns on three tiers, so that the names of switches on the
     * same tier are three spacings apart (a name such as "fringe10" is wider than two at a fitted zoom) and each
     * tier's hosts hang in the gap above the next.
     */
    private static double fringeY(int j) {
        return 6.5 + 3 * (j % 3);
    }

    private static void addHosts(TopologyBuilder b, Params p, double[] fringeX) {
        int hosts = p.hosts();
        int[] serverSwitches = new CommonParams(1, 1, 0, p.servers()).serverHostIndices(p.fringeSwitches());
        for (int h = 0; h < hosts; h++) {
            int k = h % p.hostsPerFringe() == 0 ? Arrays.binarySearch(serverSwitches, h / p.hostsPerFringe()) : -1;
            int handle = k >= 0 ? b.addHost("server" + k, HostRole.SERVER) : b.addHost("h" + h, HostRole.CLIENT);
            int fringe = h / p.hostsPerFringe();
            b.connect(handle, p.cores() + fringe);
            LayoutHint at = HostFan.row(new LayoutHint(fringeX[fringe], fringeY(fringe)), h % p.hostsPerFringe(),
                    p.hostsPerFringe(), 1.2);
            b.layout(handle, at.x(), at.y());
        }
    }
}
