package org.flitlab.network.flat;

import org.flitlab.network.IslipAllocator;
import org.flitlab.network.RouterModel;
import org.flitlab.routing.RouteCandidates;

/**
 * BookSim 2's input-queued virtual-channel router in the flat kernel, as the reference engine's
 * {@code PipelinedRouter} (which documents the model): a phase that runs before landing, visiting each switch that
 * holds flits (in the order the switches came to hold them) for route compute and one round of virtual-channel
 * allocation, then one round of switch allocation, both with the same {@link IslipAllocator}. A switch's visit reads
 * only its lanes that may hold flits ({@link LaneMask}), in the reference engine's order. Each input virtual
 * channel's state is {@link #stage}: idle, waiting for an output virtual channel, or active. With one virtual channel
 * the switch allocator is left out, since it would grant every request ({@link #visitOneVc}). A winner's flit leaves
 * its buffer at once (its credit reaches upstream a tick and a link delay later) and reaches the wire after the
 * switch-allocation and traversal stages.
 */
final class FlatPipeline {
    static final byte IDLE = 0;
    static final byte VC_ALLOC = 1;
    static final byte ACTIVE = 2;

    private final FlatKernel k;
    private final FlatState s;
    private final RouterModel model;
    private final CreditWheel credits;
    private final int vcs;
    /** stage[g]: the state of input virtual channel g. */
    private final byte[] stage;
    private final int[] buffered;
    private final boolean[] active;
    private final IntList switches = new IntList();
    private final IslipAllocator[] vcAllocators;
    private final IslipAllocator[] switchAllocators;
    private final int[][] offset;
    private final RouteCandidates candidates = new RouteCandidates();
    private final RouteTable table;
    private final int[] asked, label, markedSlots, readyOutputs;
    private final long[] readyNotedTick;
    private final int launchDelay;
    /** The input ports that asked the switch allocator this tick, ascending. */
    private final int[] askedPorts;
    private final int[] senders;
    /** With one virtual channel, inputLane[sw * maxPorts + port]: switch sw's input lane on that port. */
    private final int[] inputLane;
    private final int maxPorts;
    private int askedCount, readyCount;
    /** blockedOn[g]: 1 + the output virtual channel, owned by another packet, that lane g's head alone may take, or 0. */
    private final int[] blockedOn;
    private int marked;
    private final LaneMask lanes;
    /** The switch being visited: its switch allocator, input channels, round-robin offsets and port count. */
    private IslipAllocator visitAllocator;
    private int[] visitInputs;
    private int[] visitOffset;
    private int visitPorts;

    FlatPipeline(FlatKernel k, CreditWheel credits) {
        this.k = k;
        this.s = k.state;
        this.model = s.config.router();
        this.credits = credits;
        this.table = k.routeTable;
        this.vcs = s.vcs;
        stage = new byte[s.channels * vcs];
        buffered = new int[s.switches];
        active = new boolean[s.switches];
        vcAllocators = new IslipAllocator[s.switches];
        switchAllocators = new IslipAllocator[s.switches];
        offset = new int[s.switches][];
        int maxPorts = 1;
        for (int sw = 0; sw < s.switches; sw++) {
            int ports = s.outputs[sw].length;
            maxPorts = Math.max(maxPorts, ports);
            vcAllocators[sw] = new IslipAllocator(ports * vcs, ports * vcs, model.allocatorIterations());
            switchAllocators[sw] = new IslipAllocator(ports, ports, model.allocatorIterations());
            offset[sw] = new int[ports];
        }
        asked = new int[maxPorts * vcs];
        label = new int[maxPorts * maxPorts];
        java.util.Arrays.fill(label, -1);
        markedSlots = new int[maxPorts * vcs];
        readyOutputs = new int[maxPorts];
        askedPorts = new int[maxPorts];
        senders = new int[maxPorts];
        this.maxPorts = maxPorts;
        inputLane = inputLanes(s, maxPorts);
        lanes = new LaneMask(s, maxPorts);
        blockedOn = new int[s.channels * vcs];
        readyNotedTick = new long[s.channels];
        java.util.Arrays.fill(readyNotedTick, -1);
        launchDelay = model.switchAllocDelayTicks() - 1 + model.switchTraversalTicks();
    }

