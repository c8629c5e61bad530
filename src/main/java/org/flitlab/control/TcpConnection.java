package org.flitlab.control;

/**
 * One persistent TCP Reno flow carried as worms (Bianco et al.): each segment is a packet of MSS bytes plus the
 * IP and TCP headers, each ACK a packet of the headers alone, both rounded up to whole flits. It joins a
 * {@link RenoSender} at the source to a {@link RenoReceiver} at the destination and counts what the paper
 * reports: goodput (segments delivered once, in order, as payload flits) and efficiency (goodput over all the
 * segment flits the source sent, retransmissions included). Losses are whatever the network drops: this class
 * never loses anything itself. With {@link TcpRenoParams#closeAfterTimeouts()} N &gt; 0, the N-th consecutive
 * retransmission timeout (no round trip measured since the previous one) forces the connection to close, as BSD's
 * {@code tcp_timers} drops it (Bianco et al. Fig. 4): it sends nothing more, its timer stops and ACKs still in
 * flight are ignored. Mutable, owned by one run's engine thread.
 */
public final class TcpConnection {
    private final int source;
    private final int destination;
    private final RenoSender sender;
    private final RenoReceiver receiver = new RenoReceiver();
    private final int segmentFlits;
    private final int ackFlits;
    private final double payloadFlits;
    private final int closeAfterTimeouts;
    private long closedAt = -1;
    private long segmentsSent;
    private long goodputAtMark;
    private long sentAtMark;

    /**
     * @param source      source host index
     * @param destination destination host index, not the source
     * @param params      MSS, headers, window and timer
     * @param flitBytes   bytes per flit, at least 1
     */
    public TcpConnection(int source, int destination, TcpRenoParams params, int flitBytes) {
        if (source == destination) {
            throw new IllegalArgumentException("destination is " + destination + "; a flow needs two different hosts");
        }
        if (flitBytes < 1) {
            throw new IllegalArgumentException("flitBytes is " + flitBytes + "; a flit holds at least 1 byte");
        }
        this.source = source;
        this.destination = destination;
        this.sender = new RenoSender(params.maxWindow(),
                new RetransmissionTimer(params.granularityTicks(), params.initialTimeoutTicks()));
        this.segmentFlits = ceilDiv(params.mssBytes() + params.headerBytes(), flitBytes);
        this.ackFlits = ceilDiv(params.headerBytes(), flitBytes);
        this.payloadFlits = params.mssBytes() / (double) flitBytes;
        this.closeAfterTimeouts = params.closeAfterTimeouts();
    }

    /** The segment the source should send now, or -1 while the window is full or the connection is closed. */
    public long nextSegment() {
        return closed() ? -1 : sender.nextSegment();
    }

    /** Segment {@code seq} left the source at {@code now}. */
    public void segmentSent(long seq, long now) {
        sender.sent(seq, now);
        segmentsSent++;
    }

    /** Segment {@code seq} arrived whole at the destination; returns the ACK number to send back. */
    public long segmentDelivered(long seq) {
        return receiver.received(seq);
    }

    /** The ACK asking for {@code ackNo} arrived at the source at {@code now}. */
    public void ackDelivered(long ackNo, long now) {
        if (!closed()) {
            sender.ackReceived(ackNo, now);
        }
    }

    /** The tick of the retransmission timeout, or -1 when none is pending (or the connection is closed). */
    public long timerDeadline() {
        return closed() ? -1 : sender.timerDeadline();
    }

    /** The retransmission timer expired; at the last timeout allowed, the connection closes at its deadline. */
    public void timeout() {
        long deadline = sender.timerDeadline();
        sender.timeout();
        if (closeAfterTimeouts > 0 && sender.timer().consecutiveTimeouts() >= closeAfterTimeouts) {
            closedAt = deadline;
        }
    }

    /** Whether the connection was forced to close by repeated timeouts. */
    public boolean closed() {
        return closedAt >= 0;
    }

    /** The most consecutive retransmission timeouts this connection has had. */
    public int longestTimeoutStreak() {
        return sender.timer().longestStreak();
    }

    /** The tick at which the connection was forced to close, or -1 while it is open. */
    public long closedAt() {
        return closedAt;
    }

    /** Start of measurement: goodput and efficiency count from here. */
    public void mark() {
        goodputAtMark = receiver.delivered();
        sentAtMark = segmentsSent;
    }

    /** Payload flits per tick delivered once and in order since {@link #mark()}, over {@code ticks}. */
    public double goodput(long ticks) {
        return ticks <= 0 ? 0 : (receiver.delivered() - goodputAtMark) * payloadFlits / ticks;
    }

    /**
     * Goodput over the TCP load offered since {@link #mark()}: segments delivered once over segments sent, so 1
     * when nothing was sent again (Bianco et al.: an indicator of retransmissions).
     */
    public double efficiency() {
        long sent = segmentsSent - sentAtMark;
        return sent == 0 ? 1 : (receiver.delivered() - goodputAtMark) / (double) sent;
    }

    /** Segments the source has sent, retransmissions included. */
    public long segmentsSent() {
        return segmentsSent;
    }

    public int source() {
        return source;
    }

    public int destination() {
        return destination;
    }

    public int segmentFlits() {
        return segmentFlits;
    }

    public int ackFlits() {
        return ackFlits;
    }

    public RenoSender sender() {
        return sender;
    }

    public RenoReceiver receiver() {
        return receiver;
    }

    private static int ceilDiv(int a, int b) {
        return (a + b - 1) / b;
    }
}
