package org.flitlab.routing.selection;

import java.util.SplittableRandom;
import org.flitlab.routing.OutputState;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutedPacket;
import org.flitlab.routing.SelectionPolicy;

/**
 * AN1's least-recently-stopped choice (Owicki &amp; Karlin, section 4): the free permitted output whose port
 * was stopped (stop/go) longest ago, a never-stopped port first; ties go to the lower port, then the lower
 * virtual channel. Stateless; -1 when none is free.
 */
public final class LeastRecentlyStoppedSelection implements SelectionPolicy {
    @Override
    public boolean takesALoneFreeCandidate() {
        return true;
    }

    @Override
    public int select(int node, RoutedPacket packet, RouteCandidates candidates, OutputState outputs, SplittableRandom random) {
        int best = -1;
        long bestStopped = 0;
        for (int i = 0; i < candidates.size(); i++) {
            if (!outputs.isFree(candidates.port(i), candidates.vc(i))) {
                continue;
            }
            long stopped = outputs.lastStoppedTick(candidates.port(i));
            if (best < 0 || stopped < bestStopped || (stopped == bestStopped && Order.before(candidates, i, best))) {
                best = i;
                bestStopped = stopped;
            }
        }
        return best;
    }
}