    /** Each switch's input lane (virtual channel 0) per port, {@code maxPorts} entries a switch. */
    private static int[] inputLanes(FlatState s, int maxPorts) {
        int[] lanes = new int[s.switches * maxPorts];
        for (int sw = 0; sw < s.switches; sw++) {
            for (int port = 0; port < s.inputs[sw].length; port++) {
                lanes[sw * maxPorts + port] = s.inputs[sw][port] * s.vcs;
            }
        }
        return lanes;
    }

    boolean hasWork() {
        return !switches.isEmpty();
    }

    /** A flit has landed in buffer g of switch sw; the router sees it from the next tick. */
    void landed(int g, int sw) {
        lanes.add(g);
        if (buffered[sw]++ == 0 && !active[sw]) {
            active[sw] = true;
            switches.add(sw);
        }
    }

    /** Visits the switches holding flits; only a switch's own visit changes its count, so the list shrinks as it goes. */
    void step(long t) {
        int w = 0;
        for (int i = 0, n = switches.size; i < n; i++) {
            int sw = switches.items[i];
            if (vcs == 1) {
                visitOneVc(sw, t);
            } else {
                visit(sw, t);
            }
            if (buffered[sw] > 0) {
                switches.items[w++] = sw;
            } else {
                active[sw] = false;
            }
        }
        switches.size = w;
    }

    /**
     * One pass over the switch's lanes that may hold flits: route compute and virtual-channel requests, and each input
     * port's switch requests; then one round of virtual-channel allocation and one of switch allocation. Collecting the
     * switch requests before the virtual channels are granted gives what granting first gives: a lane granted now is
     * ready for the switch a virtual-channel allocation delay (at least a tick) later.
     */
    private void visit(int sw, long t) {
        IslipAllocator alloc = vcAllocators[sw];
        int[] in = s.inputs[sw];
        long[] words = lanes.words;
        int count = 0;
        int lastPort = -1;
        marked = 0;
        askedCount = 0;
        visitAllocator = switchAllocators[sw];
        visitInputs = in;
        visitOffset = offset[sw];
        visitPorts = in.length;
        for (int w = lanes.first(sw), end = w + lanes.perSwitch, slot0 = 0; w < end; w++, slot0 += 64) {
            for (long bits = words[w]; bits != 0; bits &= bits - 1) {
                int slot = slot0 + Long.numberOfTrailingZeros(bits);
                int port = lanes.portOf[slot];
                if (port != lastPort) {
                    lastPort = port;
                    marked = requestPort(port, marked, t);
                }
                int v = slot - port * vcs;
                int g = in[port] * vcs + v;
                if (s.bufRing[2 * g + 1] == 0) {
                    words[w] &= ~(1L << slot);
                } else if (stage[g] != ACTIVE && wantsVc(sw, g, port, v, alloc, t)) {
                    asked[count++] = slot;
                }
            }
        }
        if (count > 0) {
            grantVcs(sw, alloc, count, t);
        }
        allocateSwitch(sw, t);
    }

