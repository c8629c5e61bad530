package org.flitlab.control;

/**
 * What decides, at one source host, whether a request (a window packet) may start now: a static window, an
 * alternating window, or simplified packet pair under a static window. Engine-independent. Mutable, owned by
 * one run's engine thread.
 */
interface Gate {
    boolean mayStart(int destination, long now);

    /** The request to {@code destination} started at {@code now}; it must have been allowed. */
    void started(int destination, long now);

    /** The response (acknowledgement) from {@code destination} came back after {@code rttTicks}. */
    void answered(int destination, long rttTicks);

    /** When a refused request to {@code destination} may start without any response arriving, or -1 for never. */
    default long retryTick(int destination) {
        return -1;
    }

    /** Forget statistics gathered so far (end of warm-up). */
    default void startMeasuring() {
    }

    /** SPP's Table 1 statistics, or null for a gate without them. */
    default SimplifiedPacketPair packetPair() {
        return null;
    }

    /** A static window as a gate. */
    static Gate of(StaticWindow w) {
        return new Gate() {
            @Override
            public boolean mayStart(int destination, long now) {
                return w.mayStart(destination);
            }

            @Override
            public void started(int destination, long now) {
                w.started(destination);
            }

            @Override
            public void answered(int destination, long rttTicks) {
                w.acknowledged(destination);
            }
        };
    }

    /** An alternating window as a gate. */
    static Gate of(AlternatingWindow w) {
        return new Gate() {
            @Override
            public boolean mayStart(int destination, long now) {
                return w.mayStart();
            }

            @Override
            public void started(int destination, long now) {
                w.started();
            }

            @Override
            public void answered(int destination, long rttTicks) {
                w.acknowledged();
            }
        };
    }

    /** Simplified packet pair under a static window, as the paper runs it. */
    static Gate of(SimplifiedPacketPair spp, StaticWindow w) {
        return new Gate() {
            @Override
            public boolean mayStart(int destination, long now) {
                return w.mayStart(destination) && spp.mayStart(destination, now);
            }

            @Override
            public void started(int destination, long now) {
                w.started(destination);
                spp.started(destination, now);
            }

            @Override
            public void answered(int destination, long rttTicks) {
                w.acknowledged(destination);
                spp.responseReceived(destination, rttTicks);
            }

            @Override
            public long retryTick(int destination) {
                return w.mayStart(destination) ? spp.earliestStart(destination) : -1;
            }

            @Override
            public void startMeasuring() {
                spp.startMeasuring();
            }

            @Override
            public SimplifiedPacketPair packetPair() {
                return spp;
            }
        };
    }
}
