package org.flitlab.experiment;

import java.util.function.BooleanSupplier;
import org.flitlab.stats.RunResult;

/**
 * Runs one point of a sweep: builds whatever the point needs (typically a network from a scenario, the
 * point's series and value, and {@link SweepPoint#seed()}) and simulates it on the calling thread, usually
 * with {@link SimulationRun}. The sweep knows nothing about scenarios; this is its only way to simulate.
 *
 * <p>A {@link Sweep} calls it from several pool threads at once, each call with its own point, so an
 * implementation must not share mutable state between calls. For the same point it must return the same
 * numbers every time (apart from {@link RunResult#wallMillis()}): that is what makes a sweep's result
 * independent of its thread count. An exception thrown here becomes a FAILED result for that point only.
 */
@FunctionalInterface
public interface PointRunner {
    /**
     * Simulates {@code point} and returns its result.
     *
     * @param point     which point to run, with its seed
     * @param listener  receives the run's progress (pass it to {@link SimulationRun#run}); thread-safe
     * @param cancelled turns true when the sweep is cancelled or no longer needs this point; check it often
     *                  (SimulationRun does, every slice) and return a CANCELLED result soon after
     */
    RunResult run(SweepPoint point, SimulationListener listener, BooleanSupplier cancelled);
}
