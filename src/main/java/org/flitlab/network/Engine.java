package org.flitlab.network;

import java.util.List;
import org.flitlab.stats.BufferOccupancy;
import org.flitlab.stats.ChannelUsage;
import org.flitlab.stats.MechanismStats;
import org.flitlab.topology.Topology;
import org.flitlab.traffic.Workload;

/**
 * What the experiment layer, the workbench and the tests use of a simulation kernel (engine-seam.md), so that a
 * second kernel can stand beside {@link Network} and run the same timing tests. Ticks are the model's time unit;
 * host indices run 0..H-1 and channel ids are the topology's. Runs on the calling thread; not thread-safe.
 */
public interface Engine {
    // ---- the clock and the measuring window ----

    /** Processes every tick up to and including {@code untilTick}, unless the network deadlocks first. */
    void advance(long untilTick);

    /** The last tick processed (-1 before the first). */
    long tick();

    /** Whether nothing is left to happen: no flit anywhere and no packet generation scheduled. */
    boolean isQuiescent();

    /** Opens or closes the measurement window: packets generated while it is open are measured. */
    void setMeasuring(boolean on);

    boolean isMeasuring();

    long measureStartTick();

    // ---- what it runs ----

    Topology topology();

    NetworkConfig config();

    Workload workload();

    /** Installs an end-to-end flow-control scheme; only before the first tick. */
    void setEndToEnd(EndToEnd scheme);

    EndToEnd endToEnd();

    // ---- counters and results ----

    /** The measured packets' samples and the delivery counters. */
    PacketRecorder recorder();

    /** The deadlock found, or null while there is none. */
    DeadlockReport deadlock();

    boolean isDeadlocked();

    long generatedPackets();

    /** Flits of all packets generated since the start (retransmissions not counted again). */
    long generatedFlits();

    /** Packets waiting at hosts, counting those being injected. */
    long queuedPackets();

    /** Packets generated and not yet delivered nor dropped: at sources or in the network. */
    long undeliveredPackets();

    /** Flits that have left a host and not yet reached one. */
    long flitsInNetwork();

    /** Flits consumed by host {@code hostIndex} since the start. */
    long deliveredFlits(int hostIndex);

    /** Flit transmissions over channels since the start, host links included. */
    long flitHops();

    /** Checks flit conservation; throws {@link IllegalStateException} naming the counts if it fails. */
    Conservation checkConservation();

    /** What timeouts, host deflection and deflection routing did while measuring. */
    MechanismStats mechanismStats();

    /** Per-channel link usage since the measurement started (or since tick 0). */
    List<ChannelUsage> channelUsage();

    /** Per switch input buffer: time-averaged and peak occupancy since the measurement started. */
    List<BufferOccupancy> bufferOccupancy();

    /** Everything the workbench draws, as immutable values. */
    NetworkSnapshot snapshot();

    /**
     * Starts recording each packet's events for the workbench's inspectors ({@link EventRecorder}), from the next tick
     * on; returns the recorder (the same one if already recording). Results are the same with or without it, and both
     * kernels record the same events.
     */
    EventRecorder recordEvents();

    /** Questions about the state between ticks that do not depend on how the kernel stores it. */
    EngineProbe probe();
}
