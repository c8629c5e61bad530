package org.flitlab.scenario;

import java.util.Objects;
import org.flitlab.routing.valiant.FirstPhase;
import org.flitlab.routing.valiant.Intermediate;
import org.flitlab.routing.valiant.MultistageOptions;
import org.flitlab.routing.valiant.Phases;
import org.flitlab.routing.valiant.SecondPhase;

/**
 * Universal (Valiant) routing (model.md, Routing). Immutable.
 *
 * @param phases       on a cube or grid, "virtual-channels" (the default: phase 1 on the first half of the virtual
 *                     channels, phase 2 on the second, one set of links) or "planes" (phase 1 on plane 1 of a
 *                     topology built with {@code planes} 2, phase 2 on plane 0, as the C104's separate networks);
 *                     multistage networks ignore it
 * @param intermediate on a multistage network, "right-switch" (the default: a random right-hand switch) or
 *                     "centre-network" (at 1024 terminals a random centre network, entered at the source's middle
 *                     switch; the same as right-switch below 1024); cubes and grids ignore it
 * @param firstPhase   on a multistage network, "selection" (the default: the selection policy picks among parallel
 *                     links on the way to the intermediate), "random-header" (a link drawn once per packet and
 *                     switch, as the C104's random header routed by interval labels) or "labelled-header" (a random
 *                     terminal address routed by the interval labels of real headers, deleted at the first
 *                     intermediate it reaches); cubes and grids ignore it
 * @param secondPhase  on a multistage network, "shortest-paths" (the default: the selection policy picks among
 *                     parallel links) or "interval-labelling" (the C104's fixed link per destination from the
 *                     intermediate on); cubes and grids ignore it
 */
public record UniversalParams(Phases phases, Intermediate intermediate, FirstPhase firstPhase, SecondPhase secondPhase) {
    public UniversalParams {
        Objects.requireNonNull(phases, "phases");
        Objects.requireNonNull(intermediate, "intermediate");
        Objects.requireNonNull(firstPhase, "firstPhase");
        Objects.requireNonNull(secondPhase, "secondPhase");
    }

    /** Phases on virtual channels, a random right-hand switch, the selection policy's links, shortest paths after. */
    public UniversalParams() {
        this(Phases.VIRTUAL_CHANNELS, Intermediate.RIGHT_SWITCH, FirstPhase.SELECTION, SecondPhase.SHORTEST_PATHS);
    }

    /** The multistage networks' options. */
    public MultistageOptions multistage() {
        return new MultistageOptions(intermediate, firstPhase, secondPhase);
    }
}
