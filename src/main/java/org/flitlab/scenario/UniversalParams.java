package org.flitlab.scenario;

import java.util.Objects;
import org.flitlab.routing.valiant.Phases;

/**
 * Universal (Valiant) routing (model.md, Routing). Immutable.
 *
 * @param phases on a cube or grid, "virtual-channels" (the default: phase 1 on the first half of the virtual
 *               channels, phase 2 on the second, one set of links) or "planes" (phase 1 on plane 1 of a topology
 *               built with {@code planes} 2, phase 2 on plane 0, as the C104's separate networks); multistage
 *               networks ignore it
 */
public record UniversalParams(Phases phases) {
    public UniversalParams {
        Objects.requireNonNull(phases, "phases");
    }

    /** Phases on virtual channels. */
    public UniversalParams() {
        this(Phases.VIRTUAL_CHANNELS);
    }
}
