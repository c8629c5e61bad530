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
        Map<Packet, Map<Integer, Integer>> where = new LinkedHashMap<>();
        Map<Packet, Boolean> blocked = new LinkedHashMap<>();
        Map<Packet, Map<Integer, Integer>> laneOf = new LinkedHashMap<>();
        VcView[][] vcs = new VcView[n][];
        boolean credit = net.config().flowControl() == LinkFlowControl.CREDIT;
        for (OutputChannel oc : net.channels) {
            int c = oc.channel;
            state[c] = oc.lastSendTick == tick ? (byte) 1 : oc.grantedVcs > 0 ? (byte) 2 : (byte) 0;
            vcs[c] = new VcView[oc.vcs.length];
            for (VirtualChannel vc : oc.vcs) {
                vcs[c][vc.vc] = view(vc, tick, credit);
                if (vc.owner != null) {
                    laneOf.computeIfAbsent(vc.owner, k -> new LinkedHashMap<>()).put(c, vc.vc);
                }
                if (vc.downstream != null) {
                    stopped[c] |= net.config().flowControl() == LinkFlowControl.STOP_GO && vc.seesStop(tick);
                    occupancy[c] += vc.downstream.occupancy;
                    capacity[c] += vc.downstream.capacityFlits;
                    for (Lane lane : vc.downstream.lanes) {
                        lane.forEachSegment((p, f) -> {
                            where.computeIfAbsent(p, k -> new LinkedHashMap<>()).merge(c, f, Integer::sum);
                            laneOf.computeIfAbsent(p, k -> new LinkedHashMap<>()).putIfAbsent(c, vc.vc);
                        });
                        if (!lane.isEmpty() && lane.requesting && lane.readyTick < tick) {
                            blocked.put(lane.frontPacket(), true);
                        }
                    }
                }
            }
            oc.forEachInFlight((p, f) -> where.computeIfAbsent(p, k -> new LinkedHashMap<>()).merge(c, f, Integer::sum));
        }
        for (HostInterface h : net.hosts) {
            if (h.sending != null && h.sending.injectedTick >= 0) {
                where.computeIfAbsent(h.sending, k -> new LinkedHashMap<>());
            }
        }
        List<WormView> worms = new ArrayList<>(where.size());
        where.forEach((p, m) -> worms.add(new WormView(p.id, p.sourceNode, p.destinationNode, p.lengthFlits,
                tick - p.generatedTick, p.headNode, p.headChannel, blocked.containsKey(p),
                m.keySet().stream().mapToInt(Integer::intValue).toArray(),
                m.values().stream().mapToInt(Integer::intValue).toArray(),
                m.keySet().stream().mapToInt(c -> laneOf.getOrDefault(p, Map.of()).getOrDefault(c, 0)).toArray())));
        return new NetworkSnapshot(tick, List.copyOf(worms), state, stopped, occupancy, capacity,
                net.recorder().deliveredPackets(), net.flitsInNetwork(), net.deadlock(), vcs);
    }

    private static VcView view(VirtualChannel vc, long tick, boolean credit) {
        InputQueue q = vc.downstream;
        return new VcView(vc.vc, vc.owner == null ? -1 : vc.owner.id, q == null ? 0 : q.occupancy,
                q == null ? 0 : q.capacityFlits, credit && q != null ? vc.creditsHeld() : -1,
                !credit && q != null && vc.seesStop(tick));
    }
}
