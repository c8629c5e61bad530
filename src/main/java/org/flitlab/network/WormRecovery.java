package org.flitlab.network;

import java.util.ArrayList;
import java.util.List;

/**
 * Hu &amp; Kleinrock's timeout with backward reset (<i>A Simple Host Deflection Scheme for High-Speed LANs
 * Using Wormhole Routing</i>, section 2): a head that has resided at a switch for {@link Recovery#timeoutTicks()}
 * ticks without getting its output is timed out; every buffer slot and channel its worm holds is freed back to
 * the host that sent it, which stops sending it and re-queues it at the tail of its source queue, routed afresh
 * (source routing may draw another shortest path). Flits of the worm still on wires are discarded as they land.
 *
 * <p>Host deflection (section 4): a timed-out head that has crossed more than i links instead takes a free link
 * to a host of its switch (drawn at random among the free ones); the host stores the whole worm and queues it at
 * the tail of its source queue, re-sending it on the same link with its source route unchanged (the two host
 * links are detour hops the route does not count). With no free host link the worm is discarded and reset.
 * The as-soon-as-possible variant deflects any waiting head as soon as a host link is free. Host buffer
 * occupancy (peak per host, flit-ticks in all) is recorded. Deflection keeps the route of source routing and of
 * table routings; a routing that keeps per-hop state in the route word is not meant to be deflected.
 *
 * <p>The reset signal either reaches every switch on the worm's path and its source at once
 * ({@link ResetPropagation#INSTANT}, an idealisation) or travels back hop by hop as in the study
 * ({@link ResetPropagation#HOP_BY_HOP}, see {@link ResetSignal}). As in the study ("a timer starts counting how long
 * this worm resides at this switch" from the head's arrival), a head queued behind another worm in its input buffer
 * times out too ({@link Recovery#queuedHeads()}): its flits leave the middle of the buffer and it is reset like any
 * other (it cannot be deflected, since the worm ahead holds the crossbar input). Without that option only heads
 * waiting for an output time out; a queued head's timer still runs, so it may time out as soon as it reaches the front.
 *
 * <p>Counters: timeouts, retransmissions and head arrivals routed at switches, while measuring, so that the
 * probability of a timeout per switch P_T and of a successful attempt P_S = (1 - P_T)^h can be read from
 * the results. Allocation only at a timeout, never per flit. Owned by the engine thread.
 */
final class WormRecovery {
    private final Network net;
    private final Recovery params;
    private final List<Lane> expired = new ArrayList<>();
    /** Queued heads timed out this tick: the lane each is queued in, and the packet. */
    private final List<Lane> expiredQueueLanes = new ArrayList<>();
    private final List<Packet> expiredQueued = new ArrayList<>();
    /** Ports of each switch that lead to hosts. */
    private final int[][] hostPorts;
    private long storedTotal;
    private long storedSince;
    /** The hop-by-hop reset signal, or null when resets are instant. */
    private final ResetSignal signal;

    WormRecovery(Network net, Recovery params) {
        this.net = net;
        this.params = params;
        this.hostPorts = new int[net.switches.length][];
        for (int s = 0; s < hostPorts.length; s++) {
            hostPorts[s] = net.topology().hostPorts(s);
        }
        this.signal = params.resetPropagation() == ResetPropagation.HOP_BY_HOP ? new ResetSignal(net, this) : null;
    }

    /**
     * After this tick's allocation: deflects (host deflection) or resets every head at an active switch that
     * has resided there {@link Recovery#timeoutTicks()} ticks; with the as-soon-as-possible variant, deflects
     * any waiting head that a free host link can take.
     */
    void check(long t) {
        int n = net.routingSwitches.size();
        for (int i = 0; i < n; i++) {
            Switch sw = net.routingSwitches.get(i);
            for (int r = 0; r < sw.requestCount(); r++) {
                Lane lane = sw.request(r);
                if (lane.readyTick <= t && (timedOut(lane, t) || params.asSoonAsPossible() && mayDeflect(lane.frontPacket()))) {
                    expired.add(lane);
                }
            }
        }
        if (params.queuedHeads()) {
            collectQueuedHeads(t);
        }
        for (Lane lane : expired) {
            act(lane, t);
        }
        expired.clear();
        for (int i = 0; i < expiredQueued.size(); i++) {
            timeOutQueued(expiredQueueLanes.get(i), expiredQueued.get(i), t);
        }
        expiredQueueLanes.clear();
        expiredQueued.clear();
    }

