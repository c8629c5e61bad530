package org.flitlab.network;

/**
 * Hu &amp; Kleinrock's timeout reset signal travelling upstream hop by hop (section 2, {@link
 * ResetPropagation#HOP_BY_HOP}). At the timed-out switch the worm's flits are purged and the buffer it came
 * into discards the rest of the worm as it lands; the signal reaches the upstream node one link delay later,
 * which frees the channel the worm holds there, purges its buffer and passes the signal on. The study lets a
 * switch pass the signal on even after the worm's tail has left it, so the sending host always learns of the
 * reset at the timeout tick plus the delays of every link the head crossed, and only then re-queues the worm.
 *
 * <p>What this costs compared with {@link ResetPropagation#INSTANT}: channels upstream stay held, and keep
 * carrying flits that will be discarded, for a link delay per hop; the host goes on sending a doomed worm for
 * the whole path delay; the retransmission starts that much later. Owned by the engine thread.
 */
final class ResetSignal {
    private final Network net;
    private final WormRecovery recovery;

    ResetSignal(Network net, WormRecovery recovery) {
        this.net = net;
        this.recovery = recovery;
    }

    /** The head of worm {@code p} in {@code headLane} (at the front or queued) timed out at {@code t}: clear it here and signal upstream. */
    void start(Lane headLane, Packet p, long t) {
        long atSender = t + p.pathDelayTicks;
        clearLane(headLane, p, t);
        pass(headLane.queue.upstream, p, atSender, t);
    }

    /** Sends the signal up virtual channel {@code up} (the one the worm came in on). */
    private void pass(VirtualChannel up, Packet p, long atSender, long t) {
        if (up.owner != p) {
            // The tail has left everything upstream: only the sending host has something left to do.
            if (atSender <= t) {
                recovery.requeue(p, 0, t);
            } else {
                net.scheduler.schedule(atSender, tick -> recovery.requeue(p, 0, tick));
            }
            return;
        }
        net.scheduler.schedule(t + up.output.delayTicks, tick -> arrive(up, p, atSender, tick));
    }

    /** The signal reaches the sending end of {@code up}: free the channel, clear the buffer behind it, go on. */
    private void arrive(VirtualChannel up, Packet p, long atSender, long t) {
        if (up.owner != p) {
            // The tail left this node while the signal travelled.
            pass(up, p, atSender, t);
            return;
        }
        Lane lane = up.source;
        recovery.release(up, t);
        if (lane.queue == null) {
            int notInjected = lane.frontPacket() == p ? lane.removeFrontPacket() : 0;
            recovery.requeue(p, notInjected, t);
            return;
        }
        clearLane(lane, p, t);
        pass(lane.queue.upstream, p, atSender, t);
    }

    private void clearLane(Lane lane, Packet p, long t) {
        recovery.purge(lane, p, t);
        lane.queue.upstream.discarding = p;
        net.landing.considerFront(lane, t);
    }
}
