package org.flitlab.network;

import java.util.Arrays;

/**
 * Each channel's count of flits sent, sampled whenever the workbench takes a snapshot, for the link inspector's
 * utilisation over time. A ring of the latest {@value #SAMPLES} samples; a count that goes back (the measurement
 * window reset the usage counters) starts the ring again. Owned by {@link EventRecorder}, under its lock.
 */
final class LinkSamples {
    static final int SAMPLES = 600;

    private final long[] ticks = new long[SAMPLES];
    private final long[][] sent;
    private int first;
    private int count;

    LinkSamples(int channels) {
        sent = new long[SAMPLES][channels];
    }

    void sample(long tick, OutputChannel[] channels) {
        int last = Math.floorMod(first + count - 1, SAMPLES);
        if (count > 0 && tick <= ticks[last]) {
            return;
        }
        int slot = (first + count) % SAMPLES;
        if (count == SAMPLES) {
            first = (first + 1) % SAMPLES;
        } else {
            count++;
        }
        ticks[slot] = tick;
        boolean restarted = false;
        for (OutputChannel oc : channels) {
            sent[slot][oc.channel] = oc.transmittingTicks;
            restarted |= count > 1 && oc.transmittingTicks < sent[last][oc.channel];
        }
        if (restarted) {
            first = slot;
            count = 1;
        }
    }

    double[][] utilisation(int channel, long windowTicks) {
        double[][] points = new double[Math.max(0, count - 1)][];
        int from = 0;
        for (int i = 1; i < count; i++) {
            long tick = ticks[at(i)];
            while (from + 1 < i && tick - ticks[at(from + 1)] >= windowTicks) {
                from++;
            }
            long span = tick - ticks[at(from)];
            double u = (sent[at(i)][channel] - sent[at(from)][channel]) / (double) span;
            points[i - 1] = new double[] {tick, u};
        }
        return Arrays.copyOf(points, points.length);
    }

    private int at(int i) {
        return (first + i) % SAMPLES;
    }
}
