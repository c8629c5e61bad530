package org.flitlab.gui.editor;

import java.util.Set;
import org.flitlab.network.NetworkSnapshot;

/**
 * Everything one frame of the canvas shows, as plain values: the layout, the latest snapshot (or none), the
 * routing view, the highlighted routes, the selected node and the presentation scale. Immutable; the canvas
 * draws whatever scene it is given.
 *
 * @param layout   node positions
 * @param snapshot the run's latest state; null draws the bare network
 * @param upDown   the up*&#47;down* tree to draw; null for none
 * @param routes   the permitted routes to highlight; null for none
 * @param selected the selected node, or -1
 * @param scale    1 normally, larger in presentation mode (strokes and fonts)
 * @param marked   nodes selected by the editor (rubber band); empty for none
 * @param heat     utilisation from 0 to 1 per link id, drawn as a heat map; null for none
 * @param focusWorm the packet id of the worm whose path is highlighted, or -1
 * @param bottleneck the channel-load bound's busiest channel to highlight; null for none
 */
public record CanvasScene(NetworkLayout layout, NetworkSnapshot snapshot, UpDownView upDown,
                          RouteExplorer.Routes routes, int selected, double scale, Set<Integer> marked,
                          double[] heat, long focusWorm, BottleneckView bottleneck) {

    public CanvasScene(NetworkLayout layout, NetworkSnapshot snapshot, UpDownView upDown, RouteExplorer.Routes routes,
                       int selected, double scale) {
        this(layout, snapshot, upDown, routes, selected, scale, Set.of(), null, -1, null);
    }

    /**
     * This scene without the editor's selection (the selected node and the marked nodes): what a picture of the
     * network shows, since a selection is a working state of the window, not part of the network.
     */
    public CanvasScene withoutSelection() {
        return new CanvasScene(layout, snapshot, upDown, routes, -1, scale, Set.of(), heat, focusWorm, bottleneck);
    }

    /** Virtual channels drawn per channel: the snapshot's, or 1 before a run. */
    public int lanes() {
        return snapshot == null ? 1 : snapshot.lanes();
    }

    public CanvasScene withSnapshot(NetworkSnapshot s) {
        return new CanvasScene(layout, s, upDown, routes, selected, scale, marked, heat, focusWorm, bottleneck);
    }
}
