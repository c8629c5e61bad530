package org.flitlab.network;

import java.util.Arrays;
import java.util.function.Predicate;
import org.flitlab.routing.RouteCandidates;

/**
 * BookSim 2's input-queued virtual-channel router ({@code iq_router.cpp}) for every switch of a run, as a phase
 * of the tick that runs before landing (so a flit is first seen by its router the tick after it lands: BookSim
 * reads a channel in the cycle after its latency). Each input virtual channel holds one FIFO and moves through
 * BookSim's states:
 * <ul>
 * <li><b>idle</b> with a head at the front: route compute takes {@code routingDelayTicks} ticks, starting now;</li>
 * <li><b>VC allocation</b>: every tick until granted, the head asks for each free output virtual channel its
 *     routing permits; a separable iSLIP allocator (inputs = input VCs, outputs = output VCs) matches them. The
 *     granted output VC is held by the packet until its tail is sent (or, with {@code waitForTailCredit}, until
 *     that tail's credit is back);</li>
 * <li><b>active</b>: from {@code vcAllocDelayTicks} ticks after the grant, the front flit asks for its output
 *     port when its output VC has a credit; at most one request per input port and output port, the input's VCs
 *     taking turns (BookSim's {@code Supersedes} with the round-robin offset); a second iSLIP allocator over ports
 *     matches them. A winner leaves its buffer (its credit goes upstream at once) and reaches the wire after
 *     {@code switchAllocDelayTicks - 1 + switchTraversalTicks} more ticks.</li>
 * </ul>
 * When a tail leaves, the input VC is idle again, so the next head behind it starts route compute in the next
 * tick: a VC holds one packet at a time. Credits, like flits, are used the tick after they land. With BookSim's
 * defaults a head received at tick t is routed at t, allocated a VC at t+1, the switch at t+2, traverses it at
 * t+3, and is received by the next router at t+5 over a 1-tick link. Selection policies and output arbitration
 * do not apply (the allocators decide); the block fast path is off. Owned by the engine thread.
 */
final class PipelinedRouter {
    static final byte IDLE = 0;
    static final byte VC_ALLOC = 1;
    static final byte ACTIVE = 2;

    private final Network net;
    private final RouterModel model;
    private final int vcs;
    private final ActiveSet<Switch> active = new ActiveSet<>();
    private final int[] buffered;
    private final IslipAllocator[] vcAllocators;
    private final IslipAllocator[] switchAllocators;
    private final int[][] switchOffset;
    private final RouteCandidates candidates = new RouteCandidates();
    /** Scratch: the input VCs that asked for an output VC this tick; the VC label of each switch request (-1: none). */
    private final int[] asked;
    private final int[] label;
    private final boolean[] portAsked;
    private final int[] markedSlots;
    private final OutputChannel[] readyOutputs;
    private int readyCount;
    private final Predicate<Switch> keep;

    PipelinedRouter(Network net, RouterModel model, int virtualChannels) {
        this.net = net;
        this.model = model;
        this.vcs = virtualChannels;
        Switch[] switches = net.switches;
        buffered = new int[switches.length];
        vcAllocators = new IslipAllocator[switches.length];
        switchAllocators = new IslipAllocator[switches.length];
        switchOffset = new int[switches.length][];
        int maxPorts = 1;
        for (Switch sw : switches) {
            int ports = sw.outputs.length;
            maxPorts = Math.max(maxPorts, ports);
            vcAllocators[sw.node] = new IslipAllocator(ports * vcs, ports * vcs, model.allocatorIterations());
            switchAllocators[sw.node] = new IslipAllocator(ports, ports, model.allocatorIterations());
            switchOffset[sw.node] = new int[ports];
        }
        asked = new int[maxPorts * vcs];
        label = new int[maxPorts * maxPorts];
        Arrays.fill(label, -1);
        markedSlots = new int[maxPorts * vcs];
        readyOutputs = new OutputChannel[maxPorts];
        portAsked = new boolean[maxPorts];
        keep = sw -> buffered[sw.node] > 0;
    }

    /** Whether some switch holds flits (the tick must run even with nothing on the wires). */
    boolean hasWork() {
        return !active.isEmpty();
    }

