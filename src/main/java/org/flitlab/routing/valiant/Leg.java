package org.flitlab.routing.valiant;

import org.flitlab.routing.RouteCandidates;

/**
 * The deterministic ("normal") routing of one universal-routing phase: the ports that lead from one switch
 * towards another. Implementations are immutable and thread-safe.
 */
interface Leg {
    /**
     * Adds to {@code out} every permitted port of switch {@code node} towards switch {@code target}, each with
     * virtual channels {@code firstVc..lastVc}. {@code node != target}.
     */
    void addPorts(int node, int target, RouteCandidates out, int firstVc, int lastVc);
}
