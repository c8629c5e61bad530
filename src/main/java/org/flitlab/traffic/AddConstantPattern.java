package org.flitlab.traffic;

import java.util.Objects;
import java.util.Optional;
import org.flitlab.topology.Topology;

/**
 * The C104 study's systematic permutation for indirect multistage networks (section 7.6.3): "the source node adds a
 * particular value (modulo the number of nodes), to its own identity number": host {@code s} sends to
 * {@code (s + c) mod H}. The study chooses {@code c} so that all traffic is routed through a single mid-layer
 * switch; which constant does that depends on how the network is wired, so it is a parameter here. A constant that
 * is a multiple of {@code H} maps every host to itself, and then no host sends. Needs at least 2 hosts.
 * The factory and its patterns are immutable and thread-safe.
 */
public final class AddConstantPattern implements DestinationPatternFactory {
    /** Stable catalogue id. */
    public static final String ID = "add-constant";
    /** Name for menus. */
    public static final String DISPLAY_NAME = "Add a constant mod N (C104)";

    /**
     * The constant added to every source.
     *
     * @param constant the value added to every source index, at least 0

     * @param fixedPointsSend whether a host mapped to itself sends to itself (BookSim); false: it sends nothing
     */
    public record Params(int constant, boolean fixedPointsSend) {
        /** Fixed points send nothing. */
        public Params(int constant) {
            this(constant, false);
        }

        public Params {
            if (constant < 0) {
                throw new IllegalArgumentException("constant is " + constant
                        + "; it must be at least 0 (to subtract c from N hosts, add N-c)");
            }
        }
    }

    private final Params params;

    public AddConstantPattern(Params params) {
        this.params = Objects.requireNonNull(params, "params");
    }

    public Params params() {
        return params;
    }

    @Override
    public Optional<String> supports(Topology topology) {
        return TopologyRequirements.atLeastTwoHosts("add-a-constant", topology);
    }

    @Override
    public PermutationPattern create(Topology topology) {
        return permutation(topology).withFixedPointsSending(params.fixedPointsSend());
    }

    private PermutationPattern permutation(Topology topology) {
        TopologyRequirements.orThrow(supports(topology));
        int hosts = topology.hostCount();
        int c = params.constant() % hosts;
        int[] image = new int[hosts];
        for (int s = 0; s < hosts; s++) {
            image[s] = (s + c) % hosts;
        }
        return new PermutationPattern(image);
    }
}
