package org.flitlab.routing.valiant;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.flitlab.routing.interval.IntervalLabellingRouting;
import org.flitlab.topology.Topology;

/**
 * The random headers of {@link FirstPhase#LABELLED_HEADER} (issue 18, C104 Table 7.9): the C104 creates "a random
 * header for each inbound packet" and every switch routes a header by its interval labels (7.1), the journey to the
 * intermediate "mak[ing] use of the appropriate deterministic routing algorithm" (7.5). Read here as a random terminal
 * address routed by the same labels as real headers and deleted at the first intermediate switch (a right-hand switch,
 * or with {@link Intermediate#CENTRE_NETWORK} a switch next to the source's) its labelled route reaches. A source
 * switch may draw only the addresses whose labelled route reaches one: at 1024 terminals the labels send a packet for
 * the source's own quarter down again at the middle switch, before any right-hand switch, so with
 * {@link Intermediate#RIGHT_SWITCH} a left switch draws among the 768 terminals of the other quarters (every other
 * left switch's terminal below 1024). Immutable and thread-safe.
 */
final class LabelledHeaders {
    private final IntervalLabellingRouting labels;
    /** headers[s]: the terminal addresses switch s may draw; intermediates[s][i] where headers[s][i] comes off. */
    private final int[][] headers;
    private final int[][] intermediates;
    /** routes[s]: one header index per distinct labelled way up from s; shares[s]: the part of s's headers taking it. */
    private final int[][] routes;
    private final double[][] shares;

    /**
     * @param candidates candidates[s]: the switches where a header drawn at switch s may come off
     * @throws IllegalArgumentException if a terminal address does not fit a random header
     */
    LabelledHeaders(Topology topology, IntervalLabellingRouting labels, int[][] candidates) {
        if (topology.hostCount() > RouteWord.HEADERS) {
            throw new IllegalArgumentException("the network has " + topology.hostCount() + " terminals; a random header"
                    + " names at most " + RouteWord.HEADERS);
        }
        this.labels = labels;
        int switches = topology.switchCount();
        headers = new int[switches][];
        intermediates = new int[switches][];
        routes = new int[switches][];
        shares = new double[switches][];
        for (int s = 0; s < switches; s++) {
            int[] reached = new int[topology.hostCount()];
            int count = 0;
            int[] drawn = new int[topology.hostCount()];
            for (int r = 0; r < topology.hostCount() && topology.hostPorts(s).length > 0; r++) {
                int m = topology.hostSwitch(topology.hostNode(r)) == s ? -1 : firstReached(topology, s, r, candidates[s]);
                if (m >= 0) {
                    drawn[count] = r;
                    reached[count++] = m;
                }
            }
            headers[s] = Arrays.copyOf(drawn, count);
            intermediates[s] = Arrays.copyOf(reached, count);
            groupRoutes(topology, s);
        }
    }

    /** Groups switch s's headers by the ports of their way up, which with the intermediate fix the whole route. */
    private void groupRoutes(Topology topology, int s) {
        Map<List<Integer>, int[]> byWay = new LinkedHashMap<>();
        for (int i = 0; i < headers[s].length; i++) {
            List<Integer> way = new ArrayList<>();
            for (int node = s; node != intermediates[s][i]; node = topology.neighbor(node, way.get(way.size() - 1))) {
                way.add(labels.output(node, headers[s][i]));
            }
            int first = i;
            byWay.computeIfAbsent(way, w -> new int[] {first, 0})[1]++;
        }
        routes[s] = byWay.values().stream().mapToInt(firstAndCount -> firstAndCount[0]).toArray();
        shares[s] = byWay.values().stream().mapToDouble(firstAndCount -> (double) firstAndCount[1] / headers[s].length)
                .toArray();
    }

    /** The first switch of {@code candidates} on the labelled route from switch {@code s} to terminal r, or -1. */
    private int firstReached(Topology topology, int s, int r, int[] candidates) {
        int node = s;
        while (topology.isSwitch(node)) {
            int here = node;
            if (Arrays.stream(candidates).anyMatch(c -> c == here)) {
                return node;
            }
            node = topology.neighbor(node, labels.output(node, r));
        }
        return -1;
    }

    /** How many headers switch {@code s} may draw (0 for a switch without terminals). */
    int count(int s) {
        return headers[s].length;
    }

    /** The i-th header switch {@code s} may draw: a terminal address. */
    int header(int s, int i) {
        return headers[s][i];
    }

    /** The switch where the i-th header of switch {@code s} comes off. */
    int intermediate(int s, int i) {
        return intermediates[s][i];
    }

    /** The header index of each distinct route from switch {@code s} (one header standing for all that take it). */
    int[] routes(int s) {
        return routes[s].clone();
    }

    /** The share of switch {@code s}'s headers taking each of {@link #routes}' routes (summing to 1). */
    double[] shares(int s) {
        return shares[s].clone();
    }

    /** The port the labels give {@code header} at switch {@code node}. */
    int output(int node, int header) {
        return labels.output(node, header);
    }
}
