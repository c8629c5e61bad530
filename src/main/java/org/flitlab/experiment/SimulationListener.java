package org.flitlab.experiment;

import org.flitlab.network.NetworkSnapshot;
import org.flitlab.stats.RunResult;

/**
 * Observes a run from outside the engine: progress, immutable snapshots at a bounded rate, and the result.
 * Called on the run's thread: a GUI hands the values over to its own thread.
 */
public interface SimulationListener {
    /** Whether this listener wants snapshots (building one costs time, so a batch run says no). */
    default boolean wantsSnapshots() {
        return false;
    }

    default void progress(RunProgress progress) {
    }

    default void snapshot(NetworkSnapshot snapshot) {
    }

    default void finished(RunResult result) {
    }

    /** A listener that ignores everything. */
    SimulationListener NONE = new SimulationListener() { };
}