    /** Every head queued behind another worm at a switch that has resided there {@link Recovery#timeoutTicks()}. */
    private void collectQueuedHeads(long t) {
        long arrivedBy = t - params.timeoutTicks();
        for (Switch sw : net.switches) {
            for (InputQueue[] port : sw.inputs) {
                if (port == null) {
                    continue;
                }
                for (InputQueue q : port) {
                    for (Lane lane : q.lanes) {
                        if (lane.segmentCount() > 1) {
                            collectQueued(lane, arrivedBy);
                        }
                    }
                }
            }
        }
    }

    private void collectQueued(Lane lane, long arrivedBy) {
        Packet p = lane.queuedHeadArrivedBy(arrivedBy);
        if (p != null) {
            // One per lane and tick; a second queued head due in the same tick is found in the next.
            expiredQueueLanes.add(lane);
            expiredQueued.add(p);
        }
    }

    /** A queued head timed out: reset (counted as a discard with host deflection, which it cannot take). */
    private void timeOutQueued(Lane lane, Packet p, long t) {
        if (p.torn) {
            return;
        }
        if (lane.frontPacket() == p && lane.requesting) {
            // The worm ahead was reset this tick and p moved up: it times out from its new place.
            net.switches[lane.queue.node].removeRequest(lane);
        }
        if (net.measuring) {
            net.recorder().timeouts++;
            if (params.hostDeflection()) {
                net.recorder().discards++;
            }
        }
        tearDown(lane, p, t);
    }

    private boolean timedOut(Lane lane, long t) {
        return t - lane.frontPacket().headWaitingSince >= params.timeoutTicks();
    }

    /** i-hop prohibited: deflect only after more than i links from the host that sent the worm. */
    private boolean mayDeflect(Packet p) {
        return params.hostDeflection() && p.hopsTaken() > params.hopsProhibited();
    }

    private void act(Lane lane, long t) {
        Switch sw = net.switches[lane.queue.node];
        Packet p = lane.frontPacket();
        boolean timedOut = timedOut(lane, t);
        VirtualChannel hostLink = mayDeflect(p) ? freeHostLink(sw) : null;
        if (hostLink == null && !timedOut) {
            return;
        }
        sw.removeRequest(lane);
        if (net.measuring && timedOut) {
            net.recorder().timeouts++;
        }
        if (hostLink != null) {
            if (net.measuring) {
                net.recorder().deflections++;
            }
            net.allocation.grant(lane, hostLink, t);
            return;
        }
        if (net.measuring && params.hostDeflection()) {
            net.recorder().discards++;
        }
        reset(lane, t);
    }

    /** A link from this switch to one of its hosts that no worm holds, drawn at random among them; or null. */
    private VirtualChannel freeHostLink(Switch sw) {
        int[] ports = hostPorts[sw.node];
        int free = 0;
        for (int port : ports) {
            if (sw.outputs[port].isFree(0)) {
                free++;
            }
        }
        if (free == 0) {
            return null;
        }
        int pick = free == 1 ? 0 : net.routingRandom.nextInt(free);
        for (int port : ports) {
            if (sw.outputs[port].isFree(0) && pick-- == 0) {
                return sw.outputs[port].vcs[0];
            }
        }
        throw new IllegalStateException("unreachable");
    }

    /** A flit of a worm deflected to {@code host} arrives; with its tail the host stores it and queues it to re-send. */
    void absorbDeflected(HostInterface host, Packet p, int seq, long t) {
        net.deflectionAbsorbedFlits++;
        host.parkedFlits++;
        changeStored(host, 1, t);
        if (seq == 0) {
            p.hops++;
            p.headNode = host.node;
        }
        if (seq == p.lengthFlits - 1) {
            host.parkedFlits -= p.lengthFlits;
            // The host link in and out again are a detour: the source route resumes where it left off.
            p.detourHops += 2;
            p.storedHops = p.hops;
            p.storedDetourHops = p.detourHops;
            host.sourceQueue.add(p);
            if (host.sending == null) {
                net.injection.startNextPacket(host, t + 1);
            }
        }
    }

    /** A deflection host has sent the tail of a stored worm back into the network. */
    void deflectedWormSent(HostInterface host, Packet p, long t) {
        changeStored(host, -p.lengthFlits, t);
    }

    /** Flit-ticks of deflected worms held at hosts while measuring, up to {@code tick}. */
    long hostBufferFlitTicks(long tick) {
        return net.recorder().hostBufferFlitTicks + (net.measuring ? storedTotal * Math.max(0, tick - storedSince) : 0);
    }

