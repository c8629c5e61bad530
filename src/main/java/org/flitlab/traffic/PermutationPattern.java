package org.flitlab.traffic;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * A destination pattern in which every host always sends to the same host, and no two hosts send to the same one:
 * a permutation of the host indices (the C104 study's "systematic" traffic, and bit reversal, transpose, complement
 * and shuffle). The permutation patterns of this package all create one of these.
 *
 * <p>A host that the permutation maps to itself (a fixed point) has nobody else to send to: by default
 * {@link #sends(int)} is false for it and {@link #destination} returns -1; {@link #withFixedPointsSending} makes it
 * send to itself instead. The random argument is never used.
 *
 * <p>Immutable and thread-safe.
 */
public final class PermutationPattern implements DestinationPattern {
    private final int[] image;
    private final boolean fixedPointsSend;

    /**
     * @param image {@code image[h]} is the destination of host {@code h}; must be a permutation of 0..H-1
     */
    public PermutationPattern(int[] image) {
        this(image, false);
    }

    private PermutationPattern(int[] image, boolean fixedPointsSend) {
        this.fixedPointsSend = fixedPointsSend;
        this.image = image.clone();
        int[] preimage = new int[image.length];
        Arrays.fill(preimage, -1);
        for (int h = 0; h < image.length; h++) {
            int d = image[h];
            if (d < 0 || d >= image.length) {
                throw new IllegalArgumentException("image[" + h + "] is " + d + "; hosts are 0.." + (image.length - 1));
            }
            if (preimage[d] >= 0) {
                throw new IllegalArgumentException("image[" + h + "] is " + d + " as is image[" + preimage[d]
                        + "]; a permutation sends each host to a different host");
            }
            preimage[d] = h;
        }
    }

    /**
     * The same permutation where, if {@code send}, a fixed point sends to itself (its packets go inject, its
     * switch, eject, as in BookSim, whose permutations keep fixed points sending); else a fixed point sends nothing.
     */
    public PermutationPattern withFixedPointsSending(boolean send) {
        return send == fixedPointsSend ? this : new PermutationPattern(image, send);
    }

    /** Whether fixed points send to themselves. */
    public boolean fixedPointsSend() {
        return fixedPointsSend;
    }

    /** The number of hosts permuted. */
    public int hostCount() {
        return image.length;
    }

    /** The host that {@code sourceHost} is mapped to, possibly itself. */
    public int image(int sourceHost) {
        return image[sourceHost];
    }

    @Override
    public int destination(int sourceHost, SplittableRandom random) {
        int d = image[sourceHost];
        return d == sourceHost && !fixedPointsSend ? -1 : d;
    }

    /** All to the image, or nothing from a fixed point that does not send. */
    @Override
    public double[] exactShares(int sourceHost) {
        double[] row = new double[image.length];
        if (sends(sourceHost)) {
            row[image[sourceHost]] = 1;
        }
        return row;
    }

    @Override
    public boolean sends(int sourceHost) {
        return fixedPointsSend || image[sourceHost] != sourceHost;
    }
}
