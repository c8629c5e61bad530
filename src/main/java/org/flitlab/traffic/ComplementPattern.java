package org.flitlab.traffic;

import java.util.Objects;
import java.util.Optional;
import org.flitlab.topology.Topology;

/**
 * Bit-complement permutation: host {@code h} sends to {@code ~h} over the index bits, i.e. {@code H-1-h} (model.md,
 * Traffic). On 8 hosts, 3 = 011 goes to 4 = 100. Every packet crosses every dimension of a cube, and the bisection
 * of a mesh. Needs a power-of-two host count; with 2 or more hosts it has no fixed points. The factory and its
 * patterns are immutable and thread-safe.
 */
public final class ComplementPattern implements DestinationPatternFactory {
    /** Stable catalogue id. */
    public static final String ID = "complement";
    /** Name for menus. */
    public static final String DISPLAY_NAME = "Bit complement";

    /**
     * @param fixedPointsSend whether a host the permutation maps to itself sends to itself (inject, its switch,
     *                        eject), as BookSim's permutations do; false (the default): it sends nothing
     */
    public record Params(boolean fixedPointsSend) {
        /** Fixed points send nothing. */
        public Params() {
            this(false);
        }
    }

    private final boolean fixedPointsSend;

    public ComplementPattern() {
        this(new Params());
    }

    public ComplementPattern(Params params) {
        this.fixedPointsSend = Objects.requireNonNull(params, "params").fixedPointsSend();
    }

    @Override
    public Optional<String> supports(Topology topology) {
        return TopologyRequirements.powerOfTwoHosts("bit complement", topology);
    }

    @Override
    public PermutationPattern create(Topology topology) {
        return permutation(topology).withFixedPointsSending(fixedPointsSend);
    }

    private PermutationPattern permutation(Topology topology) {
        TopologyRequirements.orThrow(supports(topology));
        int mask = topology.hostCount() - 1;
        int[] image = new int[topology.hostCount()];
        for (int h = 0; h < image.length; h++) {
            image[h] = ~h & mask;
        }
        return new PermutationPattern(image);
    }
}
