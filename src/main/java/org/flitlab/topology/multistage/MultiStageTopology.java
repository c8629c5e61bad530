package org.flitlab.topology.multistage;

import java.util.List;
import org.flitlab.topology.CommonParams;
import org.flitlab.topology.HostFan;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.LayoutHint;
import org.flitlab.topology.Topology;
import org.flitlab.topology.TopologyBuilder;

/**
 * AN1's multi-stage family (family id {@value #FAMILY}; Owicki &amp; Karlin, section 2.3 and Figure 2), designed for
 * client/server workloads: levels (stages) of switches, links only between adjacent levels, all servers on the
 * switches of level 0 and all clients on the switches of the highest level. Level 0 and level 1 form a complete
 * bipartite graph; from level 1 upwards every switch is linked to {@code uplinks} different switches of the level
 * below. The paper's Mstage has levels of 4, 4 and 16 switches, 2 servers on each level-0 switch, 5 clients on each
 * level-2 switch and 2 uplinks per level-2 switch, so each level-1 switch has 8 level-2 neighbours: Table 1's 24
 * switches, 88 hosts and 8 servers.
 *
 * <p>The fan-out pattern (Figure 2 is lost): switch {@code j} of level {@code l+1} (l &gt;= 1) is linked to the
 * switches {@code p, p+s, p+2s, ...} (mod n) of level l, where n is the size of level l, {@code p = j mod n} and the
 * stride {@code s = 1 + (j div n) mod (n-1)}, or {@code s = 1} if those would repeat a switch. Each block of n
 * consecutive switches thus covers every switch below the same number of times, so the fan-out is even when n
 * divides the size of level l+1, and successive blocks pair different switches, so that (as in the paper's Figure
 * 13) two upper switches often share one lower neighbour but not both. For Mstage: level-2 switches 0-3 pair level-1
 * switches {0,1},{1,2},{2,3},{3,0}; 4-7 pair {0,2},{1,3},{2,0},{3,1}; 8-11 {0,3},{1,0},{2,1},{3,2}; 12-15 as 0-3.
 *
 * <p>Ids: levels in order, level 0 first; switch {@code i} of level l is "l&lt;l&gt;s&lt;i&gt;". Hosts: the servers
 * first ("server&lt;k&gt;", {@code serversPerBottomSwitch} per level-0 switch in order), then the clients
 * ("h&lt;index&gt;", per top switch in order). Ports: a switch's links down, then up, then its hosts. Use
 * {@link #rootSwitch} (level-0 switch 0) as the up*&#47;down* root: then every shortest path between a client and
 * a server is an up*&#47;down* path, the property the paper claims for Mstage. (Two top switches with no common
 * neighbour are joined by shortest paths through every level-0 switch, and those through a level-0 switch other
 * than the root turn down then up; the paper's client/server workload never uses them.)
 *
 * <p>Layout: one tier per level, level 0 at the bottom with its servers below it, the top level with its clients
 * above it. Stateless; thread-safe.
 */
