package org.flitlab.network;

import org.flitlab.routing.RouteState;

/**
 * One packet, drawn as a worm: its identity, its timestamps and its routing state. Flits are not objects:
 * buffers hold counts of a packet's flits (see {@link Lane}). Times are ticks; -1 means "not yet".
 * The route word and source route live in {@link RouteState}. Owned by one run's engine thread.
 */
public final class Packet extends RouteState {
    final long id;
    final int sourceNode;
    final int destinationNode;
    final int lengthFlits;
    final long generatedTick;
    final boolean measured;
    long injectedTick = -1;
    long headArrivedTick = -1;
    long deliveredTick = -1;
    int hops;
    /** Flits landed in the buffer the head is in now (store-and-forward waits for all of them). */
    int flitsLandedHere;
    /** Where the head is waiting or was last routed: node id, for snapshots and the deadlock report. */
    int headNode;
    /** The channel the head last entered (for drawing the worm). */
    int headChannel = -1;
    /** Tick at which the head started waiting at its current node. */
    long headWaitingSince;
    /**
     * Links crossed on detours that the route must not count: a worm deflected to a host and back (Hu &amp;
     * Kleinrock) re-enters the switch it left with its source route unchanged.
     */
    int detourHops;
    /** Sum of the delays of the links the head crossed since it left the host now sending it (hop-by-hop reset). */
    long pathDelayTicks;
    /** Times deflection routing sent this worm through a non-preferred output. */
    int deflections;
    /** Dropped by deflection's time-to-live at the switch its head reached last. */
    boolean dropped;
    /** Torn down by a backward reset: its flits still on wires are discarded when they land. */
    boolean torn;
    /** Host index that is sending or last sent this worm: its source, or the host it was deflected to. */
    int senderHost = -1;
    /** Route position when stored at a deflection host (hops, detour hops), restored if reset there. */
    int storedHops = -1;
    int storedDetourHops;
    /** Earlier attempts of this packet that were torn down and re-queued. */
    int retransmissions;
    /** Let into the network by the end-to-end scheme (or created by it); re-sent attempts stay admitted. */
    boolean admitted;
    /** Its place in its host's source queue while queued ({@link SourceQueue}). */
    long queueStamp;

    Packet(long id, int sourceNode, int destinationNode, int lengthFlits, long generatedTick, boolean measured) {
        this.id = id;
        this.sourceNode = sourceNode;
        this.destinationNode = destinationNode;
        this.lengthFlits = lengthFlits;
        this.generatedTick = generatedTick;
        this.measured = measured;
        this.headNode = sourceNode;
        this.headWaitingSince = generatedTick;
    }

    /** A fresh attempt of a torn-down packet: same identity and generation time, no routing state. */
    Packet retransmission() {
        Packet p = new Packet(id, sourceNode, destinationNode, lengthFlits, generatedTick, measured);
        p.injectedTick = injectedTick;
        p.retransmissions = retransmissions + 1;
        p.admitted = true;
        p.storedHops = storedHops;
        p.storedDetourHops = storedDetourHops;
        return p;
    }

    public long id() {
        return id;
    }

    @Override
    public int sourceNode() {
        return sourceNode;
    }

    @Override
    public int destinationNode() {
        return destinationNode;
    }

    @Override
    public int lengthFlits() {
        return lengthFlits;
    }

    @Override
    public int hopsTaken() {
        return hops - detourHops;
    }

    public long generatedTick() {
        return generatedTick;
    }

    public long injectedTick() {
        return injectedTick;
    }

    public long headArrivedTick() {
        return headArrivedTick;
    }

    public long deliveredTick() {
        return deliveredTick;
    }

    public boolean measured() {
        return measured;
    }

    /** Times deflection routing sent this worm away from a shortest path. */
    public int deflections() {
        return deflections;
    }

    public int hops() {
        return hops;
    }

    @Override
    public String toString() {
        return "packet " + id + " (" + sourceNode + "->" + destinationNode + ", " + lengthFlits + " flits)";
    }
}
