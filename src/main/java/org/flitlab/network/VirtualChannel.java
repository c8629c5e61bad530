package org.flitlab.network;

import java.util.Arrays;

/**
 * The sending end of one virtual channel of an output: which packet holds it (a worm keeps it from head to
 * tail), where that packet's flits come from, and the sender's view of the receiver: its credits, or the
 * last stop/go signal that has reached it. Credits and signals are delayed by the link delay, so the order
 * in which components act within a tick never matters. Owned by the engine thread.
 */
final class VirtualChannel {
    static final byte GO = 0;
    /** AN1 stop on packet boundary: finish the current packet, start no new one. */
    static final byte STOP_WHEN_READY = 1;
    static final byte STOP = 2;
    final OutputChannel output;
    final int vc;
    /** The receiving buffer, or null when the channel ends at a host, which consumes at link rate. */
    final InputQueue downstream;
    Packet owner;
    Lane source;
    /**
     * A worm a hop-by-hop reset has cleared from the receiving buffer: its flits still arriving on this
     * virtual channel are discarded as they land (only ever set with {@link ResetPropagation#HOP_BY_HOP}).
     */
    Packet discarding;
    /** A worm dropped by its time-to-live where this virtual channel ends: the rest of it is dropped as it lands. */
    Packet dropping;
    /** Flits the owner has sent on this virtual channel since it was granted (deflection's waiting test). */
    int ownerSent;
    /**
     * BookSim's {@code wait_for_tail_credit}: the last tail has been sent but its slot's credit is not back yet, so
     * the virtual channel is not given to a new packet before {@link #tailCreditTick}.
     */
    boolean awaitingTailCredit;
    /** When the awaited tail's credit arrives; Long.MAX_VALUE while the tail is still downstream. */
    long tailCreditTick = Long.MAX_VALUE;
    private int credits;
    private long[] creditTicks = new long[8];
    private int creditFirst;
    private int creditCount;
    /** Arrival tick of the oldest credit on its way (Long.MAX_VALUE if none): checked every send without the ring. */
    private long nextCreditTick = Long.MAX_VALUE;
    /** The stop/go state the sender sees: {@link #GO}, {@link #STOP_WHEN_READY} or {@link #STOP}. */
    private byte stopLevel;
    private long[] signalTicks = new long[4];
    private byte[] signalLevel = new byte[4];
    private int signalFirst;
    private int signalCount;

    VirtualChannel(OutputChannel output, int vc, InputQueue downstream) {
        this.output = output;
        this.vc = vc;
        this.downstream = downstream;
        this.credits = downstream == null ? Integer.MAX_VALUE : downstream.capacityFlits;
    }

    /**
     * The credits the sender holds once those due by {@code tick} are counted in, without taking them in (the
     * sender does so only when it asks to send): what the GUI draws, the same in both kernels.
     */
    int creditsAt(long tick) {
        int n = credits;
        for (int i = 0; i < creditCount && creditTicks[(creditFirst + i) & (creditTicks.length - 1)] <= tick; i++) {
            n++;
        }
        return n;
    }

    boolean isFree() {
        return owner == null && !awaitingTailCredit;
    }

    /** Whether a new packet may take this virtual channel at {@code tick} (its last tail's credit is back, if awaited). */
    boolean isFree(long tick) {
        if (awaitingTailCredit && tailCreditTick <= tick) {
            awaitingTailCredit = false;
            tailCreditTick = Long.MAX_VALUE;
        }
        return isFree();
    }

    /** The tail has been sent: with {@code waitForTailCredit} the channel stays reserved until its credit is back. */
    void awaitTailCredit() {
        awaitingTailCredit = true;
        tailCreditTick = Long.MAX_VALUE;
    }

    /** The awaited tail has left the downstream buffer; its credit reaches us at {@code arrivalTick}. */
    void tailCreditReturned(long arrivalTick) {
        if (awaitingTailCredit) {
            tailCreditTick = arrivalTick;
        }
    }

    /**
     * Whether flow control lets the front flit of {@code source} go at {@code tick}. A "stop when ready" signal
     * (AN1 stop on packet boundary) holds back a head (the front flit's position in its packet is 0) while
     * letting a started packet finish; a full stop holds back every flit.
     */
    boolean mayTransmit(long tick, LinkFlowControl flowControl, Lane source) {
        if (downstream == null) {
            return true;
        }
        if (flowControl == LinkFlowControl.CREDIT) {
            absorbCredits(tick);
            return credits > 0;
        }
        absorbSignals(tick);
        // The front flit's position is read only under "stop when ready": the common case skips that load.
        return stopLevel == GO || (stopLevel == STOP_WHEN_READY && source.frontSeq() != 0);
    }

    /** Whether the sender sees GO at {@code tick}: no stop of either kind in force. */
    boolean seesGo(long tick) {
        if (downstream == null) {
            return true;
        }
        absorbSignals(tick);
        return stopLevel == GO;
    }

    /**
     * Bianco et al.'s links without back-pressure ({@link Deflection#backPressure()} false): the sender is never held
     * back by the receiver's buffer. Credits are still counted, from so large a stock that they never run out.
     */
    void removeBackPressure() {
        credits = Integer.MAX_VALUE / 2;
    }

    void consumeCredit() {
        if (downstream != null) {
            credits--;
        }
    }

