package org.flitlab.scenario;

/**
 * How ticks and flits translate to time and bytes, for display only (model.md, Time and units): the simulator
 * knows only ticks and flits. One tick is the time to send one flit over one link. Immutable.
 *
 * @param flitBytes             bytes in a flit, at least 1 (Myrinet 1)
 * @param linkRateBitsPerSecond link rate, finite and above 0 (AN1 100e6, Myrinet 640e6)
 */
public record Units(int flitBytes, double linkRateBitsPerSecond) {
    public Units {
        if (flitBytes < 1) {
            throw new IllegalArgumentException("flitBytes is " + flitBytes + "; a flit must hold at least 1 byte");
        }
        if (!(linkRateBitsPerSecond > 0) || Double.isInfinite(linkRateBitsPerSecond)) {
            throw new IllegalArgumentException("linkRateBitsPerSecond is " + linkRateBitsPerSecond
                    + "; it must be a finite number above 0 bit/s");
        }
    }

    /** Myrinet: 1-byte flits at 640 Mbit/s, so a tick is 12.5 ns. */
    public static Units defaults() {
        return new Units(1, 640e6);
    }

    /** Microseconds in one tick. */
    public double microsecondsPerTick() {
        return flitBytes * 8 / linkRateBitsPerSecond * 1e6;
    }

    /** A duration in ticks as microseconds. */
    public double toMicroseconds(double ticks) {
        return ticks * microsecondsPerTick();
    }
}
