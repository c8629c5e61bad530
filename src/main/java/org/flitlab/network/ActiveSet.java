package org.flitlab.network;

import java.util.Arrays;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * The components that have work this tick, in the order they became active (so iteration is deterministic).
 * Adding during a pass appends beyond the pass's snapshot size; {@link #retainIf} compacts in place.
 * Allocation-free once grown. Owned by the engine thread.
 */
final class ActiveSet<T> {
    private Object[] items = new Object[16];
    private int size;

    void add(T item) {
        if (size == items.length) {
            items = Arrays.copyOf(items, size * 2);
        }
        items[size++] = item;
    }

    @SuppressWarnings("unchecked")
    T get(int i) {
        return (T) items[i];
    }

    int size() {
        return size;
    }

    boolean isEmpty() {
        return size == 0;
    }

    /** Replaces item {@code i}; with {@link #truncate} lets a pass compact the set as it visits it. */
    void set(int i, T item) {
        items[i] = item;
    }

    /** Drops every item from index {@code n} on. */
    void truncate(int n) {
        if (n < size) {
            Arrays.fill(items, n, size, null);
            size = n;
        }
    }

    /** Keeps the items that pass {@code keep}, calling {@code onRemove} for each dropped one. */
    @SuppressWarnings("unchecked")
    void retainIf(Predicate<T> keep, Consumer<T> onRemove) {
        int w = 0;
        for (int i = 0; i < size; i++) {
            T item = (T) items[i];
            if (keep.test(item)) {
                items[w++] = item;
            } else {
                onRemove.accept(item);
            }
        }
        if (w < size) {
            Arrays.fill(items, w, size, null);
            size = w;
        }
    }
}
