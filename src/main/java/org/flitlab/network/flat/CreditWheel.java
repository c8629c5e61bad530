package org.flitlab.network.flat;

import java.util.Arrays;

/**
 * Credits on their way back, as a timing wheel of per-tick lists: a flit leaving buffer {@code g} at tick t adds g
 * to the list of tick t + delay, and at the start of each tick's transmit phase the lists of every tick since the
 * last one are emptied into the senders' credit counts. The wheel spans more ticks than the longest link delay, so a
 * slot is never reused before it is due. Credits are read only when a channel decides whether to send, so counting
 * them in at the start of the tick they arrive gives what the reference engine's per-channel rings give.
 * Allocation-free once each list has grown to its largest size.
 */
final class CreditWheel {
    private final int mask;
    private final int[][] lists;
    private final int[] counts;
    private long lastDue = -1;

    CreditWheel(int maxDelay) {
        int size = Integer.highestOneBit(Math.max(2, maxDelay + 2)) * 2;
        mask = size - 1;
        lists = new int[size][4];
        counts = new int[size];
    }

    void add(long tick, int g) {
        int b = (int) (tick & mask);
        if (counts[b] == lists[b].length) {
            lists[b] = Arrays.copyOf(lists[b], counts[b] * 2);
        }
        lists[b][counts[b]++] = g;
    }

    /** The last tick whose credits have been counted in. */
    long lastDue() {
        return lastDue;
    }

    /** How many of virtual channel g's credits are due at {@code tick} (after {@link #lastDue()}, within the wheel's span). */
    int countAt(long tick, int g) {
        int b = (int) (tick & mask);
        int n = 0;
        for (int i = 0; i < counts[b]; i++) {
            if (lists[b][i] == g) {
                n++;
            }
        }
        return n;
    }

    /**
     * Adds each credit due at {@code tick} to {@code into[base + (slotOf[g] - 1) * stride]} for the virtual channels g
     * with {@code slotOf[g] > 0}: one pass over the tick's list for many virtual channels, where {@link #countAt} makes
     * one per virtual channel.
     * <p>Invariants (the caller's part first): {@code tick} is after {@link #lastDue()} and its slot holds no other
     * tick's credits. That holds up to a whole span past {@code lastDue()}: every credit waiting is due less than a
     * span past it (the wheel spans more ticks than the longest delay), and the slot a span past it is its own,
     * emptied by {@link #due} (a recording asks up to its wire slots ahead, which can be the span, and zeroes what
     * lies past each channel's delay). The non-zero entries of {@code slotOf} are distinct (the table is
     * {@code FlatGroups.vcSlot}: 1 + a held virtual channel's index in the group, all zero between captures). Then
     * each asked virtual channel's slot grows by exactly what {@code countAt(tick, g)} returns, every other entry of
     * {@code into} is left as it was, and the wheel is only read: its credits are still counted in by {@link #due}
     * ({@code CreditWheelTest}).
     */
    void tally(long tick, int[] slotOf, int[] into, int base, int stride) {
        int b = (int) (tick & mask);
        int[] list = lists[b];
        for (int i = 0, n = counts[b]; i < n; i++) {
            int q = slotOf[list[i]];
            if (q > 0) {
                into[base + (q - 1) * stride]++;
            }
        }
    }

    /** Counts in every credit due at or before {@code t}. */
    void due(long t, int[] credits) {
        long from = Math.max(lastDue + 1, t - mask);
        for (long u = from; u <= t; u++) {
            int b = (int) (u & mask);
            int[] list = lists[b];
            for (int i = 0, n = counts[b]; i < n; i++) {
                credits[list[i]]++;
            }
            counts[b] = 0;
        }
        lastDue = t;
    }
}
