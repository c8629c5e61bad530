package org.flitlab.network;

/**
 * AN1's stop on packet boundary (Owicki &amp; Karlin, section 3.5): besides the urgent STOP sent when a buffer
 * rises above {@link NetworkConfig#stopHighMark()}, the receiver sends a "stop when ready" signal when its
 * occupancy rises above {@code readyMark}. A sender that sees "stop when ready" finishes the packet it is
 * sending but starts no new one, and its channel is not offered to waiting heads, so an adaptive switch
 * routes the next packet elsewhere instead of blocking its input behind a stopped link. GO is sent when the
 * occupancy falls to {@link NetworkConfig#stopLowMark()}; an urgent STOP stays in force until then.
 * Immutable.
 *
 * @param enabled   whether the two-mark scheme is in use (stop/go only)
 * @param readyMark flits; "stop when ready" is sent when occupancy rises above it; from the low mark to the
 *                  high mark - 1 (checked by {@link NetworkConfig#problems})
 */
public record PacketBoundaryStop(boolean enabled, int readyMark) {
    /** Plain stop/go: every STOP stops at the next flit boundary. */
    public static final PacketBoundaryStop OFF = new PacketBoundaryStop(false, 0);

    public PacketBoundaryStop {
        if (enabled && readyMark < 0) {
            throw new IllegalArgumentException("readyMark is " + readyMark + "; it must be at least 0 flits");
        }
    }
}
