package org.flitlab.traffic;

import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import org.flitlab.topology.Topology;

/**
 * Uniform random traffic: each packet goes to a host drawn uniformly from the other H-1 hosts, never to its source
 * (model.md, Traffic; the C104 study's "continuous random traffic", the AN1 and ServerNet uniform loads).
 * Needs at least 2 hosts. The factory and its patterns are immutable and thread-safe.
 */
public final class UniformPattern implements DestinationPatternFactory {
    /** Stable catalogue id. */
    public static final String ID = "uniform";
    /** Name for menus. */
    public static final String DISPLAY_NAME = "Uniform";

    /** Uniform traffic has no parameters. */
    public record Params() {
    }

    public UniformPattern() {
        this(new Params());
    }

    public UniformPattern(Params params) {
        Objects.requireNonNull(params, "params");
    }

    @Override
    public Optional<String> supports(Topology topology) {
        return TopologyRequirements.atLeastTwoHosts("uniform traffic", topology);
    }

    @Override
    public DestinationPattern create(Topology topology) {
        TopologyRequirements.orThrow(supports(topology));
        int hosts = topology.hostCount();
        return (source, random) -> otherHost(source, hosts, random);
    }

    /** A host drawn uniformly from 0..hostCount-1 without {@code source}; needs hostCount at least 2. */
    static int otherHost(int source, int hostCount, SplittableRandom random) {
        int d = random.nextInt(hostCount - 1);
        return d >= source ? d + 1 : d;
    }
}
