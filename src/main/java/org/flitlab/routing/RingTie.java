package org.flitlab.routing;

import java.util.Locale;

/**
 * Which way a minimal route goes round a ring of even radix k when the destination is exactly k/2 away, so that
 * both directions are equally short (model.md, Routing). Scenario files write the lower-case names.
 *
 * <ul>
 *   <li>{@link #RANDOM}: each packet draws the direction once per dimension from the run's routing stream, as
 *       BookSim's dimension-order torus routing does ({@code RandomInt(1)} when a packet turns into a dimension).
 *       Each direction then carries half the tie traffic in expectation.</li>
 *   <li>{@link #POSITIVE}: always the positive direction (FlitLab before issue 15): positive channels carry the
 *       whole tie traffic, on an 8-ary ring under uniform traffic 1.25 units against 0.75.</li>
 *   <li>{@link #BALANCED}: deterministic split by source, positive from a source switch whose coordinate in that
 *       dimension is even, negative from an odd one. Every channel of a ring then carries the tie flows of k/2
 *       consecutive sources, half of them from even coordinates when k/2 is even, so the split is exact under
 *       uniform traffic for k = 4, 8, 12, ... (for k/2 odd it is off by one source per channel).</li>
 *   <li>{@link #BOTH}: both directions stay permitted and the selection policy picks per hop (adaptive routing
 *       only: shortest path, whose default it is, as AN1's "all shortest paths"). Dimension order refuses it.</li>
 * </ul>
 */
public enum RingTie {
    RANDOM,
    POSITIVE,
    BALANCED,
    BOTH;

    /**
     * Whether a packet with this route word from a source switch at {@code sourceCoordinate} goes the negative way
     * round dimension {@code dimension} on a tie (never called for {@link #BOTH}). A random tie is bit
     * {@code dimension} of the route word, drawn at generation.
     */
    public boolean negative(int routeWord, int dimension, int sourceCoordinate) {
        return switch (this) {
            case POSITIVE, BOTH -> false;
            case RANDOM -> (routeWord >>> dimension & 1) != 0;
            case BALANCED -> (sourceCoordinate & 1) != 0;
        };
    }

    /**
     * Every equally likely route word of a random tie on the dimensions set in {@code tieMask}: one per combination
     * of directions (one word, 0, when the mask is empty). For {@code RoutingAlgorithm#preparedRouteWords}.
     */
    public static int[] equallyLikelyWords(int tieMask) {
        int[] words = new int[1 << Integer.bitCount(tieMask)];
        for (int i = 0; i < words.length; i++) {
            int word = 0;
            int mask = tieMask;
            for (int bit = 0; mask != 0; bit++, mask &= mask - 1) {
                if ((i >>> bit & 1) != 0) {
                    word |= mask & -mask;
                }
            }
            words[i] = word;
        }
        return words;
    }

    /**
     * A bit per dimension in which {@code from} and {@code to} are exactly half a ring apart (radix above 2 and
     * even), on a grid of radices {@code radix} that wraps.
     */
    public static int tieMask(int[] from, int[] to, int[] radix) {
        int bits = 0;
        for (int d = 0; d < from.length; d++) {
            int k = radix[d];
            if (k > 2 && 2 * Math.floorMod(to[d] - from[d], k) == k) {
                bits |= 1 << d;
            }
        }
        return bits;
    }

    /** The name scenario files use ("random", "positive", "balanced"). */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
