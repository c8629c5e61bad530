package org.flitlab.topology.floors;

import org.flitlab.topology.Topology;

/**
 * AN1's Floors+ (family id {@value #FAMILY}; Owicki &amp; Karlin, sections 2.3 and 3.2, the dotted lines of Figure
 * 4): {@link FloorsTopology Floors} with one more link on each floor, between its two centre switches (four links
 * for the paper's four floors; 128 links in all against Floors' 124). It takes the same {@link FloorsTopology.Params}
 * and numbers switches, ports and hosts the same way (the new link is each centre's last port).
 *
 * <p>With the up*&#47;down* root at centre A of floor 0 ({@link #rootSwitch}), the new link lifts centre B of floor
 * 0 from level 2 to level 1, so paths through it are legal again and the bottleneck at the root disappears, while
 * the new links lie on no shortest path between two arms (an arm reaches both centres of its floor directly), so
 * they carry no traffic; and every shortest path between two arms is an up*&#47;down* path. Stateless; thread-safe.
 */
public final class FloorsPlusTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "floors-plus";

    private FloorsPlusTopology() {
    }

    /** The paper's Floors+: the same parameters as {@link FloorsTopology#defaults()}. */
    public static FloorsTopology.Params defaults() {
        return FloorsTopology.defaults();
    }

    /** The up*&#47;down* root: centre A of floor 0, switch 0. */
    public static int rootSwitch(FloorsTopology.Params p) {
        return FloorsTopology.rootSwitch(p);
    }

    /** Builds Floors+; fails if a switch needs more ports than {@code p.portLimit()}. */
    public static Topology build(FloorsTopology.Params p) {
        return FloorsWiring.build(FAMILY, p, true);
    }
}
