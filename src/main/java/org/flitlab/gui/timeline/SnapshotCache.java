package org.flitlab.gui.timeline;

import java.util.LinkedHashMap;
import java.util.Map;
import org.flitlab.network.NetworkSnapshot;

/**
 * The snapshots of recent ticks, by tick: those the run showed going forward and those a replay kept on its way,
 * so that stepping back a few ticks shows at once (a snapshot at tick t is the same picture however t was reached).
 * Holds about {@value #BUDGET_BYTES} bytes' worth, the least recently used dropped first. Thread-safe: the FX
 * thread and the replay thread both add.
 */
final class SnapshotCache {
    /** Roughly the memory the cache may hold. */
    private static final long BUDGET_BYTES = 24L << 20;
    /** Kept at least, however large the network. */
    private static final int MIN_ENTRIES = 16;

    private final Map<Long, NetworkSnapshot> byTick = new LinkedHashMap<>(64, 0.75f, true);
    private int capacity = -1;

    synchronized void put(NetworkSnapshot s) {
        if (capacity < 0) {
            capacity = (int) Math.max(MIN_ENTRIES, BUDGET_BYTES / bytes(s));
        }
        byTick.put(s.tick(), s);
        if (byTick.size() > capacity) {
            var oldest = byTick.keySet().iterator();
            oldest.next();
            oldest.remove();
        }
    }

    /** The snapshot of tick {@code tick}, or null. */
    synchronized NetworkSnapshot get(long tick) {
        return byTick.get(tick);
    }

    /** A rough size of one snapshot: per channel its arrays and virtual channel views, per worm its arrays. */
    private static long bytes(NetworkSnapshot s) {
        long vcs = 0;
        for (var v : s.vcs()) {
            vcs += v.length;
        }
        return 64 + s.channelState().length * 40L + vcs * 48L + s.worms().size() * 160L;
    }
}