    private void changeStored(HostInterface host, int delta, long t) {
        if (net.measuring) {
            net.recorder().hostBufferFlitTicks += storedTotal * (t - storedSince);
        }
        storedSince = t;
        storedTotal += delta;
        host.storedFlits += delta;
        if (host.storedFlits > net.recorder().hostBufferPeakFlits) {
            net.recorder().hostBufferPeakFlits = host.storedFlits;
        }
    }

    /**
     * Backward reset of the worm whose head is at the front of {@code headLane}: purges its flits from every
     * buffer along its path, frees the channels it holds, and re-queues a fresh attempt at its sending host.
     */
    void reset(Lane headLane, long t) {
        tearDown(headLane, headLane.frontPacket(), t);
    }

    /** Backward reset of worm {@code p}, whose head is in {@code headLane}, at the front or queued behind another worm. */
    private void tearDown(Lane headLane, Packet p, long t) {
        if (signal != null) {
            signal.start(headLane, p, t);
            return;
        }
        p.torn = true;
        Lane lane = headLane;
        int notInjected = 0;
        while (true) {
            if (lane.queue == null) {
                if (lane.frontPacket() == p) {
                    notInjected = lane.removeFrontPacket();
                }
                break;
            }
            purge(lane, p, t);
            net.landing.considerFront(lane, t);
            VirtualChannel up = lane.queue.upstream;
            if (up.owner != p) {
                break;
            }
            Lane next = up.source;
            release(up, t);
            lane = next;
        }
        requeue(p, notInjected, t);
    }

    /** Re-queues a fresh attempt of torn-down {@code p} at the host that sent it; {@code notInjected} flits never left. */
    void requeue(Packet p, int notInjected, long t) {
        HostInterface host = net.hosts[p.senderHost];
        if (host.sending == p) {
            host.sending = null;
            if (host.node != p.sourceNode) {
                changeStored(host, -(p.lengthFlits - notInjected), t);
            }
        }
        Packet again = p.retransmission();
        if (host.node == p.sourceNode) {
            net.routing.prepare(again, net.routingRandom);
        } else {
            // Reset back to the deflection host that stored it: the rest of its route is unchanged.
            again.setSourceRoute(p.sourceRoute());
            again.setRouteWord(p.routeWord());
            again.hops = p.storedHops;
            again.detourHops = p.storedDetourHops;
            changeStored(host, p.lengthFlits - notInjected, t);
        }
        net.retransmittedFlits += p.lengthFlits - notInjected;
        if (net.measuring) {
            net.recorder().retransmissions++;
        }
        host.sourceQueue.add(again);
        if (host.sending == null) {
            net.injection.startNextPacket(host, t + 1);
        }
    }

    /** Removes the flits of worm {@code p} (the front one or a queued one) from a switch buffer, returning their credits or a GO upstream. */
    void purge(Lane lane, Packet p, long t) {
        InputQueue q = lane.queue;
        int n = lane.frontPacket() == p ? lane.removeFrontPacket() : lane.removeQueuedPacket(p);
        if (n == 0) {
            return;
        }
        q.changeOccupancy(-n, t);
        net.purgedFlits += n;
        VirtualChannel up = q.upstream;
        long back = t + up.output.delayTicks;
        if (net.config().flowControl() == LinkFlowControl.CREDIT) {
            for (int i = 0; i < n; i++) {
                up.returnCredit(back);
            }
        } else {
            net.landing.signalGo(q, back);
        }
    }

    /** Frees a virtual channel held by a torn-down worm, as its tail passing would. */
    void release(VirtualChannel vc, long t) {
        Lane source = vc.source;
        if (net.events != null) {
            net.events.tailSent(vc.owner, vc.output, t);
        }
        vc.owner = null;
        vc.source = null;
        source.granted = null;
        if (source.queue != null) {
            source.queue.grantedLanes--;
        }
        OutputChannel oc = vc.output;
        oc.grantedVcs--;
        if (oc.servingVc == vc.vc) {
            oc.servingVc = -1;
        }
        if (oc.asleep) {
            // Settle the stalled ticks slept so far; the channel may now leave the sending set while idle.
            oc.asleep = false;
            if (oc.sleepStalled) {
                oc.stalledTicks += Math.max(0, t - oc.sleepStart);
            }
        }
        oc.wake(t);
        if (oc.node < net.switches.length) {
            net.switches[oc.node].outputsChanged = true;
        }
    }

    /** A flit of a torn-down worm lands: it is discarded, and the slot it was sent against is credited back. */
    void discardLanded(OutputChannel oc, int vc, long t) {
        net.purgedFlits++;
        if (oc.sinkHost == null && net.config().flowControl() == LinkFlowControl.CREDIT) {
            oc.vcs[vc].returnCredit(t + oc.delayTicks);
        }
    }
}
