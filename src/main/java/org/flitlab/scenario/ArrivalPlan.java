package org.flitlab.scenario;

import java.util.Objects;
import java.util.function.Function;
import org.flitlab.traffic.ArrivalProcess;
import org.flitlab.traffic.SizeDistribution;

/**
 * What an arrivals entry of the catalogue makes: how to create the arrival process of one host for one run
 * (model.md, Traffic), and the load it offers. Arrival processes keep per-host state, so {@link #newProcess} makes
 * a fresh one on every call. Immutable and thread-safe if {@code perHost} is.
 *
 * @param offeredLoad flits per tick per host, or NaN where open-loop load is not defined (continuous, fixed count)
 * @param perHost     makes a fresh process given the packet sizes (Poisson turns a flit load into a packet rate)
 */
public record ArrivalPlan(double offeredLoad, Function<SizeDistribution, ArrivalProcess> perHost) {
    public ArrivalPlan {
        Objects.requireNonNull(perHost, "perHost");
    }

    /** A fresh arrival process for one host of one run. */
    public ArrivalProcess newProcess(SizeDistribution sizes) {
        return perHost.apply(sizes);
    }
}
