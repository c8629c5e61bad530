package org.flitlab.network;

/**
 * One virtual channel of a channel as the GUI draws it: a lane of the link with its input buffer at the receiving
 * switch and the flow-control state its sender sees. Immutable.
 *
 * @param vc          the virtual channel's index on its channel
 * @param ownerPacket the packet holding the virtual channel (from head to tail), or -1 when it is free
 * @param occupancy   flits in its input buffer at the receiving switch
 * @param capacity    that buffer's size in flits (0 at a host, which consumes at link rate)
 * @param credits     credits the sender holds under credit flow control; -1 under stop/go, at a host or on a link
 *                    without back-pressure ({@link Deflection#backPressure()} false)
 * @param stopped     whether the sender sees STOP (stop/go)
 */
public record VcView(int vc, long ownerPacket, int occupancy, int capacity, int credits, boolean stopped) {
}
