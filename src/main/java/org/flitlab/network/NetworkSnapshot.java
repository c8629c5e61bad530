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
 */
public record NetworkSnapshot(long tick, List<WormView> worms, byte[] channelState, boolean[] stopped,
                              int[] occupancy, int[] capacity, long deliveredPackets, long flitsInNetwork,
                              DeadlockReport deadlock) {

    static NetworkSnapshot of(Network net) {
        long tick = net.tick();
        int n = net.channels.length;
        byte[] state = new byte[n];
        boolean[] stopped = new boolean[n];
        int[] occupancy = new int[n];
        int[] capacity = new int[n];
        Map<Packet, Map<Integer, Integer>> where = new LinkedHashMap<>();
        Map<Packet, Boolean> blocked = new LinkedHashMap<>();
        for (OutputChannel oc : net.channels) {
            int c = oc.channel;
            state[c] = oc.lastSendTick == tick ? (byte) 1 : oc.grantedVcs > 0 ? (byte) 2 : (byte) 0;
            for (VirtualChannel vc : oc.vcs) {
                if (vc.downstream != null) {
                    stopped[c] |= net.config().flowControl() == LinkFlowControl.STOP_GO && vc.seesStop(tick);
                    occupancy[c] += vc.downstream.occupancy;
                    capacity[c] += vc.downstream.capacityFlits;
                    for (Lane lane : vc.downstream.lanes) {
                        lane.forEachSegment((p, f) -> where.computeIfAbsent(p, k -> new LinkedHashMap<>()).merge(c, f, Integer::sum));
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
                m.values().stream().mapToInt(Integer::intValue).toArray())));
        return new NetworkSnapshot(tick, List.copyOf(worms), state, stopped, occupancy, capacity,
                net.recorder().deliveredPackets(), net.flitsInNetwork(), net.deadlock());
    }
}
