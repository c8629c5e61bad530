package org.flitlab.topology;

import java.util.Arrays;

/**
 * The coordinate system of a regular topology whose switches form a k-ary n-dimensional grid: a mesh
 * (no wrap-around), a torus (wrap-around) or a binary n-cube (radix 2 in every dimension). Switch
 * {@code s} has coordinates given by the mixed-radix digits of {@code s}, dimension 0 (x) varying fastest.
 * Dimension-order routing and the grid permutations read it.
 *
 * @param radix the number of switches along each dimension, each at least 1
 * @param wrap  whether each dimension wraps around (torus) or not (mesh, cube)
 */
public record GridShape(int[] radix, boolean wrap) {
    public GridShape {
        radix = radix.clone();
        for (int i = 0; i < radix.length; i++) {
            if (radix[i] < 1) {
                throw new IllegalArgumentException("radix of dimension " + i + " is " + radix[i] + "; it must be at least 1");
            }
        }
    }

    @Override
    public int[] radix() {
        return radix.clone();
    }

    public int dimensions() {
        return radix.length;
    }

    public int radix(int dimension) {
        return radix[dimension];
    }

    public int switchCount() {
        int n = 1;
        for (int r : radix) {
            n *= r;
        }
        return n;
    }

    /** The coordinate of switch {@code s} along {@code dimension}. */
    public int coordinate(int s, int dimension) {
        int v = s;
        for (int d = 0; d < dimension; d++) {
            v /= radix[d];
        }
        return v % radix[dimension];
    }

    /** The switch at the given coordinates. */
    public int switchAt(int[] coordinates) {
        int s = 0;
        for (int d = radix.length - 1; d >= 0; d--) {
            s = s * radix[d] + coordinates[d];
        }
        return s;
    }

    /** Whether this is a binary n-cube (every radix 2, no wrap). */
    public boolean isHypercube() {
        for (int r : radix) {
            if (r != 2) {
                return false;
            }
        }
        return !wrap;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GridShape g && g.wrap == wrap && Arrays.equals(g.radix, radix);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(radix) * 31 + Boolean.hashCode(wrap);
    }

    @Override
    public String toString() {
        return "GridShape" + Arrays.toString(radix) + (wrap ? " wrap" : "");
    }
}
