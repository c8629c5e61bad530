package org.flitlab.control;

import java.util.List;
import java.util.SplittableRandom;
import org.flitlab.traffic.DestinationPattern;

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
 * @param flows               the persistent connections, source and destination host indices; at least one
 * @param closeAfterTimeouts  a connection is forced to close (sends nothing more) at this many consecutive
 *                            retransmission timeouts, i.e. timeouts with no round trip measured in between (Bianco
 *                            et al. Fig. 4: "forced to close due to excessive retransmissions"); 0 never closes.
 *                            BSD 4.3's TCP_MAXRXTSHIFT of 12 retransmissions, dropped at the next timeout, is 13
 */
public record TcpRenoParams(int mssBytes, int headerBytes, int maxWindow, long granularityTicks,
                            long initialTimeoutTicks, List<Flow> flows, int closeAfterTimeouts) implements EndToEndPlan {
    /** Connections that never give up. */
    public TcpRenoParams(int mssBytes, int headerBytes, int maxWindow, long granularityTicks, long initialTimeoutTicks,
                         List<Flow> flows) {
        this(mssBytes, headerBytes, maxWindow, granularityTicks, initialTimeoutTicks, flows, 0);
    }

    public TcpRenoParams {
        flows = List.copyOf(flows);
        if (flows.isEmpty()) {
            throw new IllegalArgumentException("flows is empty; give at least one TCP flow (source, destination)");
        }
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
        if (closeAfterTimeouts < 0) {
            throw new IllegalArgumentException("closeAfterTimeouts is " + closeAfterTimeouts
                    + "; it must be 0 (never close) or at least 1 timeout");
        }
    }

    /**
     * Bianco et al.: MSS 9140 B, 40 B of headers, W = 5; with 1-byte flits at 640 Mbit/s, 5 us is 400 ticks; one
     * flow from host 0 to host 1; connections never give up (the paper does not give its limit).
     */
    public static TcpRenoParams bianco() {
        return new TcpRenoParams(9140, 40, 5, 400, 100_000, List.of(new Flow(0, 1)), 0);
    }

    @Override
    public EndToEndControl newControl(int flitBytes, DestinationPattern destinations, SplittableRandom random) {
        return new TcpHosts(this, flitBytes);
    }

    /**
     * One TCP connection, by host index.
     *
     * @param source      sending host index, at least 0
     * @param destination receiving host index, at least 0 and not the source
     * @param startTick   the tick the connection opens (slow start from one segment), at least 0; 0 opens every
     *                    flow at once. Bianco et al. do not say when theirs open; wormhole runs only
     */
    public record Flow(int source, int destination, long startTick) {
        public Flow {
            if (source < 0) {
                throw new IllegalArgumentException("source is " + source + "; it must be a host index of at least 0");
            }
            if (destination < 0 || destination == source) {
                throw new IllegalArgumentException("destination is " + destination
                        + "; it must be a host index of at least 0, other than the source (" + source + ")");
            }
            if (startTick < 0) {
                throw new IllegalArgumentException("startTick is " + startTick + "; it must be a tick of at least 0");
            }
        }

        /** A connection open from tick 0. */
        public Flow(int source, int destination) {
            this(source, destination, 0);
        }
    }

    @Override
    public String id() {
        return "tcp-reno";
    }
}
