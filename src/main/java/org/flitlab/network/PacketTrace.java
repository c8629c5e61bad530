package org.flitlab.network;

import java.util.List;

/**
 * What {@link EventRecorder} saw of one packet: its identity, its timestamps and every node its head passed
 * through, source host first. Ticks are -1 for "not yet". Immutable.
 *
 * @param headArrivedTick the head reached the destination host
 * @param deliveredTick   the tail reached the destination host
 * @param hops            the source host, then each switch in the order the head reached them
 */
public record PacketTrace(long packetId, int sourceNode, int destinationNode, int lengthFlits, boolean measured,
                          long generatedTick, long injectedTick, long headArrivedTick, long deliveredTick,
                          List<HopTrace> hops) {

    public PacketTrace {
        hops = List.copyOf(hops);
    }

    public boolean isDelivered() {
        return deliveredTick >= 0;
    }

    /** Generation to arrival of the tail (the engine's delivery latency), or -1 before delivery. */
    public long latency() {
        return deliveredTick < 0 ? -1 : deliveredTick - generatedTick;
    }

    /** The hop at switch {@code node} whose head has landed and not yet been sent, or null. */
    public HopTrace waitingAt(int node) {
        for (HopTrace h : hops) {
            if (h.node() == node && h.inChannel() >= 0 && h.sentTick() < 0) {
                return h;
            }
        }
        return null;
    }
}
