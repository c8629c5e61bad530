package org.flitlab.scenario;

import java.util.List;
import org.flitlab.traffic.DiscreteSize;

/**
 * Packet lengths from a given distribution (model.md, Traffic). Lists, not arrays, so that two equal parameter
 * records are {@code equals}. The constructor checks the values with {@link DiscreteSize}'s own messages. Immutable.
 *
 * @param flits         the possible lengths in flits, each at least 1
 * @param probabilities the probability of each length, as many as {@code flits}, summing to 1
 */
public record DiscreteSizeParams(List<Integer> flits, List<Double> probabilities) {
    public DiscreteSizeParams {
        flits = List.copyOf(flits);
        probabilities = List.copyOf(probabilities);
        distribution(flits, probabilities);
    }

    /** The size distribution these parameters describe. */
    public DiscreteSize toDistribution() {
        return distribution(flits, probabilities);
    }

    private static DiscreteSize distribution(List<Integer> flits, List<Double> probabilities) {
        return new DiscreteSize(flits.stream().mapToInt(Integer::intValue).toArray(),
                probabilities.stream().mapToDouble(Double::doubleValue).toArray());
    }
}
