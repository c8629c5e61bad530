package org.flitlab.network;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.stats.WaitStep;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.alg.cycle.CycleDetector;
import org.jgrapht.alg.shortestpath.BFSShortestPath;
import org.jgrapht.graph.DefaultDirectedGraph;

/**
 * Builds the wait-for graph of blocked worms when no flit has moved for the deadlock timeout, and finds a
 * cycle in it with JGraphT (model.md, Deadlock). A worm waits for another when its head wants an output
 * virtual channel the other holds, when its flits cannot advance because the buffer ahead is full of the
 * other's flits, or when it stands behind the other in a FIFO input queue (head-of-line blocking).
 */
final class DeadlockDetector {
    private final Network net;
    private final Graph<Long, Step> graph = new DefaultDirectedGraph<>(null, null, false);
    private final RouteCandidates candidates = new RouteCandidates();

    /** An edge of the wait-for graph: who waits, where, for which channel, held by whom. */
    record Step(long waiter, int node, int channel, long holder) {
    }

    private DeadlockDetector(Network net) {
        this.net = net;
    }

    static DeadlockReport detect(Network net, long tick) {
        DeadlockDetector d = new DeadlockDetector(net);
        d.build();
        return d.report(tick);
    }

    /**
     * Whether every step of {@code cycle} is an edge of the wait-for graph of the network's state now (between
     * ticks): the cycle holds. Builds the graph as {@link #detect} does and declares nothing.
     */
    static boolean holds(Network net, List<WaitStep> cycle) {
        net.sync();
        DeadlockDetector d = new DeadlockDetector(net);
        d.build();
        return cycle.stream().allMatch(s -> d.graph.containsEdge(s.packetId(), s.holderPacketId()));
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
        graph.addVertex(waiter.id);
        graph.addVertex(holder.id);
        if (!graph.containsEdge(waiter.id, holder.id)) {
            graph.addEdge(waiter.id, holder.id, new Step(waiter.id, node, channel, holder.id));
        }
    }

    private DeadlockReport report(long tick) {
        Set<Long> onCycles = new TreeSet<>(new CycleDetector<>(graph).findCycles());
        List<WaitStep> cycle = new ArrayList<>();
        if (!onCycles.isEmpty()) {
            long start = onCycles.iterator().next();
            GraphPath<Long, Step> best = null;
            for (Step out : graph.outgoingEdgesOf(start)) {
                if (!onCycles.contains(out.holder())) {
                    continue;
                }
                GraphPath<Long, Step> back = new BFSShortestPath<>(graph).getPath(out.holder(), start);
                if (back != null && (best == null || back.getLength() < best.getLength())) {
                    best = back;
                    cycle.clear();
                    cycle.add(toStep(out));
                    back.getEdgeList().forEach(e -> cycle.add(toStep(e)));
                }
            }
        }
        return new DeadlockReport(tick, graph.vertexSet().size(), cycle, explain(tick, cycle));
    }

    private static WaitStep toStep(Step s) {
        return new WaitStep(s.waiter(), s.node(), s.channel(), s.holder());
    }

    private String explain(long tick, List<WaitStep> cycle) {
        var topo = net.topology();
        StringBuilder b = new StringBuilder("No flit moved for " + net.config().deadlockTimeoutTicks() + " ticks up to tick " + tick
                + " while " + net.flitsInNetwork() + " flits were in the network: deadlock. ");
        if (cycle.isEmpty()) {
            return b.append("No wait-for cycle was found among ").append(graph.vertexSet().size())
                    .append(" blocked packets (they are stopped by flow control).").toString();
        }
        b.append("Cycle of ").append(cycle.size()).append(" packets: ");
        Map<Long, Integer> seen = new HashMap<>();
        for (WaitStep s : cycle) {
            seen.putIfAbsent(s.packetId(), seen.size());
            b.append("packet ").append(s.packetId()).append(" at ").append(topo.node(s.node()).name())
                    .append(" waits for channel ").append(topo.node(topo.channelSource(s.channel())).name()).append("->")
                    .append(topo.node(topo.channelTarget(s.channel())).name()).append(" held by packet ")
                    .append(s.holderPacketId()).append("; ");
        }
        return b.append("each waits for the next, so none can move.").toString();
    }
}
