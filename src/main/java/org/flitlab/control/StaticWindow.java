package org.flitlab.control;

import java.util.HashMap;
import java.util.Map;

/**
 * The static window of one source host (model.md, End-to-end flow control; Owicki &amp; Karlin's bursts under a
 * window of unacknowledged packets; ServerNet's static window SW of outstanding requests, Shurbanov et al.): at
 * most {@code window} packets may be unacknowledged, counted per source or per source-destination pair.
 *
 * <p>Invariant: 0 &lt;= outstanding(d) &lt;= window for every destination d. Engine-independent: the caller
 * says when a packet starts and when its acknowledgement (a real packet or an ideal one) arrives. Mutable, owned
 * by one run's engine thread.
 */
public final class StaticWindow {
    private static final int ALL = -1;
    private final int window;
    private final WindowScope scope;
    private final Map<Integer, Integer> outstanding = new HashMap<>();
    private int total;

    /**
     * @param window most unacknowledged packets, at least 1
     * @param scope  whether the window is per source or per source-destination pair
     */
    public StaticWindow(int window, WindowScope scope) {
        if (window < 1) {
            throw new IllegalArgumentException("window is " + window + "; it must be at least 1 packet");
        }
        if (scope == null) {
            throw new IllegalArgumentException("scope is null; it must be PER_SOURCE or PER_PAIR");
        }
        this.window = window;
        this.scope = scope;
    }

    /** Whether a packet to {@code destination} may start now. */
    public boolean mayStart(int destination) {
        return outstanding(destination) < window;
    }

    /** A packet to {@code destination} started; it must have been allowed. */
    public void started(int destination) {
        if (!mayStart(destination)) {
            throw new IllegalStateException("the window of " + window + " to host " + destination + " is full");
        }
        outstanding.merge(key(destination), 1, Integer::sum);
        total++;
    }

    /** The acknowledgement of a packet to {@code destination} arrived: one more packet may start. */
    public void acknowledged(int destination) {
        int now = outstanding(destination);
        if (now == 0) {
            throw new IllegalStateException("an acknowledgement from host " + destination + " with nothing outstanding");
        }
        outstanding.put(key(destination), now - 1);
        total--;
    }

    /** Unacknowledged packets counted against the window that a packet to {@code destination} would use. */
    public int outstanding(int destination) {
        return outstanding.getOrDefault(key(destination), 0);
    }

    /** Unacknowledged packets to all destinations together. */
    public int outstandingTotal() {
        return total;
    }

    public int window() {
        return window;
    }

    public WindowScope scope() {
        return scope;
    }

    private int key(int destination) {
        return scope == WindowScope.PER_SOURCE ? ALL : destination;
    }
}
