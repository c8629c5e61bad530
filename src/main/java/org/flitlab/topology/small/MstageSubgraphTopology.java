package org.flitlab.topology.small;

import java.util.List;
import org.flitlab.topology.FlowSpec;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.Topology;

/**
 * The subgraph of Mstage in AN1's Figure 13 (family id {@value #FAMILY}; Owicki &amp; Karlin, 3.5, Figure 14): two
 * clients sending to two servers, where packets from c1 to s1 can go through switch 3 or 4 and those from c2 to s2
 * through 4 or 5, so the shared switch 4 can be overloaded.
 *
 * <p>Figure 13 is lost; the text names only switches 3, 4 and 5 (level 1 of Mstage). The rest follows Mstage: c1 on
 * a level-2 switch linked to 3 and 4, c2 on one linked to 4 and 5, s1 and s2 on two level-0 switches each linked to
 * 3, 4 and 5 (levels 0 and 1 are complete bipartite). We number the level-2 switches 1 and 2 and the level-0 ones 6
 * and 7; switches 3, 4, 5 keep the paper's numbers.
 *
 * <p>Ids: switch "sw&lt;n&gt;" is id n-1; hosts c1, c2, s1, s2 in that order (s1, s2 servers). {@link #flows}:
 * "c1-s1", "c2-s2". Layout: Mstage's tiers, clients on top. Stateless; thread-safe.
 */
public final class MstageSubgraphTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "mstage-subgraph";

    private MstageSubgraphTopology() {
    }

    /** Unit delay, AN1's 12-port switches. */
    public static SmallParams defaults() {
        return SmallParams.an1();
    }

    /** Builds the subgraph of Figure 13. */
    public static Topology build(SmallParams p) {
        SmallNetwork n = new SmallNetwork(FAMILY, p.linkDelayTicks(), p.portLimit())
                .switchAt("sw1", 1, 0).switchAt("sw2", 3, 0)
                .switchAt("sw3", 0, 3).switchAt("sw4", 2, 3).switchAt("sw5", 4, 3)
                .switchAt("sw6", 1, 6).switchAt("sw7", 3, 6)
                .link("sw1", "sw3").link("sw1", "sw4").link("sw2", "sw4").link("sw2", "sw5");
        for (String middle : List.of("sw3", "sw4", "sw5")) {
            n.link(middle, "sw6").link(middle, "sw7");
        }
        return n.client("c1", "sw1", 1, -1.2).client("c2", "sw2", 3, -1.2)
                .host("s1", "sw6", HostRole.SERVER, 1, 7.2).host("s2", "sw7", HostRole.SERVER, 3, 7.2)
                .build();
    }

    /** c1 to s1 and c2 to s2. */
    public static List<FlowSpec> flows(Topology t) {
        return List.of(FlowSpec.between(t, "c1-s1", "c1", "s1"), FlowSpec.between(t, "c2-s2", "c2", "s2"));
    }
}
