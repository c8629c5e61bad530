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
 * <p>Departures from the study: the reset signal is taken to reach every switch on the worm's path and its
 * source at once (the study only says its bandwidth is negligible), and only heads waiting for an output time
 * out, not heads queued behind another worm in a FIFO input (their timer still runs from their arrival).
 *
 * <p>Counters: timeouts, retransmissions and head arrivals routed at switches, while measuring, so that the
 * probability of a timeout per switch P_T and of a successful attempt P_S = (1 - P_T)^h can be read from
 * the results. Allocation only at a timeout, never per flit. Owned by the engine thread.
 */
final class WormRecovery {
    private final Network net;
    private final Recovery params;
    private final List<Lane> expired = new ArrayList<>();

    WormRecovery(Network net, Recovery params) {
        this.net = net;
        this.params = params;
    }

    /** Times out every head at an active switch that has resided there too long, after this tick's allocation. */
    void check(long t) {
        int n = net.routingSwitches.size();
        for (int i = 0; i < n; i++) {
            Switch sw = net.routingSwitches.get(i);
            for (int r = 0; r < sw.requestCount(); r++) {
                Lane lane = sw.request(r);
                if (lane.readyTick <= t && t - lane.frontPacket().headWaitingSince >= params.timeoutTicks()) {
                    expired.add(lane);
                }
            }
        }
        if (expired.isEmpty()) {
            return;
        }
        for (Lane lane : expired) {
            net.switches[lane.queue.node].removeRequest(lane);
            if (net.measuring) {
                net.recorder().timeouts++;
            }
            reset(lane, t);
        }
        expired.clear();
    }

    /**
     * Backward reset of the worm whose head is at the front of {@code headLane}: purges its flits from every
     * buffer along its path, frees the channels it holds, and re-queues a fresh attempt at its sending host.
     */
    void reset(Lane headLane, long t) {
        Packet p = headLane.frontPacket();
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
            if (lane.frontPacket() == p) {
                purge(lane, t);
            }
            net.considerFront(lane, t);
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

    private void requeue(Packet p, int notInjected, long t) {
        HostInterface host = net.hosts[p.senderHost];
        if (host.sending == p) {
            host.sending = null;
        }
        Packet again = p.retransmission();
        net.routing.prepare(again, net.routingRandom);
        net.retransmittedFlits += p.lengthFlits - notInjected;
        if (net.measuring) {
            net.recorder().retransmissions++;
        }
        host.sourceQueue.add(again);
        if (host.sending == null) {
            net.startNextPacket(host, t + 1);
        }
    }

    /** Removes the front worm's flits from a switch buffer, returning their credits or a GO upstream. */
    private void purge(Lane lane, long t) {
        InputQueue q = lane.queue;
        int n = lane.removeFrontPacket();
        q.changeOccupancy(-n, t);
        net.purgedFlits += n;
        VirtualChannel up = q.upstream;
        long back = t + up.output.delayTicks;
        if (net.config().flowControl() == LinkFlowControl.CREDIT) {
            for (int i = 0; i < n; i++) {
                up.returnCredit(back);
            }
        } else {
            net.signalGo(q, back);
        }
    }

    /** Frees a virtual channel held by a torn-down worm, as its tail passing would. */
    void release(VirtualChannel vc, long t) {
        Lane source = vc.source;
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
