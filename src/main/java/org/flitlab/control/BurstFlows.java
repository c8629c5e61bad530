package org.flitlab.control;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.flitlab.traffic.DestinationPattern;
import org.flitlab.traffic.ExplicitFlowsPattern;

/**
 * Where the bursts of {@link BurstParams#flows()} go (AN1 Table 4: s1 to d1, s2 to d2): each source picks one of
 * its flows per burst with probability proportional to the weight, as {@link ExplicitFlowsPattern} does for the
 * workload's packets; a host that is the source of no flow sends no burst. Built without the topology because a
 * scheme is made from its plan alone; the scenario checks the host indices against the topology beforehand.
 * Immutable and thread-safe.
 */
final class BurstFlows implements DestinationPattern {
    private final Map<Integer, List<ExplicitFlowsPattern.Flow>> bySource = new HashMap<>();

    BurstFlows(List<ExplicitFlowsPattern.Flow> flows) {
        for (ExplicitFlowsPattern.Flow f : flows) {
            bySource.computeIfAbsent(f.source(), k -> new ArrayList<>()).add(f);
        }
    }

    @Override
    public int destination(int sourceHost, SplittableRandom random) {
        List<ExplicitFlowsPattern.Flow> mine = bySource.get(sourceHost);
        if (mine == null) {
            return -1;
        }
        if (mine.size() == 1) {
            return mine.get(0).destination();
        }
        double total = mine.stream().mapToDouble(ExplicitFlowsPattern.Flow::weight).sum();
        double u = random.nextDouble() * total;
        for (ExplicitFlowsPattern.Flow f : mine) {
            u -= f.weight();
            if (u < 0) {
                return f.destination();
            }
        }
        return mine.get(mine.size() - 1).destination();
    }

    @Override
    public boolean sends(int sourceHost) {
        return bySource.containsKey(sourceHost);
    }
}
