package org.flitlab.network;

/**
 * A delivered packet's latency (generation to the tail's arrival, the engine's delivery latency) split into where
 * the time went, from its {@link PacketTrace}:
 * <ul>
 * <li><b>source queue</b>: generation to the head leaving the host (the engine's source queueing);</li>
 * <li><b>routing</b>: the switch's own delay at each switch crossed ({@link EventRecorder#routingTicks()});</li>
 * <li><b>wires</b>: the link delays the head crossed, host links included;</li>
 * <li><b>blocking</b>: the head's waits at switches beyond the routing delay (behind other worms, for a busy
 *     output, for credits or GO) and the tail's stalls behind the head;</li>
 * <li><b>serialisation</b>: L - 1 ticks for the body to follow the head, plus store-and-forward's wait for the
 *     tail at each switch;</li>
 * <li><b>other</b>: what none of these explains (a torn-down attempt re-sent from its host); 0 otherwise.</li>
 * </ul>
 * At zero load the parts are model.md's formula: source queue 0, routing H x switch delay, wires the H + 1 link
 * delays, blocking 0, serialisation L - 1 (cut-through). Immutable.
 */
public record LatencySplit(long latency, long sourceQueue, long routing, long wires, long blocking,
                           long serialisation, long other) {

    /** The split of a delivered packet, or null if it has not been delivered. */
    public static LatencySplit of(PacketTrace tr, int routingTicks) {
        if (!tr.isDelivered() || tr.injectedTick() < 0 || tr.headArrivedTick() < 0) {
            return null;
        }
        long queue = tr.injectedTick() - tr.generatedTick();
        long routing = 0;
        long wires = 0;
        long blocking = 0;
        long ownTail = 0;
        long lastSent = -1;
        for (HopTrace h : tr.hops()) {
            if (h.inChannel() >= 0 && lastSent >= 0 && h.sentTick() >= 0) {
                wires += h.landedTick() - lastSent;
                routing += routingTicks;
                long waitedForTail = h.behindPacket() < 0 && h.readyTick() >= 0
                        ? Math.max(0, h.readyTick() - routingTicks - h.landedTick()) : 0;
                ownTail += waitedForTail;
                blocking += h.sentTick() - h.landedTick() - routingTicks - waitedForTail;
            }
            lastSent = h.sentTick() >= 0 ? h.sentTick() : lastSent;
        }
        wires += tr.headArrivedTick() - lastSent;
        long body = tr.lengthFlits() - 1;
        blocking += tr.deliveredTick() - tr.headArrivedTick() - body;
        long serialisation = body + ownTail;
        long latency = tr.latency();
        long other = latency - queue - routing - wires - blocking - serialisation;
        return new LatencySplit(latency, queue, routing, wires, blocking, serialisation, other);
    }

    /** The parts' sum, equal to {@link #latency()} by construction of {@link #other()}. */
    public long sum() {
        return sourceQueue + routing + wires + blocking + serialisation + other;
    }
}
