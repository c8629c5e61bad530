package org.flitlab.traffic;

import java.util.SplittableRandom;

/** Packet lengths in flits (model.md, Traffic: fixed, bimodal, exponential, discrete). Immutable. */
public interface SizeDistribution {
    /** A length of at least 1 flit. */
    int sampleFlits(SplittableRandom random);

    /** The mean length, used to turn an offered load in flits/tick into packets/tick. */
    double meanFlits();

    /** The longest length this distribution can return (store-and-forward checks buffers against it). */
    int maxFlits();

    /**
     * Whether the lengths fall into a few classes worth reporting latency for separately (bimodal and discrete
     * sizes: AN1 Table 2's short and long packets); false for one fixed size and for continuous distributions.
     */
    default boolean hasSizeClasses() {
        return false;
    }
}
