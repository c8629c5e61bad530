package org.flitlab.traffic;

import java.util.Optional;
import org.flitlab.topology.Topology;

/** Builds a {@link DestinationPattern} for a topology; the catalogue registers one per pattern id. */
public interface DestinationPatternFactory {
    /** Empty if the pattern applies to {@code topology}, else why not ("bit reversal needs a power-of-two host count; this topology has 80 hosts"). */
    Optional<String> supports(Topology topology);

    DestinationPattern create(Topology topology);
}
