package org.flitlab.network;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import org.flitlab.topology.Topology;
import org.flitlab.network.WormEvent.Kind;

/**
 * Turns one {@link PacketTrace} into the lines of its story ({@link WormEvent}): generated, the wait in the source
 * queue, injected, and at each switch: arrived, waited behind another worm, blocked for a channel held by another
 * packet, routed, stalled for flow control; then head arrived and delivered. Waits are derived from the trace's
 * ticks with the router's own delay (a head that could be routed at once waits for nothing). Stateless.
 */
final class WormStory {
    private final Topology topology;
    private final ChannelHolders holders;
    private final int routingTicks;

    WormStory(Topology topology, ChannelHolders holders, int routingTicks) {
        this.topology = topology;
        this.holders = holders;
        this.routingTicks = routingTicks;
    }

    List<WormEvent> events(PacketTrace tr) {
        List<WormEvent> out = new ArrayList<>();
        List<HopTrace> hops = tr.hops();
        for (int i = 0; i < hops.size(); i++) {
            HopTrace h = hops.get(i);
            if (i == 0) {
                source(tr, h, out);
            } else if (h.inChannel() >= 0) {
                atSwitch(tr, h, out);
            } else {
                resent(tr, h, out);
            }
        }
        String dst = name(tr.destinationNode());
        if (tr.headArrivedTick() >= 0) {
            out.add(instant(tr, tr.headArrivedTick(), Kind.HEAD_ARRIVED, tr.destinationNode(), -1, -1,
                    "head reached " + dst));
        }
        if (tr.deliveredTick() >= 0) {
            out.add(instant(tr, tr.deliveredTick(), Kind.DELIVERED, tr.destinationNode(), -1, -1,
                    "delivered: tail reached " + dst + ", latency " + tr.latency() + " ticks"));
        }
        out.sort(Comparator.comparingLong(WormEvent::tick));
        return out;
    }

    private void source(PacketTrace tr, HopTrace h, List<WormEvent> out) {
        String src = name(tr.sourceNode());
        out.add(instant(tr, tr.generatedTick(), Kind.GENERATED, tr.sourceNode(), -1, -1,
                "generated at " + src + " for " + name(tr.destinationNode()) + ", " + tr.lengthFlits() + " flits"));
        if (h.sentTick() > tr.generatedTick()) {
            out.add(new WormEvent(tr.generatedTick(), h.sentTick(), tr.packetId(), Kind.QUEUED, tr.sourceNode(), -1, -1,
                    h.behindPacket(), "waited in " + src + "'s source queue"
                    + (h.behindPacket() >= 0 ? " behind packet #" + h.behindPacket() : "")));
        }
        if (h.sentTick() >= 0) {
            out.add(instant(tr, h.sentTick(), Kind.INJECTED, tr.sourceNode(), h.outChannel(), h.outVc(),
                    "injected onto " + channel(h.outChannel(), h.outVc())));
        }
    }

    private void resent(PacketTrace tr, HopTrace h, List<WormEvent> out) {
        if (h.sentTick() >= 0) {
            out.add(instant(tr, h.sentTick(), Kind.INJECTED, h.node(), h.outChannel(), h.outVc(),
                    "sent again from " + name(h.node()) + " onto " + channel(h.outChannel(), h.outVc())));
        }
    }

    private void atSwitch(PacketTrace tr, HopTrace h, List<WormEvent> out) {
        String sw = name(h.node());
        out.add(instant(tr, h.landedTick(), Kind.ARRIVED, h.node(), h.inChannel(), h.inVc(),
                "head reached " + sw + " on " + channel(h.inChannel(), h.inVc())));
        long front = h.readyTick() >= 0 ? h.readyTick() - routingTicks : h.landedTick();
        if (front > h.landedTick()) {
            out.add(new WormEvent(h.landedTick(), front, tr.packetId(), Kind.WAITING, h.node(), h.inChannel(), h.inVc(),
                    h.behindPacket(), h.behindPacket() >= 0 ? "waited behind packet #" + h.behindPacket() + " in " + sw
                    + "'s input buffer" : "waited at " + sw + " for its own tail (store-and-forward)"));
        }
        if (h.grantedTick() < 0) {
            return;
        }
        long free = h.readyTick() >= 0 ? h.readyTick() : h.landedTick() + routingTicks;
        long end = h.readyTick() >= 0 ? h.grantedTick() : h.sentTick();
        if (end > free) {
            blocked(tr, h, free, end, out);
        }
        out.add(instant(tr, h.grantedTick(), Kind.ROUTED, h.node(), h.outChannel(), h.outVc(),
                "routed at " + sw + " onto " + channel(h.outChannel(), h.outVc())));
        if (h.readyTick() >= 0 && h.sentTick() > h.grantedTick()) {
            out.add(new WormEvent(h.grantedTick(), h.sentTick(), tr.packetId(), Kind.STALLED, h.node(), h.outChannel(),
                    h.outVc(), -1, "head held at " + sw + " by flow control on " + channel(h.outChannel(), h.outVc())
                    + " (no credit, STOP, or another virtual channel's turn)"));
        }
    }

    private void blocked(PacketTrace tr, HopTrace h, long from, long until, List<WormEvent> out) {
        List<Long> by = holders.at(h.outChannel(), from, tr.packetId());
        String holder = by.isEmpty() ? "" : ", held by " + by.stream().map(p -> "packet #" + p)
                .collect(Collectors.joining(" and "));
        out.add(new WormEvent(from, until, tr.packetId(), Kind.BLOCKED, h.node(), h.outChannel(), -1,
                by.isEmpty() ? -1 : by.get(0), "blocked at " + name(h.node()) + " waiting for channel "
                + name(topology.channelSource(h.outChannel())) + "\u2192" + name(topology.channelTarget(h.outChannel()))
                + holder));
    }

    private static WormEvent instant(PacketTrace tr, long tick, Kind kind, int node, int channel, int vc, String text) {
        return new WormEvent(tick, tick, tr.packetId(), kind, node, channel, vc, -1, text);
    }

    private String name(int node) {
        return topology.node(node).name();
    }

    /** "channel s1→s2 VC 0". */
    private String channel(int c, int vc) {
        return "channel " + name(topology.channelSource(c)) + "\u2192" + name(topology.channelTarget(c)) + " VC " + vc;
    }
}
