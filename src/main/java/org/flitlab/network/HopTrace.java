package org.flitlab.network;

/**
 * One node a packet's head passed through, as {@link EventRecorder} saw it: the source host (the first hop) or a
 * switch. Ticks are -1 for "not yet". Immutable.
 *
 * @param node          the host or switch node id
 * @param inChannel     the channel the head came in on (-1 at the source host)
 * @param inVc          its virtual channel (-1 at the source host)
 * @param landedTick    the head landed in the node's input buffer (at the source: the packet was generated)
 * @param behindPacket  the packet in front of it in that buffer (at the source: the worm the host was sending),
 *                      or -1 if it found the buffer empty
 * @param readyTick     the tick from which it could be routed (reached the front, plus the switch delay), or -1
 *                      where the router model does not say (BookSim's pipelined router)
 * @param grantedTick   it was granted an output virtual channel
 * @param outChannel    the output channel granted
 * @param outVc         the output virtual channel granted
 * @param sentTick      its head was sent on {@code outChannel}
 * @param releasedTick  its tail was sent on {@code outChannel}, freeing the virtual channel
 */
public record HopTrace(int node, int inChannel, int inVc, long landedTick, long behindPacket, long readyTick,
                       long grantedTick, int outChannel, int outVc, long sentTick, long releasedTick) {

    /** Whether the virtual channel {@code vc} of {@code channel} was this packet's at {@code tick}. */
    public boolean holds(int channel, int vc, long tick) {
        return outChannel == channel && (vc < 0 || outVc == vc) && grantedTick >= 0 && grantedTick <= tick
                && (releasedTick < 0 || releasedTick >= tick);
    }
}
