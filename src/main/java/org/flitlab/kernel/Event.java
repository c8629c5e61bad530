package org.flitlab.kernel;

/**
 * Something that happens at a tick. Event objects are meant to be reused (a host keeps one arrival event
 * and reschedules it), so scheduling allocates nothing.
 */
@FunctionalInterface
public interface Event {
    void fire(long tick);
}
