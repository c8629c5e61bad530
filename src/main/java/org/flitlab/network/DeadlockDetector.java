package org.flitlab.network;

import java.util.List;
import org.flitlab.stats.WaitStep;
import org.flitlab.routing.RouteCandidates;

/**
 * Builds the wait-for graph of blocked worms when no flit has moved for the deadlock timeout, and finds a
 * cycle in it with JGraphT (model.md, Deadlock). A worm waits for another when its head wants an output
 * virtual channel the other holds, when its flits cannot advance because the buffer ahead is full of the
 * other's flits, or when it stands behind the other in a FIFO input queue (head-of-line blocking).
 */
final class DeadlockDetector {
    private final Network net;
    private final WaitForGraph graph = new WaitForGraph();
    private final RouteCandidates candidates = new RouteCandidates();

    private DeadlockDetector(Network net) {
        this.net = net;
    }

    static DeadlockReport detect(Network net, long tick) {
        DeadlockDetector d = new DeadlockDetector(net);
        d.build();
        return d.graph.report(tick, net.config().deadlockTimeoutTicks(), net.flitsInNetwork(), net.topology());
    }

    /**
     * Whether every step of {@code cycle} is an edge of the wait-for graph of the network's state now (between
     * ticks): the cycle holds. Builds the graph as {@link #detect} does and declares nothing.
     */
    static boolean holds(Network net, List<WaitStep> cycle) {
        net.sync();
        DeadlockDetector d = new DeadlockDetector(net);
        d.build();
        return cycle.stream().allMatch(s -> d.graph.contains(s.packetId(), s.holderPacketId()));
    }

    private void build() {
        for (Switch sw : net.switches) {
            for (InputQueue[] port : sw.inputs) {
                for (InputQueue q : port) {
                    for (Lane lane : q.lanes) {
                        addLaneWaits(sw.node, lane, sw);
                    }
                }
            }
        }
        for (HostInterface h : net.hosts) {
            addLaneWaits(h.node, h.injection, null);
        }
    }

    private void addLaneWaits(int node, Lane lane, Switch sw) {
        if (lane.granted != null) {
            VirtualChannel vc = lane.granted;
            Packet owner = vc.owner;
            if (vc.downstream != null && !lane.isEmpty()) {
                for (Lane ahead : vc.downstream.lanes) {
                    if (!ahead.isEmpty() && ahead.frontPacket() != owner) {
                        edge(owner, node, vc.output.channel, ahead.frontPacket());
                    }
                }
            }
        } else if (!lane.isEmpty() && lane.frontSeq() == 0) {
            Packet p = lane.frontPacket();
            candidates.clear();
            if (lane.queue == null) {
                net.routingFor().route(node, -1, -1, p, candidates);
            } else {
                net.routingFor().route(node, lane.queue.port, lane.queue.vc, p, candidates);
            }
            OutputChannel[] outputs = sw == null ? new OutputChannel[] {net.hosts[net.topology().hostIndex(node)].output} : sw.outputs;
            for (int i = 0; i < candidates.size(); i++) {
                OutputChannel oc = outputs[candidates.port(i)];
                for (VirtualChannel held : oc.vcs) {
                    if (held.owner != null && (oc.oneWormAtATime || held.vc == candidates.vc(i))) {
                        edge(p, node, oc.channel, held.owner);
                    }
                }
            }
        }
        if (lane.queue != null && !lane.isEmpty()) {
            Packet front = lane.frontPacket();
            lane.forEachSegment((packet, flits) -> {
                if (packet != front) {
                    edge(packet, node, lane.queue.channel, front);
                }
            });
        }
    }

    private void edge(Packet waiter, int node, int channel, Packet holder) {
        if (waiter == null || holder == null || waiter == holder) {
            return;
        }
        graph.add(waiter.id, node, channel, holder.id);
    }
}
