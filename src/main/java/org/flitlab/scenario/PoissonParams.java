package org.flitlab.scenario;

/**
 * Poisson arrivals (model.md, Traffic: open loop at an offered load). Immutable.
 *
 * @param offeredLoad flits per tick per host, a fraction of the injection link's capacity: finite and at least 0
 *                    (above 1 is allowed, to drive a network into saturation on purpose)
 */
public record PoissonParams(double offeredLoad) {
    public PoissonParams {
        if (!(offeredLoad >= 0) || Double.isInfinite(offeredLoad)) {
            throw new IllegalArgumentException("offeredLoad is " + offeredLoad
                    + "; it must be a finite number of at least 0 flits/tick/host");
        }
    }
}
