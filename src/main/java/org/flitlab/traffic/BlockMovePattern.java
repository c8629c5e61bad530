package org.flitlab.traffic;

import java.util.Objects;
import java.util.Optional;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.Topology;

/**
 * The C104 study's systematic permutation for the two-dimensional grid (section 7.6.2): "a block move ... The grid
 * is divided into four sets of nodes, with the nodes being bisected in both the x and y directions. The top left
 * corner is translated onto the bottom right, and vice versa", and likewise the other two quadrants ("the four
 * separate block moves are independent of each other"). On a {@code kx x ky} grid the switch at {@code (x, y)}
 * maps to {@code ((x + kx/2) mod kx, (y + ky/2) mod ky)}: each quadrant is translated, unchanged, onto the
 * diagonally opposite one. Under y-then-x routing every column's {@code k/2} sources in one half cross the same
 * middle y link, then every row's {@code k/2} packets cross the same middle x link, so the contention doubles in
 * both directions each time the side doubles, as the study says.
 *
 * <p>The study uses square grids with one terminal per switch. This pattern needs a 2-dimensional
 * {@link GridShape} (mesh or torus) with an even number of switches along both dimensions, and the same number of
 * hosts on every switch: the i-th host of a switch sends to the i-th host of the image switch. It has no fixed
 * points. The factory and its patterns are immutable and thread-safe.
 */
public final class BlockMovePattern implements DestinationPatternFactory {
    /** Stable catalogue id. */
    public static final String ID = "block-move";
    /** Name for menus. */
    public static final String DISPLAY_NAME = "Grid block move (C104)";

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

    public BlockMovePattern() {
        this(new Params());
    }

    public BlockMovePattern(Params params) {
        this.fixedPointsSend = Objects.requireNonNull(params, "params").fixedPointsSend();
    }

    @Override
    public Optional<String> supports(Topology topology) {
        Optional<GridShape> grid = topology.gridShape();
        if (grid.isEmpty() || grid.get().dimensions() != 2) {
            return Optional.of("the grid block move needs a 2-dimensional grid of switches; this topology ("
                    + topology.family() + ") " + grid.map(g -> "has " + g.dimensions() + " dimensions")
                    .orElse("is not a grid"));
        }
        GridShape g = grid.get();
        if (g.radix(0) % 2 != 0 || g.radix(1) % 2 != 0) {
            return Optional.of("the grid block move needs an even number of switches along x and y; this grid is "
                    + g.radix(0) + " x " + g.radix(1));
        }
        return TopologyRequirements.sameHostsOnEverySwitch("the grid block move", topology);
    }

    @Override
    public PermutationPattern create(Topology topology) {
        return permutation(topology).withFixedPointsSending(fixedPointsSend);
    }

    private PermutationPattern permutation(Topology topology) {
        TopologyRequirements.orThrow(supports(topology));
        GridShape g = topology.gridShape().orElseThrow();
        int kx = g.radix(0);
        int ky = g.radix(1);
        return SwitchPermutation.of(topology, s -> g.switchAt(new int[] {
            (g.coordinate(s, 0) + kx / 2) % kx, (g.coordinate(s, 1) + ky / 2) % ky}));
    }
}