    /**
     * {@link #visit} with one virtual channel, without the switch allocator: each input port has one lane, which asks
     * for the one output its worm owns, and each output has one owner, so no input and no output appears in two
     * requests and iSLIP grants every request (its pointers, moved, are read only when requests conflict, which never
     * happens here). So a ready active lane with a credit sends, one without counts its output's stalled tick, and
     * the sends happen after the virtual-channel grants, in port order, as {@link #visit}'s do.
     */
    private void visitOneVc(int sw, long t) {
        int inBase = sw * maxPorts;
        long[] words = lanes.words;
        int count = 0;
        int sends = 0;
        for (int w = lanes.first(sw), end = w + lanes.perSwitch, slot0 = 0; w < end; w++, slot0 += 64) {
            for (long bits = words[w]; bits != 0; bits &= bits - 1) {
                int port = slot0 + Long.numberOfTrailingZeros(bits);
                int g = inputLane[inBase + port];
                if (s.bufRing[2 * g + 1] == 0) {
                    words[w] &= ~(1L << port);
                } else if (stage[g] != ACTIVE) {
                    int b = blockedOn[g];
                    if ((b == 0 || s.vcOwner[b - 1] == FlatState.NONE) && wantsVc(sw, g, port, 0, vcAllocators[sw], t)) {
                        asked[count++] = port;
                    }
                } else if (s.laneReady[g] <= t) {
                    if (s.credits[s.laneGranted[g]] > 0) {
                        senders[sends++] = g;
                    } else {
                        s.stalled[s.vcChannel[s.laneGranted[g]]]++;
                    }
                }
            }
        }
        if (count > 0) {
            grantVcs(sw, vcAllocators[sw], count, t);
        }
        for (int i = 0; i < sends; i++) {
            send(sw, senders[i], t);
        }
    }

    /** Route compute for a new head; whether the lane asks the virtual-channel allocator this tick. */
    private boolean wantsVc(int sw, int g, int port, int v, IslipAllocator alloc, long t) {
        if (stage[g] == IDLE) {
            stage[g] = VC_ALLOC;
            s.laneReady[g] = t + model.routingDelayTicks();
        }
        return s.laneReady[g] <= t && requestVcs(sw, g, port, v, alloc, t);
    }

    private void grantVcs(int sw, IslipAllocator alloc, int count, long t) {
        int[] in = s.inputs[sw];
        alloc.allocate();
        alloc.clearRequests();
        for (int i = 0; i < count; i++) {
            int out = alloc.outputOf(asked[i]);
            if (out >= 0) {
                grant(in[asked[i] / vcs] * vcs + asked[i] % vcs, s.outputs[sw][out / vcs] * vcs + out % vcs, t);
            }
        }
    }

    private boolean requestVcs(int sw, int g, int port, int v, IslipAllocator alloc, long t) {
        RouteCandidates candidates = this.candidates;
        if (table != null) {
            candidates = table.atLane(g, k.packets.destination[s.frontPacket(g)]);
        } else {
            candidates.clear();
            k.routing.route(sw, port, v, k.packets.at(s.frontPacket(g)), candidates);
        }
        boolean any = false;
        for (int i = 0; i < candidates.size(); i++) {
            int p = candidates.port(i);
            int vc = candidates.vc(i);
            if (s.isFree(s.outputs[sw][p], vc, t)) {
                alloc.request(port * vcs + v, p * vcs + vc);
                any = true;
            } else if (vcs == 1 && table != null && candidates.size() == 1) {
                // Not free until its owner's tail leaves this switch: visitOneVc skips the head until then.
                blockedOn[g] = s.vcOwner[s.outputs[sw][p]] != FlatState.NONE ? s.outputs[sw][p] + 1 : 0;
            }
        }
        return any;
    }

    private void grant(int g, int out, long t) {
        k.recorder.recordSwitchVisits(k.measuringOne);
        s.vcOwner[out] = s.frontPacket(g);
        if (k.events != null) k.events.granted(s.vcOwner[out], out, -1, t);
        s.vcSource[out] = g;
        s.laneGranted[g] = out;
        blockedOn[g] = 0;
        s.grantedVcs[s.vcChannel[out]]++;
        stage[g] = ACTIVE;
        s.laneReady[g] = t + model.vcAllocDelayTicks();
    }

    /** One round of switch allocation over the requests {@link #visit} collected; each winner's flit leaves now. */
    private void allocateSwitch(int sw, long t) {
        if (marked > 0) {
            IslipAllocator alloc = switchAllocators[sw];
            alloc.allocate();
            alloc.clearRequests();
            sendWinners(sw, alloc, t);
            for (int i = 0; i < marked; i++) {
                label[markedSlots[i]] = -1;
            }
        }
        countStalls(t);
    }

