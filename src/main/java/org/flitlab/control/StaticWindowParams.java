package org.flitlab.control;

import java.util.SplittableRandom;
import org.flitlab.traffic.DestinationPattern;

/**
 * A static end-to-end window (model.md, End-to-end flow control; Owicki &amp; Karlin): at most {@code window}
 * unacknowledged packets per source or per source-destination pair. Every delivered packet is acknowledged by
 * a real packet of {@code ackBytes} sent back through the network, or, with {@code idealAcks}, at the instant
 * of delivery without using the network. Immutable.
 *
 * @param window    most unacknowledged packets, at least 1
 * @param scope     per source or per source-destination pair
 * @param ackBytes  size of an acknowledgement packet, at least 1 byte (unused when acknowledgements are ideal)
 * @param idealAcks whether acknowledgements arrive at once instead of as packets
 */
public record StaticWindowParams(int window, WindowScope scope, int ackBytes, boolean idealAcks) implements EndToEndPlan {
    public StaticWindowParams {
        if (window < 1) {
            throw new IllegalArgumentException("window is " + window + "; it must be at least 1 packet");
        }
        if (scope == null) {
            throw new IllegalArgumentException("scope is null; it must be PER_SOURCE or PER_PAIR");
        }
        if (ackBytes < 1) {
            throw new IllegalArgumentException("ackBytes is " + ackBytes + "; an acknowledgement has at least 1 byte");
        }
    }

    /** A window of 4 per pair with 32-byte acknowledgement packets. */
    public static StaticWindowParams defaults() {
        return new StaticWindowParams(4, WindowScope.PER_PAIR, 32, false);
    }

    @Override
    public String id() {
        return "static-window";
    }

    @Override
    public EndToEndControl newControl(int flitBytes, DestinationPattern destinations, SplittableRandom random) {
        int ack = idealAcks ? 0 : EndToEndPlan.flits(ackBytes, flitBytes);
        return new WindowedHosts(id(), host -> Gate.of(new StaticWindow(window, scope)), ack);
    }
}
