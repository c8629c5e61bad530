package org.flitlab.routing.selection;

import java.util.SplittableRandom;
import org.flitlab.routing.OutputState;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutedPacket;
import org.flitlab.routing.SelectionPolicy;

/**
 * AN1's design choice (Owicki &amp; Karlin, section 4): among the permitted outputs that are free, one drawn
 * uniformly from the run's routing stream. Stateless; -1 when none is free.
 */
public final class RandomIdleSelection implements SelectionPolicy {
    @Override
    public boolean takesALoneFreeCandidate() {
        return true;
    }

    @Override
    public int select(int node, RoutedPacket packet, RouteCandidates candidates, OutputState outputs, SplittableRandom random) {
        int n = candidates.size();
        int free = 0;
        // The free candidates among the first 64, remembered so that the pick need not ask the outputs again.
        long freeMask = 0;
        for (int i = 0; i < n; i++) {
            if (outputs.isFree(candidates.port(i), candidates.vc(i))) {
                free++;
                freeMask |= i < 64 ? 1L << i : 0;
            }
        }
        if (free == 0) {
            return -1;
        }
        int pick = free == 1 ? 0 : random.nextInt(free);
        if (n <= 64) {
            long m = freeMask;
            for (; pick > 0; pick--) {
                m &= m - 1;
            }
            return Long.numberOfTrailingZeros(m);
        }
        for (int i = 0; i < n; i++) {
            if (outputs.isFree(candidates.port(i), candidates.vc(i)) && pick-- == 0) {
                return i;
            }
        }
        throw new IllegalStateException("outputs changed while selecting");
    }
}
