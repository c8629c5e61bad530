package org.flitlab.network;

/**
 * A set of output channels visited in channel-index order, as a bitmap. The order in which channels act
 * within a phase decides same-tick ties (which virtual channel of an input port gets the crossbar first,
 * which host's new worm asks for its link first), so it must not depend on history: a channel that leaves the
 * set and comes back (a worm advanced as a block by {@link FreeFlow}) is visited exactly where it would have
 * been. Allocation-free; owned by the engine thread.
 */
final class ChannelSet {
    private final long[] words;
    private int size;

    ChannelSet(int channels) {
        this.words = new long[(channels + 63) >>> 6];
    }

    void add(int channel) {
        long bit = 1L << channel;
        int w = channel >>> 6;
        if ((words[w] & bit) == 0) {
            words[w] |= bit;
            size++;
        }
    }

    void remove(int channel) {
        long bit = 1L << channel;
        int w = channel >>> 6;
        if ((words[w] & bit) != 0) {
            words[w] &= ~bit;
            size--;
        }
    }

    boolean contains(int channel) {
        return (words[channel >>> 6] & (1L << channel)) != 0;
    }

    boolean isEmpty() {
        return size == 0;
    }

    int size() {
        return size;
    }

    /** Number of 64-channel words, for the visiting loops of {@link Transmission} and {@link Landing}. */
    int wordCount() {
        return words.length;
    }

    /** The members among channels 64w..64w+63 as bits; read once per word, so removing the visited one is safe. */
    long word(int w) {
        return words[w];
    }
}
