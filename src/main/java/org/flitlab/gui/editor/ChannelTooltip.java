package org.flitlab.gui.editor;

import java.util.Locale;
import org.flitlab.network.NetworkSnapshot;
import org.flitlab.network.VcView;
import org.flitlab.topology.Topology;

/**
 * The hover text of a channel while a run is shown: its ends, then each virtual channel's owner, buffer fill and
 * flow-control state (credits held by the sender, or STOP / GO under stop/go), so a class can ask "why is this worm
 * waiting?" and read the answer off the link. Stateless.
 */
final class ChannelTooltip {
    private ChannelTooltip() {
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
