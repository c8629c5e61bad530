package org.flitlab.topology.small;

import java.util.List;
import org.flitlab.topology.FlowSpec;
import org.flitlab.topology.Topology;

/**
 * AN1's Figure 12, "Adaptive Routing: Congestion Downstream of Decision Point" (family id {@value #FAMILY}; Owicki
 * &amp; Karlin, 3.5): the load of Figure 11 (a1 and a2 half a link each to A, b a whole link to B), but b chooses
 * between links (0,1) and (0,3) at switch 0, upstream of the congested link (1,2). With random choice b gets 2/3 of
 * a link through and a1, a2 1/3 each; stop on packet boundaries or least-recently-stopped choice do better.
 *
 * <p>Figure 12 is lost; this is the four-switch ring the text implies: b on switch 0, a1 and a2 on switch 1, A and
 * B on switch 2, links (0,1), (0,3), (1,2) and (3,2). Then switch 1 has three inputs (a1, a2 and the link from 0)
 * contending for (1,2), which is what gives each a third.
 *
 * <p>Ids: switch "sw&lt;n&gt;" is id n; hosts b, a1, a2, A, B in that order. {@link #flows}: "a1-A", "a2-A", "b-B".
 * Layout: a diamond, switch 0 on the left. Stateless; thread-safe.
 */
public final class AdaptiveDownstreamTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "adaptive-downstream";

    private AdaptiveDownstreamTopology() {
    }

    /** Unit delay, AN1's 12-port switches. */
    public static SmallParams defaults() {
        return SmallParams.an1();
    }

    /** Builds the network of Figure 12. */
    public static Topology build(SmallParams p) {
        return new SmallNetwork(FAMILY, p.linkDelayTicks(), p.portLimit())
                .switchAt("sw0", 0, 2).switchAt("sw1", 2, 0).switchAt("sw2", 4, 2).switchAt("sw3", 2, 4)
                .link("sw0", "sw1").link("sw0", "sw3").link("sw1", "sw2").link("sw3", "sw2")
                .client("b", "sw0", -1.2, 2).client("a1", "sw1", 1.4, -1.2).client("a2", "sw1", 2.6, -1.2)
                .client("A", "sw2", 5.2, 1.4).client("B", "sw2", 5.2, 2.6)
                .build();
    }

    /** a1 to A, a2 to A (half a link each) and b to B (a whole link). */
    public static List<FlowSpec> flows(Topology t) {
        return List.of(FlowSpec.between(t, "a1-A", "a1", "A"), FlowSpec.between(t, "a2-A", "a2", "A"),
                FlowSpec.between(t, "b-B", "b", "B"));
    }
}
