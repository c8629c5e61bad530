package org.flitlab.network;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.flitlab.stats.WaitStep;
import org.flitlab.topology.Topology;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.alg.cycle.CycleDetector;
import org.jgrapht.alg.shortestpath.BFSShortestPath;
import org.jgrapht.graph.DefaultDirectedGraph;

/**
 * The wait-for graph of blocked worms (model.md, Deadlock), shared by both kernels' deadlock detectors so that they
 * find the same cycle and explain it in the same words: vertices are packet ids, an edge says that a worm waits, at
 * a node, for a channel another worm holds. JGraphT finds the cycles; the one reported is the shortest cycle
 * through the lowest packet id on a cycle. Not thread-safe; one per detection.
 */
public final class WaitForGraph {
    private final Graph<Long, Step> graph = new DefaultDirectedGraph<>(null, null, false);

    /** An edge: who waits, where, for which channel, held by whom. */
    private record Step(long waiter, int node, int channel, long holder) {
        WaitStep toWaitStep() {
            return new WaitStep(waiter, node, channel, holder);
        }
    }

    /** Adds "{@code waiter} at {@code node} waits for {@code channel} held by {@code holder}" unless already there. */
    public void add(long waiter, int node, int channel, long holder) {
        graph.addVertex(waiter);
        graph.addVertex(holder);
        if (!graph.containsEdge(waiter, holder)) {
            graph.addEdge(waiter, holder, new Step(waiter, node, channel, holder));
        }
    }

    /** Whether {@code waiter} waits for {@code holder} (false if either is not in the graph). */
    public boolean contains(long waiter, long holder) {
        return graph.containsVertex(waiter) && graph.containsVertex(holder) && graph.containsEdge(waiter, holder);
    }

    /**
     * The report at {@code tick}: the cycle (empty if the blocked worms form none: flow control stops them) and its
     * explanation, naming the deadlock timeout and the flits in the network.
     */
    public DeadlockReport report(long tick, long timeoutTicks, long flitsInNetwork, Topology topo) {
        List<WaitStep> cycle = shortestCycle();
        return new DeadlockReport(tick, graph.vertexSet().size(), cycle, explain(tick, timeoutTicks, flitsInNetwork, topo, cycle));
    }

    private List<WaitStep> shortestCycle() {
        Set<Long> onCycles = new TreeSet<>(new CycleDetector<>(graph).findCycles());
        List<WaitStep> cycle = new ArrayList<>();
        if (onCycles.isEmpty()) {
            return cycle;
        }
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
                cycle.add(out.toWaitStep());
                back.getEdgeList().forEach(e -> cycle.add(e.toWaitStep()));
            }
        }
        return cycle;
    }

    private String explain(long tick, long timeoutTicks, long flitsInNetwork, Topology topo, List<WaitStep> cycle) {
        StringBuilder b = new StringBuilder("No flit moved for " + timeoutTicks + " ticks up to tick " + tick
                + " while " + flitsInNetwork + " flits were in the network: deadlock. ");
        if (cycle.isEmpty()) {
            return b.append("No wait-for cycle was found among ").append(graph.vertexSet().size())
                    .append(" blocked packets (they are stopped by flow control).").toString();
        }
        b.append("Cycle of ").append(cycle.size()).append(" packets: ");
        for (WaitStep s : cycle) {
            b.append("packet ").append(s.packetId()).append(" at ").append(topo.node(s.node()).name())
                    .append(" waits for channel ").append(topo.node(topo.channelSource(s.channel())).name()).append("->")
                    .append(topo.node(topo.channelTarget(s.channel())).name()).append(" held by packet ")
                    .append(s.holderPacketId()).append("; ");
        }
        return b.append("each waits for the next, so none can move.").toString();
    }
}
