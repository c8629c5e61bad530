package org.flitlab.network;

/**
 * One worm advanced as a block by {@link FreeFlow}: the channels it streams through, from its source host's
 * link to its destination host's, each sending one of its flits per tick. The engine's state of these
 * channels, their buffers and counters is exact as of tick {@link #syncedTick}; {@link #syncTo} brings it up
 * to a later tick in time independent of the number of ticks. Owned by the engine thread.
 */
final class WormBlock {
    final Packet packet;
    /** Where the first channel takes the worm's flits from: its source host's injection lane, or a buffer's lane. */
    final Lane sourceLane;
    /** The buffer the first channel drains (the worm's tail is in it), or null when the source host still sends. */
    final InputQueue sourceQueue;
    /** channels[0] is the source host's link, channels[n-1] the link into the destination host. */
    final OutputChannel[] channels;
    final VirtualChannel[] vcs;
    /** The buffer each channel feeds; null for the last, which ends at a host. */
    final InputQueue[] buffers;
    /** The lane of each buffer the worm's flits pass through. */
    final Lane[] lanes;
    /** The last tick whose phases are reflected in the engine's state. */
    long syncedTick;
    /** The tick at which the source sends the tail: the block gives the worm back to the engine before it. */
    final long endTick;
    long endToken;

    WormBlock(Packet packet, Lane sourceLane, OutputChannel[] channels, VirtualChannel[] vcs, InputQueue[] buffers,
              Lane[] lanes, long syncedTick, long endTick) {
        this.packet = packet;
        this.sourceLane = sourceLane;
        this.sourceQueue = sourceLane.queue;
        this.channels = channels;
        this.vcs = vcs;
        this.buffers = buffers;
        this.lanes = lanes;
        this.syncedTick = syncedTick;
        this.endTick = endTick;
    }

    /**
     * Applies the ticks after {@link #syncedTick} up to and including {@code tick}, each exactly as the
     * flit-by-flit engine would have run it: every channel sent the next flit of the worm and every wire landed
     * one, so buffers keep their occupancy, credits come back as fast as they are spent, and only sequence
     * numbers, arrival ticks and counters move on.
     */
    void syncTo(long tick, Network net, boolean creditFlowControl) {
        int k = (int) (tick - syncedTick);
        if (k <= 0) {
            return;
        }
        int n = channels.length;
        advanceChannels(k, tick, net, creditFlowControl);
        packet.flitsLandedHere += k * (n - 1);
        net.recorder().deliveredFlits += k;
        net.flitHops += (long) k * n;
        net.freeFlow.blockFlitHops += (long) k * n;
        net.lastProgressTick = tick;
        syncedTick = tick;
    }

    /** Moves every channel of the block, and the lane or source queue feeding it, on by k flits. */
    private void advanceChannels(int k, long tick, Network net, boolean creditFlowControl) {
        int n = channels.length;
        for (int j = 0; j < n; j++) {
            OutputChannel oc = channels[j];
            VirtualChannel vc = vcs[j];
            if (j == 0) {
                sourceLane.popRun(k);
                if (sourceQueue == null) {
                    net.injectedFlits += k;
                } else {
                    drainSource(k, tick, creditFlowControl);
                }
            } else {
                lanes[j - 1].shiftRun(k);
                buffers[j - 1].crossbar.lastTick = tick;
            }
            if (creditFlowControl) {
                vc.shiftCredits(k);
            } else {
                vc.consumeCredits(k);
            }
            vc.ownerSent += k;
            oc.shiftFlights(k);
            oc.transmittingTicks += k;
            oc.lastSendTick = tick;
            InputQueue q = buffers[j];
            if (q != null) {
                q.steadyFlow(tick);
            } else {
                oc.sinkHost.deliveredFlits += k;
            }
        }
    }

    /**
     * The first channel took one flit a tick from the buffer holding the worm's tail: the buffer empties by k, and
     * each slot freed is credited back to the (free) virtual channel feeding it, a link delay later.
     */
    private void drainSource(int k, long tick, boolean creditFlowControl) {
        sourceQueue.drain(k, tick);
        sourceQueue.crossbar.lastTick = tick;
        if (creditFlowControl) {
            VirtualChannel feeder = sourceQueue.upstream;
            feeder.returnCredits(syncedTick + 1 + feeder.output.delayTicks, k);
        }
    }
}
