package org.flitlab.control;

/**
 * Parameters of TCP Reno flows over the network (model.md, End-to-end flow control; Bianco et al.: MSS 9140 bytes,
 * IP and TCP headers of 40 bytes, maximum windows 1, 5 and 30 segments, timer granularity 5 us). The flows
 * themselves are the traffic pattern's explicit flows; other traffic stays the Poisson background class.
 * Immutable.
 *
 * @param mssBytes            maximum segment size, at least 1 byte
 * @param headerBytes         IP plus TCP header bytes carried in every segment and ACK, at least 1
 * @param maxWindow           W, the receiver's window, at least 1 segment
 * @param granularityTicks    the retransmission timer's granularity, at least 1 tick
 * @param initialTimeoutTicks the RTO before any round trip is measured, at least 1 tick
 */
public record TcpRenoParams(int mssBytes, int headerBytes, int maxWindow, long granularityTicks,
                            long initialTimeoutTicks) implements EndToEndPlan {
    public TcpRenoParams {
        if (mssBytes < 1) {
            throw new IllegalArgumentException("mssBytes is " + mssBytes + "; a segment carries at least 1 byte");
        }
        if (headerBytes < 1) {
            throw new IllegalArgumentException("headerBytes is " + headerBytes + "; it must be at least 1 byte");
        }
        if (maxWindow < 1) {
            throw new IllegalArgumentException("maxWindow is " + maxWindow + "; it must be at least 1 segment");
        }
        if (granularityTicks < 1) {
            throw new IllegalArgumentException("granularityTicks is " + granularityTicks + "; it must be at least 1 tick");
        }
        if (initialTimeoutTicks < 1) {
            throw new IllegalArgumentException("initialTimeoutTicks is " + initialTimeoutTicks + "; it must be at least 1 tick");
        }
    }

    /** Bianco et al.: MSS 9140 B, 40 B of headers, W = 5; with 1-byte flits at 640 Mbit/s, 5 us is 400 ticks. */
    public static TcpRenoParams bianco() {
        return new TcpRenoParams(9140, 40, 5, 400, 100_000);
    }

    @Override
    public String id() {
        return "tcp-reno";
    }
}
