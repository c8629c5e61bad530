package org.flitlab.routing;

/**
 * A packet that exists only to ask a routing algorithm questions, without simulating: {@link ChannelLoadBound}
 * walks it along routes, the bounds check whether prepare() draws random numbers. Reused by {@link #reset}.
 * Not thread-safe.
 */
public final class ProbePacket extends RouteState {
    private int source;
    private int destination;
    private int hops;

    /** A probe to be {@link #reset} before use. */
    public ProbePacket() {
    }

    /** A fresh probe from {@code sourceNode} to {@code destinationNode} (node ids). */
    public ProbePacket(int sourceNode, int destinationNode) {
        reset(sourceNode, destinationNode);
    }

    /** A probe in the same state, for walking the branches of a multi-path route. */
    public ProbePacket copy() {
        ProbePacket p = new ProbePacket(source, destination);
        p.hops = hops;
        p.copyRouteStateFrom(this);
        return p;
    }

    /** Makes this a fresh packet from {@code sourceNode} to {@code destinationNode} (node ids). */
    public void reset(int sourceNode, int destinationNode) {
        source = sourceNode;
        destination = destinationNode;
        hops = 0;
        setRouteWord(0);
        setSourceRoute(null);
    }

    public void setHopsTaken(int hopsTaken) {
        hops = hopsTaken;
    }

    @Override
    public int sourceNode() {
        return source;
    }

    @Override
    public int destinationNode() {
        return destination;
    }

    @Override
    public int lengthFlits() {
        return 1;
    }

    @Override
    public int hopsTaken() {
        return hops;
    }
}
