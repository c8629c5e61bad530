package org.flitlab.experiment;

import org.flitlab.stats.RunResult;

/**
 * Observes a sweep: each point as it completes, for live charts, and overall progress
 * for a progress bar. Every method is called on the thread that runs the sweep (the caller of
 * {@link Sweep#run}, or the sweep's own thread for {@link Sweep#start}), never on a pool thread and never
 * two at once; a GUI hands the values over to its own thread. An exception thrown here ends the sweep.
 */
public interface SweepListener {
    /**
     * A point finished and belongs to the result: called once for each point of the final result, and only
     * for those. With stop-after-saturation a point is held back until every lower value index of its series
     * has finished unsaturated (or it is the first saturated one), so points beyond saturation never appear;
     * the calls therefore come roughly, not exactly, in plan order.
     */
    default void pointFinished(SweepPoint point, RunResult result) {
    }

    /** Overall progress, at most about ten times a second and once more at the end. */
    default void progress(SweepProgress progress) {
    }

    /** A listener that ignores everything. */
    SweepListener NONE = new SweepListener() { };
}
