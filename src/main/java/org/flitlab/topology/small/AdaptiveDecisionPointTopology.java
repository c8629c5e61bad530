package org.flitlab.topology.small;

import java.util.List;
import org.flitlab.topology.FlowSpec;
import org.flitlab.topology.Topology;

/**
 * AN1's Figure 11, "Adaptive Routing: Congestion at Decision Point" (family id {@value #FAMILY}; Owicki &amp;
 * Karlin, 3.5): a1 and a2 each send half a link's bandwidth to A, b sends a whole link's worth to B. Everything fits
 * if b's packets go through switch 3, but link (1,2) has no room for them; the choice between (1,2) and (1,3) is
 * made at switch 1, where the congestion is.
 *
 * <p>Figure 11 is lost; this is a four-switch ring consistent with the text: a1, a2 and b on switch 1, A on switch
 * 2, B on switch 0, links (1,2), (1,3), (2,0) and (3,0). Then A is reached only over (1,2), and B over 1-2-0 or
 * 1-3-0, two shortest paths that part at switch 1. (Figure 12, {@link AdaptiveDownstreamTopology}, moves the choice
 * upstream.)
 *
 * <p>Ids: switch "sw&lt;n&gt;" is id n; hosts a1, a2, b, A, B in that order. {@link #flows}: "a1-A", "a2-A",
 * "b-B". Layout: a diamond, switch 1 on the left. Stateless; thread-safe.
 */
public final class AdaptiveDecisionPointTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "adaptive-decision-point";

    private AdaptiveDecisionPointTopology() {
    }

    /** Unit delay, AN1's 12-port switches. */
    public static SmallParams defaults() {
        return SmallParams.an1();
    }

    /** Builds the network of Figure 11. */
    public static Topology build(SmallParams p) {
        return new SmallNetwork(FAMILY, p.linkDelayTicks(), p.portLimit())
                .switchAt("sw0", 4, 2).switchAt("sw1", 0, 2).switchAt("sw2", 2, 0).switchAt("sw3", 2, 4)
                .link("sw1", "sw2").link("sw1", "sw3").link("sw2", "sw0").link("sw3", "sw0")
                .client("a1", "sw1", -1.2, 1.4).client("a2", "sw1", -1.2, 2.0).client("b", "sw1", -1.2, 2.6)
                .client("A", "sw2", 2, -1.2).client("B", "sw0", 5.2, 2)
                .build();
    }

    /** a1 to A, a2 to A (half a link each) and b to B (a whole link). */
    public static List<FlowSpec> flows(Topology t) {
        return List.of(FlowSpec.between(t, "a1-A", "a1", "A"), FlowSpec.between(t, "a2-A", "a2", "A"),
                FlowSpec.between(t, "b-B", "b", "B"));
    }
}
