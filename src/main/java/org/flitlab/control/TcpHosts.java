package org.flitlab.control;

import java.util.HashMap;
import java.util.Map;
import org.flitlab.network.Packet;
import org.flitlab.stats.EndToEndStats;
import org.flitlab.stats.EndToEndStats.Summary;
import org.flitlab.stats.JainFairness;

/**
 * Persistent TCP Reno flows on the engine (Bianco et al.): each flow's segments and ACKs are packets created at
 * its hosts, queued behind the hosts' other (background) packets; the retransmission timer runs on the engine's
 * clock. Segments are lost only when the network drops their worms (time-to-live, timeouts without re-send):
 * a dropped segment is never delivered and TCP finds out by duplicate ACKs or its timer. Background packets
 * pass unhindered. Engine thread only.
 */
final class TcpHosts implements EndToEndControl {
    private final TcpRenoParams params;
    private final int flitBytes;
    private Hosts hosts;
    private TcpConnection[] flows;
    private RetransmissionTimers timers;
    /** Packet id to {flow, sequence number} of a segment, or {flow, ACK number} of an ACK. */
    private final Map<Long, long[]> segments = new HashMap<>();
    private final Map<Long, long[]> acks = new HashMap<>();
    private long markTick;
    private long acksSent;
    private long[] retransmissionsAtMark;
    private long[] timeoutsAtMark;
    private long[] fastAtMark;

    TcpHosts(TcpRenoParams params, int flitBytes) {
        this.params = params;
        this.flitBytes = flitBytes;
    }

    @Override
    public void attach(Hosts h) {
        hosts = h;
        int n = params.flows().size();
        flows = new TcpConnection[n];
        timers = new RetransmissionTimers(flows, h::at, this::pump);
        retransmissionsAtMark = new long[n];
        timeoutsAtMark = new long[n];
        fastAtMark = new long[n];
        for (int f = 0; f < n; f++) {
            TcpRenoParams.Flow flow = params.flows().get(f);
            if (flow.source() >= h.hostCount() || flow.destination() >= h.hostCount()) {
                throw new IllegalArgumentException("TCP flow " + f + " is " + flow.source() + " -> " + flow.destination()
                        + "; host indices must be below " + h.hostCount());
            }
            flows[f] = new TcpConnection(flow.source(), flow.destination(), params, flitBytes);
            int flowIndex = f;
            long start = flow.startTick();
            h.at(start, () -> pump(flowIndex, start));
        }
    }

    private void pump(int f, long tick) {
        TcpConnection c = flows[f];
        for (long seq = c.nextSegment(); seq >= 0; seq = c.nextSegment()) {
            Packet p = hosts.create(c.source(), c.destination(), c.segmentFlits(), tick);
            c.segmentSent(seq, tick);
            segments.put(p.id(), new long[] {f, seq});
        }
        timers.rearm(f);
    }

    @Override
    public void delivered(Packet p, long tick) {
        long[] segment = segments.remove(p.id());
        if (segment != null) {
            TcpConnection c = flows[(int) segment[0]];
            long ackNo = c.segmentDelivered(segment[1]);
            Packet ack = hosts.create(c.destination(), c.source(), c.ackFlits(), tick);
            acks.put(ack.id(), new long[] {segment[0], ackNo});
            acksSent++;
            return;
        }
        long[] ack = acks.remove(p.id());
        if (ack != null) {
            int f = (int) ack[0];
            flows[f].ackDelivered(ack[1], tick);
            pump(f, tick);
        }
    }

    @Override
    public void startMeasuring(long tick) {
        markTick = tick;
        acksSent = 0;
        for (int f = 0; f < flows.length; f++) {
            flows[f].mark();
            retransmissionsAtMark[f] = flows[f].sender().retransmissions();
            timeoutsAtMark[f] = flows[f].sender().timeouts();
            fastAtMark[f] = flows[f].sender().fastRetransmits();
        }
    }

    @Override
    public EndToEndStats stats(long tick) {
        int n = flows.length;
        double[] goodput = new double[n];
        double[] efficiency = new double[n];
        long retransmissions = 0;
        long timeouts = 0;
        long fast = 0;
        int closed = 0;
        int streak = 0;
        for (int f = 0; f < n; f++) {
            closed += flows[f].closed() ? 1 : 0;
            streak = Math.max(streak, flows[f].longestTimeoutStreak());
            goodput[f] = flows[f].goodput(tick - markTick);
            efficiency[f] = flows[f].efficiency();
            retransmissions += flows[f].sender().retransmissions() - retransmissionsAtMark[f];
            timeouts += flows[f].sender().timeouts() - timeoutsAtMark[f];
            fast += flows[f].sender().fastRetransmits() - fastAtMark[f];
        }
        return new EndToEndStats(params.id(), Summary.EMPTY, Summary.EMPTY, 0, Summary.EMPTY, Summary.EMPTY,
                Summary.EMPTY, Summary.EMPTY, acksSent, goodput, efficiency, JainFairness.index(goodput),
                retransmissions, timeouts, fast).withClosedConnections(closed, streak);
    }
}
