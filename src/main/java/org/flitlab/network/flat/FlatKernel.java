package org.flitlab.network.flat;

import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import org.flitlab.kernel.Scheduler;
import org.flitlab.network.Conservation;
import org.flitlab.network.DeadlockReport;
import org.flitlab.network.EndToEnd;
import org.flitlab.network.Engine;
import org.flitlab.network.EngineProbe;
import org.flitlab.network.EventRecorder;
import org.flitlab.network.LinkFlowControl;
import org.flitlab.network.NetworkConfig;
import org.flitlab.network.NetworkSnapshot;
import org.flitlab.network.PacketRecorder;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.SelectionPolicy;
import org.flitlab.stats.BufferOccupancy;
import org.flitlab.stats.ChannelUsage;
import org.flitlab.stats.MechanismStats;
import org.flitlab.topology.Topology;
import org.flitlab.traffic.Workload;

/**
 * The flat per-flit kernel (issue 19): the reference engine's model ({@code network.Network}, model.md) for the
 * configurations {@link FlatCoverage} accepts, with its state in primitive arrays ({@link FlatState},
 * {@link FlatPackets}) instead of an object per component and packet. A tick runs the reference engine's phases in
 * its order, over the same index-ordered sets, with the same routing algorithm, selection policy and random streams
 * (split from the seed in the same order), so both kernels give the same deliveries at the same ticks, the same
 * link usage, buffer occupancy and deadlocks ({@code FlatKernelDifferentialTest}). Statistics are recorded once per
 * packet, at delivery. Long worms streaming alone through their path are advanced as blocks ({@link FlatBlocks}), and
 * worms taking turns on shared channels as periodic groups ({@link FlatGroups}), brought up to date by
 * {@link #syncBlocks()} before any counter is read. Runs on the calling thread; not
 * thread-safe.
 */
public final class FlatKernel implements Engine {
    final FlatState state;
    final FlatPackets packets = new FlatPackets();
    final Scheduler scheduler = new Scheduler();
    final RoutingAlgorithm routing;
    /** The routing as a table, or null when it is not tabled (then each head asks {@link #routing}). */
    final RouteTable routeTable;
    final SplittableRandom routingRandom;
    final SplittableRandom arbitrationRandom;
    final PacketRecorder recorder = PacketRecorder.forKernel(this::syncBlocks);
    /** This tick's deliveries, recorded at its end. */
    final FlatDeliveries deliveries = new FlatDeliveries(this);
    final FlatHosts hosts;
    final FlatLanding landing;
    final FlatAllocation allocation;
    final FlatTransmission transmission;
    /** BookSim's pipelined router for every switch, or null with FlitLab's own switch. */
    final FlatPipeline pipeline;
    final CreditWheel credits;
    /** Stop/go flow control, or null with credits. */
    final StopGo stopGo;
    final StopParking parking;
    /** The block fast path for long worms. */
    final FlatBlocks blocks;
    private final Workload workload;
    private long tick = -1;
    long nextPacketId;
    long generatedPackets;
    long generatedFlits;
    long injectedFlits;
    long flitHops;
    long lastProgressTick;
    boolean measuring;
    /** 1 while measuring, else 0: counters add it instead of testing {@link #measuring} (see {@link FlatDeliveries}). */
    int measuringOne;
    private long measureStartTick;
    private DeadlockReport deadlock;
    /** The workbench's event recorder, or null (then every hook is one null check). */
    FlatEvents events;