    /** A flit has landed in {@code q} at {@code t}; its router sees it from the next tick. */
    void landed(InputQueue q) {
        Switch sw = net.switches[q.node];
        if (buffered[sw.node]++ == 0 && !sw.active) {
            sw.active = true;
            active.add(sw);
        }
    }

    void step(long t) {
        int n = active.size();
        for (int i = 0; i < n; i++) {
            Switch sw = active.get(i);
            allocateVcs(sw, t);
            allocateSwitch(sw, t);
        }
        active.retainIf(keep, sw -> sw.active = false);
    }

    /** Route compute for new heads, then one round of VC allocation. */
    private void allocateVcs(Switch sw, long t) {
        IslipAllocator alloc = vcAllocators[sw.node];
        int count = 0;
        for (int port = 0; port < sw.inputs.length; port++) {
            InputQueue[] inputs = sw.inputs[port];
            if (inputs == null) {
                continue;
            }
            for (int v = 0; v < inputs.length; v++) {
                Lane lane = inputs[v].lanes[0];
                if (lane.isEmpty()) {
                    continue;
                }
                if (lane.stage == IDLE) {
                    lane.stage = VC_ALLOC;
                    lane.readyTick = t + model.routingDelayTicks();
                }
                if (lane.stage == VC_ALLOC && lane.readyTick <= t && requestVcs(sw, inputs[v], lane, alloc, t)) {
                    asked[count++] = port * vcs + v;
                }
            }
        }
        if (count == 0) {
            return;
        }
        alloc.allocate();
        alloc.clearRequests();
        for (int i = 0; i < count; i++) {
            int out = alloc.outputOf(asked[i]);
            if (out >= 0) {
                InputQueue q = sw.inputs[asked[i] / vcs][asked[i] % vcs];
                grant(q, sw.outputs[out / vcs].vcs[out % vcs], t);
            }
        }
    }

    private boolean requestVcs(Switch sw, InputQueue q, Lane lane, IslipAllocator alloc, long t) {
        candidates.clear();
        net.routing.route(sw.node, q.port, q.vc, lane.frontPacket(), candidates);
        boolean any = false;
        for (int i = 0; i < candidates.size(); i++) {
            int port = candidates.port(i);
            int vc = candidates.vc(i);
            if (sw.outputs[port].isFree(vc, t)) {
                alloc.request(q.port * vcs + q.vc, port * vcs + vc);
                any = true;
            }
        }
        return any;
    }

    private void grant(InputQueue q, VirtualChannel vc, long t) {
        Lane lane = q.lanes[0];
        if (net.measuring) {
            net.recorder().switchVisits++;
        }
        vc.owner = lane.frontPacket();
        if (net.events != null) {
            net.events.granted(vc.owner, vc, -1, t);
        }
        vc.ownerSent = 0;
        vc.source = lane;
        lane.granted = vc;
        q.grantedLanes++;
        vc.output.grantedVcs++;
        lane.stage = ACTIVE;
        lane.readyTick = t + model.vcAllocDelayTicks();
    }

    /** One round of switch allocation over ports; each winner's flit leaves its buffer now. */
    private void allocateSwitch(Switch sw, long t) {
        int marked = requestOutputs(sw, t);
        if (marked == 0) {
            countStalls(t);
            return;
        }
        IslipAllocator alloc = switchAllocators[sw.node];
        alloc.allocate();
        alloc.clearRequests();
        sendWinners(sw, alloc, t);
        for (int i = 0; i < marked; i++) {
            label[markedSlots[i]] = -1;
        }
        countStalls(t);
    }

