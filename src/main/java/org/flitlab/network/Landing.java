package org.flitlab.network;

import org.flitlab.routing.RouteCandidates;

/**
 * The receiving side of every channel, first phase of a tick: flits due land in switch buffers (or are
 * consumed by hosts at link rate), the receiver's stop/go logic reacts to its occupancy, a head arriving at
 * a switch with virtual output queues picks its queue, and a head reaching the front of its lane asks its
 * switch for an output. Owned by the engine thread.
 */
final class Landing {
    private final Network net;
    private final NetworkConfig config;
    private final boolean boundaryStops;
    private final int ttlHops;
    /** Read on every landing, so kept as a field rather than fetched from the config each time. */
    private final boolean stopGo;
    private final RouteCandidates candidates = new RouteCandidates();
    /**
     * Pipelined router: a host reads a flit the tick after it lands, as a BookSim router reads its input channel
     * (1), else at landing (0).
     */
    private final int hostReadTicks;
    private final boolean waitForTailCredit;

    Landing(Network net, NetworkConfig config) {
        this.hostReadTicks = config.router().pipelined() ? 1 : 0;
        this.waitForTailCredit = config.router().pipelined() && config.router().waitForTailCredit();
        this.net = net;
        this.config = config;
        this.boundaryStops = config.packetBoundaryStop().enabled();
        this.ttlHops = config.deflection().timeToLiveHops();
        this.stopGo = config.flowControl() == LinkFlowControl.STOP_GO;
    }

    void land(long t) {
        ChannelSet inFlight = net.inFlight;
        OutputChannel[] channels = net.channels;
        for (int w = 0, words = inFlight.wordCount(); w < words; w++) {
            for (long bits = inFlight.word(w); bits != 0; bits &= bits - 1) {
                landDue(channels[(w << 6) + Long.numberOfTrailingZeros(bits)], t);
            }
        }
    }

    /** Lands the flits of {@code oc} due at {@code t}; the channel leaves the in-flight set when its wire is empty. */
    void landDue(OutputChannel oc, long t) {
        while (oc.hasLandingAt(t)) {
            landFlit(oc, oc.landingPacket(), oc.landingSeq(), oc.landingVc(), t);
            oc.dropLanded();
        }
        if (oc.inFlight() == 0) {
            oc.activeInFlight = false;
            net.inFlight.remove(oc.channel);
        }
    }

    private void landFlit(OutputChannel oc, Packet p, int seq, int vc, long t) {
        net.lastProgressTick = t;
        VirtualChannel channel = oc.vcs[vc];
        if (p.torn || channel.discarding == p) {
            net.recovery.discardLanded(oc, vc, t);
            return;
        }
        if (channel.dropping == p || seq == 0 && oc.sinkHost == null && outlived(p)) {
            drop(oc, p, vc, t);
            return;
        }
        if (oc.sinkHost != null) {
            landAtHost(oc, channel, p, seq, t);
            return;
        }
        InputQueue q = channel.downstream;
        q.changeOccupancy(1, t);
        if (q.occupancy > q.capacityFlits) {
            throw new IllegalStateException("buffer overflow at input port " + q.port + " vc " + q.vc + " of switch "
                    + net.topology().node(q.node).name() + ": " + q.occupancy + " flits in a " + q.capacityFlits + "-flit buffer");
        }
        if (stopGo) {
            signalStop(q, t + oc.delayTicks);
        }
        Lane lane = seq == 0 ? headArrived(oc, q, p, t) : q.incomingLane;
        p.flitsLandedHere++;
        lane.append(p, seq, 1);
        if (net.pipeline != null) {
            net.pipeline.landed(q);
            return;
        }
        if (lane.granted != null) {
            lane.granted.output.wake(t);
        }
        considerFront(lane, t);
    }

    private void landAtHost(OutputChannel oc, VirtualChannel channel, Packet p, int seq, long t) {
        consume(oc.sinkHost, p, seq, t + hostReadTicks);
        if (waitForTailCredit && seq == p.lengthFlits - 1) {
            // The host frees the tail's slot as it reads it; the credit crosses back like a router's.
            channel.tailCreditReturned(t + hostReadTicks + 1 + oc.delayTicks);
        }
    }

