package org.flitlab.routing;

/**
 * Live state of a node's outputs, as a selection policy sees it. {@code network} implements it for each
 * switch; {@code routing} defines it so that it never depends on {@code network}.
 */
public interface OutputState {
    /** Whether (port, vc) can be taken by a new worm now. */
    boolean isFree(int port, int vc);

    /** The last tick at which the receiver stopped this port (stop/go), or Long.MIN_VALUE if never. */
    long lastStoppedTick(int port);

    /** The current tick. */
    long now();
}
