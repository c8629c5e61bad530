package org.flitlab.routing.interval;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutedPacket;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.shortest.SwitchDistances;
import org.flitlab.topology.Topology;

/**
 * The C104's deterministic routing by interval labelling (Performance of C104 Networks, 7.3.3: "routes an inbound
 * packet at the left hand side via an appropriate right hand side node to the destination terminal"): every output
 * of a switch is labelled with an interval of destination numbers, so each switch sends all packets for one
 * destination on one fixed link, whatever the source.
 *
 * <p>The labels are built from the shortest paths (model.md, Routing: "Interval labelling"). At switch s the
 * destinations are taken in cyclic order starting just after the highest-numbered terminal of s (from 0 when s has
 * none); a destination on s leaves on its own port; the others are grouped by their set of shortest-path outputs
 * (all uplinks of a left-hand switch; the parallel links to one left-hand switch at a right-hand switch), and each
 * group of g destinations with m outputs is cut into m contiguous intervals, the r-th destination of the group
 * taking output {@code floor(r m / g)}. So a left switch of the 64-terminal network gives 3 of the other 48
 * terminals to each uplink, and adding 16 to the terminal number sends all traffic through the first right-hand
 * switch, as the study's systematic pattern was chosen to do.
 *
 * <p>With {@link CentreLabels#TRAFFIC} the switches inside the 1024-way network's centre networks cut what they are
 * sent instead ({@link TrafficCut}); every other switch keeps the labels above.
 *
 * <p>On a folded network levelled around its right-hand switches (the C104 networks) every route goes up, then
 * down, so it cannot deadlock with one virtual channel. Every virtual channel is permitted. Immutable and
 * thread-safe.
 */
public final class IntervalLabellingRouting implements RoutingAlgorithm {
    private final Topology topology;
    /** port[s][d]: the output of switch s for destination host index d. */
    private final int[][] port;
    private final int lastVc;

    IntervalLabellingRouting(Topology topology, int virtualChannels) {
        this(topology, virtualChannels, CentreLabels.DESTINATIONS);
    }

    IntervalLabellingRouting(Topology topology, int virtualChannels, CentreLabels centre) {
        if (virtualChannels < 1) {
            throw new IllegalArgumentException("virtualChannels is " + virtualChannels + "; it must be at least 1");
        }
        this.topology = topology;
        this.lastVc = virtualChannels - 1;
        SwitchDistances distances = new SwitchDistances(topology);
        this.port = new int[topology.switchCount()][];
        for (int s = 0; s < port.length; s++) {
            port[s] = labels(distances, s, null);
        }
        if (centre == CentreLabels.TRAFFIC) {
            new TrafficCut(topology, distances, port).apply(this::labels);
        }
    }

    /**
     * The labels of {@code topology} (universal routing's second phase on a C104 network uses them, issue 18).
     *
     * @throws IllegalArgumentException if {@code virtualChannels} is below 1
     */
    public static IntervalLabellingRouting labelling(Topology topology, int virtualChannels) {
        return new IntervalLabellingRouting(topology, virtualChannels);
    }

    /**
     * The labels of {@code topology} with the centre networks' switches cut as {@code centre} says.
     *
     * @throws IllegalArgumentException if {@code virtualChannels} is below 1
     */
    public static IntervalLabellingRouting labelling(Topology topology, int virtualChannels, CentreLabels centre) {
        return new IntervalLabellingRouting(topology, virtualChannels, centre);
    }

    /** The output switch {@code s} labels with destination host index {@code d}. */
    public int output(int s, int d) {
        return port[s][d];
    }

    /** Tabled: one output per switch and destination, whatever the arrival. */
    @Override
    public int inputClasses() {
        return 1;
    }

    @Override
    public void route(int node, int inPort, int inVc, RoutedPacket packet, RouteCandidates out) {
        if (!topology.isSwitch(node)) {
            out.addAllVcs(0, 0, lastVc);
            return;
        }
        out.addAllVcs(port[node][topology.hostIndex(packet.destinationNode())], 0, lastVc);
    }

    /**
     * The outputs of switch {@code s} per destination. {@code weight} null: each group of g destinations cut into m
     * equal runs (the r-th destination takes output floor(r m / g)); otherwise the runs hold equal shares of the
     * weights (output floor(w m / W), w the weight of the group's destinations before it and W the group's total; a
     * group that weighs nothing is cut as without weights), the outputs taken in turn from each neighbouring switch so
     * that consecutive runs leave for different switches.
     */
    private int[] labels(SwitchDistances distances, int s, long[] weight) {
        int hosts = topology.hostCount();
        int start = firstAfterOwnTerminals(s);
        int[] out = new int[hosts];
        Map<List<Integer>, List<Integer>> groups = new LinkedHashMap<>();
        for (int i = 0; i < hosts; i++) {
            int d = (start + i) % hosts;
            int node = topology.hostNode(d);
            if (topology.hostSwitch(node) == s) {
                out[d] = distances.portToHost(node);
            } else {
                groups.computeIfAbsent(shortestOutputs(distances, s, topology.hostSwitch(node)), k -> new ArrayList<>()).add(d);
            }
        }
        groups.forEach((outputs, members) -> {
            List<Integer> order = weight == null ? outputs : TrafficCut.inTurn(topology, s, outputs);
            long[] w = new long[members.size()];
            Arrays.fill(w, 1);
            if (weight != null && members.stream().mapToLong(d -> weight[d]).sum() > 0) {
                Arrays.setAll(w, r -> weight[members.get(r)]);
            }
            long total = Arrays.stream(w).sum();
            long before = 0;
            for (int r = 0; r < members.size(); r++) {
                out[members.get(r)] = order.get((int) Math.min(order.size() - 1, before * order.size() / total));
                before += w[r];
            }
        });
        return out;
    }

    private int firstAfterOwnTerminals(int s) {
        int last = -1;
        for (int d = 0; d < topology.hostCount(); d++) {
            if (topology.hostSwitch(topology.hostNode(d)) == s) {
                last = d;
            }
        }
        return last + 1;
    }

    private static List<Integer> shortestOutputs(SwitchDistances distances, int s, int target) {
        int nearer = distances.distance(s, target) - 1;
        List<Integer> outputs = new ArrayList<>();
        for (int i = 0; i < distances.switchPortCount(s); i++) {
            if (distances.distance(distances.switchNeighbour(s, i), target) == nearer) {
                outputs.add(distances.switchPort(s, i));
            }
        }
        return outputs;
    }
}