    /** A head enters switch buffer q: the packet's hop and head state move on, and the head picks its lane. */
    private Lane headArrived(OutputChannel oc, InputQueue q, Packet p, long t) {
        p.hops++;
        p.flitsLandedHere = 0;
        p.headNode = q.node;
        p.headWaitingSince = t;
        p.pathDelayTicks = (q.fromHost ? 0 : p.pathDelayTicks) + oc.delayTicks;
        Lane lane = q.lanes.length == 1 ? q.lanes[0]
                : q.lanes[config.queueing() == InputQueueing.ANY_WORM ? wormQueue(q) : chooseOutputQueue(q, p)];
        q.incomingLane = lane;
        if (net.events != null) {
            net.events.headLanded(p, q, lane, t);
        }
        return lane;
    }

    /** Deflection's time-to-live: the head arriving now would have crossed more links than allowed. */
    private boolean outlived(Packet p) {
        return ttlHops > 0 && p.hopsTaken() + 1 > ttlHops;
    }

    /** A flit of a worm dropped by its time-to-live lands: discarded for good, its slot credited back. */
    private void drop(OutputChannel oc, Packet p, int vc, long t) {
        if (!p.dropped) {
            p.dropped = true;
            oc.vcs[vc].dropping = p;
            net.droppedPackets++;
            if (p.measured) {
                net.recorder().measuredDropped++;
            }
        }
        net.droppedFlits++;
        if (config.flowControl() == LinkFlowControl.CREDIT) {
            oc.vcs[vc].returnCredit(t + oc.delayTicks);
        }
    }

    /** Stop/go at the receiver: GO once occupancy has fallen to the low mark; reaches the sender at {@code back}. */
    void signalGo(InputQueue q, long back) {
        if (q.stopLevel != VirtualChannel.GO && q.occupancy <= config.stopLowMark()) {
            q.stopLevel = VirtualChannel.GO;
            VirtualChannel up = q.upstream;
            up.signal(VirtualChannel.GO, back);
            if (boundaryStops && up.output.node < net.switches.length) {
                net.scheduler.schedule(back, net.switches[up.output.node].goArrived);
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
            if (net.recovery == null) {
                throw WrongHost.of(p.id, host.hostIndex, net.topology().hostIndex(p.destinationNode));
            }
            net.recovery.absorbDeflected(host, p, seq, t);
            return;
        }
        PacketRecorder recorder = net.recorder();
        recorder.deliveredFlits++;
        host.deliveredFlits++;
        if (seq == 0) {
            p.hops++;
            p.headArrivedTick = t;
            p.headNode = host.node;
            if (net.events != null) {
                net.events.headDelivered(p, t);
            }
            net.freeFlow.headDelivered(p, t);
            net.endToEnd.headDelivered(p, t);
        }
        if (seq == p.lengthFlits - 1) {
            if (p.deliveredTick >= 0) {
                throw new IllegalStateException(p + " delivered twice");
            }
            p.deliveredTick = t;
            recorder.delivered(p, net.topology().hostIndex(p.sourceNode));
            if (net.events != null) {
                net.events.delivered(p, t);
            }
            if (net.deliveryOrder != null && net.deliveryOrder.delivered(net.topology().hostIndex(p.sourceNode),
                    host.hostIndex, p.id) && p.measured) {
                recorder.outOfOrder++;
            }
            net.endToEnd.delivered(p, t);
        }
    }

    /** Any worm: an empty queue of the buffer, else the one holding the fewest flits (the lowest first on ties). */
    private static int wormQueue(InputQueue q) {
        int best = 0;
        for (int i = 0; i < q.lanes.length; i++) {
            if (q.lanes[i].isEmpty()) {
                return i;
            }
            if (q.lanes[i].flits() < q.lanes[best].flits()) {
                best = i;
            }
        }
        return best;
    }

    /** Virtual output queues: the head is routed on arrival to pick its queue; a free output first. */
    private int chooseOutputQueue(InputQueue q, Packet p) {
        Switch sw = net.switches[q.node];
        candidates.clear();
        net.routing.route(q.node, q.port, q.vc, p, candidates);
        int choice = net.selection.select(q.node, p, candidates, sw, net.routingRandom);
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
        if (net.events != null) {
            net.events.ready(p, lane.readyTick);
        }
        Switch sw = net.switches[lane.queue.node];
        sw.addRequest(lane);
        if (!sw.active) {
            sw.active = true;
            net.routingSwitches.add(sw);
        }
    }
}
