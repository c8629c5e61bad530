package org.flitlab.network.flat;

/**
 * Stop/go flow control in the flat kernel (model.md, Flow control), as the reference engine's {@code Landing} and
 * {@code VirtualChannel}: a receiving buffer that rises above the high mark signals STOP, one that falls to the low
 * mark signals GO; a signal reaches the sender a link delay later. Per virtual channel g: the receiver's last level
 * ({@link #receiverLevel}), the signals not yet taken in (a ring of arrival tick and level per virtual channel, grown
 * by doubling: a sender that does not ask lets them pile up, as in the reference engine), and the level the sender
 * has seen. The sender takes in due signals only when it asks whether it may send (as the
 * reference engine does), so the last tick a channel saw a STOP ({@link #lastStoppedTick}, which the
 * least-recently-stopped selection reads) moves on at the same moments in both kernels.
 */
final class StopGo {
    private static final byte GO = 0;
    private static final byte STOP = 2;

    private final FlatState s;
    private final int high;
    private final int low;
    private final byte[] receiverLevel;
    private final byte[] senderLevel;
    private final long[][] signalTick;
    private final byte[][] signalLevel;
    private final int[] first;
    private final int[] count;
    /** lastStoppedTick[c]: the arrival tick of the last STOP channel c's sender took in (Long.MIN_VALUE: never). */
    final long[] lastStoppedTick;
    StopParking parking;

    StopGo(FlatState s, int maxDelay) {
        this.s = s;
        this.high = s.config.stopHighMark();
        this.low = s.config.stopLowMark();
        int g = s.channels * s.vcs;
        receiverLevel = new byte[g];
        senderLevel = new byte[g];
        int slots = Integer.highestOneBit(Math.max(2, 2 * (maxDelay + 1)) * 2 - 1);
        signalTick = new long[g][slots];
        signalLevel = new byte[g][slots];
        first = new int[g];
        count = new int[g];
        lastStoppedTick = new long[s.channels];
        java.util.Arrays.fill(lastStoppedTick, Long.MIN_VALUE);
    }

    /** A flit has landed in buffer g at {@code t}: above the high mark, STOP goes upstream. */
    void landed(int g, long t) {
        if (receiverLevel[g] != STOP && s.bufRing[2 * g + 1] > high) {
            receiverLevel[g] = STOP;
            signal(g, STOP, t + s.chanDelay[s.vcChannel[g]]);
        }
    }

    /** A flit has left buffer g at {@code t}: down at the low mark, GO goes upstream. */
    void left(int g, long t) {
        if (receiverLevel[g] != GO && s.bufRing[2 * g + 1] <= low) {
            receiverLevel[g] = GO;
            signal(g, GO, t + s.chanDelay[s.vcChannel[g]]);
        }
    }

    private void signal(int g, byte level, long arrival) {
        if (count[g] == signalTick[g].length) {
            grow(g);
        }
        int slot = (first[g] + count[g]) & (signalTick[g].length - 1);
        signalTick[g][slot] = arrival;
        signalLevel[g][slot] = level;
        count[g]++;
        if (parking != null) {
            parking.signalled(g, arrival);
        }
    }

    private void grow(int g) {
        int n = signalTick[g].length;
        long[] ticks = new long[2 * n];
        byte[] levels = new byte[2 * n];
        for (int i = 0; i < n; i++) {
            ticks[i] = signalTick[g][(first[g] + i) & (n - 1)];
            levels[i] = signalLevel[g][(first[g] + i) & (n - 1)];
        }
        signalTick[g] = ticks;
        signalLevel[g] = levels;
        first[g] = 0;
    }

    /** The arrival tick of the first signal not yet taken in by g's sender (Long.MAX_VALUE: none). */
    long nextSignalTick(int g) {
        return count[g] > 0 ? signalTick[g][first[g]] : Long.MAX_VALUE;
    }

    /** Whether buffer g's receiver last signalled GO (so a flit leaving it sends no signal). */
    boolean receiverGo(int g) {
        return receiverLevel[g] == GO;
    }

    /** Whether g is at GO on both ends with no signal on its way (the block fast path's steady stop/go). */
    boolean quiet(int g) {
        return count[g] == 0 && senderLevel[g] == GO && receiverLevel[g] == GO;
    }

    /** Whether the sender of g sees GO at {@code t}, taking in the signals due. */
    boolean mayTransmit(int g, long t) {
        int n = count[g];
        if (n > 0) {
            long[] ticks = signalTick[g];
            int mask = ticks.length - 1;
            int f = first[g];
            while (n > 0 && ticks[f] <= t) {
                senderLevel[g] = signalLevel[g][f];
                if (senderLevel[g] != GO) {
                    lastStoppedTick[g / s.vcs] = ticks[f];
                }
                f = (f + 1) & mask;
                n--;
            }
            first[g] = f;
            count[g] = n;
        }
        return senderLevel[g] == GO;
    }

    /** Whether the sender of g sees STOP at {@code t}, counting the signals due without taking them in (snapshots). */
    boolean seesStop(int g, long t) {
        byte level = senderLevel[g];
        int mask = signalTick[g].length - 1;
        for (int i = 0; i < count[g] && signalTick[g][(first[g] + i) & mask] <= t; i++) {
            level = signalLevel[g][(first[g] + i) & mask];
        }
        return level != GO;
    }
}
