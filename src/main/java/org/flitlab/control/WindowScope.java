package org.flitlab.control;

/**
 * What one end-to-end window counts (model.md, End-to-end flow control): every unacknowledged packet a source
 * has sent, or those sent to one destination only, so that a source holds one window per destination (AN1 bursts
 * use one window per burst stream, that is per source-destination pair).
 */
public enum WindowScope {
    /** One window per source host, shared by all its destinations (ServerNet outstanding requests). */
    PER_SOURCE,
    /** One window per source-destination pair. */
    PER_PAIR
}
