package org.flitlab.traffic;

import java.util.SplittableRandom;

/**
 * When a host generates packets (model.md, Traffic). Ticks are integers; several packets may be generated
 * in one tick. One instance serves one host of one run.
 */
public interface ArrivalProcess {
    /** Tick of the first generation, or -1 if this host never generates on its own. */
    long firstArrival(SplittableRandom random);

    /** Tick of the generation after one at {@code now}, or -1 if there is none. At least {@code now}. */
    long nextArrival(long now, SplittableRandom random);

    /** True for "continuous" traffic: a new packet whenever the source queue becomes empty (C104). */
    default boolean refillWhenIdle() {
        return false;
    }
}
