package org.flitlab.network.flat;

/**
 * A set of channels as a bitmap, visited in channel-index order (as the reference engine's {@code ChannelSet}), so
 * that same-tick ties resolve the same way in both kernels. A visitor reads one 64-bit word at a time, so removing
 * the channel being visited is safe. Allocation-free.
 */
final class ChannelBits {
    final long[] words;
    private int size;

    ChannelBits(int channels) {
        this.words = new long[(channels + 63) >>> 6];
    }

    void add(int c) {
        long bit = 1L << c;
        int w = c >>> 6;
        if ((words[w] & bit) == 0) {
            words[w] |= bit;
            size++;
        }
    }

    void remove(int c) {
        long bit = 1L << c;
        int w = c >>> 6;
        if ((words[w] & bit) != 0) {
            words[w] &= ~bit;
            size--;
        }
    }

    boolean contains(int c) {
        return (words[c >>> 6] & (1L << c)) != 0;
    }

    boolean isEmpty() {
        return size == 0;
    }

    int size() {
        return size;
    }
}
