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
}
