package org.flitlab.network;

/**
 * A hook for end-to-end flow control between hosts (windows, acknowledgements, request/response), called
 * by the engine at these points: before a host starts sending a fresh packet ({@link #mayInject}), when a fresh
 * packet waits unasked behind responses sent first ({@link #headWaiting}), when a
 * packet's head and its tail are consumed at its destination ({@link #headDelivered}, {@link #delivered}), and once
 * at the start ({@link #attach})
 * to hand the scheme {@link Hosts}, through which it creates packets at hosts and asks a host to try again.
 * Every method has a no-op default; {@link #NONE} admits everything and changes nothing.
 *
 * <p>Contract: a host's source queue is FIFO, so a packet refused by {@link #mayInject} holds back the fresh
 * packets queued behind it until {@link Hosts#retry} is called for that host (or a new packet is generated
 * there); packets the scheme created (acknowledgements, responses) overtake a refused packet, since they need
 * no admission and a response held behind its own host's refused request could wait for ever; with
 * {@link #responsesFirst} they go before any fresh packet, which then waits unasked ({@link #headWaiting}). Re-sent attempts (backward reset, host deflection) are not asked again. Packets a scheme creates
 * are counted as generated, so conservation covers them. Called on the engine thread only; an implementation
 * holds per-run state and must not be shared between runs.
 */
public interface EndToEnd {
    /** No end-to-end flow control. */
    EndToEnd NONE = new EndToEnd() { };

    /** Called once before the first tick with the means to act on hosts. */
    default void attach(Hosts hosts) {
    }

    /**
     * Whether the host may start sending {@code packet} (at the front of its source queue) at {@code tick};
     * false keeps it queued until {@link Hosts#retry}.
     */
    default boolean mayInject(Packet packet, long tick) {
        return true;
    }

    /**
     * Whether a host sends the packets the scheme created (responses, acknowledgements: those needing no admission)
     * before any fresh packet queued at it, admissible or not: a separate response path at the interface instead of
     * one FIFO in which a response waits behind the requests queued before it unless the head is refused. The worm
     * already on the host's link is never interrupted. Default false (one FIFO).
     */
    default boolean responsesFirst() {
        return false;
    }

    /**
     * With {@link #responsesFirst}, the fresh packet at the front of its host's queue waits at {@code tick}, the link
     * free, while a response goes first; {@link #mayInject} was not asked. A scheme starts here what runs beside the
     * link (a request's memory-to-interface start-up), as it would when asked and refused in one FIFO. Default nothing.
     */
    default void headWaiting(Packet packet, long tick) {
    }

    /** The tail of {@code packet} was consumed by its destination host at {@code tick}. */
    default void delivered(Packet packet, long tick) {
    }

    /**
     * The head of {@code packet} was consumed by its destination host at {@code tick} (its first bit arrived);
     * {@link #delivered} follows when its tail is.
     */
    default void headDelivered(Packet packet, long tick) {
    }

    /** What a scheme may do to hosts. Valid for the run it was attached to; engine thread only. */
    interface Hosts {
        /**
         * Creates a packet of {@code lengthFlits} at host index {@code sourceHost} for host index
         * {@code destinationHost}, generated at {@code tick} (the current tick), and queues it at the tail of
         * the source queue. It is admitted without {@link EndToEnd#mayInject} (an acknowledgement, a response).
         *
         * @throws IllegalArgumentException if a host index or the length is out of range
         */
        Packet create(int sourceHost, int destinationHost, int lengthFlits, long tick);

        /**
         * Runs {@code action} on the engine thread at the start of {@code tick} (the current tick or later,
         * before flits move): a scheme's timers (a retransmission timeout, an inter-request delay).
         */
        void at(long tick, Runnable action);

        /** Asks host index {@code host} to try again to start the packet at the front of its source queue. */
        void retry(int host, long tick);

        /** Host index of a node (a packet's source or destination node). */
        int hostIndex(int node);

        /** Number of hosts. */
        int hostCount();
    }
}
