package org.flitlab.traffic;

import java.util.Objects;
import java.util.function.IntFunction;

/**
 * What the hosts offer the network: an arrival process per host (made fresh per run, since arrival processes
 * keep per-host state), packet sizes and destinations (model.md, Traffic).
 *
 * @param arrivals     makes the arrival process of host index h
 * @param sizes        packet lengths in flits
 * @param destinations destination host of each packet
 * @param offeredLoad  flits per tick per host the arrivals are meant to offer, or NaN where that is not
 *                     defined (continuous or fixed-count traffic)
 */
public record Workload(IntFunction<ArrivalProcess> arrivals, SizeDistribution sizes, DestinationPattern destinations,
                       double offeredLoad) {
    public Workload {
        Objects.requireNonNull(arrivals, "arrivals");
        Objects.requireNonNull(sizes, "sizes");
        Objects.requireNonNull(destinations, "destinations");
    }
}
