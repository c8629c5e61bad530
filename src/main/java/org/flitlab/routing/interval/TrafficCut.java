package org.flitlab.routing.interval;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.flitlab.routing.shortest.SwitchDistances;
import org.flitlab.topology.Topology;

/**
 * {@link CentreLabels#TRAFFIC}: re-cuts the labels of the switches inside the three-stage C104 network's centre
 * networks by the traffic they are sent. Stage 1 are the switches one hop from a switch with terminals and none of
 * their own (the middle switches), stage 2 those two hops away (the right-hand switches); a network without stage 2
 * (64 to 512 terminals) is left as it is. Stage 1 is cut first, from the left switches' labels; stage 2 from the
 * left and the new stage-1 labels, so each stage is cut by what the stage before it really sends.
 *
 * <p>The weight of destination d at switch s is the number of terminals whose packets for d cross s under the
 * labels, uniform traffic sending each terminal's packets to every other terminal equally: a middle switch of the
 * 8-network fabric is sent a destination by 0 to 8 of its 16 left switches (16 terminals each), which is why
 * equal numbers of destinations per uplink do not give equal loads there. Used once, while the labels are built.
 */
final class TrafficCut {
    /** Computes one switch's labels from its destinations' weights (null: equal numbers). */
    @FunctionalInterface
    interface Labeller {
        int[] labels(SwitchDistances distances, int s, long[] weight);
    }

    private final Topology topology;
    private final SwitchDistances distances;
    private final int[][] port;
    private final int[] stage;

    TrafficCut(Topology topology, SwitchDistances distances, int[][] port) {
        this.topology = topology;
        this.distances = distances;
        this.port = port;
        this.stage = stages();
    }

    /** Re-labels stage 1, then stage 2, in place; nothing if the network has no stage 2. */
    void apply(Labeller labeller) {
        if (Arrays.stream(stage).noneMatch(x -> x == 2)) {
            return;
        }
        for (int level = 1; level <= 2; level++) {
            long[][] weight = weights();
            for (int s = 0; s < port.length; s++) {
                if (stage[s] == level) {
                    port[s] = labeller.labels(distances, s, weight[s]);
                }
            }
        }
    }

    /**
     * {@code outputs} taken in turn from each neighbouring switch, in the order the neighbours first appear: a middle
     * switch's 8 links to one right-hand switch and 8 to the other become first, first, second, second, ..., so that
     * consecutive intervals of destinations cross different right-hand switches.
     */
    static List<Integer> inTurn(Topology topology, int s, List<Integer> outputs) {
        Map<Integer, List<Integer>> byNeighbour = new LinkedHashMap<>();
        for (int q : outputs) {
            byNeighbour.computeIfAbsent(topology.neighbor(s, q), k -> new ArrayList<>()).add(q);
        }
        List<Integer> order = new ArrayList<>();
        for (int r = 0; order.size() < outputs.size(); r++) {
            for (List<Integer> links : byNeighbour.values()) {
                if (r < links.size()) {
                    order.add(links.get(r));
                }
            }
        }
        return order;
    }

    /** Hops from the nearest switch with terminals (0 for those switches). */
    private int[] stages() {
        int[] level = new int[port.length];
        for (int s = 0; s < port.length; s++) {
            level[s] = Integer.MAX_VALUE;
            for (int h = 0; h < topology.hostCount(); h++) {
                level[s] = Math.min(level[s], distances.distance(s, topology.hostSwitch(topology.hostNode(h))));
            }
        }
        return level;
    }

    /** weight[s][d]: terminals whose route to host index d crosses switch s under the current labels. */
    private long[][] weights() {
        long[][] weight = new long[port.length][topology.hostCount()];
        for (int src = 0; src < topology.hostCount(); src++) {
            int first = topology.hostSwitch(topology.hostNode(src));
            for (int d = 0; d < topology.hostCount(); d++) {
                int node = first;
                while (d != src && topology.isSwitch(node)) {
                    weight[node][d]++;
                    node = topology.neighbor(node, port[node][d]);
                }
            }
        }
        return weight;
    }
}
