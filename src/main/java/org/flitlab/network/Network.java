package org.flitlab.network;

import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import org.flitlab.kernel.Scheduler;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.SelectionPolicy;
import org.flitlab.stats.BufferOccupancy;
import org.flitlab.stats.ChannelUsage;
import org.flitlab.stats.MechanismStats;
import org.flitlab.topology.Topology;
import org.flitlab.traffic.Workload;

/**
 * The flit-level engine of one run (model.md): switches, channels and hosts built from a {@link Topology},
 * advanced tick by tick. Within a tick, flits due land first, then waiting heads are routed, then each
 * active channel sends at most one flit. Everything a component sends (flits, credits, stop/go signals) is
 * seen by its receiver at least one tick later, so the order in which components act within a tick cannot
 * change results. Only channels and switches with work are visited, and an empty network jumps straight to
 * the next packet generation, so idle parts cost nothing.
 *
 * <p>Runs on the calling thread; not thread-safe. Progress, cancellation, warm-up and stopping rules belong
 * to the experiment layer, which calls {@link #advance}.
 */
public final class Network implements Engine {
    private final Topology topology;
    private final NetworkConfig config;
    final RoutingAlgorithm routing;
    final SelectionPolicy selection;
    private final Workload workload;
    final Scheduler scheduler = new Scheduler();
    final Switch[] switches;
    final HostInterface[] hosts;
    final OutputChannel[] channels;
    final SplittableRandom routingRandom;
    final SplittableRandom arbitrationRandom;
    private final PacketRecorder recorder = new PacketRecorder(this::sync);
    /** Channels with a granted worm (transmission visits them, in channel order). */
    final ChannelSet sending;
    /** Channels with flits on the wire (landing visits them, in channel order). */
    final ChannelSet inFlight;
    /** Channels holding a granted worm, whether visited, parked asleep or advanced in a block. */
    int sendingChannels;
    final WakeWheel wakeWheel;
    /** Switches with heads waiting for an output. */
    final ActiveSet<Switch> routingSwitches = new ActiveSet<>();
    /** Hosts with a worm waiting for their link. */
    final ActiveSet<HostInterface> routingHosts = new ActiveSet<>();
    final Injection injection;
    final Landing landing;
    final Allocation allocation;
    final Transmission transmission;
    /** The block fast path: worms streaming through channels no one else uses advance without per-flit work. */
    final FreeFlow freeFlow;
    /** True while a tick's phases run: engine state is then mid-tick and blocks are not brought up to date. */
    private boolean inStep;
    /** Timeouts and host deflection (Hu &amp; Kleinrock), or null when off. */
    final WormRecovery recovery;
    /** Deflection routing (Bianco et al.), or null when off. */
    final DeflectionAllocation deflection;
    /** BookSim's pipelined router for every switch, or null with FlitLab's own switch. */
    final PipelinedRouter pipeline;
    /** Out-of-order delivery counting, kept only with deflection routing (null otherwise). */
    final DeliveryOrder deliveryOrder;
    /** Packets dropped by deflection's time-to-live; never delivered. */
    long droppedPackets;
    /** End-to-end flow control between hosts; {@link EndToEnd#NONE} unless set. */
    EndToEnd endToEnd = EndToEnd.NONE;
    private long tick = -1;
    long nextPacketId;
    long generatedPackets;
    long generatedFlits;
    long injectedFlits;
    long flitHops;
    long lastProgressTick;
    /** Copies of torn-down worms discarded from buffers and wires (conservation). */
    long purgedFlits;
    /** Flits re-created at sources when a torn-down worm is re-queued whole (conservation). */
    long retransmittedFlits;
    /** Flits discarded for good (time-to-live); their packets are never delivered. */
    long droppedFlits;
    /** Flits taken in by deflection hosts (they leave the network and are injected again). */
    long deflectionAbsorbedFlits;
    private long measureStartTick;
    private long measureStopTick;
    boolean measuring;
    private DeadlockReport deadlock;
    /** The workbench's per-packet event recorder, or null (the default: headless runs record nothing). */
    EventRecorder events;

    /** Receives each output granted by a switch's allocation. */
    interface GrantSink {
        void grant(Lane lane, VirtualChannel vc, long tick);
    }

