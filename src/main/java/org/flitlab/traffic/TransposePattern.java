package org.flitlab.traffic;

import java.util.Objects;
import java.util.Optional;
import org.flitlab.topology.Topology;

/**
 * Transpose permutation on host index bits: with {@code 2k} index bits, the upper {@code k} bits and the lower
 * {@code k} bits swap places, {@code (hi, lo) -> (lo, hi)} (model.md, Traffic). This is the matrix transpose
 * {@code (x, y) -> (y, x)} when hosts are numbered row by row on a {@code 2^k x 2^k} square, e.g. a square mesh or
 * torus with one host per switch numbered like its switches; it is defined on host indices rather than grid
 * coordinates so that it also applies to cubes and indirect networks. On 16 hosts, 1 = 00|01 goes to 01|00 = 4.
 * Needs a power-of-two host count with an even number of bits (4, 16, 64, 256, ...). Hosts whose two halves are
 * equal (the diagonal) are fixed points and do not send. The factory and its patterns are immutable and
 * thread-safe.
 */
public final class TransposePattern implements DestinationPatternFactory {
    /** Stable catalogue id. */
    public static final String ID = "transpose";
    /** Name for menus. */
    public static final String DISPLAY_NAME = "Transpose";

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

    public TransposePattern() {
        this(new Params());
    }

    public TransposePattern(Params params) {
        this.fixedPointsSend = Objects.requireNonNull(params, "params").fixedPointsSend();
    }

    @Override
    public Optional<String> supports(Topology topology) {
        Optional<String> power = TopologyRequirements.powerOfTwoHosts("transpose", topology);
        if (power.isPresent()) {
            return power;
        }
        int bits = TopologyRequirements.indexBits(topology);
        return bits % 2 == 0 ? Optional.empty()
                : Optional.of("transpose needs a host count that is a power of two with an even number of bits"
                + " (4, 16, 64, 256, ...); this topology has " + topology.hostCount() + " hosts (" + bits + " bits)");
    }

    @Override
    public PermutationPattern create(Topology topology) {
        return permutation(topology).withFixedPointsSending(fixedPointsSend);
    }

    private PermutationPattern permutation(Topology topology) {
        TopologyRequirements.orThrow(supports(topology));
        int half = TopologyRequirements.indexBits(topology) / 2;
        int lowMask = (1 << half) - 1;
        int[] image = new int[topology.hostCount()];
        for (int h = 0; h < image.length; h++) {
            image[h] = (h & lowMask) << half | h >>> half;
        }
        return new PermutationPattern(image);
    }
}
