package org.flitlab.scenario;

/**
 * Stop/go with stop on packet boundary (AN1 Section 3.5): above {@code readyMark} the receiver says "stop when
 * ready" (the sender finishes its packet, then stops); above {@code highMark} it says STOP at once (the urgent
 * mark); GO at {@code lowMark}. Immutable.
 */
public record PacketBoundaryStopParams(int highMark, int readyMark, int lowMark) {
    public PacketBoundaryStopParams {
        if (lowMark < 0) {
            throw new IllegalArgumentException("lowMark is " + lowMark + "; it must be at least 0 flits");
        }
        if (readyMark < lowMark || readyMark >= highMark) {
            throw new IllegalArgumentException("readyMark is " + readyMark + "; it must be from lowMark (" + lowMark
                    + ") to highMark - 1 (" + (highMark - 1) + ")");
        }
    }
}
