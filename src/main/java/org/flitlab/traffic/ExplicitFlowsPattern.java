package org.flitlab.traffic;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import org.flitlab.topology.Topology;

/**
 * Traffic given as explicit flows (model.md, Traffic), as in the Bianco et al. scenarios (three flows to one node,
 * four flows on a ring, the parking lot) and the AN1 cross-traffic experiments: each flow names a source host, a
 * destination host and a weight. A source with several flows picks one per packet with probability proportional to
 * its weight; flows with the same source and destination add up. A host that is the source of no flow does not
 * send: {@link DestinationPattern#sends(int)} is false and {@link DestinationPattern#destination} returns -1.
 * Weights only share a source's packets among its flows; how often the source sends is up to its arrival process.
 * The factory and its patterns are immutable and thread-safe.
 */
public final class ExplicitFlowsPattern implements DestinationPatternFactory {
    /** Stable catalogue id. */
    public static final String ID = "flows";
    /** Name for menus. */
    public static final String DISPLAY_NAME = "Explicit flows";

    /**
     * One flow of packets.
     *
     * @param source      the sending host index, at least 0
     * @param destination the receiving host index, at least 0 and not the source
     * @param weight      the flow's share among the flows of its source, positive and finite
     */
    public record Flow(int source, int destination, double weight) {
        public Flow {
            if (source < 0) {
                throw new IllegalArgumentException("source is " + source + "; it must be a host index of at least 0");
            }
            if (destination < 0) {
                throw new IllegalArgumentException("destination is " + destination
                        + "; it must be a host index of at least 0");
            }
            if (source == destination) {
                throw new IllegalArgumentException("destination is " + destination
                        + ", the same as the source; a flow must join two different hosts");
            }
            if (!(weight > 0) || Double.isInfinite(weight)) {
                throw new IllegalArgumentException("weight is " + weight + "; it must be a positive finite number");
            }
        }

        /** A flow of weight 1. */
        public Flow(int source, int destination) {
            this(source, destination, 1);
        }
    }

    /**
     * The flows of a workload, in the order the user gave them.
     *
     * @param flows the flows, at least one
     */
    public record Params(List<Flow> flows) {
        public Params {
            flows = List.copyOf(flows);
            if (flows.isEmpty()) {
                throw new IllegalArgumentException("flows is empty; give at least one flow");
            }
        }
    }

    private final Params params;

    public ExplicitFlowsPattern(Params params) {
        this.params = Objects.requireNonNull(params, "params");
    }

    public Params params() {
        return params;
    }

    @Override
    public Optional<String> supports(Topology topology) {
        int n = topology.hostCount();
        List<Flow> flows = params.flows();
        for (int i = 0; i < flows.size(); i++) {
            Flow f = flows.get(i);
            if (f.source() >= n || f.destination() >= n) {
                return Optional.of("flow " + i + " goes from host " + f.source() + " to host " + f.destination()
                        + "; this topology has hosts 0.." + (n - 1));
            }
        }
        return Optional.empty();
    }

    @Override
    public DestinationPattern create(Topology topology) {
        TopologyRequirements.orThrow(supports(topology));
        int n = topology.hostCount();
        List<List<Flow>> bySource = new ArrayList<>();
        for (int h = 0; h < n; h++) {
            bySource.add(new ArrayList<>());
        }
        params.flows().forEach(f -> bySource.get(f.source()).add(f));
        int[][] destinations = new int[n][];
        double[][] cumulative = new double[n][];
        for (int h = 0; h < n; h++) {
            List<Flow> mine = bySource.get(h);
            destinations[h] = mine.stream().mapToInt(Flow::destination).toArray();
            cumulative[h] = new double[mine.size()];
            double sum = 0;
            for (int i = 0; i < mine.size(); i++) {
                sum += mine.get(i).weight();
                cumulative[h][i] = sum;
            }
        }
        return new Pattern(destinations, cumulative);
    }

    private record Pattern(int[][] destinations, double[][] cumulative) implements DestinationPattern {
        @Override
        public int destination(int source, SplittableRandom random) {
            int[] mine = destinations[source];
            if (mine.length <= 1) {
                return mine.length == 0 ? -1 : mine[0];
            }
            double[] c = cumulative[source];
            double u = random.nextDouble() * c[c.length - 1];
            int i = 0;
            while (i < c.length - 1 && u >= c[i]) {
                i++;
            }
            return mine[i];
        }

        @Override
        public boolean sends(int source) {
            return destinations[source].length > 0;
        }

        /** Each flow's weight over the source's total weight. */
        @Override
        public double[] exactShares(int source) {
            double[] row = new double[destinations.length];
            double[] c = cumulative[source];
            for (int i = 0; i < c.length; i++) {
                row[destinations[source][i]] += (c[i] - (i == 0 ? 0 : c[i - 1])) / c[c.length - 1];
            }
            return row;
        }
    }
}
