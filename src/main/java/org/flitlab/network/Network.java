package org.flitlab.network;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.flitlab.kernel.Scheduler;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.SelectionPolicy;
import org.flitlab.topology.Topology;
import org.flitlab.traffic.ArrivalProcess;
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
public final class Network {
    private final Topology topology;
    private final NetworkConfig config;
    final RoutingAlgorithm routing;
    private final SelectionPolicy selection;
    private final Workload workload;
    final Scheduler scheduler = new Scheduler();
    final Switch[] switches;
    final HostInterface[] hosts;
    final OutputChannel[] channels;
    final SplittableRandom routingRandom;
    private final SplittableRandom arbitrationRandom;
    private final RouteCandidates candidates = new RouteCandidates();
    private final PacketRecorder recorder = new PacketRecorder();
    private final ActiveSet<OutputChannel> sending = new ActiveSet<>();
    private final ActiveSet<OutputChannel> inFlight = new ActiveSet<>();
    final ActiveSet<Switch> routingSwitches = new ActiveSet<>();
    private final ActiveSet<HostInterface> routingHosts = new ActiveSet<>();
    private final GrantSink grantSink = this::grant;
    private final boolean boundaryStops;
    /** Timeouts and host deflection (Hu &amp; Kleinrock), or null when off. */
    private final WormRecovery recovery;
    private long tick = -1;
    private long nextPacketId;
    private long generatedPackets;
    private long generatedFlits;
    private long injectedFlits;
    private long flitHops;
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
        List<String> problems = new ArrayList<>(config.problems(maxDelay, workload.sizes().maxFlits()));
        if (config.virtualChannels() < routing.virtualChannelsRequired()) {
            problems.add("virtualChannels is " + config.virtualChannels() + " but the routing needs at least "
                    + routing.virtualChannelsRequired() + "; raise virtualChannels to " + routing.virtualChannelsRequired());
        }
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
        this.boundaryStops = config.packetBoundaryStop().enabled();
        this.recovery = config.recovery().enabled() ? new WormRecovery(this, config.recovery()) : null;
        for (OutputChannel oc : channels) {
            oc.boundaryStops = boundaryStops;
        }
        for (Switch sw : switches) {
            sw.goArrived = t -> {
                // A stopped output may be free again: waiting heads must be offered it (AN1 blocked-packet queue).
                sw.outputsChanged = true;
                if (sw.requestCount() > 0 && !sw.active) {
                    sw.active = true;
                    routingSwitches.add(sw);
                }
            };
        }
        this.hosts = new HostInterface[topology.hostCount()];
        for (int h = 0; h < hosts.length; h++) {
            int node = topology.hostNode(h);
            ArrivalProcess arrivals = workload.destinations().sends(h) ? workload.arrivals().apply(h) : null;
            HostInterface host = new HostInterface(node, h, channels[topology.channelOut(node, 0)], arrivals, traffic.split());
            hosts[h] = host;
            int sw = topology.hostSwitch(node);
            channels[topology.channelOut(sw, topology.neighborPort(node, 0))].sinkHost = host;
            scheduleArrivals(host);
        }
    }

    private void scheduleArrivals(HostInterface host) {
        if (host.arrivals == null) {
            return;
        }
        host.arrivalEvent = t -> {
            generate(host, t);
            long next = host.arrivals.nextArrival(t, host.arrivalRandom);
            if (next >= 0) {
                scheduler.schedule(next, host.arrivalEvent);
            }
        };
        long first = host.arrivals.firstArrival(host.arrivalRandom);
        if (first >= 0) {
            scheduler.schedule(first, host.arrivalEvent);
        }
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
        return !sending.isEmpty() || !inFlight.isEmpty() || !routingSwitches.isEmpty() || !routingHosts.isEmpty();
    }

    private void step(long t) {
        tick = t;
        scheduler.runUntil(t);
        land(t);
        routeHeads(t);
        transmit(t);
        if (t - lastProgressTick >= config.deadlockTimeoutTicks() && flitsInNetwork() > 0) {
            deadlock = DeadlockDetector.detect(this, t);
        }
    }

    // ---- traffic ------------------------------------------------------------------------------------

    private void generate(HostInterface host, long t) {
        int dst = workload.destinations().destination(host.hostIndex, host.destinationRandom);
        if (dst < 0) {
            return;
        }
        int size = workload.sizes().sampleFlits(host.sizeRandom);
        Packet p = new Packet(nextPacketId++, host.node, topology.hostNode(dst), size, t, measuring);
        routing.prepare(p, routingRandom);
        host.sourceQueue.add(p);
        generatedPackets++;
        generatedFlits += size;
        if (measuring) {
            recorder.measuredGenerated++;
        }
        if (host.sending == null) {
            startNextPacket(host, t);
        }
    }

    void startNextPacket(HostInterface host, long readyTick) {
        Packet p = host.sourceQueue.poll();
        if (p == null) {
            return;
        }
        host.sending = p;
        p.senderHost = host.hostIndex;
        host.injection.append(p, 0, p.lengthFlits);
        host.injection.readyTick = readyTick;
        host.requesting = true;
        routingHosts.add(host);
    }

    private void hostTailSent(HostInterface host, long t) {
        if (host.sending.sourceNode != host.node) {
            recovery.deflectedWormSent(host, host.sending, t);
        }
        host.sending = null;
        if (!host.sourceQueue.isEmpty()) {
            startNextPacket(host, t + 1);
        } else if (host.arrivals != null && host.arrivals.refillWhenIdle()) {
            scheduler.schedule(t + 1, host.arrivalEvent);
        }
    }

    // ---- landing ------------------------------------------------------------------------------------

    private void land(long t) {
        int n = inFlight.size();
        int kept = 0;
        for (int i = 0; i < n; i++) {
            OutputChannel oc = inFlight.get(i);
            while (oc.hasLandingAt(t)) {
                landFlit(oc, oc.landingPacket(), oc.landingSeq(), oc.landingVc(), t);
                oc.dropLanded();
            }
            if (oc.inFlight() > 0) {
                inFlight.set(kept++, oc);
            } else {
                oc.activeInFlight = false;
            }
        }
        inFlight.truncate(kept);
    }

    private void landFlit(OutputChannel oc, Packet p, int seq, int vc, long t) {
        lastProgressTick = t;
        if (p.torn) {
            recovery.discardLanded(oc, vc, t);
            return;
        }
        if (oc.sinkHost != null) {
            consume(oc.sinkHost, p, seq, t);
            return;
        }
        InputQueue q = oc.vcs[vc].downstream;
        q.changeOccupancy(1, t);
        if (q.occupancy > q.capacityFlits) {
            throw new IllegalStateException("buffer overflow at input port " + q.port + " vc " + q.vc + " of switch "
                    + topology.node(q.node).name() + ": " + q.occupancy + " flits in a " + q.capacityFlits + "-flit buffer");
        }
        if (config.flowControl() == LinkFlowControl.STOP_GO) {
            signalStop(q, t + oc.delayTicks);
        }
        Lane lane;
        if (seq == 0) {
            p.hops++;
            p.flitsLandedHere = 0;
            p.headNode = q.node;
            p.headWaitingSince = t;
            lane = q.lanes.length == 1 ? q.lanes[0] : q.lanes[chooseOutputQueue(q, p)];
            q.incomingLane = lane;
        } else {
            lane = q.incomingLane;
        }
        p.flitsLandedHere++;
        lane.append(p, seq, 1);
        if (lane.granted != null) {
            lane.granted.output.wake(t);
        }
        considerFront(lane, t);
    }

    /** Stop/go at the receiver: GO once occupancy has fallen to the low mark; reaches the sender at {@code back}. */
    void signalGo(InputQueue q, long back) {
        if (q.stopLevel != VirtualChannel.GO && q.occupancy <= config.stopLowMark()) {
            q.stopLevel = VirtualChannel.GO;
            VirtualChannel up = q.upstream;
            up.signal(VirtualChannel.GO, back);
            if (boundaryStops && up.output.node < switches.length) {
                scheduler.schedule(back, switches[up.output.node].goArrived);
            }
        }
    }

    /** Stop/go at the receiver: urgent STOP above the high mark, AN1's "stop when ready" above the ready mark. */
    private void signalStop(InputQueue q, long arrivalTick) {
        if (q.stopLevel != VirtualChannel.STOP && q.occupancy > config.stopHighMark()) {
            q.stopLevel = VirtualChannel.STOP;
            q.upstream.signal(VirtualChannel.STOP, arrivalTick);
        } else if (boundaryStops && q.stopLevel == VirtualChannel.GO && q.occupancy > config.packetBoundaryStop().readyMark()) {
            q.stopLevel = VirtualChannel.STOP_WHEN_READY;
            q.upstream.signal(VirtualChannel.STOP_WHEN_READY, arrivalTick);
        }
    }

    private void consume(HostInterface host, Packet p, int seq, long t) {
        if (p.destinationNode != host.node) {
            recovery.absorbDeflected(host, p, seq, t);
            return;
        }
        recorder.deliveredFlits++;
        host.deliveredFlits++;
        if (seq == 0) {
            p.hops++;
            p.headArrivedTick = t;
            p.headNode = host.node;
        }
        if (seq == p.lengthFlits - 1) {
            if (p.deliveredTick >= 0) {
                throw new IllegalStateException(p + " delivered twice");
            }
            p.deliveredTick = t;
            recorder.delivered(p);
        }
    }

    /** Virtual output queues: the head is routed on arrival to pick its queue; a free output first. */
    private int chooseOutputQueue(InputQueue q, Packet p) {
        Switch sw = switches[q.node];
        candidates.clear();
        routing.route(q.node, q.port, q.vc, p, candidates);
        int choice = selection.select(q.node, p, candidates, sw, routingRandom);
        int port;
        if (choice >= 0) {
            port = candidates.port(choice);
        } else {
            port = candidates.port(0);
            for (int i = 1; i < candidates.size(); i++) {
                if (q.lanes[candidates.port(i)].flits() < q.lanes[port].flits()) {
                    port = candidates.port(i);
                }
            }
        }
        return port;
    }

    /** Puts the lane's front head in its switch's request list once it may be routed. */
    void considerFront(Lane lane, long t) {
        if (lane.granted != null || lane.requesting || lane.isEmpty() || lane.frontSeq() != 0) {
            return;
        }
        Packet p = lane.frontPacket();
        if (config.switching() == Switching.STORE_AND_FORWARD && p.flitsLandedHere < p.lengthFlits) {
            return;
        }
        lane.requesting = true;
        lane.readyTick = t + config.switchDelayTicks();
        Switch sw = switches[lane.queue.node];
        sw.addRequest(lane);
        if (!sw.active) {
            sw.active = true;
            routingSwitches.add(sw);
        }
    }

    // ---- routing and allocation ---------------------------------------------------------------------

    private void routeHeads(long t) {
        int n = routingSwitches.size();
        for (int i = 0; i < n; i++) {
            routingSwitches.get(i).allocate(t, config.arbitration(), routing, selection, candidates, routingRandom,
                    arbitrationRandom, grantSink);
        }
        if (recovery != null) {
            recovery.check(t);
        }
        routingSwitches.retainIf(sw -> sw.requestCount() > 0, sw -> sw.active = false);
        n = routingHosts.size();
        for (int i = 0; i < n; i++) {
            HostInterface host = routingHosts.get(i);
            if (host.injection.readyTick > t) {
                continue;
            }
            host.setNow(t);
            candidates.clear();
            routing.route(host.node, -1, -1, host.sending, candidates);
            int choice = selection.select(host.node, host.sending, candidates, host, routingRandom);
            if (choice >= 0) {
                host.requesting = false;
                grant(host.injection, host.output.vcs[candidates.vc(choice)], t);
            }
        }
        routingHosts.retainIf(h -> h.requesting, h -> { });
    }

    void grant(Lane lane, VirtualChannel vc, long t) {
        if (measuring && lane.queue != null) {
            recorder.switchVisits++;
        }
        vc.owner = lane.frontPacket();
        vc.source = lane;
        lane.granted = vc;
        lane.requesting = false;
        if (lane.queue != null) {
            lane.queue.grantedLanes++;
        }
        OutputChannel oc = vc.output;
        oc.grantedVcs++;
        oc.wake(t);
        if (!oc.activeSending) {
            oc.activeSending = true;
            sending.add(oc);
        }
    }

    // ---- transmission -------------------------------------------------------------------------------

    private void transmit(long t) {
        int n = sending.size();
        int kept = 0;
        for (int i = 0; i < n; i++) {
            OutputChannel oc = sending.get(i);
            transmitOn(oc, t);
            if (oc.grantedVcs > 0) {
                sending.set(kept++, oc);
            } else {
                oc.activeSending = false;
            }
        }
        sending.truncate(kept);
    }

    private void transmitOn(OutputChannel oc, long t) {
        if (oc.asleep) {
            if (oc.sleepUntil > t) {
                return;
            }
            oc.asleep = false;
            if (oc.sleepStalled) {
                oc.stalledTicks += t - oc.sleepStart;
            }
        }
        int v = oc.vcs.length;
        boolean blocked = false;
        boolean crossbarBusy = false;
        boolean priority = config.vcArbitration() == VcArbitration.PRIORITY;
        for (int k = 0; k < v; k++) {
            int index = priority ? priorityOrder(oc, k) : v == 1 ? 0 : (oc.roundRobin + k) % v;
            if (index < 0) {
                continue;
            }
            VirtualChannel vc = oc.vcs[index];
            Packet p = vc.owner;
            if (p == null) {
                continue;
            }
            Lane lane = vc.source;
            if (lane.isEmpty() || lane.frontPacket() != p) {
                continue;
            }
            InputQueue q = lane.queue;
            if (q != null && q.crossbar.lastTick == t) {
                blocked = true;
                crossbarBusy = true;
                continue;
            }
            if (!vc.mayTransmit(t, config.flowControl(), lane.frontSeq() == 0)) {
                blocked = true;
                continue;
            }
            send(oc, vc, lane, p, t);
            oc.roundRobin = index + 1;
            return;
        }
        if (blocked) {
            oc.stalledTicks++;
        }
        if (!crossbarBusy) {
            sleep(oc, t, blocked);
        }
    }

    /** Nothing can go until a credit or signal arrives or a wake-up comes (landing, grant). */
    private static void sleep(OutputChannel oc, long t, boolean stalled) {
        long until = Long.MAX_VALUE;
        for (VirtualChannel vc : oc.vcs) {
            if (vc.owner != null) {
                until = Math.min(until, vc.nextArrivalTick());
            }
        }
        if (until > t + 1) {
            oc.asleep = true;
            oc.sleepUntil = until;
            oc.sleepStart = t + 1;
            oc.sleepStalled = stalled;
        }
    }

    /** Non-preemptive priority: the worm being served first, then the highest-numbered channels down. */
    private static int priorityOrder(OutputChannel oc, int k) {
        int top = oc.vcs.length - 1;
        int serving = oc.servingVc;
        if (serving < 0) {
            return top - k;
        }
        if (k == 0) {
            return serving;
        }
        int index = top - (k - 1);
        return index > serving ? index : index - 1;
    }

    private void send(OutputChannel oc, VirtualChannel vc, Lane lane, Packet p, long t) {
        int seq = lane.pop();
        InputQueue q = lane.queue;
        if (q != null) {
            q.crossbar.lastTick = t;
            q.changeOccupancy(-1, t);
            VirtualChannel up = q.upstream;
            long back = t + up.output.delayTicks;
            if (config.flowControl() == LinkFlowControl.CREDIT) {
                up.returnCredit(back);
            } else {
                signalGo(q, back);
            }
        } else {
            injectedFlits++;
            if (seq == 0 && p.injectedTick < 0) {
                p.injectedTick = t;
            }
        }
        vc.consumeCredit();
        oc.launch(t, p, seq, vc.vc);
        if (seq == 0) {
            p.headChannel = oc.channel;
        }
        oc.transmittingTicks++;
        flitHops++;
        oc.lastSendTick = t;
        oc.servingVc = vc.vc;
        if (!oc.activeInFlight) {
            oc.activeInFlight = true;
            inFlight.add(oc);
        }
        lastProgressTick = t;
        if (seq == p.lengthFlits - 1) {
            vc.owner = null;
            vc.source = null;
            lane.granted = null;
            if (q != null) {
                q.grantedLanes--;
            }
            oc.grantedVcs--;
            if (oc.node < switches.length) {
                switches[oc.node].outputsChanged = true;
            }
            oc.servingVc = -1;
            if (q != null) {
                considerFront(lane, t);
            } else {
                hostTailSent(hosts[topology.hostIndex(oc.node)], t);
            }
        }
    }

    // ---- measurement and inspection -----------------------------------------------------------------

    /** Opens or closes the measurement window: packets generated while it is open are measured. */
    public void setMeasuring(boolean on) {
        if (on && !measuring) {
            measureStartTick = Math.max(tick, 0);
            for (OutputChannel oc : channels) {
                oc.transmittingTicks = 0;
                oc.stalledTicks = 0;
                oc.sleepStart = Math.max(oc.sleepStart, measureStartTick + 1);
            }
            for (Switch sw : switches) {
                for (InputQueue[] port : sw.inputs) {
                    for (InputQueue q : port) {
                        q.resetStatistics(measureStartTick);
                    }
                }
            }
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
        return flitHops;
    }

    /** Flits that have left a host and not yet reached one. */
    public long flitsInNetwork() {
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
        return hosts[hostIndex].deliveredFlits;
    }

    /** Packets generated and not yet delivered: at sources or in the network. */
    public long undeliveredPackets() {
        return generatedPackets - recorder.deliveredPackets;
    }

    /**
     * Checks that every flit generated is delivered, still at its source, in a buffer or on a wire; a
     * violation means the engine lost or duplicated a flit.
     *
     * @throws IllegalStateException naming the counts if conservation fails
     */
    public Conservation checkConservation() {
        Conservation c = Conservation.count(this);
        if (!c.holds()) {
            throw new IllegalStateException("flit conservation violated at tick " + tick + ": " + c);
        }
        return c;
    }

    long generatedFlits() {
        return generatedFlits;
    }

    long injectedFlits() {
        return injectedFlits;
    }

    /** A snapshot of everything the GUI draws; builds new immutable objects, so call it at a bounded rate. */
    public NetworkSnapshot snapshot() {
        return NetworkSnapshot.of(this);
    }

    /** What timeouts and host deflection did while measuring, with the run's dropped and purged flits. */
    public org.flitlab.stats.MechanismStats mechanismStats() {
        PacketRecorder r = recorder;
        long span = Math.max(1, (measuring ? tick + 1 : measureStopTick) - measureStartTick);
        long hostFlitTicks = recovery == null ? 0 : recovery.hostBufferFlitTicks(tick);
        return new org.flitlab.stats.MechanismStats(r.timeouts, r.retransmissions, r.switchVisits, r.deflections, r.discards,
                droppedFlits, purgedFlits, r.hostBufferPeakFlits, hostFlitTicks / (double) span, r.measuredDelivered);
    }

    /** Per-channel link usage since the measurement started (or since tick 0). */
    public List<org.flitlab.stats.ChannelUsage> channelUsage() {
        long span = Math.max(0, tick + 1 - measureStartTick);
        List<org.flitlab.stats.ChannelUsage> out = new ArrayList<>(channels.length);
        for (OutputChannel oc : channels) {
            long stalled = oc.stalledTicks + oc.pendingStalledTicks(tick);
            long idle = Math.max(0, span - oc.transmittingTicks - stalled);
            out.add(new org.flitlab.stats.ChannelUsage(oc.channel, oc.transmittingTicks, stalled, idle));
        }
        return out;
    }

    /** Per switch input buffer (channel, vc): time-averaged and peak occupancy since the measurement started. */
    public List<org.flitlab.stats.BufferOccupancy> bufferOccupancy() {
        List<org.flitlab.stats.BufferOccupancy> out = new ArrayList<>();
        for (Switch sw : switches) {
            for (InputQueue[] port : sw.inputs) {
                for (InputQueue q : port) {
                    out.add(new org.flitlab.stats.BufferOccupancy(q.channel, q.vc, q.meanOccupancy(Math.max(tick, 0)),
                            q.maxOccupancy, q.capacityFlits));
                }
            }
        }
        return out;
    }
}
