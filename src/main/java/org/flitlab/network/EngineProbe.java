package org.flitlab.network;

/**
 * Questions about an engine's state between ticks that tests and tools ask without knowing how the engine
 * stores it (engine-seam.md): which packet holds a virtual channel, what a host is sending, what a channel sent
 * last. Channel ids are the {@link org.flitlab.topology.Topology}'s, host indices 0..H-1, packet ids those of
 * {@link WormView#packetId()}. Every answer is as of the last tick processed; a probe reads the live engine, so
 * use it on the engine's thread, between calls to {@link Engine#advance}.
 */
public interface EngineProbe {
    /** The id of the packet holding virtual channel {@code vc} of channel {@code channel}, or -1 if it is free. */
    long holderOf(int channel, int vc);

    /**
     * How many earlier attempts of the worm host {@code hostIndex} is sending now were torn down (0 for a first
     * attempt), or -1 if the host is sending no worm.
     */
    int sendingAttempt(int hostIndex);

    /** Packets waiting at host {@code hostIndex} behind the worm it is sending. */
    int waitingPackets(int hostIndex);

    /** The id of the packet whose flit channel {@code channel} sent in the last tick processed, or -1 if none. */
    long packetSentLastTick(int channel);

    /** Packets dropped by deflection routing's time-to-live since the start; they are never delivered. */
    long droppedPackets();

    /**
     * Whether every wait of {@code cycle} (a deadlock's, {@link DeadlockReport#cycle()}) is in the wait-for graph of
     * the state now: the rewind's question of when a deadlock set in.
     */
    boolean cycleHolds(java.util.List<org.flitlab.stats.WaitStep> cycle);

    /** Worms the block fast path started to advance as blocks since the start (0 for an engine without one). */
    long fastPathBlocks();

    /** Of {@link #fastPathBlocks()}, those handed back to the flit-by-flit engine before their tail was sent. */
    long fastPathEarlyHandBacks();
}
