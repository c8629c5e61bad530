package org.flitlab.kernel;

/**
 * Something that happens at a tick. Event objects are meant to be reused (a host keeps one arrival event
 * and reschedules it), so scheduling allocates nothing.
 */
@FunctionalInterface
public interface Event {
    /** Does what happens at {@code tick}, the scheduler's current tick; may schedule further events. */
    void fire(long tick);
}
