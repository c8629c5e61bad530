package org.flitlab.scenario;

import java.util.Objects;
import org.flitlab.routing.RingTie;

/**
 * Shortest-path routing (model.md, Routing). Immutable.
 *
 * @param tie on a torus, a dimension exactly half a ring away: "both" ways stay permitted (the default, AN1's all
 *            shortest paths), or one way per packet: "random" (BookSim's rule), "positive", "balanced"
 */
public record ShortestPathParams(RingTie tie) {
    public ShortestPathParams {
        Objects.requireNonNull(tie, "tie");
    }

    /** Both ways. */
    public ShortestPathParams() {
        this(RingTie.BOTH);
    }
}
