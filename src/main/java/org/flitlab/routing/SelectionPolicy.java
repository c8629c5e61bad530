package org.flitlab.routing;

import java.util.SplittableRandom;

/**
 * Picks one free (port, vc) among a routing algorithm's permitted candidates (model.md, Routing: random
 * idle, lowest-numbered, least-recently-stopped, static per pair, round robin). Stateful policies keep
 * their state per run: make one instance per run with {@link SelectionPolicyFactory}.
 */
public interface SelectionPolicy {
    /**
     * The index into {@code candidates} of the chosen free output, or -1 if none is free (the head waits).
     * {@code node} is where the head is; {@code random} is the run's routing stream.
     */
    int select(int node, RoutedPacket packet, RouteCandidates candidates, OutputState outputs, SplittableRandom random);

    /**
     * Whether, offered a single candidate, this policy takes it if it is free and else waits (-1), drawing no random
     * number and changing no state of its own, so that an engine may answer that case itself (the flat kernel does,
     * for deterministic routings: issue 19). False by default.
     */
    default boolean takesALoneFreeCandidate() {
        return false;
    }
}
