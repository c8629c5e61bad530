package org.flitlab.traffic;

import java.util.Objects;
import java.util.Optional;
import org.flitlab.topology.Topology;

/**
 * Bit-reversal permutation: host {@code h} with index bits {@code b(n-1) ... b1 b0} sends to the host whose bits are
 * {@code b0 b1 ... b(n-1)} (model.md, Traffic; a standard adversarial permutation for cubes and butterflies). On 16
 * hosts, 1 = 0001 goes to 8 = 1000. Needs a power-of-two host count. Palindromic indices are fixed points and do
 * not send ({@link PermutationPattern}). The factory and its patterns are immutable and thread-safe.
 */
public final class BitReversalPattern implements DestinationPatternFactory {
    /** Stable catalogue id. */
    public static final String ID = "bit-reversal";
    /** Name for menus. */
    public static final String DISPLAY_NAME = "Bit reversal";

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

    public BitReversalPattern() {
        this(new Params());
    }

    public BitReversalPattern(Params params) {
        this.fixedPointsSend = Objects.requireNonNull(params, "params").fixedPointsSend();
    }

    @Override
    public Optional<String> supports(Topology topology) {
        return TopologyRequirements.powerOfTwoHosts("bit reversal", topology);
    }

    @Override
    public PermutationPattern create(Topology topology) {
        return permutation(topology).withFixedPointsSending(fixedPointsSend);
    }

    private PermutationPattern permutation(Topology topology) {
        TopologyRequirements.orThrow(supports(topology));
        int bits = TopologyRequirements.indexBits(topology);
        int[] image = new int[topology.hostCount()];
        for (int h = 0; h < image.length; h++) {
            image[h] = bits == 0 ? 0 : Integer.reverse(h) >>> (Integer.SIZE - bits);
        }
        return new PermutationPattern(image);
    }
}
