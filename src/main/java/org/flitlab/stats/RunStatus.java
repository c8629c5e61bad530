package org.flitlab.stats;

/**
 * How a simulation run ended (model.md, Deadlock and Measurement). Only {@link #COMPLETED} results carry
 * measurements a user may plot; the others say why the numbers are missing or partial.
 * Immutable and thread-safe.
 */
public enum RunStatus {
    /** The run reached its measurement target (packet count or confidence-interval width) and drained. */
    COMPLETED,
    /** The deadlock detector found a cycle of blocked worms; the run stopped at that tick. */
    DEADLOCK,
    /**
     * The run reached its tick limit (run.maxTicks, raised to what its packets need) before it had measured and
     * delivered what it asked for, while its network still moved: its numbers are partial, and say nothing about
     * saturation.
     */
    INCOMPLETE,
    /** The user or a sweep cancelled the run before it finished. */
    CANCELLED,
    /** The run threw an error (a bug or an invalid scenario found late); its message is in the result. */
    FAILED
}
