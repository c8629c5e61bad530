package org.flitlab.gui.run;

import java.util.Set;
import java.util.TreeSet;
import org.flitlab.network.NetworkSnapshot;
import org.flitlab.network.WormView;

/**
 * The one definition of "blocked" the workbench shows, so the counter under the canvas, the red rings on the
 * canvas and the inspector's deadlock text always give the same number: a worm is blocked when its head waits
 * for a busy output past its routing delay ({@link WormView#blocked()}), or when, at a deadlock, it is on the
 * reported wait-for cycle (a packet queued behind another in one lane waits without being at a lane's head).
 * Stateless.
 */
public final class BlockedWorms {
    private BlockedWorms() {
    }

    /** The packet ids of the blocked worms in {@code s} (empty for null). */
    public static Set<Long> of(NetworkSnapshot s) {
        Set<Long> ids = new TreeSet<>();
        if (s == null) {
            return ids;
        }
        Set<Long> present = new TreeSet<>();
        for (WormView w : s.worms()) {
            present.add(w.packetId());
            if (w.blocked()) {
                ids.add(w.packetId());
            }
        }
        if (s.deadlock() != null) {
            s.deadlock().cycle().forEach(step -> {
                if (present.contains(step.packetId())) {
                    ids.add(step.packetId());
                }
            });
        }
        return ids;
    }
}
