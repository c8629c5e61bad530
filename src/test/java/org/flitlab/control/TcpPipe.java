package org.flitlab.control;

import java.util.PriorityQueue;
import java.util.Set;

/**
 * A test bench for one {@link TcpConnection}: two hosts joined by one full-duplex link of 1 flit/tick with a
 * propagation delay, segments and ACKs serialised in order on their direction. Chosen transmissions (counted
 * from 0) are dropped, as the network's time-to-live or timeouts would drop worms; nothing else is lost.
 */
final class TcpPipe {
    private record Event(long tick, int kind, long value, long order) { }

    private static final int SEGMENT_ARRIVES = 0;
    private static final int ACK_ARRIVES = 1;
    private final TcpConnection tcp;
    private final long delay;
    private final Set<Long> drops;
    private final PriorityQueue<Event> events = new PriorityQueue<>((a, b) -> a.tick != b.tick
            ? Long.compare(a.tick, b.tick) : Long.compare(a.order, b.order));
    private long forwardFree;
    private long reverseFree;
    private long transmissions;
    private long order;

    TcpPipe(TcpConnection tcp, long delayTicks, Set<Long> drops) {
        this.tcp = tcp;
        this.delay = delayTicks;
        this.drops = drops;
    }

    /** Runs until {@code end}, calling {@link TcpConnection#mark()} at {@code markAt}. */
    void run(long markAt, long end) {
        long now = 0;
        boolean marked = false;
        while (now < end) {
            send(now);
            long next = nextTime();
            if (!marked && next >= markAt) {
                tcp.mark();
                marked = true;
            }
            now = Math.max(now, next);
            if (now >= end) {
                break;
            }
            if (tcp.timerDeadline() >= 0 && tcp.timerDeadline() <= now
                    && (events.isEmpty() || events.peek().tick > now)) {
                tcp.timeout();
                continue;
            }
            Event e = events.poll();
            if (e.kind == SEGMENT_ARRIVES) {
                long ack = tcp.segmentDelivered(e.value);
                reverseFree = Math.max(reverseFree, now) + tcp.ackFlits();
                schedule(reverseFree + delay, ACK_ARRIVES, ack);
            } else {
                tcp.ackDelivered(e.value, now);
            }
        }
    }

    private long nextTime() {
        long t = events.isEmpty() ? Long.MAX_VALUE : events.peek().tick;
        long deadline = tcp.timerDeadline();
        if (deadline >= 0) {
            t = Math.min(t, deadline);
        }
        return t;
    }

    private void send(long now) {
        for (long seq = tcp.nextSegment(); seq >= 0; seq = tcp.nextSegment()) {
            long start = Math.max(forwardFree, now);
            tcp.segmentSent(seq, now); // handed to the interface now; it may wait there for the link
            forwardFree = start + tcp.segmentFlits();
            if (!drops.contains(transmissions++)) {
                schedule(forwardFree + delay, SEGMENT_ARRIVES, seq);
            }
        }
    }

    private void schedule(long tick, int kind, long value) {
        events.add(new Event(tick, kind, value, order++));
    }
}
