package org.flitlab.kernel;

import java.util.Arrays;

/**
 * Discrete-event time keeping in integer ticks: an event queue ordered by tick, then by the order of
 * scheduling, so a run is deterministic. A binary heap over parallel primitive arrays: scheduling and
 * firing allocate nothing once the arrays have grown. Cancellation is lazy: a cancelled token is skipped
 * when it reaches the top. Knows nothing of networks. Owned by one run; not thread-safe.
 */
public final class Scheduler {
    private long now;
    private long[] ticks = new long[64];
    private long[] tokens = new long[64];
    private Event[] events = new Event[64];
    private int size;
    private long nextToken = 1;
    private long[] cancelled = new long[8];
    private int cancelledCount;

    /** The current tick: the tick of the event being fired, or the last tick advanced to. */
    public long now() {
        return now;
    }

    /**
     * Schedules {@code event} at {@code tick} (not before now) and returns a token for {@link #cancel}.
     */
    public long schedule(long tick, Event event) {
        if (tick < now) {
            throw new IllegalArgumentException("cannot schedule at tick " + tick + ", before the current tick " + now);
        }
        if (size == ticks.length) {
            int n = size * 2;
            ticks = Arrays.copyOf(ticks, n);
            tokens = Arrays.copyOf(tokens, n);
            events = Arrays.copyOf(events, n);
        }
        long token = nextToken++;
        int i = size++;
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (!before(tick, token, ticks[parent], tokens[parent])) {
                break;
            }
            move(parent, i);
            i = parent;
        }
        ticks[i] = tick;
        tokens[i] = token;
        events[i] = event;
        return token;
    }

    /** Cancels a scheduled event; cancelling one that already fired or was cancelled does nothing. */
    public void cancel(long token) {
        if (cancelledCount == cancelled.length) {
            cancelled = Arrays.copyOf(cancelled, cancelledCount * 2);
        }
        cancelled[cancelledCount++] = token;
    }

    /** Tick of the next live event, or Long.MAX_VALUE if none. */
    public long nextTick() {
        dropCancelledTop();
        return size == 0 ? Long.MAX_VALUE : ticks[0];
    }

    public boolean isEmpty() {
        return nextTick() == Long.MAX_VALUE;
    }

    /** Moves time to {@code tick} (not backwards) and fires every event due at or before it, in order. */
    public void runUntil(long tick) {
        while (true) {
            dropCancelledTop();
            if (size == 0 || ticks[0] > tick) {
                break;
            }
            long t = ticks[0];
            Event e = events[0];
            removeTop();
            now = t;
            e.fire(t);
        }
        if (tick > now) {
            now = tick;
        }
    }

    private void dropCancelledTop() {
        while (size > 0 && cancelledCount > 0 && isCancelled(tokens[0])) {
            removeTop();
        }
    }

    private boolean isCancelled(long token) {
        for (int i = 0; i < cancelledCount; i++) {
            if (cancelled[i] == token) {
                cancelled[i] = cancelled[--cancelledCount];
                return true;
            }
        }
        return false;
    }

    private void removeTop() {
        size--;
        long t = ticks[size];
        long k = tokens[size];
        Event e = events[size];
        events[size] = null;
        if (size == 0) {
            return;
        }
        int i = 0;
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && before(ticks[child + 1], tokens[child + 1], ticks[child], tokens[child])) {
                child++;
            }
            if (!before(ticks[child], tokens[child], t, k)) {
                break;
            }
            move(child, i);
            i = child;
        }
        ticks[i] = t;
        tokens[i] = k;
        events[i] = e;
    }

    private void move(int from, int to) {
        ticks[to] = ticks[from];
        tokens[to] = tokens[from];
        events[to] = events[from];
    }

    private static boolean before(long t1, long k1, long t2, long k2) {
        return t1 < t2 || (t1 == t2 && k1 < k2);
    }
}
