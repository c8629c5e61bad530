package org.flitlab.network;

/**
 * One line of a packet's story (issue 17, "Follow a worm"), derived from its {@link PacketTrace}: something that
 * happened at {@code tick}, or a wait from {@code tick} up to (not including) {@code untilTick}. Immutable.
 *
 * @param untilTick   end of a wait, or equal to {@code tick} for an instant
 * @param node        the host or switch where it happened
 * @param channel     the channel concerned (the one waited for, granted or injected onto), or -1
 * @param vc          its virtual channel, or -1
 * @param otherPacket the packet in the way (holding the channel, or ahead in the buffer), or -1
 * @param text        the line as the inspector shows it, with the topology's names
 */
public record WormEvent(long tick, long untilTick, long packetId, Kind kind, int node, int channel, int vc,
                        long otherPacket, String text) {

    /** What happened; {@link #label()} is the word the event log shows and filters on. */
    public enum Kind {
        GENERATED("generated"),
        QUEUED("source queue"),
        INJECTED("injected"),
        ARRIVED("arrived"),
        WAITING("waiting in buffer"),
        BLOCKED("blocked"),
        ROUTED("routed"),
        STALLED("stalled"),
        HEAD_ARRIVED("head arrived"),
        DELIVERED("delivered");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /** Ticks waited (0 for an instant). */
    public long duration() {
        return untilTick - tick;
    }

    /** "12" or "12-19" (the last tick of the wait). */
    public String ticks() {
        return untilTick > tick + 1 ? tick + "\u2013" + (untilTick - 1) : Long.toString(tick);
    }
}