    /**
     * Compiles the kernel for one run, drawing the random streams as the reference engine does.
     *
     * @throws IllegalArgumentException if {@link FlatCoverage} does not cover the configuration, or it has problems
     */
    public FlatKernel(Topology topology, NetworkConfig config, RoutingAlgorithm routing, SelectionPolicy selection,
                      Workload workload, long seed) {
        int maxDelay = topology.links().stream().mapToInt(l -> l.delayTicks()).max().orElse(1);
        List<String> problems = config.problems(maxDelay, workload.sizes().maxFlits(), routing);
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(String.join("; ", problems));
        }
        String uncovered = FlatCoverage.uncovered(config);
        if (uncovered != null) {
            throw new IllegalArgumentException("the flat kernel does not cover " + uncovered);
        }
        this.state = new FlatState(topology, config);
        this.routing = routing;
        this.routeTable = "false".equals(System.getProperty("flitlab.routeTable")) ? null : RouteTable.build(state, routing);
        this.workload = workload;
        SplittableRandom root = new SplittableRandom(seed);
        SplittableRandom traffic = root.split();
        this.routingRandom = root.split();
        this.arbitrationRandom = root.split();
        this.credits = new CreditWheel(maxDelay + 1);
        this.pipeline = config.router().pipelined() ? new FlatPipeline(this, credits) : null;
        this.landing = new FlatLanding(this);
        state.arrivals = arrivalWheel(config, workload, maxDelay);
        this.allocation = new FlatAllocation(this, routing, selection);
        this.stopGo = config.flowControl() == LinkFlowControl.STOP_GO ? new StopGo(state, maxDelay) : null;
        if (state.arrivals != null && stopGo == null && !"false".equals(System.getProperty("flitlab.directLanding"))) {
            state.landDirectly();
        }
        this.parking = stopGo != null && state.vcs == 1 && pipeline == null && !state.sharedCrossbar
                && !"false".equals(System.getProperty("flitlab.flatParking")) ? new StopParking(state, maxDelay) : null;
        if (parking != null) {
            stopGo.parking = parking;
        }
        this.transmission = new FlatTransmission(this, credits, stopGo);
        this.hosts = new FlatHosts(this, workload, traffic);
        this.blocks = new FlatBlocks(this);
        blocks.setEnabled(!"false".equals(System.getProperty("flitlab.flatBlocks")));
    }

    /** The landing's timing wheel, with the pipelined router and where FlitLab's switch lands directly; else null. */
    private ArrivalWheel arrivalWheel(NetworkConfig config, Workload workload, int maxDelay) {
        if (pipeline != null && !"false".equals(System.getProperty("flitlab.arrivalWheel"))) {
            return new ArrivalWheel(state.channels * state.vcs, maxDelay + config.router().switchAllocDelayTicks()
                    + config.router().switchTraversalTicks());
        }
        return pipeline == null && ownSwitchLandsDirectly(config, workload) ? new ArrivalWheel(state.channels * state.vcs, maxDelay) : null;
    }

    /**
     * Whether FlitLab's own switch writes a flit bound for a switch into its buffer's ring at its send
     * ({@link FlatState#direct}; docs/performance.md, "Session 12"): with credits, and only where no block or group of
     * worms can start (packets of at most {@link FlatBlocks#MIN_BLOCK_TICKS} + 1 flits never qualify), since those take
     * channels off their wires and rewrite them. {@code -Dflitlab.directLanding=false} keeps the wires everywhere.
     */
    private static boolean ownSwitchLandsDirectly(NetworkConfig config, Workload workload) {
        return config.flowControl() != LinkFlowControl.STOP_GO && workload.sizes().maxFlits() <= FlatBlocks.MIN_BLOCK_TICKS + 1
                && !"false".equals(System.getProperty("flitlab.directLanding"))
                && !"false".equals(System.getProperty("flitlab.arrivalWheel"));
    }

    @Override
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

    private boolean hasWork() {
        return !state.sending.isEmpty() || !state.inFlight.isEmpty() || state.transitCount > 0 || allocation.hasWork() || !hosts.routing.isEmpty()
                || pipeline != null && pipeline.hasWork()
                || parking != null && parking.parkedCount > 0;
    }

    private void step(long t) {
        tick = t;
        // Credits are read from the pipelined router's phase on, so those due now are counted in first.
        credits.due(t, state.credits);
        scheduler.runUntil(t);
        if (pipeline != null) {
            // Before landing: a pipelined router sees a flit the tick after it lands.
            pipeline.step(t);
        }
        landing.land(t);
        allocation.routeHeads(t);
        if (parking != null) {
            parking.due(t);
        }
        transmission.transmit(t);
        blocks.afterTick(t);
        if (blocks.isActive()) {
            // A block's worm moves every tick.
            lastProgressTick = t;
        }
        if (deliveries.any()) {
            deliveries.recordAll();
        }
        if (t - lastProgressTick >= state.config.deadlockTimeoutTicks() && flitsInNetwork() > 0) {
            deadlock = new FlatDeadlock(this).detect(t);
        }
    }

    @Override
    public long tick() {
        return tick;
    }

    @Override
    public boolean isQuiescent() {
        return !hasWork() && scheduler.nextTick() == Long.MAX_VALUE;
    }

    @Override
    public void setMeasuring(boolean on) {
        syncBlocks();
        if (on && !measuring) {
            measureStartTick = Math.max(tick, 0);
            FlatReadings.reset(state, measureStartTick);
            blocks.groups.countersReset();
        }
        measuring = on;
        measuringOne = on ? 1 : 0;
    }

    @Override
    public boolean isMeasuring() {
        return measuring;
    }

    @Override
    public long measureStartTick() {
        return measureStartTick;
    }

    @Override
    public Topology topology() {
        return state.topology;
    }

    @Override
    public NetworkConfig config() {
        return state.config;
    }

    @Override
    public Workload workload() {
        return workload;
    }

    /** Only {@link EndToEnd#NONE}: end-to-end schemes run on the reference engine. */
    @Override
    public void setEndToEnd(EndToEnd scheme) {
        if (Objects.requireNonNull(scheme, "scheme") != EndToEnd.NONE) {
            throw new IllegalArgumentException("the flat kernel does not cover end-to-end flow control");
        }
    }

    @Override
    public EndToEnd endToEnd() {
        return EndToEnd.NONE;
    }

    @Override
    public PacketRecorder recorder() {
        return recorder;
    }

    @Override
    public DeadlockReport deadlock() {
        return deadlock;
    }

    @Override
    public boolean isDeadlocked() {
        return deadlock != null;
    }

    @Override
    public long generatedPackets() {
        return generatedPackets;
    }

    @Override
    public long generatedFlits() {
        return generatedFlits;
    }

    @Override
    public long queuedPackets() {
        long n = 0;
        for (int h = 0; h < state.hosts; h++) {
            n += hosts.queue[h].size() + (hosts.sending[h] == FlatState.NONE ? 0 : 1);
        }
        return n;
    }

    @Override
    public long undeliveredPackets() {
        return generatedPackets - recorder.deliveredPackets();
    }

    @Override
    public long flitsInNetwork() {
        // Delivered first: reading it brings blocks and groups up to date, injected flits included.
        long delivered = recorder.deliveredFlits();
        return injectedFlits - delivered;
    }

    @Override
    public long deliveredFlits(int hostIndex) {
        syncBlocks();
        return hosts.delivered[hostIndex];
    }

    @Override
    public long flitHops() {
        syncBlocks();
        return flitHops;
    }

    @Override
    public Conservation checkConservation() {
        syncBlocks();
        Conservation c = FlatReadings.conservation(this);
        if (!c.holds()) {
            throw new IllegalStateException("flit conservation violated at tick " + tick + ": " + c);
        }
        return c;
    }

    @Override
    public MechanismStats mechanismStats() {
        return new MechanismStats(0, 0, recorder.switchVisits(), 0, 0, 0, 0, 0, 0, recorder.measuredDelivered(), 0, 0, 0);
    }

    @Override
    public List<ChannelUsage> channelUsage() {
        syncBlocks();
        return FlatReadings.channelUsage(state, measureStartTick, tick);
    }

    @Override
    public List<BufferOccupancy> bufferOccupancy() {
        syncBlocks();
        return FlatReadings.bufferOccupancy(state, tick);
    }

    /** The reference engine's picture at the same tick ({@link FlatSnapshot}). */
    @Override
    public NetworkSnapshot snapshot() {
        syncBlocks();
        if (events != null) {
            events.sampleLinks(tick);
        }
        return FlatSnapshot.of(this);
    }

    @Override
    public EventRecorder recordEvents() {
        if (events == null) {
            events = new FlatEvents(this);
        }
        return events.recorder;
    }

    /**
     * Brings the worms advanced as blocks up to the current tick (between ticks; readers of channel, buffer and flit
     * counters call it first).
     */
    public void syncBlocks() {
        if (blocks != null) {
            blocks.syncAll(tick);
        }
        if (parking != null) {
            parking.syncAll(tick);
        }
    }

    /** The block fast path on or off, before the first tick (results are the same either way). */
    public void setBlocks(boolean on) {
        blocks.setEnabled(on);
    }

    /** Flit-hops made inside blocks since the start. */
    public long blockFlitHops() {
        syncBlocks();
        return blocks.blockFlitHops;
    }

    @Override
    public EngineProbe probe() {
        return new FlatProbe(this);
    }
}
