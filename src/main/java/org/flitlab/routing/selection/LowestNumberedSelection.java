package org.flitlab.routing.selection;

import java.util.SplittableRandom;
import org.flitlab.routing.OutputState;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutedPacket;
import org.flitlab.routing.SelectionPolicy;

/**
 * AN1 as built (Owicki &amp; Karlin, section 4): the free permitted output with the lowest port number, then
 * the lowest virtual channel. Stateless; -1 when none is free.
 */
public final class LowestNumberedSelection implements SelectionPolicy {
    @Override
    public boolean takesALoneFreeCandidate() {
        return true;
    }

    @Override
    public int select(int node, RoutedPacket packet, RouteCandidates candidates, OutputState outputs, SplittableRandom random) {
        int best = -1;
        for (int i = 0; i < candidates.size(); i++) {
            if (outputs.isFree(candidates.port(i), candidates.vc(i))
                    && (best < 0 || Order.before(candidates, i, best))) {
                best = i;
            }
        }
        return best;
    }
}
