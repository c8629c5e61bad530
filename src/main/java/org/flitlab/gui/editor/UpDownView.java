package org.flitlab.gui.editor;

import org.flitlab.routing.updown.UpDownRouting;
import org.flitlab.topology.Topology;

/**
 * What the routing view draws for up*&#47;down* (Owicki &amp; Karlin, section 3.2): the root switch, each switch's
 * level in the breadth-first tree, and for each switch-to-switch channel whether it goes up (towards the root).
 * Immutable.
 *
 * @param root      the root switch
 * @param level     hops from the root, per switch
 * @param channelUp per channel: it leaves a switch through a port that climbs towards the root
 */
public record UpDownView(int root, int[] level, boolean[] channelUp) {

    /** Reads the tree of {@code routing} on {@code topology}. */
    public static UpDownView of(Topology topology, UpDownRouting routing) {
        int[] level = new int[topology.switchCount()];
        for (int s = 0; s < level.length; s++) {
            level[s] = routing.level(s);
        }
        boolean[] up = new boolean[topology.channelCount()];
        for (int c = 0; c < up.length; c++) {
            int from = topology.channelSource(c);
            int to = topology.channelTarget(c);
            up[c] = topology.isSwitch(from) && topology.isSwitch(to) && routing.isUp(from, topology.channelSourcePort(c));
        }
        return new UpDownView(routing.root(), level, up);
    }
}
