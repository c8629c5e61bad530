package org.flitlab.scenario;

/**
 * Stop/go link flow control (model.md, Network; AN1 start/stop at half-full and half-empty, Myrinet STOP/GO, Hu &amp;
 * Kleinrock's thresholds): the receiver sends STOP when its buffer holds more than {@code highMark} flits and GO
 * when it falls to {@code lowMark}. Whether the buffer can absorb the round trip is checked against the links by
 * {@link ScenarioAssembly}. Immutable.
 *
 * @param highMark occupancy in flits above which STOP is sent, at least 0
 * @param lowMark  occupancy in flits at which GO is sent, from 0 to {@code highMark}
 */
public record StopGoParams(int highMark, int lowMark) {
    public StopGoParams {
        if (highMark < 0) {
            throw new IllegalArgumentException("highMark is " + highMark + "; it must be at least 0 flits");
        }
        if (lowMark < 0 || lowMark > highMark) {
            throw new IllegalArgumentException("lowMark is " + lowMark + "; it must be from 0 to highMark (" + highMark + ")");
        }
    }
}
