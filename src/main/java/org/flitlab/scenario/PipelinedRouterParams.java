package org.flitlab.scenario;

import org.flitlab.network.RouterModel;

/**
 * The stages of BookSim 2's input-queued router ({@code booksim-iq}), in ticks, as BookSim's config names them
 * (model.md, "Router models"). Keys left out take BookSim's defaults. Immutable.
 *
 * @param routingDelayTicks     {@code routing_delay}: route compute, at least 1 (BookSim's 0, lookahead routing, is not built)
 * @param vcAllocDelayTicks     {@code vc_alloc_delay}, at least 1
 * @param switchAllocDelayTicks {@code sw_alloc_delay}, at least 1
 * @param switchTraversalTicks  {@code st_prepare_delay + st_final_delay}, at least 1
 * @param waitForTailCredit     {@code wait_for_tail_credit}: an output VC is reallocated only once the previous tail's
 *                              credit is back (false: as soon as the tail is sent)
 * @param allocatorIterations   {@code alloc_iters}: iSLIP iterations of the VC and switch allocators, at least 1
 */
public record PipelinedRouterParams(int routingDelayTicks, int vcAllocDelayTicks, int switchAllocDelayTicks,
                                    int switchTraversalTicks, boolean waitForTailCredit, int allocatorIterations) {
    public PipelinedRouterParams {
        // Checks each delay (the fields are not assigned yet, so the parameters are passed).
        new RouterModel(true, routingDelayTicks, vcAllocDelayTicks, switchAllocDelayTicks, switchTraversalTicks, waitForTailCredit,
                allocatorIterations);
    }

    /** BookSim's defaults: every stage 1 tick, no wait for the tail credit, 1 iSLIP iteration. */
    public static PipelinedRouterParams booksim() {
        return new PipelinedRouterParams(1, 1, 1, 1, false, 1);
    }

    public RouterModel toModel() {
        return new RouterModel(true, routingDelayTicks, vcAllocDelayTicks, switchAllocDelayTicks, switchTraversalTicks,
                waitForTailCredit, allocatorIterations);
    }
}
