package org.flitlab.traffic;

import java.util.SplittableRandom;

/**
 * Open-loop Poisson generation at a fixed rate in packets per tick (model.md, Traffic; Hu &amp; Kleinrock generate
 * worms "as a Poisson process", and the Bianco et al. background load is Poisson too).
 *
 * <p>Time is continuous inside this class: inter-arrival times are exponential with mean {@code 1/packetsPerTick}
 * and are added to a running {@code double} clock that starts at 0. A packet is generated at tick
 * {@code floor(clock)}. Nothing is rounded away, so several packets may fall in the same tick, the long-run rate is
 * exactly {@code packetsPerTick}, and the number of packets generated in any one tick is exactly Poisson
 * distributed with mean {@code packetsPerTick} (the counts in disjoint unit intervals of a Poisson process are
 * independent Poisson variables). Rates above 1 packet per tick are therefore allowed. A rate of 0 generates
 * nothing ({@link #firstArrival} returns -1).
 *
 * <p>Not thread-safe: one instance serves one host of one run, and {@link #nextArrival} must be given the tick this
 * instance returned last. {@link #firstArrival} restarts the clock, so an instance can be reused for a new run.
 */
public final class PoissonArrivals implements ArrivalProcess {
    /** Stable catalogue id. */
    public static final String ID = "poisson";

    private final double packetsPerTick;
    private double clock;

    /**
     * @param packetsPerTick the mean number of packets generated per tick by this host; at least 0 and finite
     */
    public PoissonArrivals(double packetsPerTick) {
        if (!(packetsPerTick >= 0) || Double.isInfinite(packetsPerTick)) {
            throw new IllegalArgumentException("packetsPerTick is " + packetsPerTick
                    + "; it must be a finite number of at least 0");
        }
        this.packetsPerTick = packetsPerTick;
    }

    /**
     * Poisson arrivals that offer {@code flitsPerTickPerHost} flits per tick on average with packets drawn from
     * {@code sizes}: the packet rate is the flit load divided by the mean packet length.
     *
     * @param flitsPerTickPerHost the offered load of one host in flits per tick; at least 0 and finite
     */
    public static PoissonArrivals forOfferedLoad(double flitsPerTickPerHost, SizeDistribution sizes) {
        if (!(flitsPerTickPerHost >= 0) || Double.isInfinite(flitsPerTickPerHost)) {
            throw new IllegalArgumentException("flitsPerTickPerHost is " + flitsPerTickPerHost
                    + "; it must be a finite number of at least 0");
        }
        return new PoissonArrivals(flitsPerTickPerHost / sizes.meanFlits());
    }

    /** The mean number of packets per tick. */
    public double packetsPerTick() {
        return packetsPerTick;
    }

    @Override
    public long firstArrival(SplittableRandom random) {
        if (packetsPerTick == 0) {
            return -1;
        }
        clock = 0;
        return advance(random);
    }

    @Override
    public long nextArrival(long now, SplittableRandom random) {
        if (packetsPerTick == 0) {
            return -1;
        }
        return Math.max(now, advance(random));
    }

    private long advance(SplittableRandom random) {
        // 1 - u lies in (0, 1], so the logarithm is finite.
        clock += -Math.log(1.0 - random.nextDouble()) / packetsPerTick;
        return (long) Math.floor(clock);
    }

    @Override
    public String toString() {
        return "Poisson arrivals, " + packetsPerTick + " packets/tick";
    }
}
