package org.flitlab.gui;

import java.util.function.Consumer;
import org.flitlab.gui.editor.BottleneckView;
import org.flitlab.gui.editor.UpDownView;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.updown.UpDownRouting;

/**
 * What the routing view adds to the canvas and the inspector: the up*&#47;down* tree (levels, root, up arrows)
 * when the routing is up*&#47;down*, the channel-load bound's bottleneck channel, and the routing explained in
 * words. Recomputed when the setup or the routing view changes. FX thread only.
 */
final class RoutingOverlay {
    private UpDownView upDown;
    private BottleneckView bottleneck;

    /**
     * Recomputes the overlay of {@code s} (none when {@code routingView} is off) and returns the explanation text;
     * a routing that cannot be analysed is logged and shows no overlay.
     */
    String update(NetworkSetup s, boolean routingView, Consumer<String> log) {
        upDown = null;
        bottleneck = null;
        if (s == null) {
            return null;
        }
        String text = s.routing().displayName() + ": " + s.routing().explanation();
        if (routingView) {
            try {
                RoutingAlgorithm r = s.routingAlgorithm();
                if (r instanceof UpDownRouting ud) {
                    upDown = UpDownView.of(s.topology(), ud);
                    text += " Root: " + s.topology().node(ud.root()).name()
                            + " (drag the ROOT badge's switch onto another switch, or right-click a switch > Make root).";
                }
                bottleneck = BottleneckView.of(s);
                text += " " + bottleneck.describe(s.topology());
            } catch (IllegalArgumentException e) {
                log.accept("Routing view unavailable: " + e.getMessage());
            }
        }
        return text;
    }

    /** The up*&#47;down* tree shown, or null. */
    UpDownView upDown() {
        return upDown;
    }

    /** The bottleneck shown, or null. */
    BottleneckView bottleneck() {
        return bottleneck;
    }
}
