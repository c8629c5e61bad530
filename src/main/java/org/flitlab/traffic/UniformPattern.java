package org.flitlab.traffic;

import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import org.flitlab.topology.Topology;

/**
 * Uniform random traffic: each packet goes to a host drawn uniformly from the other H-1 hosts, never to its source
 * (model.md, Traffic; the C104 study's "continuous random traffic", the AN1 and ServerNet uniform loads); or, with
 * {@code includeSelf}, from all H hosts, the source included (BookSim's uniform). Needs at least 2 hosts. The factory and its patterns are immutable and thread-safe.
 */
public final class UniformPattern implements DestinationPatternFactory {
    /** Stable catalogue id. */
    public static final String ID = "uniform";
    /** Name for menus. */
    public static final String DISPLAY_NAME = "Uniform";

    /**
     * @param includeSelf whether the source itself is one of the destinations (1/H of the packets go inject, its
     *                    switch, eject), as in BookSim's uniform traffic; false (the default): the H - 1 others
     */
    public record Params(boolean includeSelf) {
        /** The other hosts only. */
        public Params() {
            this(false);
        }
    }

    private final boolean includeSelf;

    public UniformPattern() {
        this(new Params());
    }

    public UniformPattern(Params params) {
        this.includeSelf = Objects.requireNonNull(params, "params").includeSelf();
    }

    @Override
    public Optional<String> supports(Topology topology) {
        return TopologyRequirements.atLeastTwoHosts("uniform traffic", topology);
    }

    @Override
    public DestinationPattern create(Topology topology) {
        TopologyRequirements.orThrow(supports(topology));
        int hosts = topology.hostCount();
        if (includeSelf) {
            return new ExactPattern((source, random) -> random.nextInt(hosts), source -> shares(hosts, -1));
        }
        return new ExactPattern((source, random) -> otherHost(source, hosts, random), source -> shares(hosts, source));
    }

    /** 1/H to every host, or 1/(H-1) to every host but {@code left}, if at least 0. */
    static double[] shares(int hosts, int left) {
        double[] row = new double[hosts];
        Arrays.fill(row, left < 0 ? 1.0 / hosts : 1.0 / (hosts - 1));
        if (left >= 0) {
            row[left] = 0;
        }
        return row;
    }

    /** A host drawn uniformly from 0..hostCount-1 without {@code source}; needs hostCount at least 2. */
    static int otherHost(int source, int hostCount, SplittableRandom random) {
        int d = random.nextInt(hostCount - 1);
        return d >= source ? d + 1 : d;
    }
}
