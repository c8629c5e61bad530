package org.flitlab.network;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Which packets held a channel's virtual channels when, from the recorded traces: for "blocked waiting for channel
 * Y held by packet Z". Each grant holds one virtual channel from its grant to its tail (inclusive). Immutable
 * after construction.
 */
final class ChannelHolders {
    private record Hold(long packet, int vc, long from, long to) {
    }

    private final Map<Integer, List<Hold>> byChannel = new HashMap<>();
    /** The distinct virtual channels ever granted on each channel (when to stop looking back). */
    private final Map<Integer, Long> vcsUsed = new HashMap<>();

    ChannelHolders(Iterable<PacketTrace> traces) {
        for (PacketTrace tr : traces) {
            for (HopTrace h : tr.hops()) {
                if (h.grantedTick() >= 0) {
                    byChannel.computeIfAbsent(h.outChannel(), c -> new ArrayList<>())
                            .add(new Hold(tr.packetId(), h.outVc(), h.grantedTick(), h.releasedTick()));
                    vcsUsed.merge(h.outChannel(), 1L << Math.min(63, h.outVc()), (a, b) -> a | b);
                }
            }
        }
        byChannel.values().forEach(l -> l.sort(Comparator.comparingLong(Hold::from)));
    }

    /** The packets other than {@code self} holding a virtual channel of {@code channel} at {@code tick}, by VC. */
    List<Long> at(int channel, long tick, long self) {
        List<Hold> holds = byChannel.getOrDefault(channel, List.of());
        int lo = 0;
        int hi = holds.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (holds.get(mid).from() <= tick) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        // Only the latest grant of each virtual channel at or before the tick can still hold it.
        int vcs = Long.bitCount(vcsUsed.getOrDefault(channel, 0L));
        Map<Integer, Hold> latest = new TreeMap<>();
        for (int i = lo - 1; i >= 0 && latest.size() < vcs; i--) {
            latest.putIfAbsent(holds.get(i).vc(), holds.get(i));
        }
        List<Long> out = new ArrayList<>();
        latest.values().forEach(h -> {
            if ((h.to() < 0 || h.to() >= tick) && h.packet() != self) {
                out.add(h.packet());
            }
        });
        return out;
    }
}
