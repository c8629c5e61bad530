package org.flitlab.routing.valiant;

import java.util.Objects;

/**
 * How universal routing runs on a folded multistage network (issue 18, C104 Table 7.9); on cubes and grids anything
 * but the defaults is refused ({@link ValiantFactory#supports}).
 *
 * @param intermediate where the random header comes off
 * @param firstPhase   how the way there chooses among parallel links
 * @param secondPhase  how the packet goes on from there
 */
public record MultistageOptions(Intermediate intermediate, FirstPhase firstPhase, SecondPhase secondPhase) {
    public MultistageOptions {
        Objects.requireNonNull(intermediate, "intermediate");
        Objects.requireNonNull(firstPhase, "firstPhase");
        Objects.requireNonNull(secondPhase, "secondPhase");
    }

    /** The defaults: a random right-hand switch, the selection policy's links, every shortest path after it. */
    public MultistageOptions() {
        this(Intermediate.RIGHT_SWITCH, FirstPhase.SELECTION, SecondPhase.SHORTEST_PATHS);
    }
}
