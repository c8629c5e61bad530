package org.flitlab.control;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.flitlab.network.Packet;
import org.flitlab.stats.EndToEndStats;
import org.flitlab.stats.EndToEndStats.Summary;
import org.flitlab.stats.Tally;
import org.flitlab.traffic.DestinationPattern;

/**
 * AN1 bursts on the engine (Owicki &amp; Karlin, bursty workload): each host starts bursts to destinations of the
 * traffic pattern (one at tick 0, then exponentially spaced when a mean gap is given); a {@link Bursts} source
 * per host creates the burst packets as its window per pair allows, and each delivered burst packet is
 * acknowledged by a packet created at its destination (or ideally, at once). The workload's own packets pass
 * unhindered; for them the latency from the head of the host queue to head arrival is measured (Figure 10).
 * Engine thread only.
 */
final class BurstHosts implements EndToEndControl {
    private final BurstParams params;
    private final BurstShape shape;
    private final int ackFlits;
    private final DestinationPattern destinations;
    private final SplittableRandom random;
    private Hosts hosts;
    private Bursts[] sources;
    private final Map<Long, BurstPacket> burstPackets = new HashMap<>();
    /** Acknowledgement id to {source, destination} of the packet it acknowledges. */
    private final Map<Long, int[]> acks = new HashMap<>();
    private final Map<Long, Long> firstAsked = new HashMap<>();
    private Tally headOfQueue = new Tally();
    private Tally burstTicks = new Tally();
    private long acksSent;

    BurstHosts(BurstParams params, int flitBytes, DestinationPattern destinations, SplittableRandom random) {
        this.params = params;
        this.shape = new BurstShape(params.burstBytes(), params.packetBytes(), flitBytes);
        this.ackFlits = params.idealAcks() ? 0 : (params.ackBytes() + flitBytes - 1) / flitBytes;
        this.destinations = destinations;
        this.random = random;
    }

    @Override
    public void attach(Hosts h) {
        hosts = h;
        sources = new Bursts[h.hostCount()];
        for (int i = 0; i < sources.length; i++) {
            sources[i] = new Bursts(shape, new StaticWindow(params.window(), WindowScope.PER_PAIR));
            SplittableRandom own = random.split();
            int host = i;
            h.at(0, () -> burst(host, 0, own));
        }
    }

    private void burst(int host, long tick, SplittableRandom own) {
        int dst = destinations.destination(host, own);
        if (dst < 0) {
            return;
        }
        sources[host].arrive(dst);
        release(host, tick);
        if (params.meanGapTicks() > 0) {
            long next = tick + Math.max(1, Math.round(-params.meanGapTicks() * Math.log(1 - own.nextDouble())));
            hosts.at(next, () -> burst(host, next, own));
        }
    }

    private void release(int host, long tick) {
        List<BurstPacket> out = sources[host].release(tick);
        for (BurstPacket b : out) {
            Packet p = hosts.create(host, b.destination(), b.lengthFlits(), tick);
            burstPackets.put(p.id(), b);
        }
    }

    @Override
    public boolean mayInject(Packet p, long tick) {
        firstAsked.putIfAbsent(p.id(), tick);
        return true;
    }

    @Override
    public void delivered(Packet p, long tick) {
        int[] acked = acks.remove(p.id());
        if (acked != null) {
            acknowledged(acked[0], acked[1], tick);
            return;
        }
        BurstPacket b = burstPackets.remove(p.id());
        if (b == null) {
            Long asked = firstAsked.remove(p.id());
            if (asked != null && p.measured()) {
                headOfQueue.add(p.headArrivedTick() - asked);
            }
            return;
        }
        int src = hosts.hostIndex(p.sourceNode());
        Bursts s = sources[src];
        long burst = s.delivered(b, tick);
        if (burst >= 0 && p.measured()) {
            burstTicks.add(burst);
        }
        if (!params.ackOnHead()) {
            acknowledge(src, b.destination(), tick);
        }
    }

    @Override
    public void headDelivered(Packet p, long tick) {
        BurstPacket b = params.ackOnHead() ? burstPackets.get(p.id()) : null;
        if (b != null) {
            acknowledge(hosts.hostIndex(p.sourceNode()), b.destination(), tick);
        }
    }

    private void acknowledge(int src, int dst, long tick) {
        if (ackFlits == 0) {
            acknowledged(src, dst, tick);
        } else {
            Packet ack = hosts.create(dst, src, ackFlits, tick);
            acks.put(ack.id(), new int[] {src, dst});
            acksSent++;
        }
    }

    private void acknowledged(int src, int dst, long tick) {
        sources[src].acknowledged(dst);
        release(src, tick);
    }

    @Override
    public void startMeasuring(long tick) {
        headOfQueue = new Tally();
        burstTicks = new Tally();
        acksSent = 0;
    }

    @Override
    public EndToEndStats stats(long tick) {
        return new EndToEndStats(params.id(), Summary.EMPTY, Summary.EMPTY, 0, Summary.of(burstTicks),
                Summary.of(headOfQueue), Summary.EMPTY, Summary.EMPTY, acksSent, new double[0], new double[0], 1, 0, 0, 0);
    }
}
