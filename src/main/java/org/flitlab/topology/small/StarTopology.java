package org.flitlab.topology.small;

import java.util.Arrays;
import org.flitlab.topology.CommonParams;
import org.flitlab.topology.HostFan;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.LayoutHint;
import org.flitlab.topology.Topology;
import org.flitlab.topology.TopologyBuilder;

/**
 * A star (family id {@value #FAMILY}): one centre switch linked to {@code arms} arm switches, the hosts on the arms,
 * as on each floor of AN1's Floors (which has two centres). Every path between arms crosses the centre, so it shows
 * a single switch's head-of-line blocking (AN1, 3.1) in isolation.
 *
 * <p>Ids: the centre is switch 0 ("centre"), arm i is switch i+1 ("arm&lt;i&gt;"; port 0 to the centre, then its
 * hosts); hosts numbered arm by arm, servers spread evenly ("server&lt;k&gt;", the others "h&lt;index&gt;"). Layout:
 * the arms on a circle round the centre, hosts fanned round each arm. Stateless; thread-safe.
 */
public final class StarTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "star";

    private StarTopology() {
    }

    /**
     * The parameters of a star. The constructor checks every value.
     *
     * @param arms           arm switches, from 1 to 4096
     * @param hostsPerArm    hosts on each arm, at least 1
     * @param linkDelayTicks propagation delay of every link, at least 1 tick
     * @param portLimit      the most ports a switch may use (the centre needs {@code arms}); 0 for unlimited
     * @param servers        hosts with role server, spread evenly; at most the number of hosts
     */
    public record Params(int arms, int hostsPerArm, int linkDelayTicks, int portLimit, int servers) {
        public Params {
            CommonParams.checkRange("arms", arms, 1, 4096);
            CommonParams.checkAtLeast("hostsPerArm", hostsPerArm, 1);
            new CommonParams(hostsPerArm, linkDelayTicks, portLimit, servers).checkFor(arms);
        }
    }

    /** Four arms with four hosts each, unit delay, AN1's 12-port switches, one server. */
    public static Params defaults() {
        return new Params(4, 4, 1, 12, 1);
    }

    /** Builds the star; fails if a switch needs more ports than {@code p.portLimit()}. */
    public static Topology build(Params p) {
        int limit = CommonParams.switchPortLimit(p.portLimit());
        TopologyBuilder b = new TopologyBuilder(FAMILY).defaultDelayTicks(p.linkDelayTicks());
        b.layout(b.addSwitch("centre", limit), 0, 0);
        double radius = Math.max(3, p.arms() * 2.5 / (2 * Math.PI));
        LayoutHint[] at = new LayoutHint[p.arms()];
        for (int i = 0; i < p.arms(); i++) {
            double angle = Math.PI + 2 * Math.PI * i / p.arms();
            at[i] = new LayoutHint(radius * Math.cos(angle), radius * Math.sin(angle));
            int arm = b.addSwitch("arm" + i, limit);
            b.layout(arm, at[i].x(), at[i].y());
            b.connect(arm, 0);
        }
        int hosts = p.arms() * p.hostsPerArm();
        int[] servers = new CommonParams(1, 1, 0, p.servers()).serverHostIndices(hosts);
        for (int h = 0; h < hosts; h++) {
            int k = Arrays.binarySearch(servers, h);
            int handle = k >= 0 ? b.addHost("server" + k, HostRole.SERVER) : b.addHost("h" + h, HostRole.CLIENT);
            int arm = h / p.hostsPerArm();
            b.connect(handle, 1 + arm);
            LayoutHint pos = HostFan.around(at[arm], h % p.hostsPerArm(), p.hostsPerArm());
            b.layout(handle, pos.x(), pos.y());
        }
        return b.build();
    }
}
