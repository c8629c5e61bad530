package org.flitlab.network;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.flitlab.topology.Topology;

/**
 * An immutable copy of what an {@link EventRecorder} holds, read as the inspectors need it: one packet's story
 * and latency split, the event log of the whole run, and the heads waiting at a switch in the order they may be
 * served. Build one per refresh of the views ({@link #of}); it never changes afterwards.
 */
public final class RunEvents {
    private final Map<Long, PacketTrace> traces = new LinkedHashMap<>();
    private final int routingTicks;
    private final WormStory story;

    public RunEvents(List<PacketTrace> traces, Topology topology, int routingTicks) {
        traces.forEach(tr -> this.traces.put(tr.packetId(), tr));
        this.routingTicks = routingTicks;
        this.story = new WormStory(topology, new ChannelHolders(traces), routingTicks);
    }

    /** What {@code recorder} holds now, named with {@code topology}'s node names. */
    public static RunEvents of(EventRecorder recorder, Topology topology) {
        return new RunEvents(recorder.traces(), topology, recorder.routingTicks());
    }

    /** The packet's trace, or null if it was not recorded (or has been forgotten). */
    public PacketTrace trace(long packetId) {
        return traces.get(packetId);
    }

    /** The packet's story in tick order; empty if it was not recorded. */
    public List<WormEvent> eventsOf(long packetId) {
        PacketTrace tr = traces.get(packetId);
        return tr == null ? List.of() : story.events(tr);
    }

    /** Its latency split, or null until it is delivered. */
    public LatencySplit split(long packetId) {
        PacketTrace tr = traces.get(packetId);
        return tr == null ? null : LatencySplit.of(tr, routingTicks);
    }

    /** Every recorded packet's events, in tick order (packets in generation order within a tick). */
    public List<WormEvent> all() {
        List<WormEvent> all = new ArrayList<>();
        traces.values().forEach(tr -> all.addAll(story.events(tr)));
        all.sort(Comparator.comparingLong(WormEvent::tick));
        return all;
    }

    /** The recorded packets, in generation order. */
    public List<PacketTrace> traces() {
        return List.copyOf(traces.values());
    }

    /**
     * The heads at switch {@code node} that could be routed by {@code tick} and have not been granted an output,
     * in first-come-first-served order (the tick each could be routed, then input channel and virtual channel):
     * the order FCFS arbitration serves them, the first being next in line.
     */
    public List<PacketTrace> waitingAt(int node, long tick) {
        List<PacketTrace> out = new ArrayList<>();
        for (PacketTrace tr : traces.values()) {
            HopTrace h = tr.waitingAt(node);
            if (h != null && h.grantedTick() < 0 && h.readyTick() >= 0 && h.readyTick() <= tick) {
                out.add(tr);
            }
        }
        out.sort(Comparator.comparingLong((PacketTrace tr) -> tr.waitingAt(node).readyTick())
                .thenComparingInt(tr -> tr.waitingAt(node).inChannel()).thenComparingInt(tr -> tr.waitingAt(node).inVc()));
        return out;
    }
}
