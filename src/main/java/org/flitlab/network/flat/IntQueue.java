package org.flitlab.network.flat;

import java.util.Arrays;

/**
 * A growable FIFO ring of ints (a host's source queue of packet slots). Grows by doubling and never shrinks, so a
 * run in steady state allocates nothing.
 */
final class IntQueue {
    private int[] items = new int[8];
    private int first;
    private int size;

    void add(int x) {
        if (size == items.length) {
            int[] n = new int[size * 2];
            for (int i = 0; i < size; i++) {
                n[i] = items[(first + i) & (items.length - 1)];
            }
            items = n;
            first = 0;
        }
        items[(first + size++) & (items.length - 1)] = x;
    }

    int peek() {
        return items[first];
    }

    int poll() {
        int x = items[first];
        first = (first + 1) & (items.length - 1);
        size--;
        return x;
    }

    int get(int i) {
        return items[(first + i) & (items.length - 1)];
    }

    int size() {
        return size;
    }

    boolean isEmpty() {
        return size == 0;
    }

    @Override
    public String toString() {
        int[] a = new int[size];
        Arrays.setAll(a, this::get);
        return Arrays.toString(a);
    }
}
