package org.flitlab.network;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntToLongFunction;

/**
 * The opt-in recorder of what happens to each packet (issue 17, "Follow a worm"): generated, injected, each switch
 * its head reached, the output it was granted there and when its head and tail left, delivered. Only the workbench's
 * animation switches it on ({@link Network#recordEvents()}); without it the engine's hooks are one null check per
 * packet event (never per body flit), so headless runs allocate nothing more and give the same results.
 *
 * <p>Written on the engine's thread, read from any other: every method is synchronized and readers get immutable
 * copies ({@link PacketTrace}, {@link RunEvents}). Keeps the latest {@value #DEFAULT_PACKETS} packets, so a long
 * animation does not grow without bound.
 */
public final class EventRecorder {
    /** Packets kept: the oldest are forgotten beyond this (a classroom run seldom goes near it). */
    public static final int DEFAULT_PACKETS = 20_000;

    private final Map<Long, Trace> traces;
    private final LinkSamples links;
    private final int routingTicks;

    EventRecorder(NetworkConfig config, int channels, int maxPackets) {
        RouterModel r = config.router();
        this.routingTicks = r.pipelined()
                ? r.routingDelayTicks() + r.vcAllocDelayTicks() + r.switchAllocDelayTicks() + r.switchTraversalTicks()
                : config.switchDelayTicks();
        this.links = new LinkSamples(channels);
        this.traces = new LinkedHashMap<>(256, 0.75f, false) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Long, Trace> eldest) {
                return size() > maxPackets;
            }
        };
    }

    /**
     * Ticks a head spends in a switch when nothing is in its way: the switch delay ({@code switchDelayTicks}) with
     * FlitLab's switch, the four pipeline stages with BookSim's router (model.md, zero-load latency).
     */
    public int routingTicks() {
        return routingTicks;
    }

    /** A recorder for a kernel of {@code config} with {@code channels} channels, keeping {@value #DEFAULT_PACKETS} packets. */
    public static EventRecorder of(NetworkConfig config, int channels) {
        return new EventRecorder(config, channels, DEFAULT_PACKETS);
    }

    // ---- the reference engine's hooks (engine thread) ----

    void generated(Packet p, HostInterface host, boolean responsesFirst, long t) {
        // With a separate response path a response queues behind the host's responses only (EndToEnd#responsesFirst).
        Packet queued = p.admitted && responsesFirst ? host.sourceQueue.lastAdmitted() : host.sourceQueue.peekLast();
        Packet ahead = queued == null ? host.sending : queued;
        generated(p.id, p.sourceNode, p.destinationNode, p.lengthFlits, p.measured, t, ahead == null ? -1 : ahead.id);
    }

    void headLanded(Packet p, InputQueue q, Lane lane, long t) {
        Packet ahead = lane.isEmpty() ? null : lane.lastPacket();
        headLanded(p.id, q.node, q.channel, q.vc, t, ahead == null || ahead == p ? -1 : ahead.id);
    }

    void ready(Packet p, long ready) {
        ready(p.id, ready);
    }

    void granted(Packet p, VirtualChannel vc, long ready, long t) {
        granted(p.id, vc.output.node, vc.output.channel, vc.vc, ready, t);
    }

    void headSent(Packet p, OutputChannel oc, long t) {
        headSent(p.id, oc.channel, t);
    }

    void tailSent(Packet p, OutputChannel oc, long t) {
        tailSent(p.id, oc.channel, t);
    }

    void headDelivered(Packet p, long t) {
        headDelivered(p.id, t);
    }

    void delivered(Packet p, long t) {
        delivered(p.id, t);
    }

    void sampleLinks(long tick, OutputChannel[] channels) {
        sampleLinks(tick, c -> channels[c].transmittingTicks);
    }

    // ---- any kernel's hooks, by packet id, node and channel (engine thread; both kernels call them alike) ----

    /** Packet {@code id} generated at {@code t} at its source host, queued behind packet {@code ahead} (-1: none). */
    public synchronized void generated(long id, int source, int destination, int flits, boolean measured, long t, long ahead) {
        Trace tr = new Trace(id, source, destination, flits, measured, t);
        tr.hops.add(new Hop(source, -1, -1, t, ahead));
        traces.put(id, tr);
    }

    /** Its head landed at {@code t} in the buffer of {@code channel}'s {@code vc} at switch {@code node}, behind {@code ahead}. */
    public synchronized void headLanded(long id, int node, int channel, int vc, long t, long ahead) {
        Trace tr = traces.get(id);
        if (tr != null) {
            tr.hops.add(new Hop(node, channel, vc, t, ahead));
        }
    }

    /** The head at the front of its buffer may be routed from {@code ready} (FlitLab's switch). */
    public synchronized void ready(long id, long ready) {
        Trace tr = traces.get(id);
        if (tr != null && tr.hops.size() > 1) {
            tr.hops.get(tr.hops.size() - 1).ready = ready;
        }
    }

    /** Output {@code vc} of {@code channel} at {@code node} granted at {@code t} to the head ready from {@code ready} (-1: unknown). */
    public synchronized void granted(long id, int node, int channel, int vc, long ready, long t) {
        Trace tr = traces.get(id);
        if (tr == null) {
            return;
        }
        Hop h = tr.hops.get(tr.hops.size() - 1);
        if (h.node != node || h.granted >= 0) {
            // A re-sent attempt (torn down, deflected to a host) starts again at the host now sending it.
            h = new Hop(node, -1, -1, t, -1);
            tr.hops.add(h);
        }
        h.ready = ready;
        h.granted = t;
        h.outChannel = channel;
        h.outVc = vc;
    }

    /** Its head left on {@code channel} at {@code t}. */
    public synchronized void headSent(long id, int channel, long t) {
        Trace tr = traces.get(id);
        Hop h = tr == null ? null : tr.open(channel, false);
        if (h != null) {
            h.sent = t;
            if (tr.injected < 0) {
                tr.injected = t;
            }
        }
    }

    /** Its tail left on {@code channel} at {@code t}. */
    public synchronized void tailSent(long id, int channel, long t) {
        Trace tr = traces.get(id);
        Hop h = tr == null ? null : tr.open(channel, true);
        if (h != null) {
            h.released = t;
        }
    }

    public synchronized void headDelivered(long id, long t) {
        Trace tr = traces.get(id);
        if (tr != null) {
            tr.headArrived = t;
        }
    }

    public synchronized void delivered(long id, long t) {
        Trace tr = traces.get(id);
        if (tr != null) {
            tr.delivered = t;
        }
    }

    /** Each channel's count of flits sent since the measurement started, {@code sent.applyAsLong(channel)}, at {@code tick}. */
    public synchronized void sampleLinks(long tick, IntToLongFunction sent) {
        links.sample(tick, sent);
    }

    // ---- readers (any thread) ----

    /** The packet's trace so far, or null if it was never recorded or has been forgotten. */
    public synchronized PacketTrace trace(long packetId) {
        Trace tr = traces.get(packetId);
        return tr == null ? null : tr.copy();
    }

    /** Every packet kept, in generation order. */
    public synchronized List<PacketTrace> traces() {
        List<PacketTrace> all = new ArrayList<>(traces.size());
        traces.values().forEach(tr -> all.add(tr.copy()));
        return all;
    }

    /**
     * Utilisation of {@code channel} over time: for each sample, the tick and the fraction of the last
     * {@code windowTicks} ticks (or of the span since the first sample) in which it sent a flit.
     */
    public synchronized double[][] utilisation(int channel, long windowTicks) {
        return links.utilisation(channel, windowTicks);
    }

    /** A packet's mutable trace while the engine writes it. */
    private static final class Trace {
        final long id;
        final int source;
        final int destination;
        final int flits;
        final boolean measured;
        final long generated;
        final List<Hop> hops = new ArrayList<>(8);
        long injected = -1;
        long headArrived = -1;
        long delivered = -1;

        Trace(long id, int source, int destination, int flits, boolean measured, long generated) {
            this.id = id;
            this.source = source;
            this.destination = destination;
            this.flits = flits;
            this.measured = measured;
            this.generated = generated;
        }

        /** The latest hop on {@code channel} whose head (or, with {@code tail}, tail) has not been sent yet. */
        Hop open(int channel, boolean tail) {
            for (int i = hops.size() - 1; i >= 0; i--) {
                Hop h = hops.get(i);
                if (h.outChannel == channel && (tail ? h.released < 0 : h.sent < 0)) {
                    return h;
                }
            }
            return null;
        }

        PacketTrace copy() {
            List<HopTrace> hs = new ArrayList<>(hops.size());
            hops.forEach(h -> hs.add(new HopTrace(h.node, h.inChannel, h.inVc, h.landed, h.behind, h.ready, h.granted,
                    h.outChannel, h.outVc, h.sent, h.released)));
            return new PacketTrace(id, source, destination, flits, measured, generated, injected, headArrived, delivered, hs);
        }
    }

    /** One node of a trace while the engine writes it; see {@link HopTrace}. */
    private static final class Hop {
        final int node;
        final int inChannel;
        final int inVc;
        final long landed;
        final long behind;
        long ready = -1;
        long granted = -1;
        int outChannel = -1;
        int outVc = -1;
        long sent = -1;
        long released = -1;

        Hop(int node, int inChannel, int inVc, long landed, long behind) {
            this.node = node;
            this.inChannel = inChannel;
            this.inVc = inVc;
            this.landed = landed;
            this.behind = behind;
        }
    }
}