    /**
     * Builds the engine. {@code seed} feeds independent streams per concern: traffic (split again per host),
     * routing choices and arbitration, so that schemes compared on one seed see the same traffic.
     *
     * @throws IllegalArgumentException listing every problem of {@code config} for this topology and workload
     */
    public Network(Topology topology, NetworkConfig config, RoutingAlgorithm routing, SelectionPolicy selection,
                   Workload workload, long seed) {
        int maxDelay = topology.links().stream().mapToInt(l -> l.delayTicks()).max().orElse(1);
        List<String> problems = config.problems(maxDelay, workload.sizes().maxFlits(), routing);
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(String.join("; ", problems));
        }
        this.topology = topology;
        this.config = config;
        this.routing = routing;
        this.selection = selection;
        this.workload = workload;
        SplittableRandom root = new SplittableRandom(seed);
        SplittableRandom traffic = root.split();
        this.routingRandom = root.split();
        this.arbitrationRandom = root.split();
        NetworkWiring wiring = new NetworkWiring(topology, config);
        this.channels = wiring.channels();
        this.switches = wiring.switches();
        this.sending = new ChannelSet(channels.length);
        this.inFlight = new ChannelSet(channels.length);
        this.wakeWheel = new WakeWheel(sending, channels, maxDelay);
        for (OutputChannel oc : channels) {
            oc.wheel = wakeWheel;
            oc.boundaryStops = config.packetBoundaryStop().enabled();
        }
        this.injection = new Injection(this, workload);
        this.landing = new Landing(this, config);
        this.allocation = new Allocation(this, config);
        this.transmission = new Transmission(this, config);
        this.freeFlow = new FreeFlow(this, config);
        this.recovery = config.recovery().enabled() ? new WormRecovery(this, config.recovery()) : null;
        this.deflection = config.deflection().enabled() ? new DeflectionAllocation(this) : null;
        this.deliveryOrder = config.deflection().enabled() ? new DeliveryOrder(topology.hostCount()) : null;
        this.pipeline = config.router().pipelined() ? new PipelinedRouter(this, config.router(), config.virtualChannels()) : null;
        for (Switch sw : switches) {
            sw.routeAgainOnGo(routingSwitches);
        }
        this.hosts = HostInterface.attachAll(topology, workload, channels, config.router().pipelined(), traffic, injection);
    }

    /**
     * Installs an end-to-end flow-control scheme (see {@link EndToEnd}); only before the first tick.
     *
     * @throws IllegalStateException if the run has started
     */
    public void setEndToEnd(EndToEnd scheme) {
        if (tick >= 0) {
            throw new IllegalStateException("setEndToEnd at tick " + tick + "; an end-to-end scheme must be set before the first tick");
        }
        endToEnd = Objects.requireNonNull(scheme, "scheme");
        scheme.attach(new EndToEndHosts(this));
    }

    /**
     * Switches the block fast path ({@link FreeFlow}) on (the default) or off; only before the first tick. Results
     * are the same either way: the flit-by-flit engine is the reference the fast path is tested against, and
     * {@code flitlab bench --flit-by-flit} measures what the fast path saves.
     *
     * @throws IllegalStateException if the run has started
     */
    public void setFastPath(boolean on) {
        if (tick >= 0) {
            throw new IllegalStateException("setFastPath at tick " + tick + "; choose the engine before the first tick");
        }
        freeFlow.setEnabled(on);
    }

    /** The end-to-end scheme installed with {@link #setEndToEnd}, or {@link EndToEnd#NONE}. */
    public EndToEnd endToEnd() {
        return endToEnd;
    }

    // ---- the clock ----------------------------------------------------------------------------------

    /** Processes every tick up to and including {@code untilTick}, unless the network deadlocks first. */
    public void advance(long untilTick) {
        while (deadlock == null) {
            boolean busy = hasWork();
            long t = busy ? tick + 1 : Math.max(tick + 1, scheduler.nextTick());
            if (t > untilTick) {
                if (!busy && untilTick > tick) {
                    tick = untilTick;
                }
                return;
            }
            step(t);
        }
    }

    /** Whether nothing is left to happen: no flit anywhere and no packet generation scheduled. */
    public boolean isQuiescent() {
        return !hasWork() && scheduler.nextTick() == Long.MAX_VALUE;
    }

    private boolean hasWork() {
        // Worms advanced as blocks need no tick of their own; a parked channel does (it may wake).
        return sendingChannels > freeFlow.blockChannels || !inFlight.isEmpty() || !routingSwitches.isEmpty()
                || !routingHosts.isEmpty() || pipeline != null && pipeline.hasWork();
    }

    private void step(long t) {
        tick = t;
        inStep = true;
        scheduler.runUntil(t);
        if (pipeline != null) {
            // Before landing: a pipelined router sees a flit the tick after it lands.
            pipeline.step(t);
        }
        landing.land(t);
        allocation.routeHeads(t);
        transmission.transmit(t);
        freeFlow.afterTick(t);
        inStep = false;
        if (freeFlow.isActive()) {
            // A block's worm moved a flit on each of its channels this tick.
            lastProgressTick = t;
        } else if (t - lastProgressTick >= config.deadlockTimeoutTicks() && flitsInNetwork() > 0) {
            deadlock = DeadlockDetector.detect(this, t);
        }
    }

    /** Brings worms advanced as blocks up to date, so that engine state can be read between ticks. */
    void sync() {
        if (!inStep && freeFlow.isActive()) {
            freeFlow.syncAll(tick);
        }
    }

    // ---- measurement and inspection -----------------------------------------------------------------

    /** Opens or closes the measurement window: packets generated while it is open are measured. */
    public void setMeasuring(boolean on) {
        sync();
        if (on && !measuring) {
            measureStartTick = Math.max(tick, 0);
            UsageReadings.reset(this, measureStartTick);
        }
        if (!on && measuring) {
            measureStopTick = Math.max(tick + 1, measureStartTick);
        }
        measuring = on;
    }

    public boolean isMeasuring() {
        return measuring;
    }

    public long measureStartTick() {
        return measureStartTick;
    }

    /** The last tick processed (-1 before the first). */
    public long tick() {
        return tick;
    }

    public Topology topology() {
        return topology;
    }

    RoutingAlgorithm routingFor() {
        return routing;
    }

    public NetworkConfig config() {
        return config;
    }

    public Workload workload() {
        return workload;
    }

    public PacketRecorder recorder() {
        return recorder;
    }

    public DeadlockReport deadlock() {
        return deadlock;
    }

    public boolean isDeadlocked() {
        return deadlock != null;
    }

    public long generatedPackets() {
        return generatedPackets;
    }

    /** Flit transmissions over channels since the start, host links included: the engine's unit of work. */
    public long flitHops() {
        sync();
        return flitHops;
    }

    /** The part of {@link #flitHops()} the block fast path made without per-flit work ({@link FreeFlow}). */
    public long blockFlitHops() {
        sync();
        return freeFlow.blockFlitHops;
    }

    /** Flits that have left a host and not yet reached one. */
    public long flitsInNetwork() {
        sync();
        return injectedFlits - recorder.deliveredFlits - purgedFlits - droppedFlits - deflectionAbsorbedFlits;
    }

    /** Packets waiting at hosts, counting those being injected. */
    public long queuedPackets() {
        long n = 0;
        for (HostInterface h : hosts) {
            n += h.queuedPackets();
        }
        return n;
    }

    /** Flits consumed by host index {@code h} since the start. */
    public long deliveredFlits(int hostIndex) {
        sync();
        return hosts[hostIndex].deliveredFlits;
    }

    /** Packets generated and not yet delivered nor dropped: at sources or in the network. */
    public long undeliveredPackets() {
        return generatedPackets - recorder.deliveredPackets - droppedPackets;
    }

    /**
     * Checks that every flit generated is delivered, still at its source, in a buffer or on a wire; a
     * violation means the engine lost or duplicated a flit.
     *
     * @throws IllegalStateException naming the counts if conservation fails
     */
    public Conservation checkConservation() {
        sync();
        Conservation c = Conservation.count(this);
        if (!c.holds()) {
            throw new IllegalStateException("flit conservation violated at tick " + tick + ": " + c);
        }
        return c;
    }

    /** Flits of all packets generated since the start (retransmissions not counted again). */
    public long generatedFlits() {
        return generatedFlits;
    }

    /**
     * Starts recording each packet's events for the workbench's inspectors ({@link EventRecorder}), from the next
     * tick on; returns the recorder (the same one if already recording). Results are the same with or without it.
     */
    public EventRecorder recordEvents() {
        if (events == null) {
            events = new EventRecorder(config, channels.length, EventRecorder.DEFAULT_PACKETS);
        }
        return events;
    }

    /** Reads engine state for tests and tools through {@link EngineProbe}, not through fields. */
    public EngineProbe probe() {
        return new NetworkProbe(this);
    }

    /** A snapshot of everything the GUI draws; builds new immutable objects, so call it at a bounded rate. */
    public NetworkSnapshot snapshot() {
        sync();
        if (events != null) {
            events.sampleLinks(tick, channels);
        }
        return NetworkSnapshot.of(this);
    }

    /** What timeouts, host deflection and deflection routing did while measuring, with the run's dropped and purged flits. */
    public MechanismStats mechanismStats() {
        PacketRecorder r = recorder;
        long span = Math.max(1, (measuring ? tick + 1 : measureStopTick) - measureStartTick);
        long hostFlitTicks = recovery == null ? 0 : recovery.hostBufferFlitTicks(tick);
        return new MechanismStats(r.timeouts, r.retransmissions, r.switchVisits, r.deflections, r.discards,
                droppedFlits, purgedFlits, r.hostBufferPeakFlits, hostFlitTicks / (double) span, r.measuredDelivered,
                r.routingDeflections, r.measuredDropped, r.outOfOrder);
    }

    /** Per-channel link usage since the measurement started (or since tick 0). */
    public List<ChannelUsage> channelUsage() {
        sync();
        return UsageReadings.channelUsage(this, measureStartTick, tick);
    }

    /** Per switch input buffer (channel, vc): time-averaged and peak occupancy since the measurement started. */
    public List<BufferOccupancy> bufferOccupancy() {
        sync();
        return UsageReadings.bufferOccupancy(this, tick);
    }
}
