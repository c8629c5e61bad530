package org.flitlab.network.flat;

import org.flitlab.kernel.Event;

/**
 * One worm advanced as a block by {@link FlatBlocks}: the virtual channels it streams through, from the first one
 * it still holds to the link into its destination host, each sending one of its flits per tick. The kernel's state
 * of these channels, their wires, buffers and counters is exact as of tick {@link #synced}; {@link #syncTo} brings
 * it up to a later tick in time independent of the number of ticks (as the reference engine's {@code WormBlock}).
 * Reused from a pool (no allocation per packet in steady state); it is its own end event. Engine thread only.
 */
final class FlatBlock implements Event {
    private final FlatBlocks owner;
    int packet;
    /** Path length: chan[0] is the first channel the worm holds, chan[n - 1] the link into its destination host. */
    int n;
    int[] chan = new int[8];
    /** The global virtual channel (c * vcs + v) of each channel: the sender's side and the buffer it feeds. */
    int[] vc = new int[8];
    /** Credits of each virtual channel at the start (steady while the block runs: one spent, one back, per tick). */
    int[] baseCredits = new int[8];
    /** Where chan[0] takes its flits: ~h for host h's injection lane, or the buffer (lane) it drains. */
    int source;
    /** The last tick whose phases are reflected in the kernel's state. */
    long synced;
    /** The tick chan[0] sends the tail: the block gives the worm back at its start. */
    long endTick;
    long endToken;

    FlatBlock(FlatBlocks owner) {
        this.owner = owner;
    }

    /** Room for a path of {@code m} channels. */
    void ensure(int m) {
        if (m > chan.length) {
            int size = Integer.highestOneBit(m) * 2;
            chan = java.util.Arrays.copyOf(chan, size);
            vc = java.util.Arrays.copyOf(vc, size);
            baseCredits = java.util.Arrays.copyOf(baseCredits, size);
        }
    }

    @Override
    public void fire(long tick) {
        owner.handBack(this, tick, false);
    }

    /**
     * Applies the ticks after {@link #synced} up to and including {@code tick}, each as the flit-by-flit kernel would
     * have run it: every channel sent the worm's next flit and every wire landed one, so buffers on the path keep
     * their occupancy, credits come back as fast as they are spent, and sequence numbers, arrival ticks and counters
     * move on.
     */
    void syncTo(long tick, FlatKernel k) {
        int steps = (int) (tick - synced);
        if (steps <= 0) {
            return;
        }
        FlatState s = k.state;
        if (k.credits.lastDue() < tick) {
            // The kernel skipped idle ticks: count in the credits the flit-by-flit kernel would have by now.
            k.credits.due(tick, s.credits);
        }
        for (int j = 0; j < n; j++) {
            int c = chan[j];
            if (j == 0) {
                advanceSource(steps, tick, k);
            } else {
                FlatBlockSync.streamBuffer(s, vc[j - 1], packet, steps, tick);
            }
            if (s.sinkHost[c] < 0) {
                FlatBlockSync.credits(k, vc[j], baseCredits[j], synced, steps, tick);
            }
            FlatBlockSync.wire(s, c, vc[j] - c * s.vcs, packet, steps, tick);
            s.transmitting[c] += steps;
            s.lastSendTick[c] = tick;
        }
        k.hosts.delivered[s.sinkHost[chan[n - 1]]] += steps;
        k.recorder.recordDeliveredFlits(steps);
        k.packets.landedHere[packet] += steps * (n - 1);
        k.flitHops += (long) steps * n;
        owner.blockFlitHops += (long) steps * n;
        k.lastProgressTick = Math.max(k.lastProgressTick, tick);
        synced = tick;
    }

    private void advanceSource(int steps, long tick, FlatKernel k) {
        if (source < 0) {
            k.hosts.nextSeq[~source] += steps;
            k.injectedFlits += steps;
        } else {
            FlatBlockSync.drainBuffer(k, source, steps, synced, tick);
        }
    }
}
