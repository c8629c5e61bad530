package org.flitlab.network.flat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.flitlab.network.LinkFlowControl;
import org.flitlab.network.NetworkSnapshot;
import org.flitlab.network.VcView;
import org.flitlab.network.WormView;

/**
 * The flat kernel's picture for the workbench (issue 19: the worms drawn): the {@link NetworkSnapshot} the reference
 * engine's {@code NetworkSnapshot.of} gives at the same tick, built from the flat arrays in the same order (channels by
 * id, each one's virtual channels, the buffer behind each front to back, then its wire oldest first; then the hosts),
 * so that worms come in the same order with the same channels, flit counts and lanes ({@code FlatSnapshotDifferentialTest}).
 * The reference engine keeps each packet's head node and channel as it moves; here they are read off where the head
 * flit is (a buffer, a wire, consumed at its host, or not yet sent). Stop/go levels count the signals due
 * without taking them in, as in the reference engine, so that drawing changes nothing. Built on the kernel's thread, at frame rate.
 */
final class FlatSnapshot {
    private final FlatKernel k;
    private final FlatState s;
    private final FlatPackets p;
    private final long tick;
    /** Flits per channel, packet slots in the order first seen (the worm order of the snapshot). */
    private final Map<Integer, Map<Integer, Integer>> where = new LinkedHashMap<>();
    private final Map<Integer, Map<Integer, Integer>> laneOf = new LinkedHashMap<>();
    private final Map<Integer, Boolean> blocked = new LinkedHashMap<>();
    /** Where each packet's head flit was found: {node, channel}. */
    private final Map<Integer, int[]> head = new LinkedHashMap<>();

    private FlatSnapshot(FlatKernel k) {
        this.k = k;
        this.s = k.state;
        this.p = k.packets;
        this.tick = k.tick();
    }

    static NetworkSnapshot of(FlatKernel k) {
        return new FlatSnapshot(k).build();
    }

    private NetworkSnapshot build() {
        int n = s.channels;
        byte[] state = new byte[n];
        boolean[] stopped = new boolean[n];
        int[] occupancy = new int[n];
        int[] capacity = new int[n];
        VcView[][] vcs = new VcView[n][];
        boolean credit = s.config.flowControl() == LinkFlowControl.CREDIT;
        for (int c = 0; c < n; c++) {
            state[c] = s.lastSendTick[c] == tick ? (byte) 1 : s.grantedVcs[c] > 0 ? (byte) 2 : (byte) 0;
            vcs[c] = new VcView[s.vcs];
            boolean down = s.sinkHost[c] < 0;
            for (int v = 0; v < s.vcs; v++) {
                int g = c * s.vcs + v;
                boolean stop = !credit && down && k.stopGo.seesStop(g, tick);
                int owner = s.vcOwner[g];
                vcs[c][v] = new VcView(v, owner == FlatState.NONE ? -1 : p.id[owner], down ? s.bufRing[2 * g + 1] : 0,
                        down ? s.capacity : 0, credit && down ? k.transmission.credits(g, tick) : -1, stop);
                if (owner != FlatState.NONE) {
                    laneOf(owner).put(c, v);
                }
                if (down) {
                    stopped[c] |= stop;
                    occupancy[c] += s.bufRing[2 * g + 1];
                    capacity[c] += s.capacity;
                    addBuffered(c, v, g);
                }
            }
            addWire(c);
        }
        for (int h = 0; h < s.hosts; h++) {
            int pk = k.hosts.sending[h];
            if (pk != FlatState.NONE && p.injected[pk] >= 0) {
                flitsOf(pk);
            }
        }
        return new NetworkSnapshot(tick, views(), state, stopped, occupancy, capacity, k.recorder.deliveredPackets(),
                k.flitsInNetwork(), k.deadlock(), vcs);
    }

    private Map<Integer, Integer> flitsOf(int pk) {
        return where.computeIfAbsent(pk, x -> new LinkedHashMap<>());
    }

    private Map<Integer, Integer> laneOf(int pk) {
        return laneOf.computeIfAbsent(pk, x -> new LinkedHashMap<>());
    }

    /** The flits in buffer g (channel c's virtual channel v at its receiving switch), and its head if it waits. */
    private void addBuffered(int c, int v, int g) {
        for (int i = 0; i < s.bufRing[2 * g + 1]; i++) {
            int slot = g * s.bufferSlots + ((s.bufRing[2 * g] + i) & s.bufferMask);
            int pk = s.bufFlit[2 * slot];
            flitsOf(pk).merge(c, 1, Integer::sum);
            laneOf(pk).putIfAbsent(c, v);
            if (s.bufFlit[2 * slot + 1] == 0) {
                head.put(pk, new int[] {s.chanTarget[c], c});
            }
        }
        if (s.bufRing[2 * g + 1] > 0 && s.laneRequesting[g] && s.laneReady[g] < tick) {
            blocked.put(s.frontPacket(g), true);
        }
    }

    /** The flits on channel c's wire, oldest first; a head there left the channel's source node. */
    private void addWire(int c) {
        if (TransitFlits.direct(s, c)) {
            TransitFlits.forEach(s, c, tick, (pk, seq) -> onWire(c, pk, seq));
            return;
        }
        for (int i = 0; i < s.wireCount[c]; i++) {
            int slot = c * s.wireSlots + ((s.wireFirst[c] + i) & s.wireMask);
            onWire(c, s.wirePacket[slot], s.wireSeqVc[slot] >>> 6);
        }
    }

    private void onWire(int c, int pk, int seq) {
        flitsOf(pk).merge(c, 1, Integer::sum);
        if (seq == 0) {
            head.put(pk, new int[] {s.chanSource[c], c});
        }
    }

    private List<WormView> views() {
        List<WormView> worms = new ArrayList<>(where.size());
        where.forEach((pk, m) -> {
            int[] at = headOf(pk);
            Map<Integer, Integer> lanes = laneOf.getOrDefault(pk, Map.of());
            worms.add(new WormView(p.id[pk], p.source[pk], p.destination[pk], p.length[pk], tick - p.generated[pk],
                    at[0], at[1], blocked.containsKey(pk), m.keySet().stream().mapToInt(Integer::intValue).toArray(),
                    m.values().stream().mapToInt(Integer::intValue).toArray(),
                    m.keySet().stream().mapToInt(c -> lanes.getOrDefault(c, 0)).toArray()));
        });
        return List.copyOf(worms);
    }

    /** {node, channel} of the packet's head: where it was found, at its destination once consumed, else at its source. */
    private int[] headOf(int pk) {
        int[] at = head.get(pk);
        if (at != null) {
            return at;
        }
        if (p.headArrived[pk] >= 0) {
            int dst = s.topology.hostIndex(p.destination[pk]);
            for (int c = 0; c < s.channels; c++) {
                if (s.sinkHost[c] == dst) {
                    return new int[] {p.destination[pk], c};
                }
            }
        }
        return new int[] {p.source[pk], -1};
    }
}
