package org.flitlab.traffic;

import java.util.SplittableRandom;

/**
 * BookSim's bursty on/off injection process ({@code injection_process = on_off}, model.md, Traffic): a two-state
 * Markov chain per host, advanced once a tick. In each tick the state moves first, off to on with probability
 * {@code alpha} and on to off with probability {@code beta}; then, if the host is on, a packet is generated with
 * probability {@code r1}. In the long run the host is on {@code alpha / (alpha + beta)} of the ticks, so the
 * packet rate is {@code r1 alpha / (alpha + beta)}; as in BookSim (burst_r1 left at -1) {@code r1} is derived
 * from the wanted rate as {@code rate (alpha + beta) / alpha}. On periods last {@code 1 / beta} ticks on
 * average, off periods {@code 1 / alpha}. Each host starts on or off with probability 1/2, as BookSim's default
 * initial state ({@code RandomInt(1)} per node).
 *
 * <p>The chain is advanced by jumps rather than tick by tick, with the same law: off, the wait for the switch on
 * is geometric in {@code alpha}; on, each tick ends the on period (probability {@code beta}) or generates (
 * {@code (1 - beta) r1}) or neither, so the wait for the first of the two is geometric and the outcome is drawn
 * in proportion. Not thread-safe: one instance serves one host of one run.
 */
public final class OnOffArrivals implements ArrivalProcess {
    /** Stable catalogue id. */
    public static final String ID = "on-off";

    private final double alpha;
    private final double beta;
    private final double onRate;
    private boolean on;
    private long tick;

    /**
     * @param packetsPerTick long-run packets per tick, at least 0
     * @param alpha          probability of switching off to on in a tick, in (0, 1]
     * @param beta           probability of switching on to off in a tick, in [0, 1]
     * @throws IllegalArgumentException if a value is out of range or the on-state rate would exceed 1 packet a tick
     */
    public OnOffArrivals(double packetsPerTick, double alpha, double beta) {
        if (!(alpha > 0 && alpha <= 1)) {
            throw new IllegalArgumentException("alpha is " + alpha + "; it must be in (0, 1]");
        }
        if (!(beta >= 0 && beta <= 1)) {
            throw new IllegalArgumentException("beta is " + beta + "; it must be in [0, 1]");
        }
        double r1 = packetsPerTick * (alpha + beta) / alpha;
        if (!(packetsPerTick >= 0) || !(r1 <= 1)) {
            throw new IllegalArgumentException("the rate is " + packetsPerTick + " packets/tick; with alpha " + alpha
                    + " and beta " + beta + " a host is on " + alpha / (alpha + beta) + " of the time, so the rate"
                    + " must be in [0, " + alpha / (alpha + beta) + "] (at most one packet a tick while on)");
        }
        this.alpha = alpha;
        this.beta = beta;
        this.onRate = r1;
    }

    /** On/off arrivals offering {@code flitsPerTickPerHost} in the long run with packets from {@code sizes}. */
    public static OnOffArrivals forOfferedLoad(double flitsPerTickPerHost, double alpha, double beta,
                                               SizeDistribution sizes) {
        return new OnOffArrivals(flitsPerTickPerHost / sizes.meanFlits(), alpha, beta);
    }

    /** The probability of a packet in a tick spent on (BookSim's r1). */
    public double onRate() {
        return onRate;
    }

    @Override
    public long firstArrival(SplittableRandom random) {
        on = random.nextBoolean();
        tick = -1;
        return advance(random);
    }

    @Override
    public long nextArrival(long now, SplittableRandom random) {
        tick = now;
        return advance(random);
    }

    private long advance(SplittableRandom random) {
        if (onRate == 0) {
            return -1;
        }
        double ends = beta + (1 - beta) * onRate;
        while (true) {
            long gap = Geometric.trials(on ? ends : alpha, random);
            if (gap >= Geometric.NEVER) {
                return -1;
            }
            tick += gap;
            if (!on) {
                on = true;
                if (random.nextDouble() < onRate) {
                    return tick;
                }
            } else if (random.nextDouble() * ends < beta) {
                on = false;
            } else {
                return tick;
            }
        }
    }

    @Override
    public String toString() {
        return "on/off arrivals, alpha " + alpha + ", beta " + beta + ", " + onRate + " packets/tick while on";
    }
}
