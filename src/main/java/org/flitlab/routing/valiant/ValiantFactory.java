package org.flitlab.routing.valiant;

import java.util.Objects;
import java.util.Optional;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.RoutingFactory;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.Topology;

/**
 * Makes {@link ValiantRouting}, the C104 study's universal routing (catalogue id {@value #ID}), choosing the
 * {@link Variant} from the topology: a binary n-cube gets the cube variant (a 2 x 2 grid is a 2-cube only if its
 * family id says "cube", as "hypercube" and "c104-cube" do; a 2 x 2 mesh keeps the grid variant); any other grid
 * without wrap-around gets the grid variant; a topology without a grid shape gets the multistage variant through
 * {@link CentreStage#farthestFromHosts}, if it is levelled around those switches. Tori are refused: the study builds none ("the number of links used to wrap around must be doubled to
 * avoid the possibility of deadlock") and defines no universal routing for them. Stateless and thread-safe.
 */
public final class ValiantFactory implements RoutingFactory {
    /** Stable catalogue id, written into scenario files; never renamed. */
    public static final String ID = "universal";
    /** Name for menus. */
    public static final String DISPLAY_NAME = "Universal (Valiant, C104)";

    private final Phases phases;
    private final MultistageOptions multistage;

    /** Phases on virtual networks (the default). */
    public ValiantFactory() {
        this(Phases.VIRTUAL_CHANNELS);
    }

    /** @param phases where the phases travel on cubes and grids (multistage networks add no links either way) */
    public ValiantFactory(Phases phases) {
        this(phases, new MultistageOptions());
    }

    /**
     * @param phases     as {@link #ValiantFactory(Phases)}
     * @param multistage how universal routing runs on multistage networks
     */
    public ValiantFactory(Phases phases, MultistageOptions multistage) {
        this.phases = Objects.requireNonNull(phases, "phases");
        this.multistage = Objects.requireNonNull(multistage, "multistage");
    }

    private static final String NEEDS = "universal routing needs a hypercube, a mesh or an indirect multistage network; ";

    @Override
    public Optional<String> supports(Topology topology) {
        Optional<GridShape> shape = topology.gridShape();
        if (shape.isPresent()) {
            Optional<String> set = multistageSettings();
            if (set.isPresent()) {
                // Silently ignoring them would run something other than what the file asks for.
                return Optional.of(set.get() + (set.get().contains(" and ") ? " apply" : " applies")
                        + " to indirect multistage networks only; on " + topology.family()
                        + " leave intermediate, firstPhase and secondPhase out (right-switch, selection, shortest-paths)");
            }
            if (shape.get().wrap()) {
                return Optional.of(NEEDS + topology.family() + " wraps around, and the C104 study defines no"
                        + " deadlock-free universal routing with wrap-around links (they would have to be doubled)");
            }
            Optional<String> grid = new DimensionOrderFactory().supports(topology).map(why -> NEEDS + why);
            return grid.isPresent() || phases == Phases.VIRTUAL_CHANNELS || hasParallelLink(topology) ? grid
                    : Optional.of("universal routing with phases on planes needs every link twice; build the "
                    + topology.family() + " topology with planes 2");
        }
        return CentreStage.farthestFromHosts(topology).problem(topology)
                .map(why -> NEEDS + topology.family() + " has no grid shape and is not a folded multistage network: " + why);
    }

    /** The multistage options set away from their defaults, as a file names them ("secondPhase interval-labelling"). */
    private Optional<String> multistageSettings() {
        MultistageOptions d = new MultistageOptions();
        java.util.List<String> set = new java.util.ArrayList<>();
        if (multistage.intermediate() != d.intermediate()) {
            set.add("intermediate " + multistage.intermediate().id());
        }
        if (multistage.firstPhase() != d.firstPhase()) {
            set.add("firstPhase " + multistage.firstPhase().id());
        }
        if (multistage.secondPhase() != d.secondPhase()) {
            set.add("secondPhase " + multistage.secondPhase().id());
        }
        return set.isEmpty() ? Optional.empty() : Optional.of(String.join(" and ", set));
    }

    /** Whether switch 0's first switch neighbour is joined to it by at least two links (a topology with planes). */
    private static boolean hasParallelLink(Topology topology) {
        int first = -1;
        int links = 0;
        for (int p = 0; p < topology.portCount(0); p++) {
            int n = topology.neighbor(0, p);
            if (topology.isSwitch(n) && (first < 0 || n == first)) {
                first = n;
                links++;
            }
        }
        return links >= 2;
    }

    /** The variant {@link #create} uses on {@code topology}; call only if {@link #supports} is empty. */
    public static Variant variantFor(Topology topology) {
        return topology.gridShape()
                .map(g -> g.isHypercube() && (g.dimensions() != 2 || topology.family().contains("cube")) ? Variant.CUBE : Variant.GRID)
                .orElse(Variant.MULTISTAGE);
    }

    /**
     * @throws IllegalArgumentException if {@link #supports} is not empty (on a topology without a grid shape the
     *                                  message names the centre switches) or there are too few virtual channels
     */
    @Override
    public RoutingAlgorithm create(Topology topology, int virtualChannels) {
        if (topology.gridShape().isPresent()) {
            supports(topology).ifPresent(why -> {
                throw new IllegalArgumentException(why);
            });
        }
        return switch (variantFor(topology)) {
            case CUBE -> ValiantRouting.cube(topology, virtualChannels, phases);
            case GRID -> ValiantRouting.grid(topology, virtualChannels, phases);
            case MULTISTAGE -> ValiantRouting.multistage(topology, CentreStage.farthestFromHosts(topology), virtualChannels,
                    multistage);
        };
    }
}
