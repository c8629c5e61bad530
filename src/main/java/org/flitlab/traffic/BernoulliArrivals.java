package org.flitlab.traffic;

import java.util.SplittableRandom;

/**
 * Bernoulli (slotted) arrivals, BookSim's default injection process ({@code injection_process = bernoulli},
 * model.md, Traffic): in every tick, independently, a packet is generated with probability {@code p}. At most one
 * packet is generated per tick, so the count per tick has mean {@code p} and variance {@code p (1 - p)}, and the
 * gaps between packets are geometric with mean {@code 1 / p}. With {@code injection_rate_uses_flits = 1} BookSim
 * gives the rate in flits and divides it by the packet length; {@link #forOfferedLoad} does the same with the mean
 * packet length.
 *
 * <p>Tick 0 is the first trial. Each gap is drawn in one step ({@link Geometric}), not tick by tick: the same
 * distribution at one random number per packet. Not thread-safe: one instance serves one host of one run.
 */
public final class BernoulliArrivals implements ArrivalProcess {
    /** Stable catalogue id. */
    public static final String ID = "bernoulli";

    private final double probability;

    /**
     * @param probability the probability that a packet is generated in a tick, in [0, 1]
     */
    public BernoulliArrivals(double probability) {
        if (!(probability >= 0 && probability <= 1)) {
            throw new IllegalArgumentException("probability is " + probability + "; it must be in [0, 1]");
        }
        this.probability = probability;
    }

    /**
     * Bernoulli arrivals that offer {@code flitsPerTickPerHost} on average with packets from {@code sizes}: the
     * per-tick probability is the load over the mean packet length, which must not exceed 1.
     *
     * @throws IllegalArgumentException if the load is negative or needs more than one packet per tick
     */
    public static BernoulliArrivals forOfferedLoad(double flitsPerTickPerHost, SizeDistribution sizes) {
        double p = flitsPerTickPerHost / sizes.meanFlits();
        if (!(flitsPerTickPerHost >= 0) || !(p <= 1)) {
            throw new IllegalArgumentException("offeredLoad is " + flitsPerTickPerHost + "; Bernoulli arrivals start at"
                    + " most one packet a tick, so it must be in [0, " + sizes.meanFlits() + "] (the mean packet length)");
        }
        return new BernoulliArrivals(p);
    }

    /** The probability of a packet in one tick. */
    public double probability() {
        return probability;
    }

    @Override
    public long firstArrival(SplittableRandom random) {
        return next(-1, random);
    }

    @Override
    public long nextArrival(long now, SplittableRandom random) {
        return next(now, random);
    }

    private long next(long now, SplittableRandom random) {
        long gap = Geometric.trials(probability, random);
        return gap >= Geometric.NEVER ? -1 : now + gap;
    }

    @Override
    public String toString() {
        return "Bernoulli arrivals, " + probability + " packets/tick";
    }
}