    /** A slot freed downstream; the credit reaches us at {@code arrivalTick}. */
    void returnCredit(long arrivalTick) {
        if (creditCount == creditTicks.length) {
            creditTicks = unroll(creditTicks, creditFirst, creditCount, creditTicks.length * 2);
            creditFirst = 0;
        }
        creditTicks[(creditFirst + creditCount) & (creditTicks.length - 1)] = arrivalTick;
        if (creditCount++ == 0) {
            nextCreditTick = arrivalTick;
        }
        output.wake(arrivalTick);
    }

    /** {@code k} slots freed downstream on consecutive ticks: their credits reach us from {@code firstArrival} on. */
    void returnCredits(long firstArrival, int k) {
        for (int i = 0; i < k; i++) {
            if (creditCount == creditTicks.length) {
                creditTicks = unroll(creditTicks, creditFirst, creditCount, creditTicks.length * 2);
                creditFirst = 0;
            }
            creditTicks[(creditFirst + creditCount) & (creditTicks.length - 1)] = firstArrival + i;
            if (creditCount++ == 0) {
                nextCreditTick = firstArrival + i;
            }
        }
        output.wake(firstArrival);
    }

    /** The receiver changed its stop/go state to {@code level}; the signal reaches us at {@code arrivalTick}. */
    void signal(byte level, long arrivalTick) {
        if (signalCount == signalTicks.length) {
            int n = signalTicks.length * 2;
            byte[] s = new byte[n];
            for (int i = 0; i < signalCount; i++) {
                s[i] = signalLevel[(signalFirst + i) % signalTicks.length];
            }
            signalTicks = unroll(signalTicks, signalFirst, signalCount, n);
            signalLevel = s;
            signalFirst = 0;
        }
        int slot = (signalFirst + signalCount) & (signalTicks.length - 1);
        signalTicks[slot] = arrivalTick;
        signalLevel[slot] = level;
        signalCount++;
        output.wake(arrivalTick);
    }

    private void absorbCredits(long tick) {
        if (nextCreditTick > tick) {
            return;
        }
        while (creditCount > 0 && creditTicks[creditFirst] <= tick) {
            credits++;
            creditFirst = (creditFirst + 1) & (creditTicks.length - 1);
            creditCount--;
        }
        nextCreditTick = creditCount > 0 ? creditTicks[creditFirst] : Long.MAX_VALUE;
    }

    private void absorbSignals(long tick) {
        while (signalCount > 0 && signalTicks[signalFirst] <= tick) {
            stopLevel = signalLevel[signalFirst];
            if (stopLevel != GO) {
                output.lastStoppedTick = signalTicks[signalFirst];
            }
            signalFirst = (signalFirst + 1) & (signalTicks.length - 1);
            signalCount--;
        }
    }

    /**
     * Whether exactly one credit arrives at each of the ticks {@code t+1 .. t+d} and no other is on its way:
     * the receiver freed a slot in each of the last {@code d} ticks (the block fast path's steady flow).
     */
    boolean creditsStream(long t, int d) {
        int mask = creditTicks.length - 1;
        return creditCount == d && creditTicks[creditFirst] == t + 1
                && creditTicks[(creditFirst + creditCount - 1) & mask] == t + d;
    }

    /** {@code k} ticks of steady flow: each credit on its way is the one returned k ticks later. */
    void shiftCredits(int k) {
        int mask = creditTicks.length - 1;
        for (int i = 0; i < creditCount; i++) {
            creditTicks[(creditFirst + i) & mask] += k;
        }
        if (creditCount > 0) {
            nextCreditTick += k;
        }
    }

    /** {@code k} flits sent without credits coming back (stop/go, where credits are only counted). */
    void consumeCredits(int k) {
        if (downstream != null) {
            credits -= k;
        }
    }

    /** Whether the sender sees GO with no stop/go signal on its way. */
    boolean goAndQuiet() {
        return signalCount == 0 && stopLevel == GO;
    }

    /** The earliest tick a credit or signal now on its way arrives, or Long.MAX_VALUE. */
    long nextArrivalTick() {
        long t = Long.MAX_VALUE;
        if (creditCount > 0) {
            t = nextCreditTick;
        }
        if (signalCount > 0) {
            t = Math.min(t, signalTicks[signalFirst]);
        }
        return t;
    }

    /**
     * Whether the sender sees a stop of either kind at {@code tick}, counting the signals due by then without taking
     * them in (the sender does so when it asks to send): drawing a snapshot must not move the last tick a channel saw
     * STOP, which least-recently-stopped selection reads, or the animation's results would depend on its frame rate.
     */
    boolean seesStop(long tick) {
        byte level = stopLevel;
        int mask = signalTicks.length - 1;
        for (int i = 0; i < signalCount && signalTicks[(signalFirst + i) & mask] <= tick; i++) {
            level = signalLevel[(signalFirst + i) & mask];
        }
        return level != GO;
    }

    private static long[] unroll(long[] ring, int first, int count, int newLength) {
        long[] out = new long[newLength];
        for (int i = 0; i < count; i++) {
            out[i] = ring[(first + i) % ring.length];
        }
        return out;
    }

    @Override
    public String toString() {
        return "channel " + output.channel + " vc " + vc + (owner == null ? " free" : " held by " + owner) + " " + Arrays.toString(new int[] {credits});
    }
}
