package org.flitlab.scenario;

/**
 * BookSim's bursty on/off arrivals (model.md, Traffic; {@code injection_process = on_off} with
 * {@code burst_alpha}, {@code burst_beta} and the on-state rate derived from the load). Immutable.
 *
 * @param offeredLoad long-run flits per tick per host, finite and at least 0
 * @param alpha       probability per tick of switching off to on, in (0, 1] (BookSim's default 0.5)
 * @param beta        probability per tick of switching on to off, in [0, 1] (BookSim's default 0.5)
 */
public record OnOffParams(double offeredLoad, double alpha, double beta) {
    public OnOffParams {
        if (!(offeredLoad >= 0) || Double.isInfinite(offeredLoad)) {
            throw new IllegalArgumentException("offeredLoad is " + offeredLoad
                    + "; it must be a finite number of at least 0 flits/tick/host");
        }
        if (!(alpha > 0 && alpha <= 1)) {
            throw new IllegalArgumentException("alpha is " + alpha + "; it must be in (0, 1]");
        }
        if (!(beta >= 0 && beta <= 1)) {
            throw new IllegalArgumentException("beta is " + beta + "; it must be in [0, 1]");
        }
    }
}
