package org.flitlab.scenario;

import org.flitlab.control.AlternatingWindowParams;
import org.flitlab.control.BurstParams;
import org.flitlab.control.EndToEndPlan;
import org.flitlab.control.PacketPairParams;
import org.flitlab.control.RequestResponseParams;
import org.flitlab.control.StaticWindowParams;
import org.flitlab.control.TcpRenoParams;

/**
 * The longest packet an end-to-end scheme puts into the network besides the traffic's own (TCP segments and
 * acknowledgements, burst packets, responses), in flits: a store-and-forward buffer must hold it whole, as it must
 * the traffic's longest packet. Sizes follow the schemes' own rounding (whole flits, at least one). Stateless.
 */
final class EndToEndPackets {
    private EndToEndPackets() {
    }

    /** The longest packet the scheme sends, in flits; 0 for none. */
    static int longestFlits(EndToEndPlan plan, int flitBytes) {
        if (plan == null || flitBytes < 1) {
            return 0;
        }
        if (plan instanceof TcpRenoParams t) {
            return flits((long) t.mssBytes() + t.headerBytes(), flitBytes);
        }
        if (plan instanceof BurstParams b) {
            return Math.max(flits(b.packetBytes(), flitBytes), b.idealAcks() ? 0 : flits(b.ackBytes(), flitBytes));
        }
        if (plan instanceof StaticWindowParams w) {
            return w.idealAcks() ? 0 : flits(w.ackBytes(), flitBytes);
        }
        if (plan instanceof RequestResponseParams r) {
            return flits(r.responseBytes(), flitBytes);
        }
        if (plan instanceof AlternatingWindowParams a) {
            return flits(a.responseBytes(), flitBytes);
        }
        if (plan instanceof PacketPairParams p) {
            return flits(p.responseBytes(), flitBytes);
        }
        return 0;
    }

    private static int flits(long bytes, int flitBytes) {
        return (int) Math.min(Integer.MAX_VALUE, Math.max(1, (bytes + flitBytes - 1) / flitBytes));
    }
}
