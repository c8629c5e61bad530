package org.flitlab.routing.interval;

import java.util.Optional;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.RoutingFactory;
import org.flitlab.topology.Topology;

/**
 * Makes {@link IntervalLabellingRouting} for a C104 multistage network (family "c104-min"), the network the study
 * routes by interval labelling and on which every route goes up and then down. Immutable and thread-safe.
 */
public final class IntervalLabellingFactory implements RoutingFactory {
    /** Catalogue id. */
    public static final String ID = "interval-labelling";
    /** The topology family it routes. */
    static final String C104_MIN = "c104-min";
    private final CentreLabels centre;

    /** The labels of every switch cut into equal numbers of destinations. */
    public IntervalLabellingFactory() {
        this(CentreLabels.DESTINATIONS);
    }

    /** With the 1024-way network's centre networks labelled as {@code centre} says. */
    public IntervalLabellingFactory(CentreLabels centre) {
        this.centre = centre;
    }

    @Override
    public Optional<String> supports(Topology topology) {
        if (!C104_MIN.equals(topology.family())) {
            return Optional.of("interval labelling needs a C104 multistage network (topology \"c104-min\"); this is a "
                    + topology.family() + " topology");
        }
        return Optional.empty();
    }

    @Override
    public RoutingAlgorithm create(Topology topology, int virtualChannels) {
        return new IntervalLabellingRouting(topology, virtualChannels, centre);
    }
}
