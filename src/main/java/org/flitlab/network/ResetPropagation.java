package org.flitlab.network;

/**
 * How a timeout's backward reset reaches the switches a worm holds and the host that sent it (Hu &amp;
 * Kleinrock, section 2).
 */
public enum ResetPropagation {
    /**
     * The reset reaches every switch on the worm's path and its host in the tick of the timeout: an idealised
     * signal of zero delay (the behaviour before hop-by-hop resets existed).
     */
    INSTANT,
    /**
     * The study's signal: the timed-out switch clears the worm's buffer and sends the reset to the upstream
     * node, which frees the link and buffer the worm holds there and passes it on, each hop taking that link's
     * delay, until the sending host stops sending and re-queues the worm. Until the reset reaches them,
     * upstream switches keep forwarding the worm; flits that arrive where it has passed are discarded.
     */
    HOP_BY_HOP
}
