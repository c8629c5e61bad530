package org.flitlab.network;

/**
 * The switch's internal organisation (model.md, "Router models"). {@link #SIMPLE} is FlitLab's own switch: a head
 * is routed {@code switchDelayTicks} after reaching the front of its input queue and its worm then holds the
 * output virtual channel; output links choose among their virtual channels flit by flit. {@link #booksim()} is
 * BookSim 2's input-queued virtual-channel router ({@code router = iq}), a pipeline of route compute, virtual
 * channel allocation, switch allocation and switch traversal, with separable iSLIP allocators and round-robin
 * arbiters (see {@link PipelinedRouter}). {@link #c104(int)} is FlitLab's switch with the IMS C104's buffering (Performance
 * of C104 Networks, 7.1: "precisely one packet of buffering on each input and one on each output"): the output
 * buffer of a switch-to-switch link is held at the link's receiving end, beside the input buffer (model.md,
 * "Router models"). Immutable.
 *
 * @param pipelined              whether the switches are BookSim's pipelined router
 * @param routingDelayTicks      route compute stage (BookSim {@code routing_delay}), at least 1
 * @param vcAllocDelayTicks      virtual-channel allocation stage ({@code vc_alloc_delay}), at least 1
 * @param switchAllocDelayTicks  switch allocation stage ({@code sw_alloc_delay}), at least 1
 * @param switchTraversalTicks   switch traversal stage ({@code st_prepare_delay + st_final_delay}), at least 1
 * @param waitForTailCredit      an output virtual channel is given to a new packet only once the previous tail
 *                               has left the downstream buffer, not as soon as it is sent
 *                               ({@code wait_for_tail_credit})
 * @param allocatorIterations    iSLIP iterations of both allocators ({@code alloc_iters}), at least 1
 * @param outputBufferFlits      the simple switch's output buffer on each switch-to-switch link, per virtual channel
 *                               (0: input buffers only, the default; the C104's one packet otherwise)
 * @param terminalOutputFlits    the output buffer at the sending end of each host's link into a switch, per virtual
 *                               channel (0, the default: a host feeds the switch's input buffer directly; the C104
 *                               option of a direct network's terminal link buffered at both ends, issue 18)
 */
public record RouterModel(boolean pipelined, int routingDelayTicks, int vcAllocDelayTicks, int switchAllocDelayTicks,
                          int switchTraversalTicks, boolean waitForTailCredit, int allocatorIterations, int outputBufferFlits,
                          int terminalOutputFlits) {
    /** FlitLab's own switch (the default). */
    public static final RouterModel SIMPLE = new RouterModel(false, 1, 1, 1, 1, false, 1);

    /** A router without output buffers. */
    public RouterModel(boolean pipelined, int routingDelayTicks, int vcAllocDelayTicks, int switchAllocDelayTicks,
                       int switchTraversalTicks, boolean waitForTailCredit, int allocatorIterations) {
        this(pipelined, routingDelayTicks, vcAllocDelayTicks, switchAllocDelayTicks, switchTraversalTicks, waitForTailCredit,
                allocatorIterations, 0, 0);
    }

    public RouterModel {
        if (outputBufferFlits < 0 || pipelined && outputBufferFlits > 0) {
            throw new IllegalArgumentException("outputBufferFlits is " + outputBufferFlits
                    + "; it must be at least 0, and 0 for the pipelined router");
        }
        if (terminalOutputFlits < 0 || pipelined && terminalOutputFlits > 0) {
            throw new IllegalArgumentException("terminalOutputBufferFlits is " + terminalOutputFlits
                    + "; it must be at least 0, and 0 for the pipelined router");
        }
        if (pipelined) {
            check(routingDelayTicks, "routingDelayTicks");
            check(vcAllocDelayTicks, "vcAllocDelayTicks");
            check(switchAllocDelayTicks, "switchAllocDelayTicks");
            check(switchTraversalTicks, "switchTraversalTicks");
            check(allocatorIterations, "allocatorIterations");
        }
    }

    private static void check(int v, String name) {
        if (v < 1) {
            throw new IllegalArgumentException(name + " is " + v + "; it must be at least 1");
        }
    }

    /** BookSim 2's defaults: every stage 1 tick, tail credits not awaited, one iSLIP iteration. */
    public static RouterModel booksim() {
        return new RouterModel(true, 1, 1, 1, 1, false, 1);
    }

    /**
     * The IMS C104's buffering on FlitLab's switch: {@code outputBufferFlits} (one packet) of output buffering on every
     * switch-to-switch link besides the input buffer ({@code bufferFlits}, the other packet).
     */
    public static RouterModel c104(int outputBufferFlits) {
        return c104(outputBufferFlits, 0);
    }

    /**
     * As {@link #c104(int)}, with {@code terminalOutputFlits} (0 or more) of output buffering at the host's end of
     * each host's link: a direct network's terminal link as a C104 link buffered at both ends.
     */
    public static RouterModel c104(int outputBufferFlits, int terminalOutputFlits) {
        if (outputBufferFlits < 1) {
            throw new IllegalArgumentException("outputBufferFlits is " + outputBufferFlits + "; it must be at least 1 flit");
        }
        if (terminalOutputFlits < 0) {
            throw new IllegalArgumentException("terminalOutputBufferFlits is " + terminalOutputFlits
                    + "; it must be at least 0 flits (0: hosts feed the switch's input packet directly)");
        }
        return new RouterModel(false, 1, 1, 1, 1, false, 1, outputBufferFlits, terminalOutputFlits);
    }

    public RouterModel withWaitForTailCredit(boolean on) {
        return new RouterModel(pipelined, routingDelayTicks, vcAllocDelayTicks, switchAllocDelayTicks, switchTraversalTicks, on,
                allocatorIterations, outputBufferFlits, terminalOutputFlits);
    }

    /**
     * Flits the receiving end of a channel holds per virtual channel: the input buffer, plus the sending end's
     * output buffer: a switch's on a switch-to-switch channel, a host's ({@code terminalOutputFlits}, 0 by default) on
     * a host's channel.
     */
    public int receivingCapacity(int inputBufferFlits, boolean fromSwitch) {
        return inputBufferFlits + (fromSwitch ? outputBufferFlits : terminalOutputFlits);
    }

    /**
     * Ticks from a head being received at a router to its arrival at the next one over a link of {@code linkDelay}
     * ticks: route compute, allocations, traversal, and the tick in which the receiver registers it.
     */
    public int hopTicks(int linkDelay) {
        return routingDelayTicks + vcAllocDelayTicks + switchAllocDelayTicks + switchTraversalTicks + linkDelay;
    }
}
