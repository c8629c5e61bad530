package org.flitlab.network;

import java.util.Arrays;

/**
 * Where sleeping channels wait off the transmit phase's visiting set: a timing wheel of the ticks at which
 * they may send again (a credit or signal arrives, at most a link delay ahead). A channel that sleeps with
 * nothing on its way is only put back by {@link OutputChannel#wake} (a flit lands in its source lane, a worm is
 * granted). Visiting a sleeping channel does nothing, so skipping it changes no result; past saturation most
 * channels sleep, and not touching them every tick spares the memory traffic. Owned by the engine thread.
 */
final class WakeWheel {
    private final ChannelSet sending;
    private final OutputChannel[] channels;
    private final int mask;
    private final int[][] buckets;
    private final int[] counts;
    /** The tick being processed: a wake-up due now goes straight back into the visiting set. */
    private long now = -1;

    WakeWheel(ChannelSet sending, OutputChannel[] channels, int maxDelayTicks) {
        this.sending = sending;
        this.channels = channels;
        int size = Integer.highestOneBit(Math.max(2, maxDelayTicks + 2)) * 2;
        this.mask = size - 1;
        this.buckets = new int[size][4];
        this.counts = new int[size];
    }

    /**
     * Puts the channels due at {@code t} back into the visiting set, before the transmit phase visits it; also
     * the tick from which {@link #schedule} sees wake-ups due now.
     */
    void due(long t) {
        now = t;
        int b = (int) (t & mask);
        int[] bucket = buckets[b];
        for (int i = 0, n = counts[b]; i < n; i++) {
            OutputChannel oc = channels[bucket[i]];
            if (oc.parked && oc.sleepUntil <= t) {
                oc.parked = false;
                sending.add(oc.channel);
            }
        }
        counts[b] = 0;
    }

    /** Takes a channel that has just gone to sleep at {@code t} off the visiting set, if its wake-up can be kept. */
    void park(OutputChannel oc, long t) {
        long until = oc.sleepUntil;
        if (until != Long.MAX_VALUE && until - t > mask) {
            return;
        }
        oc.parked = true;
        sending.remove(oc.channel);
        if (until != Long.MAX_VALUE) {
            add((int) (until & mask), oc.channel);
        }
    }

    /** A parked channel may send again from {@code tick}. */
    void schedule(OutputChannel oc, long tick) {
        if (tick <= now) {
            oc.parked = false;
            sending.add(oc.channel);
        } else if (tick - now > mask) {
            // Beyond the wheel (not expected: wake-ups come at most a link delay ahead); visit it every tick.
            oc.parked = false;
            sending.add(oc.channel);
        } else {
            add((int) (tick & mask), oc.channel);
        }
    }

    private void add(int b, int channel) {
        if (counts[b] == buckets[b].length) {
            buckets[b] = Arrays.copyOf(buckets[b], 2 * counts[b]);
        }
        buckets[b][counts[b]++] = channel;
    }
}
