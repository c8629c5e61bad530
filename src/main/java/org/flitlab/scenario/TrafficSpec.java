package org.flitlab.scenario;

import java.util.Objects;

/**
 * What the hosts offer the network (model.md, Traffic): the {@code traffic} section, three catalogue choices.
 * Immutable.
 *
 * @param arrivals     an {@link ComponentKind#ARRIVALS} choice ("poisson" with its offeredLoad, "continuous", ...)
 * @param sizes        a {@link ComponentKind#SIZES} choice ("fixed", "bimodal", ...)
 * @param destinations a {@link ComponentKind#DESTINATIONS} choice ("uniform", "bit-reversal", ...)
 */
public record TrafficSpec(ComponentChoice arrivals, ComponentChoice sizes, ComponentChoice destinations) {
    public TrafficSpec {
        Objects.requireNonNull(arrivals, "arrivals");
        Objects.requireNonNull(sizes, "sizes");
        Objects.requireNonNull(destinations, "destinations");
    }
}
