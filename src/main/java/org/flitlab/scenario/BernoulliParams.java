package org.flitlab.scenario;

/**
 * Bernoulli arrivals (model.md, Traffic; BookSim's {@code injection_process = bernoulli} with
 * {@code injection_rate_uses_flits = 1}). Immutable.
 *
 * @param offeredLoad flits per tick per host: finite, at least 0 and at most the mean packet length (a packet
 *                    starts in a tick with probability offeredLoad / mean length)
 */
public record BernoulliParams(double offeredLoad) {
    public BernoulliParams {
        if (!(offeredLoad >= 0) || Double.isInfinite(offeredLoad)) {
            throw new IllegalArgumentException("offeredLoad is " + offeredLoad
                    + "; it must be a finite number of at least 0 flits/tick/host");
        }
    }
}
