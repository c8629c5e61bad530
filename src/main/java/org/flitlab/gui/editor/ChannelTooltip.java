package org.flitlab.gui.editor;

import java.util.Locale;
import java.util.function.Supplier;
import javafx.scene.Node;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.util.Duration;
import org.flitlab.network.NetworkSnapshot;
import org.flitlab.network.VcView;
import org.flitlab.topology.Topology;

/**
 * The channel tooltip of the canvas while a run is shown: hovering a channel shows its ends, then each virtual
 * channel's owner, buffer fill and flow-control state (credits held by the sender, or STOP / GO under stop/go), so a
 * class can ask "why is this worm waiting?" and read the answer off the link. Kept apart from {@link NetworkCanvas}
 * so the canvas deals with drawing and clicks, this with what hovering explains. FX thread only.
 */
final class ChannelTooltip {
    /** Finds the channel drawn at a canvas point and not under a node, or -1. */
    @FunctionalInterface
    interface ChannelPick {
        int channelAt(double x, double y);
    }

    private final Node owner;
    private final Supplier<CanvasScene> scene;
    private final ChannelPick pick;
    /** Empty of text while hidden; installed on the owner only while the pointer is over a channel. */
    private final Tooltip tip = new Tooltip();
    private boolean shown;

    /** Shows the tooltip on {@code owner} as the pointer moves over the channels {@code pick} finds in {@code scene}. */
    ChannelTooltip(Node owner, Supplier<CanvasScene> scene, ChannelPick pick) {
        this.owner = owner;
        this.scene = scene;
        this.pick = pick;
        tip.setShowDelay(Duration.millis(250));
        owner.addEventHandler(MouseEvent.MOUSE_MOVED, e -> hover(e.getX(), e.getY()));
    }

    /** Shows the channel tooltip while the pointer is over a channel of a run, and no tooltip elsewhere. */
    private void hover(double x, double y) {
        String text = textAt(x, y);
        if (text == null) {
            if (shown) {
                Tooltip.uninstall(owner, tip);
                shown = false;
            }
            return;
        }
        tip.setText(text);
        if (!shown) {
            Tooltip.install(owner, tip);
            shown = true;
        }
    }

    /** The text for owner point (x, y): the channel there while a run is shown; null (no tooltip) otherwise. */
    String textAt(double x, double y) {
        CanvasScene s = scene.get();
        if (s == null || s.snapshot() == null) {
            return null;
        }
        int c = pick.channelAt(x, y);
        return c < 0 ? null : text(s.snapshot(), s.layout().topology(), c);
    }

    /** The text for {@code channel} of {@code t} in snapshot {@code s}. */
    static String text(NetworkSnapshot s, Topology t, int channel) {
        StringBuilder b = new StringBuilder();
        b.append(t.node(t.channelSource(channel)).name()).append(" \u2192 ").append(t.node(t.channelTarget(channel)).name());
        VcView[] vcs = s.vcs() == null || channel >= s.vcs().length ? null : s.vcs()[channel];
        if (vcs == null) {
            return b.toString();
        }
        for (VcView v : vcs) {
            b.append('\n').append(vcs.length > 1 ? String.format(Locale.ROOT, "VC %d: ", v.vc()) : "");
            b.append(v.ownerPacket() >= 0 ? "packet " + v.ownerPacket() : "free");
            if (v.capacity() > 0) {
                b.append(String.format(Locale.ROOT, ", buffer %d/%d flits", v.occupancy(), v.capacity()));
                b.append(v.credits() >= 0 ? String.format(Locale.ROOT, ", %d credit%s", v.credits(), v.credits() == 1 ? "" : "s")
                        : v.stopped() ? ", STOP" : ", GO");
            } else {
                b.append(", to a host");
            }
        }
        return b.toString();
    }
}