    /** Input port {@code port}'s requests (of the switch being visited), its VCs in round-robin order from its offset. */
    private int requestPort(int port, int marked, long t) {
        IslipAllocator alloc = visitAllocator;
        int ports = visitPorts;
        int base = visitInputs[port] * vcs;
        int start = visitOffset[port];
        boolean portAsked = false;
        for (int i = 0; i < vcs; i++) {
            int v = start + i < vcs ? start + i : start + i - vcs;
            int g = base + v;
            if (s.bufRing[2 * g + 1] == 0 || stage[g] != ACTIVE || s.laneReady[g] > t) {
                continue;
            }
            int out = s.laneGranted[g];
            int oc = s.vcChannel[out];
            noteReady(oc, t);
            if (s.credits[out] <= 0) {
                continue;
            }
            int slot = port * ports + s.chanSourcePort[oc];
            if (label[slot] < 0) {
                alloc.request(port, s.chanSourcePort[oc]);
                label[slot] = v;
                markedSlots[marked++] = slot;
                portAsked = true;
            }
        }
        if (portAsked) {
            askedPorts[askedCount++] = port;
        }
        return marked;
    }

    private void sendWinners(int sw, IslipAllocator alloc, long t) {
        int[] in = s.inputs[sw];
        int ports = s.outputs[sw].length;
        for (int i = 0; i < askedCount; i++) {
            int port = askedPorts[i];
            int o = alloc.outputOf(port);
            if (o >= 0) {
                int v = label[port * ports + o];
                offset[sw][port] = v + 1 == vcs ? 0 : v + 1;
                send(sw, in[port] * vcs + v, t);
            }
        }
    }

    private void noteReady(int oc, long t) {
        if (readyNotedTick[oc] != t) {
            readyNotedTick[oc] = t;
            readyOutputs[readyCount++] = oc;
        }
    }

    /** Outputs that had a flit ready but sent nothing this tick: stalled. */
    private void countStalls(long t) {
        for (int i = 0; i < readyCount; i++) {
            if (s.lastSendTick[readyOutputs[i]] != t) {
                s.stalled[readyOutputs[i]]++;
            }
        }
        readyCount = 0;
    }

    /**
     * Winner g's front flit leaves its buffer and is launched; the packet is read from the output's owner (the front
     * packet of its source lane from grant to tail, {@link FlatState}), not from the ring.
     */
    private void send(int sw, int g, long t) {
        int out = s.laneGranted[g];
        int pk = s.vcOwner[out];
        int seq = s.frontSeq(g);
        if (s.direct) {
            s.dropDirect(g, t);
        } else {
            s.drop(g, t);
        }
        buffered[sw]--;
        long back = t + 1 + s.chanDelay[s.vcChannel[g]];
        credits.add(back, g);
        int oc = s.vcChannel[out];
        long arrival = t + launchDelay + s.chanDelay[oc];
        if (s.sinkHost[oc] < 0) {
            s.credits[out]--;
        }
        if (s.direct && s.sinkHost[oc] < 0) {
            s.launchInto(out, pk, seq, arrival, k.packets.hops);
        } else {
            s.launch(oc, pk, seq, out - oc * vcs, arrival);
        }
        if (k.events != null) k.events.sent(pk, seq, oc, t + launchDelay);
        s.transmitting[oc]++;
        s.lastSendTick[oc] = t;
        k.flitHops++;
        k.lastProgressTick = t;
        if (seq == k.packets.length[pk] - 1) {
            tailLeft(g, out, oc, back);
        }
    }

    /** The tail has left lane g: its output virtual channel is released and the lane waits for its next head. */
    private void tailLeft(int g, int out, int oc, long back) {
        s.tailCreditReturned(g, back);
        s.vcOwner[out] = FlatState.NONE;
        s.laneGranted[g] = FlatState.NONE;
        s.grantedVcs[oc]--;
        if (model.waitForTailCredit()) {
            s.awaitTailCredit(out);
        }
        stage[g] = IDLE;
    }
}
