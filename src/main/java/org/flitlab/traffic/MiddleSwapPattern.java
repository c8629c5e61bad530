package org.flitlab.traffic;

import java.util.Objects;
import java.util.Optional;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.Topology;

/**
 * The C104 study's systematic permutation for the binary n-cube (section 7.6.1), the "middle dimension" swap.
 *
 * <p>For odd {@code n = 2k+1} write a switch address as {@code (H, m, L)}: {@code k} high bits, the middle bit
 * {@code m} (dimension {@code k}) and {@code k} low bits. The switch maps to {@code (L, not m, H)}. The sources
 * {@code (H, 0, L0)} for all {@code H} form a k-cube that maps onto the k-cube {@code (L0, 1, L')} for all
 * {@code L'}, and vice versa; the two are joined by the middle-dimension link {@code (L0,0,L0)-(L0,1,L0)}, and every
 * node lies in exactly one such pair, as the study describes for the 7-cube ("the 3-cube on one end of the middle
 * link is mapped to the 3-cube at the other end of the middle link, and vice versa"). Under e-cube routing from the
 * highest dimension down, all {@code 2^k} sources of a k-cube first correct their high bits to {@code L0}, meet at
 * {@code (L0, m, L0)} and cross the same middle link: {@code 2^k}-way contention.
 *
 * <p>For even {@code n} ("the traffic pattern for one dimension less is used, and each packet moves along the first
 * dimension") dimensions {@code 1..n-1} carry the {@code (n-1)}-cube pattern and dimension 0, taken as the first,
 * is complemented. Under highest-first routing dimension 0 is corrected last, by a hop no other source's path takes,
 * so the contention stays {@code 2^k} with {@code k = (n-2)/2}: 4-way on the 6-cube, 8-way on the 8-cube, 16-way on
 * the 10-cube, the numbers the study gives. The permutation is an involution without fixed points.
 *
 * <p>"The first dimension" has a second reading, {@code extraMoveFirst}: the dimension that highest-first routing
 * takes first, {@code n-1}. Then dimensions {@code 0..n-2} carry the {@code (n-1)}-cube pattern and dimension
 * {@code n-1} is complemented, so every packet first crosses a link that carries only its own source's packets and
 * then joins its contention tree: the same contention (the tree and its middle link are unchanged), but upstream of
 * the contended link, where a saturated tree's buffers are full. Both readings keep "this will not increase the
 * contention, but will increase slightly the time taken" at zero load (one more hop either way).
 *
 * <p>Switch address bit {@code d} is the coordinate along dimension {@code d} of the topology's {@link GridShape}.
 * Needs a binary n-cube ({@link GridShape#isHypercube()}, n at least 1) with the same number of hosts on every switch
 * (the study has one): the i-th host of a switch sends to the i-th host of the image switch. The factory and its
 * patterns are immutable and thread-safe.
 */
public final class MiddleSwapPattern implements DestinationPatternFactory {
    /** Stable catalogue id. */
    public static final String ID = "middle-swap";
    /** Name for menus. */
    public static final String DISPLAY_NAME = "Hypercube middle-dimension swap (C104)";

    /**
     * @param fixedPointsSend whether a host the permutation maps to itself sends to itself (inject, its switch,
     *                        eject), as BookSim's permutations do; false (the default): it sends nothing
     * @param extraMoveFirst  on even cubes, whether the extra move is along dimension n-1, the one highest-first
     *                        routing takes first; false (the default): along dimension 0, taken last
     */
    public record Params(boolean fixedPointsSend, boolean extraMoveFirst) {
        /** Fixed points send nothing; the extra move along dimension 0. */
        public Params() {
            this(false, false);
        }

        /** The extra move along dimension 0. */
        public Params(boolean fixedPointsSend) {
            this(fixedPointsSend, false);
        }
    }

    private final boolean fixedPointsSend;
    private final boolean extraMoveFirst;

    public MiddleSwapPattern() {
        this(new Params());
    }

    public MiddleSwapPattern(Params params) {
        this.fixedPointsSend = Objects.requireNonNull(params, "params").fixedPointsSend();
        this.extraMoveFirst = params.extraMoveFirst();
    }

    @Override
    public Optional<String> supports(Topology topology) {
        Optional<GridShape> grid = topology.gridShape();
        if (grid.isEmpty() || !grid.get().isHypercube() || grid.get().dimensions() < 1) {
            return Optional.of("the middle-dimension swap needs a binary n-cube of dimension at least 1;"
                    + " this topology ("
                    + topology.family() + ") " + grid.map(g -> "is a " + g + " grid").orElse("is not a grid"));
        }
        return TopologyRequirements.sameHostsOnEverySwitch("the middle-dimension swap", topology);
    }

    @Override
    public PermutationPattern create(Topology topology) {
        return permutation(topology).withFixedPointsSending(fixedPointsSend);
    }

    private PermutationPattern permutation(Topology topology) {
        TopologyRequirements.orThrow(supports(topology));
        int n = topology.gridShape().orElseThrow().dimensions();
        return SwitchPermutation.of(topology, s -> extraMoveFirst ? imageExtraMoveFirst(s, n) : image(s, n));
    }

    /** The image of switch address {@code s} on the {@code n}-cube. */
    static int image(int s, int n) {
        if (n % 2 == 1) {
            return oddImage(s, n / 2);
        }
        return oddImage(s >>> 1, (n - 2) / 2) << 1 | (~s & 1);
    }

    /**
     * The image of {@code s} on the {@code n}-cube with an even cube's extra move along dimension {@code n-1}
     * (the {@code (n-1)}-cube pattern on dimensions {@code 0..n-2}); odd cubes as {@link #image}.
     */
    static int imageExtraMoveFirst(int s, int n) {
        if (n % 2 == 1) {
            return oddImage(s, n / 2);
        }
        int top = 1 << (n - 1);
        return oddImage(s & (top - 1), (n - 2) / 2) | (s & top ^ top);
    }

    /** (H, m, L) -> (L, not m, H) on a (2k+1)-cube. */
    private static int oddImage(int s, int k) {
        int mask = (1 << k) - 1;
        int low = s & mask;
        int middle = s >>> k & 1;
        int high = s >>> (k + 1) & mask;
        return low << (k + 1) | (middle ^ 1) << k | high;
    }
}
