package org.flitlab.network.flat;

import java.util.Arrays;

/**
 * A growable list of ints in insertion order (the switches and hosts with heads waiting, in the order they became
 * active, as the reference engine's {@code ActiveSet}). Allocation-free once grown.
 */
final class IntList {
    int[] items = new int[16];
    int size;

    void add(int x) {
        if (size == items.length) {
            items = Arrays.copyOf(items, size * 2);
        }
        items[size++] = x;
    }

    boolean isEmpty() {
        return size == 0;
    }
}
