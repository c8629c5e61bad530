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

    /**
     * As {@link #addPorts(int, int, RouteCandidates, int, int)} but on parallel fabric {@code plane} (0 is the first
     * of parallel links); a leg without planes ignores it.
     */
    default void addPorts(int node, int target, RouteCandidates out, int firstVc, int lastVc, int plane) {
        addPorts(node, target, out, firstVc, lastVc);
    }

    /** 2 if every link of this leg has a parallel second link (planes 0 and 1), else 1. */
    default int planes() {
        return 1;
    }
}
