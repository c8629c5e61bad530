package org.flitlab.traffic;

import java.util.SplittableRandom;

/**
 * Continuous traffic from the C104 study (section 7.4.1): "whenever an input queue is empty, a new packet is
 * created and put on the queue". The first packet is generated at tick 0; after that the host generates nothing on
 * its own ({@link #nextArrival} is -1) and instead {@link #refillWhenIdle()} tells the host interface to create the
 * next packet whenever its source queue becomes empty, so the offered load is whatever the network accepts.
 *
 * <p>Stateless and immutable; one instance may be shared by any number of hosts and threads.
 */
public final class ContinuousArrivals implements ArrivalProcess {
    /** Stable catalogue id. */
    public static final String ID = "continuous";

    @Override
    public long firstArrival(SplittableRandom random) {
        return 0;
    }

    @Override
    public long nextArrival(long now, SplittableRandom random) {
        return -1;
    }

    @Override
    public boolean refillWhenIdle() {
        return true;
    }

    @Override
    public String toString() {
        return "continuous arrivals";
    }
}