public final class MultiStageTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "mstage";
    /** The most switches on one level. */
    public static final int MAX_LEVEL_SIZE = 4096;
    private static final double SPACING = 2.0;
    private static final double TIER = 3.0;

    private MultiStageTopology() {
    }

    /**
     * The parameters of a multi-stage network. The constructor checks every value.
     *
     * @param levelSizes             switches on each level, level 0 first; at least 2 levels of 1 to
     *                               {@link #MAX_LEVEL_SIZE} switches
     * @param uplinks                links from each switch of level 2 and above to the level below, from 1 to the
     *                               size of every level from 1 to the one below the top
     * @param serversPerBottomSwitch servers on each level-0 switch, at least 0
     * @param clientsPerTopSwitch    clients on each top-level switch, at least 0; at least one host in all
     * @param linkDelayTicks         propagation delay of every link, at least 1 tick
     * @param portLimit              the most ports a switch may use (AN1: 12); 0 for unlimited
     */
    public record Params(List<Integer> levelSizes, int uplinks, int serversPerBottomSwitch, int clientsPerTopSwitch,
                         int linkDelayTicks, int portLimit) {
        public Params {
            if (levelSizes == null || levelSizes.size() < 2) {
                throw new IllegalArgumentException("levelSizes is " + levelSizes + "; give at least 2 levels");
            }
            levelSizes = List.copyOf(levelSizes);
            for (int l = 0; l < levelSizes.size(); l++) {
                CommonParams.checkRange("levelSizes[" + l + "]", levelSizes.get(l), 1, MAX_LEVEL_SIZE);
            }
            for (int l = 1; l + 1 < levelSizes.size(); l++) {
                CommonParams.checkRange("uplinks", uplinks, 1, levelSizes.get(l));
            }
            CommonParams.checkAtLeast("uplinks", uplinks, 1);
            CommonParams.checkRange("serversPerBottomSwitch", serversPerBottomSwitch, 0, 1024);
            CommonParams.checkRange("clientsPerTopSwitch", clientsPerTopSwitch, 0, 1024);
            if (serversPerBottomSwitch + clientsPerTopSwitch == 0) {
                throw new IllegalArgumentException("serversPerBottomSwitch and clientsPerTopSwitch are both 0;"
                        + " the network needs at least 1 host");
            }
            CommonParams.checkLinkDelay(linkDelayTicks);
            CommonParams.checkPortLimit(portLimit);
        }

        /** Number of levels. */
        public int levels() {
            return levelSizes.size();
        }

        /** Switch id of switch {@code i} of level {@code level}. */
        public int switchId(int level, int i) {
            int id = 0;
            for (int l = 0; l < level; l++) {
                id += levelSizes.get(l);
            }
            return id + i;
        }
    }

    /** The paper's Mstage: levels of 4, 4 and 16 switches, 2 uplinks, 2 servers below, 5 clients above, 12 ports. */
    public static Params defaults() {
        return new Params(List.of(4, 4, 16), 2, 2, 5, 1, 12);
    }

    /** The up*&#47;down* root: switch 0 of level 0. */
    public static int rootSwitch(Params p) {
        return 0;
    }

    /**
     * The switches of level {@code level + 1 >= 2} that switch {@code j} of that level is linked to, as indices
     * within level {@code level}.
     */
    public static int[] lowerNeighbours(Params p, int level, int j) {
        int n = p.levelSizes().get(level);
        int f = p.uplinks();
        int stride = n == 1 ? 1 : 1 + (j / n) % (n - 1);
        int[] below = strided(j % n, stride, f, n);
        return below != null ? below : strided(j % n, 1, f, n);
    }

    private static int[] strided(int start, int stride, int count, int n) {
        int[] out = new int[count];
        boolean[] used = new boolean[n];
        for (int k = 0; k < count; k++) {
            out[k] = (start + k * stride) % n;
            if (used[out[k]]) {
                return null;
            }
            used[out[k]] = true;
        }
        return out;
    }

    /** Builds the network; fails if a switch needs more ports than {@code p.portLimit()}. */
    public static Topology build(Params p) {
        int limit = CommonParams.switchPortLimit(p.portLimit());
        TopologyBuilder b = new TopologyBuilder(FAMILY).defaultDelayTicks(p.linkDelayTicks());
        int widest = p.levelSizes().stream().mapToInt(Integer::intValue).max().orElseThrow();
        int top = p.levels() - 1;
        LayoutHint[][] at = new LayoutHint[p.levels()][];
        for (int l = 0; l <= top; l++) {
            int n = p.levelSizes().get(l);
            at[l] = new LayoutHint[n];
            for (int i = 0; i < n; i++) {
                at[l][i] = new LayoutHint((i + 0.5) * widest * SPACING / n, (top - l) * TIER);
                b.layout(b.addSwitch("l" + l + "s" + i, limit), at[l][i].x(), at[l][i].y());
            }
        }
        for (int i = 0; i < p.levelSizes().get(1); i++) {
            for (int k = 0; k < p.levelSizes().get(0); k++) {
                b.connect(p.switchId(1, i), p.switchId(0, k));
            }
        }
        for (int l = 2; l <= top; l++) {
            for (int j = 0; j < p.levelSizes().get(l); j++) {
                for (int below : lowerNeighbours(p, l - 1, j)) {
                    b.connect(p.switchId(l, j), p.switchId(l - 1, below));
                }
            }
        }
        addHosts(b, p, at);
        return b.build();
    }

    private static void addHosts(TopologyBuilder b, Params p, LayoutHint[][] at) {
        int per = p.serversPerBottomSwitch();
        for (int i = 0; i < p.levelSizes().get(0); i++) {
            for (int k = 0; k < per; k++) {
                int h = b.addHost("server" + (i * per + k), HostRole.SERVER);
                b.connect(h, p.switchId(0, i));
                LayoutHint pos = HostFan.row(at[0][i], k, per, 1.2);
                b.layout(h, pos.x(), pos.y());
            }
        }
        int top = p.levels() - 1;
        int clients = p.clientsPerTopSwitch();
        int index = p.levelSizes().get(0) * per;
        for (int j = 0; j < p.levelSizes().get(top); j++) {
            for (int k = 0; k < clients; k++) {
                int h = b.addHost("h" + index++, HostRole.CLIENT);
                b.connect(h, p.switchId(top, j));
                LayoutHint pos = HostFan.row(at[top][j], k, clients, -1.2);
                b.layout(h, pos.x(), pos.y());
            }
        }
    }
}
