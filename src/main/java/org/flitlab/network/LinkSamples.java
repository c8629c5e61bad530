package org.flitlab.network;

import java.util.Arrays;

/**
 * Each channel's count of flits sent, sampled whenever the workbench takes a snapshot, for the link inspector's
 * utilisation over time. A ring of the latest {@value #MAX_SAMPLES} samples, fewer on a large network so that the
 * ring stays within {@value #BUDGET_BYTES} bytes (600 rows of a C104 10-cube's 12,288 channels would be 59 MB, and
 * a rewind keeps two recorders at once); rows are made as they are first filled. A count that goes back (the
 * measurement window reset the usage counters) starts the ring again. Owned by {@link EventRecorder}, under its lock.
 */
final class LinkSamples {
    static final int MAX_SAMPLES = 600;
    static final long BUDGET_BYTES = 8L << 20;
    private static final int MIN_SAMPLES = 16;

    private final int samples;
    private final int channelCount;
    private final long[] ticks;
    private final long[][] sent;
    private int first;
    private int count;

    LinkSamples(int channels) {
        this.channelCount = channels;
        long fit = BUDGET_BYTES / (Long.BYTES * (long) Math.max(1, channels));
        samples = (int) Math.max(MIN_SAMPLES, Math.min(MAX_SAMPLES, fit));
        ticks = new long[samples];
        sent = new long[samples][];
    }

    /** Samples each channel's count of flits sent, {@code sent.applyAsLong(channel)}, at {@code tick}. */
    void sample(long tick, java.util.function.IntToLongFunction sent) {
        int last = Math.floorMod(first + count - 1, samples);
        if (count > 0 && tick <= ticks[last]) {
            return;
        }
        int slot = (first + count) % samples;
        if (count == samples) {
            first = (first + 1) % samples;
        } else {
            count++;
        }
        ticks[slot] = tick;
        if (this.sent[slot] == null) {
            this.sent[slot] = new long[channelCount];
        }
        boolean restarted = false;
        for (int c = 0; c < channelCount; c++) {
            long n = sent.applyAsLong(c);
            this.sent[slot][c] = n;
            restarted |= count > 1 && n < this.sent[last][c];
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
        return (first + i) % samples;
    }
}