    /**
     * Places this tick's requests in the switch's allocator: per input port, one request per output it has a
     * ready flit and a credit for. Returns how many (input, output) slots were labelled, so they can be cleared.
     */
    private int requestOutputs(Switch sw, long t) {
        IslipAllocator alloc = switchAllocators[sw.node];
        int ports = sw.outputs.length;
        int[] offset = switchOffset[sw.node];
        int marked = 0;
        for (int port = 0; port < sw.inputs.length; port++) {
            portAsked[port] = false;
            InputQueue[] inputs = sw.inputs[port];
            if (inputs == null) {
                continue;
            }
            // The input's VCs in round-robin order from its offset: the first to ask for an output keeps the request.
            for (int k = 0; k < vcs; k++) {
                int v = (offset[port] + k) % vcs;
                Lane lane = inputs[v].lanes[0];
                VirtualChannel out = lane.granted;
                if (lane.stage != ACTIVE || lane.readyTick > t || lane.isEmpty()) {
                    continue;
                }
                noteReady(out.output, t);
                if (!out.mayTransmit(t, LinkFlowControl.CREDIT, lane)) {
                    continue;
                }
                int slot = port * ports + out.output.port;
                if (label[slot] < 0) {
                    alloc.request(port, out.output.port);
                    label[slot] = v;
                    markedSlots[marked++] = slot;
                    portAsked[port] = true;
                }
            }
        }
        return marked;
    }

    /** Each input port the allocator matched sends its winning VC's flit and moves its round-robin offset past it. */
    private void sendWinners(Switch sw, IslipAllocator alloc, long t) {
        int ports = sw.outputs.length;
        int[] offset = switchOffset[sw.node];
        for (int port = 0; port < sw.inputs.length; port++) {
            int o = portAsked[port] ? alloc.outputOf(port) : -1;
            if (o >= 0) {
                int v = label[port * ports + o];
                offset[port] = (v + 1) % vcs;
                send(sw, sw.inputs[port][v], t);
            }
        }
    }

    /** An output has a flit ready for it this tick (ServerNet's link states: it transmits or it is stalled). */
    private void noteReady(OutputChannel oc, long t) {
        if (oc.readyNotedTick != t) {
            oc.readyNotedTick = t;
            readyOutputs[readyCount++] = oc;
        }
    }

    /** Outputs that had a flit ready but sent nothing (no credit, or another input won): stalled, as in the simple switch. */
    private void countStalls(long t) {
        for (int i = 0; i < readyCount; i++) {
            if (readyOutputs[i].lastSendTick != t) {
                readyOutputs[i].stalledTicks++;
            }
            readyOutputs[i] = null;
        }
        readyCount = 0;
    }

    private void send(Switch sw, InputQueue q, long t) {
        Lane lane = q.lanes[0];
        VirtualChannel vc = lane.granted;
        Packet p = lane.frontPacket();
        int seq = lane.pop();
        boolean tail = seq == p.lengthFlits - 1;
        q.changeOccupancy(-1, t);
        buffered[sw.node]--;
        returnCreditUpstream(q, tail, t);
        vc.consumeCredit();
        vc.ownerSent++;
        OutputChannel oc = vc.output;
        long wire = t + model.switchAllocDelayTicks() - 1 + model.switchTraversalTicks();
        oc.launch(wire, p, seq, vc.vc);
        if (seq == 0) {
            p.headChannel = oc.channel;
        }
        if (net.events != null && (seq == 0 || tail)) {
            recordSent(p, oc, seq == 0, tail, wire);
        }
        oc.transmittingTicks++;
        oc.lastSendTick = t;
        net.flitHops++;
        net.lastProgressTick = t;
        if (!oc.activeInFlight) {
            oc.activeInFlight = true;
            net.inFlight.add(oc.channel);
        }
        if (tail) {
            releaseVc(q, lane, vc);
        }
    }

    private void recordSent(Packet p, OutputChannel oc, boolean head, boolean tail, long wire) {
        if (head) {
            net.events.headSent(p, oc, wire);
        }
        if (tail) {
            net.events.tailSent(p, oc, wire);
        }
    }

    /** The freed buffer slot's credit goes back over the input's link (and the tail's, when the VC waits for it). */
    private static void returnCreditUpstream(InputQueue q, boolean tail, long t) {
        VirtualChannel up = q.upstream;
        long back = t + 1 + up.output.delayTicks;
        up.returnCredit(back);
        if (tail) {
            up.tailCreditReturned(back);
        }
    }

    /** The tail has left: the output VC and the input lane are free for the next packet. */
    private void releaseVc(InputQueue q, Lane lane, VirtualChannel vc) {
        vc.owner = null;
        vc.source = null;
        lane.granted = null;
        q.grantedLanes--;
        vc.output.grantedVcs--;
        if (model.waitForTailCredit()) {
            vc.awaitTailCredit();
        }
        lane.stage = IDLE;
    }
}
