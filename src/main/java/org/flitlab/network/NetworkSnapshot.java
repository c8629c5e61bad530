package org.flitlab.network;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An immutable picture of a running network for animation (architecture.md: the GUI never holds a live
 * engine object). Channel arrays are indexed by channel id.
 *
 * @param channelState  0 idle, 1 transmitting (sent a flit this tick), 2 stalled (holds a worm, sent nothing)
 * @param stopped       whether the sender of each channel sees STOP (stop/go) on any virtual channel
 * @param occupancy     flits in the buffers at each channel's receiving switch input, all virtual channels
 * @param capacity      total buffer capacity at each channel's receiving end (0 at a host)
 * @param vcs           each channel's virtual channels, by channel id then virtual channel index
 */
public record NetworkSnapshot(long tick, List<WormView> worms, byte[] channelState, boolean[] stopped,
                              int[] occupancy, int[] capacity, long deliveredPackets, long flitsInNetwork,
                              DeadlockReport deadlock, VcView[][] vcs) {

    /** The most virtual channels any channel has (1 for a network without virtual channels). */
    public int lanes() {
        int most = 1;
        for (VcView[] v : vcs) {
            most = Math.max(most, v.length);
        }
        return most;
    }

    static NetworkSnapshot of(Network net) {
        long tick = net.tick();
        int n = net.channels.length;
        byte[] state = new byte[n];
        boolean[] stopped = new boolean[n];
        int[] occupancy = new int[n];
        int[] capacity = new int[n];
        VcView[][] vcs = new VcView[n][];
        Worms worms = new Worms();
        boolean credit = net.config().flowControl() == LinkFlowControl.CREDIT;
        boolean stopGo = net.config().flowControl() == LinkFlowControl.STOP_GO;
        for (OutputChannel oc : net.channels) {
            int c = oc.channel;
            state[c] = oc.lastSendTick == tick ? (byte) 1 : oc.grantedVcs > 0 ? (byte) 2 : (byte) 0;
            vcs[c] = new VcView[oc.vcs.length];
            for (VirtualChannel vc : oc.vcs) {
                vcs[c][vc.vc] = view(vc, tick, credit);
                if (vc.owner != null) {
                    worms.laneOf(vc.owner).put(c, vc.vc);
                }
                if (vc.downstream != null) {
                    stopped[c] |= stopGo && vc.seesStop(tick);
                    occupancy[c] += vc.downstream.occupancy;
                    capacity[c] += vc.downstream.capacityFlits;
                    worms.addBuffered(vc, tick);
                }
            }
            oc.forEachInFlight((p, f) -> worms.flitsOf(p).merge(c, f, Integer::sum));
        }
        for (HostInterface h : net.hosts) {
            if (h.sending != null && h.sending.injectedTick >= 0) {
                worms.flitsOf(h.sending);
            }
        }
        return new NetworkSnapshot(tick, worms.views(tick), state, stopped, occupancy, capacity,
                net.recorder().deliveredPackets(), net.flitsInNetwork(), net.deadlock(), vcs);
    }

    /** Gathers, per packet, where its flits are and on which lane, and whether its head waits: one WormView each. */
    private static final class Worms {
        /** Flits per channel, packets in the order first seen (the worm order of the snapshot). */
        private final Map<Packet, Map<Integer, Integer>> where = new LinkedHashMap<>();
        private final Map<Packet, Boolean> blocked = new LinkedHashMap<>();
        private final Map<Packet, Map<Integer, Integer>> laneOf = new LinkedHashMap<>();

        Map<Integer, Integer> flitsOf(Packet p) {
            return where.computeIfAbsent(p, k -> new LinkedHashMap<>());
        }

        Map<Integer, Integer> laneOf(Packet p) {
            return laneOf.computeIfAbsent(p, k -> new LinkedHashMap<>());
        }

        /** The flits in the buffers behind {@code vc}, and the heads there that asked for an output before this tick. */
        void addBuffered(VirtualChannel vc, long tick) {
            int c = vc.output.channel;
            for (Lane lane : vc.downstream.lanes) {
                lane.forEachSegment((p, f) -> {
                    flitsOf(p).merge(c, f, Integer::sum);
                    laneOf(p).putIfAbsent(c, vc.vc);
                });
                if (!lane.isEmpty() && lane.requesting && lane.readyTick < tick) {
                    blocked.put(lane.frontPacket(), true);
                }
            }
        }

        List<WormView> views(long tick) {
            List<WormView> worms = new ArrayList<>(where.size());
            where.forEach((p, m) -> worms.add(new WormView(p.id, p.sourceNode, p.destinationNode, p.lengthFlits,
                    tick - p.generatedTick, p.headNode, p.headChannel, blocked.containsKey(p),
                    m.keySet().stream().mapToInt(Integer::intValue).toArray(),
                    m.values().stream().mapToInt(Integer::intValue).toArray(),
                    m.keySet().stream().mapToInt(c -> laneOf.getOrDefault(p, Map.of()).getOrDefault(c, 0)).toArray())));
            return List.copyOf(worms);
        }
    }

    private static VcView view(VirtualChannel vc, long tick, boolean credit) {
        InputQueue q = vc.downstream;
        // A link without back-pressure counts its credits from a stock far above the buffer (removeBackPressure): no
        // credit count to show there, rather than a billion.
        int credits = credit && q != null ? vc.creditsAt(tick) : -1;
        return new VcView(vc.vc, vc.owner == null ? -1 : vc.owner.id, q == null ? 0 : q.occupancy,
                q == null ? 0 : q.capacityFlits, q != null && credits > q.capacityFlits ? -1 : credits,
                !credit && q != null && vc.seesStop(tick));
    }
}
