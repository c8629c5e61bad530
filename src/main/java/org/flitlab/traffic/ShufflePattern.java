package org.flitlab.traffic;

import java.util.Objects;
import java.util.Optional;
import org.flitlab.topology.Topology;

/**
 * Shuffle by rotation: host {@code h} sends to its index bits rotated left by {@code r} places (model.md, Traffic).
 * The C104 study (section 7.7, Figure 7.8) derives "the perfect shuffle ... by rotating the bits of the source node
 * number by a particular amount. A rotation of 1 gives a 2-way shuffle, the rotate of 2 gives a 4-way shuffle, and
 * so on", and varies the rotation from 0 to the cube dimension on the 8-cube. On 16 hosts a rotation of 1 sends
 * 0011 to 0110. The rotation is taken modulo the number of index bits, so 0 and n are the identity, under which no
 * host sends (every host is a fixed point of the {@link PermutationPattern}). Needs a power-of-two host count.
 * The factory and its patterns are immutable and thread-safe.
 */
public final class ShufflePattern implements DestinationPatternFactory {
    /** Stable catalogue id. */
    public static final String ID = "shuffle";
    /** Name for menus. */
    public static final String DISPLAY_NAME = "Shuffle (rotate index bits)";

    /**
     * The rotation of the index bits.
     *
     * @param rotation how many places the index bits rotate left (the C104 "shuffle degree" is 2^rotation); at
     *                 least 0

     * @param fixedPointsSend whether a host mapped to itself sends to itself (BookSim); false: it sends nothing
     */
    public record Params(int rotation, boolean fixedPointsSend) {
        /** Fixed points send nothing. */
        public Params(int rotation) {
            this(rotation, false);
        }

        public Params {
            if (rotation < 0) {
                throw new IllegalArgumentException("rotation is " + rotation + "; it must be at least 0 bits");
            }
        }
    }

    private final Params params;

    public ShufflePattern(Params params) {
        this.params = Objects.requireNonNull(params, "params");
    }

    public Params params() {
        return params;
    }

    @Override
    public Optional<String> supports(Topology topology) {
        return TopologyRequirements.powerOfTwoHosts("shuffle", topology);
    }

    @Override
    public PermutationPattern create(Topology topology) {
        return permutation(topology).withFixedPointsSending(params.fixedPointsSend());
    }

    private PermutationPattern permutation(Topology topology) {
        TopologyRequirements.orThrow(supports(topology));
        int bits = TopologyRequirements.indexBits(topology);
        int r = bits == 0 ? 0 : params.rotation() % bits;
        int mask = topology.hostCount() - 1;
        int[] image = new int[topology.hostCount()];
        for (int h = 0; h < image.length; h++) {
            image[h] = r == 0 ? h : (h << r | h >>> (bits - r)) & mask;
        }
        return new PermutationPattern(image);
    }
}
