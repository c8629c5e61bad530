package org.flitlab.control;

import org.flitlab.network.EndToEnd;
import org.flitlab.stats.EndToEndStats;

/**
 * One run's end-to-end flow-control scheme as the engine sees it ({@link EndToEnd}), plus what the experiment
 * needs to measure it: the start of the measurement window and the statistics at its end. Made fresh per run by
 * {@link EndToEndPlan#newControl}; engine thread only.
 */
public interface EndToEndControl extends EndToEnd {
    /** The measurement window opens at {@code tick}: statistics gathered before it are dropped. */
    void startMeasuring(long tick);

    /** What the scheme measured from the opening of the window to {@code tick}. */
    EndToEndStats stats(long tick);
}
